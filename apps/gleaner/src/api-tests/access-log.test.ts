import t from 'tap';
import { Writable } from 'node:stream';
import { createLogger } from '@gleaner/platform';
import { startFixtureSite } from '@gleaner/testkit';
import { ADMIN_TOKEN, freePort, startHarness } from './harness.js';

// The whole service's log lines over a real request path (API, render worker, Chromium, files):
// an access line per request with the route's template, snake_case keys only, no secret, and the
// customer's own failures (a wait_for that never appears, a 404 page, a refused connection, a bad
// URL or body) logged without a stack and below error.

const SNAKE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

t.test('access lines, key names, secrets and expected failures over the real request path', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const lines: any[] = [];
  const text: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        text.push(line);
        lines.push(JSON.parse(line));
      }
      done();
    },
  });
  const h = await startHarness(t, {}, { logger: createLogger('debug', sink) });
  const u = await h.createUser({ plan: 'pro', credits: 50 });
  const as = (id: string, key = u.key) => ({ key, headers: { 'x-request-id': id } });

  t.equal((await h.call('POST', '/v1/content/scrape', { ...as('req-scrape'), body: { url: `${site.url}/simple?session=page-query-secret` } })).status, 200);
  const pdf = await h.call('POST', '/v1/pdf/generate', { ...as('req-pdf'), body: { url: `${site.url}/simple` } });
  t.equal(pdf.status, 200);
  const link = new URL(pdf.body.data.pdf_url);
  t.equal((await fetch(link, { headers: { 'x-request-id': 'req-download' } })).status, 200);

  const expected: [string, object, number][] = [
    ['req-wait-for', { url: `${site.url}/simple`, wait_for: '#never-there', wait_timeout: 400 }, 504],
    ['req-404-page', { url: `${site.url}/status/404` }, -1],
    ['req-refused', { url: `http://127.0.0.1:${await freePort()}/` }, 400],
    ['req-invalid-url', { url: 'not a url' }, 400],
    ['req-invalid-body', { url: `${site.url}/simple`, colour: 'red' }, 400],
  ];
  for (const [id, body, status] of expected) {
    const res = await h.call('POST', '/v1/content/scrape', { ...as(id), body });
    if (status > 0) t.equal(res.status, status, `${id}: ${JSON.stringify(res.body.error)}`);
  }
  t.equal((await h.call('GET', '/v1/monitoring/mon_missing', as('req-no-monitor'))).status, 404);
  t.equal((await h.call('GET', '/v1/user/profile', as('req-bad-key', 'gl_live_notakeynotakeynotakeynotakeynot'))).status, 401);
  await new Promise((r) => setTimeout(r, 100));

  const access = (id: string) => lines.find((l) => l.request_id === id && (l.msg === 'request' || l.msg === 'request failed'));
  t.match(access('req-scrape'), { level: 30, method: 'POST', route: '/v1/content/scrape', status: 200, user_id: u.id });
  t.match(access('req-pdf'), { route: '/v1/pdf/generate', status: 200, user_id: u.id });
  t.match(access('req-download'), { method: 'GET', status: 200 });
  t.match(access('req-download')?.route, /^\/files/, 'the download route, not the path');
  t.match(access('req-no-monitor'), { level: 30, route: '/v1/monitoring/{id}', status: 404, error_code: 'not_found', user_id: u.id });
  t.match(access('req-bad-key'), { level: 30, route: '/v1/user/profile', status: 401 });
  t.match(access('req-wait-for'), { level: 40, status: 504, error_code: 'timeout' });

  for (const [id] of expected) {
    const of = lines.filter((l) => l.request_id === id);
    t.ok(of.length >= 1, `${id}: an access line (${access(id)?.status} ${access(id)?.error_code})`);
    t.notOk(of.some((l) => l.level >= 50), `${id}: nothing at error`);
    t.notOk(of.some((l) => l.err?.stack || l.stack), `${id}: no stack`);
  }
  t.same(lines.filter((l) => l.level >= 50).map((l) => l.msg), [], 'nothing at error in the whole run');

  const wrong = [...new Set(lines.flatMap((l) => Object.keys(l)).filter((k) => !SNAKE.test(k)))];
  t.same(wrong, [], 'every key of every line is snake_case');

  const all = text.join('\n');
  const secrets = { key: u.key, test_key: u.testKey, webhook_secret: u.webhookSecret, admin_token: ADMIN_TOKEN, signature: link.search.slice(1), page_query: 'page-query-secret' };
  for (const [what, secret] of Object.entries(secrets)) t.notOk(secret && all.includes(secret), `no ${what} in the log`);
});
