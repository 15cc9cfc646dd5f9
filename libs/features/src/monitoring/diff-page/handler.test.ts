import t, { type Test } from 'tap';
import { diffPageHandler, checkAndTokenOf, type DiffPageSource } from './handler.js';
import { diffLinkOf, newDiffToken } from './diff-link.js';
import { PAGE_CSP_HEADER } from './page-policy.js';
import { sampleView, startPageServer } from './test-helpers.js';

// The handler over a real local HTTP server, with a fake store and a clock the test sets.

const NOW = Date.parse('2026-11-30T00:00:00.000Z');

async function rig(t: Test, checks: Record<string, DiffPageSource>, fail = false) {
  const asked: string[] = [];
  const errors: unknown[] = [];
  const clock = { at: NOW, now: () => clock.at };
  const server = await startPageServer(
    diffPageHandler({
      clock,
      findCheck: async (id) => {
        asked.push(id);
        if (fail) throw new Error('store down');
        return checks[id] ?? null;
      },
      onError: (err) => errors.push(err),
    }),
  );
  t.teardown(() => server.close());
  return { api: `${server.url}/v1`, asked, errors, clock };
}

const token = newDiffToken();
const source = (over: Partial<DiffPageSource> = {}): DiffPageSource => ({ token, expiresAt: '2026-12-24T10:00:00.000Z', view: sampleView(), ...over });

function checkHeaders(t: Test, res: Response) {
  t.equal(res.headers.get('content-type'), 'text/html; charset=utf-8');
  t.equal(res.headers.get('cache-control'), 'private, no-store');
  t.equal(res.headers.get('x-content-type-options'), 'nosniff');
  t.equal(res.headers.get('referrer-policy'), 'no-referrer');
  t.equal(res.headers.get('x-robots-tag'), 'noindex');
  t.equal(res.headers.get('content-security-policy'), PAGE_CSP_HEADER);
}

t.test('the right token before its time: the page', async (t) => {
  const { api, asked } = await rig(t, { chk_1: source() });
  const res = await fetch(diffLinkOf(api, 'chk_1', token));
  t.equal(res.status, 200);
  checkHeaders(t, res);
  const html = await res.text();
  t.match(html, /<h1>Desk lamp &lt;b&gt;price&lt;\/b&gt;<\/h1>/);
  t.match(html, /New: &lt;script&gt;alert\(1\)&lt;\/script&gt; &quot;quotes&quot;/);
  t.equal(res.headers.get('content-length'), String(Buffer.byteLength(html)));
  t.same(asked, ['chk_1']);
});

t.test('the CSP header allows no script, no framing, images over http(s) only', async (t) => {
  t.match(PAGE_CSP_HEADER, /default-src 'none'/);
  t.match(PAGE_CSP_HEADER, /style-src 'unsafe-inline'/);
  t.match(PAGE_CSP_HEADER, /img-src https: http:/);
  t.match(PAGE_CSP_HEADER, /frame-ancestors 'none'/);
  t.notMatch(PAGE_CSP_HEADER, /script-src/);
});

t.test('HEAD: the same headers, no body', async (t) => {
  const { api } = await rig(t, { chk_1: source() });
  const get = await fetch(diffLinkOf(api, 'chk_1', token));
  const length = (await get.arrayBuffer()).byteLength;
  const head = await fetch(diffLinkOf(api, 'chk_1', token), { method: 'HEAD' });
  t.equal(head.status, 200);
  checkHeaders(t, head);
  t.equal(head.headers.get('content-length'), String(length), 'the length GET would send');
  t.equal((await head.arrayBuffer()).byteLength, 0);
  const missing = await fetch(diffLinkOf(api, 'nope', token), { method: 'HEAD' });
  t.equal(missing.status, 404);
  t.equal((await missing.arrayBuffer()).byteLength, 0);
});

t.test('one plain 404 for an unknown check, a wrong token, an expired page', async (t) => {
  const { api, clock } = await rig(t, { chk_1: source(), chk_old: source({ expiresAt: '2026-11-29T23:59:59.999Z' }), chk_bad_time: source({ expiresAt: 'never' }) });
  const notFound = async (url: string, why: string) => {
    const res = await fetch(url);
    t.equal(res.status, 404, why);
    checkHeaders(t, res);
    const text = await res.text();
    t.match(text, /This link is not valid or has expired\./, why);
    t.notMatch(text, /Desk lamp/, `${why}: nothing of the check`);
  };
  await notFound(diffLinkOf(api, 'chk_unknown', token), 'unknown check');
  await notFound(diffLinkOf(api, 'chk_1', newDiffToken()), 'another token');
  await notFound(diffLinkOf(api, 'chk_1', token.slice(0, -1)), 'a shorter token');
  await notFound(diffLinkOf(api, 'chk_1', `${token}A`), 'a longer token');
  await notFound(diffLinkOf(api, 'chk_1', token.toLowerCase()), 'the token in another case');
  await notFound(diffLinkOf(api, 'chk_old', token), 'expired');
  await notFound(diffLinkOf(api, 'chk_bad_time', token), 'an expiry that is not a time counts as passed');
  await notFound(`${api}/changes/chk_1`, 'no token');
  await notFound(`${api}/changes/chk_1/%E0%A4%A`, 'malformed escapes');

  t.equal((await fetch(diffLinkOf(api, 'chk_1', token))).status, 200, 'still good');
  clock.at = Date.parse('2026-12-24T10:00:00.000Z');
  await notFound(diffLinkOf(api, 'chk_1', token), 'at its expiry, by the given clock');
});

t.test('a store that fails: 503, try again, and the error is told', async (t) => {
  const { api, errors } = await rig(t, { chk_1: source() }, true);
  const res = await fetch(diffLinkOf(api, 'chk_1', token));
  t.equal(res.status, 503);
  t.equal(res.headers.get('retry-after'), '30');
  t.equal(res.headers.get('cache-control'), 'private, no-store');
  t.match(await res.text(), /try again/);
  t.equal(errors.length, 1);
  t.match(String(errors[0]), /store down/);
});

t.test('the path is exactly /v1/changes/<check>/<token>, decoded', async (t) => {
  t.same(checkAndTokenOf('/v1/changes/chk_1/abc'), { checkId: 'chk_1', token: 'abc' });
  t.same(checkAndTokenOf('/v1/changes/chk%201/abc?x=1'), { checkId: 'chk 1', token: 'abc' });
  t.same(checkAndTokenOf('/changes/chk_1/abc', '/changes/'), { checkId: 'chk_1', token: 'abc' }, 'under another prefix');
  t.equal(checkAndTokenOf('/abc'), null);
  t.equal(checkAndTokenOf('/v1/changes/%/abc'), null);
  t.equal(checkAndTokenOf(undefined), null);
  // Issue 32: extra leading segments answered the page.
  t.equal(checkAndTokenOf('/v1/changes/x/chk_1/abc'), null, 'an extra leading segment');
  t.equal(checkAndTokenOf('/v1/changes/x/y/chk_1/abc'), null, 'two extra leading segments');
  t.equal(checkAndTokenOf('/v1/changes//chk_1/abc'), null, 'an empty leading segment');
  t.equal(checkAndTokenOf('/v1/changes/chk_1/abc/'), null, 'a trailing slash');
  t.equal(checkAndTokenOf('/v1/changes/chk_1/abc/more'), null, 'a trailing segment');
  t.equal(checkAndTokenOf('/v2/changes/chk_1/abc'), null, 'another prefix');
});

t.test('a link with extra segments before the check is a plain 404, even with the right token', async (t) => {
  const { api, asked } = await rig(t, { chk_1: source() });
  for (const url of [`${api}/changes/x/chk_1/${token}`, `${api}/changes/chk_0/chk_1/${token}`, `${api}/changes//chk_1/${token}`, `${api}/changes/chk_1/${token}/`]) {
    const res = await fetch(url);
    t.equal(res.status, 404, url);
    t.match(await res.text(), /This link is not valid or has expired\./);
  }
  t.same(asked, [], 'the store is not asked');
  t.equal((await fetch(diffLinkOf(api, 'chk_1', token))).status, 200, 'the link itself still works');
});
