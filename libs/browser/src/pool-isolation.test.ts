// One tab serves every job (concurrency 1), so anything a job leaves behind would show up in the next.
import t from 'tap';
import { startRig } from './test-helpers.js';

t.test('no state leaks from one job to the next on the same tab', async (t) => {
  const rig = await startRig({ concurrency: 1 });
  t.teardown(rig.close);
  const { pool, site } = rig;

  // Job A: stores state everywhere, with extra headers, dark mode and a mobile viewport.
  await pool.screenshot({
    url: `${site.url}/state/set`,
    timeoutMs: 10_000,
    waitFor: '#stored',
    headers: { 'x-user-secret': 'user-a' },
    darkMode: true,
    viewportPreset: 'mobile',
  });
  // A second writer through scrape, so both operations' leftovers are covered.
  await pool.scrape({ url: `${site.url}/state/set`, timeoutMs: 10_000, waitFor: '#stored', headers: { 'x-user-secret': 'user-a' } });

  // Job B: reads what the browser still carries.
  const read = await pool.scrape({ url: `${site.url}/state/read`, timeoutMs: 10_000, waitFor: '#state' });
  const state = JSON.parse(/<pre id="state">([^<]*)<\/pre>/.exec(read.pages[0].html)![1].replace(/&quot;/g, '"'));
  t.equal(state.cookie, '', 'no cookies (server-set or script-set)');
  t.equal(state.local, null, 'localStorage empty');
  t.equal(state.session, null, 'sessionStorage empty');
  t.equal(state.idb, null, 'IndexedDB empty');
  t.equal(state.dark, false, 'dark-mode emulation gone');
  t.equal(state.width, 1920, 'viewport back to the desktop default');
  t.equal(state.dpr, 1, 'device scale factor back to 1');
  t.equal(state.geo, 'prompt', 'permissions at their defaults');

  const echo = await pool.scrape({ url: `${site.url}/headers`, timeoutMs: 10_000 });
  t.notMatch(echo.pages[0].html, /x-user-secret/, 'extra headers of an earlier job are not sent');

  t.equal(pool.stats().browsers, 1);
  // The same tab was reset each time (a failed reset replaces the tab, which would prove nothing).
  t.equal(pool.stats().resetFailures, 0, 'every reset succeeded');
});

t.test('javascript:false on one job does not carry over', async (t) => {
  const rig = await startRig({ concurrency: 1 });
  t.teardown(rig.close);
  const { pool, site } = rig;
  const off = await pool.pdf({ url: `${site.url}/late?delay=0`, timeoutMs: 10_000, javascript: false, maxPages: 10, maxBytes: 1e7 });
  t.notMatch(off.text, /Late content arrived/, 'scripts did not run with javascript: false');
  const on = await pool.screenshot({ url: `${site.url}/late?delay=50`, timeoutMs: 10_000, waitFor: '#late' });
  t.match(on.text, /Late content arrived/, 'scripts run again on the next job');
  t.equal(pool.stats().resetFailures, 0, 'every reset succeeded');
});
