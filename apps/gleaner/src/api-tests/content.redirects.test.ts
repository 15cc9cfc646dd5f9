import t from 'tap';
import { htmlPage, startFixtureSite, startMutableSite, waitFor } from '@gleaner/testkit';
import { startHarness, type Harness, type NewUser } from './harness.js';

// Issue 32, item 4: a page that sends the browser on to a host that does not resolve was a
// success, charged, whose capture was the network guard's own text ("host gone.invalid does not
// resolve"). Now it fails as the same URL asked directly: 400 url_not_accessible, refunded; a
// schedule run is a failed run, a monitor check a failed check. Each render kind, each way of
// sending the browser on (a 302, a meta refresh, a script).

const GONE = 'http://gone.invalid/';

async function balance(h: Harness, u: NewUser): Promise<number> {
  return (await h.call('GET', '/v1/user/profile', { key: u.key })).body.data.credits.balance;
}

t.test('a redirect to a host that does not resolve: 400 url_not_accessible, nothing charged', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 20 });
  const to = (location: string, how = '302') => `${site.url}/redirect/to?how=${how}&location=${encodeURIComponent(location)}`;
  const schema = { type: 'object', properties: { title: { type: 'string' } } };
  const cases: [string, string, object][] = [
    ['scrape (javascript on)', '/v1/content/scrape', { url: to(GONE) }],
    ['scrape (javascript off)', '/v1/content/scrape', { url: to(GONE), javascript: false }],
    ['scrape, https target', '/v1/content/scrape', { url: to('https://gone.invalid/') }],
    ['scrape, meta refresh', '/v1/content/scrape', { url: to(GONE, 'meta') }],
    ['scrape, script', '/v1/content/scrape', { url: to(GONE, 'js') }],
    ['extract', '/v1/content/extract', { url: to(GONE), prompt: 'the title', schema }],
    ['pdf', '/v1/pdf/generate', { url: to(GONE) }],
    ['pdf, script', '/v1/pdf/generate', { url: to(GONE, 'js') }],
    ['screenshot', '/v1/screenshot/capture', { url: to(GONE) }],
    ['screenshot, meta refresh', '/v1/screenshot/capture', { url: to(GONE, 'meta') }],
  ];
  const before = await balance(h, u);
  for (const [what, path, body] of cases) {
    const res = await h.call('POST', path, { key: u.key, body });
    t.equal(res.status, 400, `${what}: status (${JSON.stringify(res.body).slice(0, 300)})`);
    t.equal(res.body.error?.code, 'url_not_accessible', `${what}: code`);
    t.match(res.body.error?.message, /gone\.invalid/, `${what}: names where the page led`);
  }
  t.equal(await balance(h, u), before, 'none of them is charged');

  // A page that moves on by itself to a page that loads is read where it lands (a meta refresh
  // used to fail the read: "Execution context was destroyed", a 500).
  for (const how of ['meta', 'js']) {
    const res = await h.call('POST', '/v1/content/scrape', { key: u.key, body: { url: to('/simple?i=7', how) } });
    t.equal(res.status, 200, `${how}: ${JSON.stringify(res.body).slice(0, 300)}`);
    t.match(res.body.data.raw_html, /Simple page 7/, `${how}: the page it landed on`);
  }
});

t.test('a schedule run of such a page is a failed run; a monitor check a failed check', async (t) => {
  const site = await startMutableSite();
  t.teardown(() => site.close());
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 20 });
  site.set('/moving', htmlPage('Lamp', '<main><h1>Desk lamp</h1><p>Price: 19.99</p></main>'));

  const created = await h.call('POST', '/v1/schedules', { key: u.key, body: { name: 'shot', frequency: 'daily', type: 'screenshot', url: `${site.url}/moving` } });
  t.equal(created.status, 201, JSON.stringify(created.body));
  const monitor = await h.call('POST', '/v1/monitoring', { key: u.key, body: { name: 'watch', url: `${site.url}/moving`, checkInterval: '5min' } });
  t.equal(monitor.status, 201, JSON.stringify(monitor.body));
  const monitorId = monitor.body.data.id as string;
  await waitFor('the baseline check', async () => ((await h.call('GET', `/v1/monitoring/${monitorId}/checks`, { key: u.key })).body.data.length >= 1 ? true : undefined), 60_000);

  site.set('/moving', { status: 302, headers: { location: GONE }, body: '' });
  const before = await balance(h, u);
  const run = await h.call('POST', `/v1/schedules/${created.body.data.id}/run`, { key: u.key });
  t.equal(run.status, 200);
  t.match(run.body.data, { status: 'failed', credits_used: 0, error: { code: 'url_not_accessible', message: /gone\.invalid/ } }, JSON.stringify(run.body).slice(0, 400));
  t.match((await h.call('GET', `/v1/schedules/${created.body.data.id}`, { key: u.key })).body.data, { failed_runs: 1, successful_runs: 0, last_run_status: 'failed' });

  const check = await h.call('POST', `/v1/monitoring/${monitorId}/check-now`, { key: u.key });
  t.equal(check.status, 200, JSON.stringify(check.body));
  t.match(check.body.data, { status: 'error', creditsUsed: 0, error: { code: 'url_not_accessible', message: /gone\.invalid/ } }, JSON.stringify(check.body).slice(0, 400));
  t.notOk(check.body.data.changeDetected, 'not a change');
  const changes = await h.call('GET', `/v1/monitoring/${monitorId}/checks?changesOnly=true`, { key: u.key });
  t.equal(changes.body.data.length, 0, 'no change recorded');
  t.equal(await balance(h, u), before, 'neither is charged');
});
