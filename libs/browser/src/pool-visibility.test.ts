// Pool tabs wait hidden in a minimised window (cheaper: nothing is painted). Jobs that need the
// page shown (screenshots, wait_for, pagination) get it visible; the next plain job hides it again.
import t from 'tap';
import { startRig } from './test-helpers.js';

const visibility = (html: string) => /<p id="vis">state:(\w+)<\/p>/.exec(html)?.[1];

t.test('plain scrapes run hidden; wait_for and screenshots run visible; the next plain scrape is hidden again', async (t) => {
  const rig = await startRig({ concurrency: 1 });
  t.teardown(rig.close);
  const { pool, site } = rig;
  const url = `${site.url}/visibility`;

  const plain = await pool.scrape({ url, timeoutMs: 10_000 });
  t.equal(visibility(plain.pages[0].html), 'hidden', 'a plain scrape loads in the hidden tab');

  // An animation frame only runs in a visible tab: this wait would time out in a hidden one.
  const waited = await pool.scrape({ url, timeoutMs: 10_000, waitFor: '#frame' });
  t.equal(visibility(waited.pages[0].html), 'visible', 'a wait_for job loads visible');
  t.match(waited.pages[0].text, /frame ran/, 'animation frames run for wait_for');

  const shot = await pool.screenshot({ url, timeoutMs: 10_000 });
  t.match(shot.text, /state:visible/, 'a screenshot job loads visible');

  const after = await pool.scrape({ url, timeoutMs: 10_000 });
  t.equal(visibility(after.pages[0].html), 'hidden', 'the next plain scrape is hidden again');
  t.equal(pool.stats().resetFailures, 0, 'every reset succeeded (same tab throughout)');
});
