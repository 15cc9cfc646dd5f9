import t from 'tap';
import { startFixtureSite } from '../fixture-site/server.js';
import { startFarm } from './farm.js';

// The farm launcher's smoke test: the default farm (2 API processes behind the proxy, 2 renderers,
// a scheduler, a dispatcher, over the three stand-ins) starts, a scrape sent to the proxy lands on
// one API process and is rendered (the API processes have no browser), and stop() ends every
// process cleanly. Heavier farm behaviour is tested elsewhere.

/** gleaner_http_requests_total for one route, summed over its labels, from a process's /metrics. */
async function requestsTo(url: string, route: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  let total = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith('gleaner_http_requests_total{') && line.includes(`route="${route}"`)) total += Number(line.split(' ').pop());
  }
  return total;
}

t.test('a farm starts, serves a scrape through its proxy, and stops', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const farm = await startFarm();
  t.teardown(() => farm.stop());
  t.equal(farm.apis.length, 2);
  t.equal(farm.renderers.length, 2);
  t.same(farm.proxy.backends().sort(), farm.apis.map((a) => a.url).sort(), 'the proxy fronts the API processes');
  for (const app of [...farm.renderers, farm.scheduler, farm.dispatcher]) t.equal((await fetch(`${app.url}/healthz`)).status, 200, `${app.url} is alive`);

  const created = await fetch(`${farm.url}/v1/admin/users`, {
    method: 'POST',
    headers: { authorization: `Bearer ${farm.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'smoke@example.com', name: 'Smoke', credits: 3 }),
  });
  t.equal(created.status, 201, 'the admin token is every API process’s');
  const key = ((await created.json()) as { data: { api_key: string } }).data.api_key;
  const scrape = await fetch(`${farm.url}/v1/content/scrape`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ url: `${site.url}/simple?farm=1` }),
  });
  const body = (await scrape.json()) as { data: { raw_html: string }; credits_used: number };
  t.equal(scrape.status, 200, scrape.status === 200 ? 'scraped' : JSON.stringify(body).slice(0, 300));
  t.match(body.data.raw_html, /<html/i, 'rendered by a render process');
  t.equal(body.credits_used, 1);
  const served = await Promise.all(farm.apis.map((a) => requestsTo(a.url, '/v1/content/scrape')));
  t.same([...served].sort(), [0, 1], `one API process answered it (${served.join(', ')})`);
  t.equal(site.hits('/simple'), 1, 'the page was loaded once');

  const third = await farm.addApi();
  t.equal(farm.proxy.backends().length, 3, 'one more API process behind the proxy');
  for (let i = 0; i < 3; i++) await fetch(`${farm.url}/healthz`);
  t.ok(farm.proxy.sent()[third.url] >= 1, 'and it gets its turn');
  t.equal((await farm.stopProcess(third)).code, 0, 'stopped alone');
  t.same(farm.proxy.backends().sort(), farm.apis.filter((a) => a !== third).map((a) => a.url).sort(), 'and out of the proxy');

  await farm.stop();
  const all = [...farm.apis, ...farm.renderers, farm.scheduler, farm.dispatcher]; // (the third API included)
  t.same(all.map((p) => p.child.exitCode), all.map(() => 0), 'every process exited cleanly on SIGTERM');
  t.equal(await fetch(`${farm.url}/healthz`).then(() => 'answered', () => 'closed'), 'closed', 'the proxy is closed');
});
