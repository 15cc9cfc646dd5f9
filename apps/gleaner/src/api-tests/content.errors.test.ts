import t from 'tap';
import { startFixtureSite } from '@gleaner/testkit';
import { startHarness, freePort } from './harness.js';

t.test('scrape failures: codes, and nothing is charged', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 20 });
  const scrape = (body: object) => h.call('POST', '/v1/content/scrape', { key: u.key, body });
  const balance = async () => (await h.call('GET', '/v1/user/profile', { key: u.key })).body.data.credits.balance;

  const cases: [string, object, number, string, RegExp?][] = [
    ['403 from the target', { url: `${site.url}/status/403` }, 502, 'blocked', /proxy/],
    ['429 from the target', { url: `${site.url}/status/429` }, 502, 'blocked'],
    ['a bot wall', { url: `${site.url}/challenge` }, 502, 'blocked'],
    ['a bot wall without JavaScript', { url: `${site.url}/challenge`, javascript: false }, 502, 'blocked'],
    ['no answer in time', { url: `${site.url}/slow?delay=5000`, timeout: 800 }, 504, 'timeout'],
    ['a wait_for that never appears', { url: `${site.url}/simple`, wait_for: '#never-there', wait_timeout: 400 }, 504, 'timeout', /#never-there/],
    ['proxy without proxies', { url: `${site.url}/simple`, proxy: true }, 400, 'invalid_parameter', /GLEANER_PROXY_URLS/],
    ['a non-http scheme', { url: 'ftp://example.com/file' }, 400, 'invalid_url'],
    ['not a URL', { url: 'not a url' }, 400, 'invalid_url'],
    ['no url', { extract: { a: 'b' } }, 400, 'missing_parameter'],
    ['a bad timeout', { url: `${site.url}/simple`, timeout: 'soon' }, 400, 'invalid_parameter'],
    ['an unknown field', { url: `${site.url}/simple`, colour: 'red' }, 400, 'invalid_parameter'],
    ['a bad pagination', { url: `${site.url}/simple`, pagination: { max_pages: 0 } }, 400, 'missing_parameter'],
  ];
  const start = await balance();
  for (const [what, body, status, code, message] of cases) {
    const res = await scrape(body);
    t.equal(res.status, status, `${what}: status`);
    t.equal(res.body.error?.code, code, `${what}: ${JSON.stringify(res.body.error)}`);
    if (message) t.match(res.body.error.message, message, `${what}: message`);
  }
  const port = await freePort();
  for (const javascript of [true, false]) {
    const res = await scrape({ url: `http://127.0.0.1:${port}/`, javascript });
    t.equal(res.status, 400, `connection refused (javascript ${javascript})`);
    t.equal(res.body.error.code, 'url_not_accessible', JSON.stringify(res.body.error));
  }
  t.equal(await balance(), start, 'failed renders cost nothing');
  const usage = (await h.call('GET', '/v1/user/usage', { key: u.key })).body.data;
  t.equal(usage.by_endpoint['content/scrape'].credits_used, 0);
  t.ok(usage.summary.failed_requests >= cases.length);
});

t.test('the network guard refuses private addresses unless allowed', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const h = await startHarness(t, { GLEANER_ALLOW_PRIVATE_NETWORKS: 'false' });
  const u = await h.createUser({ plan: 'pro', credits: 5 });
  const port = new URL(site.url).port;
  for (const url of [`${site.url}/product`, `http://2130706433:${port}/product`, `http://0x7f.0.0.1:${port}/`, `http://[::ffff:127.0.0.1]:${port}/`, `http://localhost:${port}/`, 'http://169.254.169.254/latest/meta-data/']) {
    for (const javascript of [true, false]) {
      const res = await h.call('POST', '/v1/content/scrape', { key: u.key, body: { url, javascript } });
      t.equal(res.status, 400, `${url} (javascript ${javascript})`);
      t.equal(res.body.error.code, 'invalid_url', url);
    }
  }
  t.equal((await h.call('GET', '/v1/user/profile', { key: u.key })).body.data.credits.balance, 5);
});
