import t from 'tap';
import { startFixtureSite } from '@gleaner/testkit';
import { startHarness } from './harness.js';

// Every selector field answers 400 invalid_parameter naming the field when its selector does not
// parse, at once: before, an invalid wait_for waited out its whole timeout and answered 504.

const INVALID = ['#1a', 'div[', 'a >> b', 'p:not(', ':unknown-pseudo-class'];
/** css-select, which matches selectors without JavaScript, takes `#1a` as an id (docs/api.md). */
const refusedWithoutJs = (bad: string) => bad !== '#1a';

t.test('an invalid selector in any field: 400 naming the field, never a wait, never a charge', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 100 });
  const url = `${site.url}/simple`;
  // Long waits: the old behaviour would have answered 504 after them.
  const wait = { timeout: 60_000, wait_timeout: 60_000 };
  const cases = (bad: string): [string, string, object, string][] => [
    ['scrape wait_for', '/v1/content/scrape', { url, wait_for: bad, ...wait }, 'wait_for'],
    ['scrape pagination', '/v1/content/scrape', { url, pagination: { next_button_selector: bad, max_pages: 2 }, ...wait }, 'pagination.next_button_selector'],
    ...(refusedWithoutJs(bad)
      ? ([
          ['scrape wait_for without JavaScript', '/v1/content/scrape', { url, wait_for: bad, javascript: false, ...wait }, 'wait_for'],
          ['scrape pagination without JavaScript', '/v1/content/scrape', { url, javascript: false, pagination: { next_button_selector: bad, max_pages: 2 } }, 'pagination.next_button_selector'],
        ] as [string, string, object, string][])
      : []),
    ['extract wait_for', '/v1/content/extract', { url, prompt: 'the title', wait_for: bad, ...wait }, 'wait_for'],
    ['pdf wait_for', '/v1/pdf/generate', { url, wait_for: bad, ...wait }, 'wait_for'],
    ['screenshot wait_for', '/v1/screenshot/capture', { url, wait_for: bad, ...wait }, 'wait_for'],
    ['screenshot selector', '/v1/screenshot/capture', { url, selector: bad }, 'selector'],
    ['screenshot click', '/v1/screenshot/capture', { url, click: bad }, 'click'],
    ['screenshot hide_selectors', '/v1/screenshot/capture', { url, hide_selectors: ['h1', bad] }, 'hide_selectors.1'],
  ];
  const balance = async () => (await h.call('GET', '/v1/user/profile', { key: u.key })).body.data.credits.balance;
  const start = await balance();
  for (const bad of INVALID) {
    for (const [what, path, body, field] of cases(bad)) {
      const res = await h.call('POST', path, { key: u.key, body });
      t.equal(res.status, 400, `${what} "${bad}": ${JSON.stringify(res.body.error)}`);
      t.equal(res.body.error?.code, 'invalid_parameter');
      t.equal(res.body.error?.details?.field, field);
      t.match(res.body.error?.message, /not a valid CSS selector/);
    }
  }
  t.equal(await balance(), start, 'nothing charged');

  const two = await h.call('POST', '/v1/screenshot/capture', { key: u.key, body: { url, selector: 'div[', click: '#1a' } });
  t.same(two.body.error.details.errors.map((e: { field: string }) => e.field).sort(), ['click', 'selector'], 'every bad selector listed');
  const good = await h.call('POST', '/v1/content/scrape', { key: u.key, body: { url, wait_for: 'body > h1:is(h1, h2)' } });
  t.equal(good.status, 200, 'a valid selector still works');
});
