// The pool's answers when things go wrong: queue full, deadlines, walls, bad targets.
import net from 'node:net';
import t from 'tap';
import { GleanerError } from '@gleaner/platform';
import { rejection, startRig } from './test-helpers.js';

t.test('errors', async (t) => {
  const refused: string[] = [];
  const rig = await startRig({
    concurrency: 1,
    queueLimit: 1,
    checkUrl: async (url) => {
      if (url.includes('refuse-me')) {
        refused.push(url);
        throw new GleanerError('invalid_url', 'refused by the guard');
      }
    },
  });
  t.teardown(rig.close);
  const { pool, site } = rig;

  t.test('a full queue answers 503 with retryAfter', async (t) => {
    const running = pool.scrape({ url: `${site.url}/slow?delay=1500`, timeoutMs: 10_000 });
    const queued = pool.scrape({ url: `${site.url}/slow?delay=10`, timeoutMs: 10_000 });
    const err = await rejection(pool.scrape({ url: `${site.url}/product`, timeoutMs: 10_000 }));
    t.equal(err.code, 'service_unavailable');
    t.equal(err.status, 503);
    t.ok(err.retryAfter && err.retryAfter >= 1, `retryAfter ${err.retryAfter}`);
    t.equal(pool.stats().queued, 1);
    const [a, b] = await Promise.all([running, queued]);
    t.equal(a.pages[0].statusCode, 200);
    t.equal(b.pages[0].statusCode, 200, 'the queued job still ran');
  });

  t.test('no answer in time is 504 timeout', async (t) => {
    const started = Date.now();
    const err = await rejection(pool.scrape({ url: `${site.url}/slow?delay=5000`, timeoutMs: 800 }));
    t.equal(err.code, 'timeout');
    t.equal(err.status, 504);
    t.ok(Date.now() - started < 3000, 'answered near the deadline');
  });

  t.test('a wait_for selector that never appears is 504 naming it', async (t) => {
    const err = await rejection(pool.scrape({ url: `${site.url}/product`, timeoutMs: 5000, waitFor: '#never-there', waitTimeoutMs: 300 }));
    t.equal(err.code, 'timeout');
    t.match(err.message, /#never-there/);
    const ok = await pool.scrape({ url: `${site.url}/late?delay=200`, timeoutMs: 5000, waitFor: '#late' });
    t.match(ok.pages[0].text, /Late content arrived/, 'content added by JS after load is waited for');
  });

  for (const path of ['/status/403', '/status/429', '/challenge']) {
    t.test(`${path} answers 502 blocked suggesting proxy: true`, async (t) => {
      const err = await rejection(pool.scrape({ url: `${site.url}${path}`, timeoutMs: 5000 }));
      t.equal(err.code, 'blocked');
      t.equal(err.status, 502);
      t.match(err.message, /proxy: true/);
    });
  }

  t.test('a 404 is a page, with its status', async (t) => {
    const r = await pool.scrape({ url: `${site.url}/status/404`, timeoutMs: 5000 });
    t.equal(r.pages[0].statusCode, 404);
  });

  t.test('proxy: true without proxies configured is 400 invalid_parameter', async (t) => {
    const err = await rejection(pool.scrape({ url: `${site.url}/product`, timeoutMs: 5000, proxy: true }));
    t.equal(err.code, 'invalid_parameter');
    t.match(err.message, /GLEANER_PROXY_URLS/);
  });

  t.test('the guard is asked before navigation; non-http schemes are refused', async (t) => {
    const err = await rejection(pool.scrape({ url: `${site.url}/refuse-me`, timeoutMs: 5000 }));
    t.equal(err.code, 'invalid_url');
    t.same(refused, [`${site.url}/refuse-me`]);
    t.equal(site.hits('/refuse-me'), 0, 'the browser never asked for it');
    for (const url of ['file:///etc/passwd', 'data:text/html,hi', 'javascript:alert(1)']) {
      t.equal((await rejection(pool.scrape({ url, timeoutMs: 5000 }))).code, 'invalid_url', url);
    }
    const redirect = await rejection(pool.scrape({ url: `${site.url}/redirect/file`, timeoutMs: 5000 }));
    t.ok(['url_not_accessible', 'invalid_url'].includes(redirect.code), `redirect to file: refused (${redirect.code}: ${redirect.message})`);
  });

  t.test('an unreachable target is url_not_accessible', async (t) => {
    const closed = net.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as net.AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const err = await rejection(pool.scrape({ url: `http://127.0.0.1:${port}/`, timeoutMs: 5000 }));
    t.equal(err.code, 'url_not_accessible');
  });

  t.test('custom headers reach the site', async (t) => {
    const r = await pool.scrape({ url: `${site.url}/headers`, timeoutMs: 5000, headers: { 'x-gleaner-test': 'hello-42' } });
    t.match(r.pages[0].html, /"x-gleaner-test":"hello-42"/);
    t.match(r.pages[0].contentType, /text\/html/);
    t.ok(r.pages[0].loadTimeMs >= 0);
  });

  t.test('images and fonts are blocked for scrapes, loaded for screenshots', async (t) => {
    const before = site.hits('/asset/');
    const r = await pool.scrape({ url: `${site.url}/assets?count=6`, timeoutMs: 5000 });
    t.match(r.pages[0].text, /web font/);
    t.equal(site.hits('/asset/') - before, 0, 'no asset requested by a scrape');
    await pool.screenshot({ url: `${site.url}/assets?count=6`, timeoutMs: 10_000 });
    t.ok(site.hits('/asset/') - before >= 6, 'a screenshot loads them');
  });
});
