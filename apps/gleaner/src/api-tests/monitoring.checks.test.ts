import t from 'tap';
import { htmlPage, jsonPage, startMutableSite, waitFor, type MutableSite } from '@gleaner/testkit';
import { startHarness, type Harness, type NewUser } from './harness.js';

// Checks against a site the test rewrites: each processor finds a real change and ignores a
// volatile one, summaries name what changed, failed checks cost nothing and count towards the
// error state (5), resume brings a monitor back, and a user without credits gets failed checks.

function productPage(price: string, opts: { updated?: string; views?: number; stock?: string; extra?: string } = {}) {
  return htmlPage(
    'Desk lamp',
    `<nav><a href="/">Home</a> <a href="/shop">Shop</a></nav>
     <main><h1>Desk lamp</h1>
       <p class="price">Price: ${price}</p>
       <p class="stock">${opts.stock ?? 'In stock'}</p>
       <p>Last updated ${opts.updated ?? '3 minutes ago'}</p>
       <p>${(opts.views ?? 1234).toLocaleString('en-US')} views</p>
       ${opts.extra ?? ''}
     </main>
     <footer>© Lamps Inc</footer>`,
  );
}

async function balance(h: Harness, u: NewUser): Promise<number> {
  return (await h.call('GET', '/v1/user/profile', { key: u.key })).body.data.credits.balance;
}

/** The monitor's checks (newest first), once `n` have finished. */
async function checksOf(h: Harness, u: NewUser, id: string, n: number) {
  return waitFor(
    `${n} checks of ${id}`,
    async () => {
      const checks: any[] = (await h.call('GET', `/v1/monitoring/${id}/checks`, { key: u.key })).body.data;
      return checks.length >= n ? checks : undefined;
    },
    60_000,
  );
}

async function monitor(h: Harness, u: NewUser, body: object): Promise<string> {
  const res = await h.call('POST', '/v1/monitoring', { key: u.key, body: { name: 'watch', ...body } });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.data.id as string;
}

async function checkNow(h: Harness, u: NewUser, id: string) {
  const res = await h.call('POST', `/v1/monitoring/${id}/check-now`, { key: u.key });
  if (res.status !== 200) throw new Error(`check-now: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

let site: MutableSite;
t.before(async () => {
  site = await startMutableSite();
});
t.teardown(() => site.close());

t.test('full_page: the baseline, a volatile change ignored, a real change summarised and shown', async (t) => {
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 20 });
  site.set('/lamp', productPage('$19.99'));
  const id = await monitor(h, u, { url: `${site.url}/lamp` });
  const [baseline] = await checksOf(h, u, id, 1);
  t.match(baseline, { status: 'success', changeDetected: false, changeSummary: null, trigger: 'baseline', creditsUsed: 1 });
  t.ok(baseline.responseTimeMs >= 0);
  t.equal(await balance(h, u), 19, 'the baseline costs 1 credit');

  // Timestamps, relative dates and counters move: no change.
  site.set('/lamp', productPage('$19.99', { updated: 'just now', views: 1301 }));
  const quiet = await checkNow(h, u, id);
  t.match(quiet.data, { status: 'success', changeDetected: false, trigger: 'manual' });
  t.equal(quiet.credits_used, 1);
  t.equal(quiet.message, 'No change.');
  t.equal(await balance(h, u), 18);

  // The price moves: a change, and its summary says so.
  site.set('/lamp', productPage('$17.49', { updated: '1 minute ago', views: 1400 }));
  const changed = await checkNow(h, u, id);
  t.match(changed.data, { status: 'success', changeDetected: true }, JSON.stringify(changed.data));
  t.match(changed.data.changeSummary, /19\.99/, `the summary names the old price: ${changed.data.changeSummary}`);
  t.match(changed.data.changeSummary, /17\.49/, 'and the new one');
  t.ok(changed.data.diffUrl, 'a link to the change');

  // The change page: no key, plain HTML with both prices; a wrong token is refused.
  const page = await fetch(changed.data.diffUrl);
  t.equal(page.status, 200);
  t.match(page.headers.get('content-type'), /text\/html/);
  const html = await page.text();
  t.match(html, /19\.99/);
  t.match(html, /17\.49/);
  const forged = changed.data.diffUrl.replace(/[A-Za-z0-9_-]{10}$/, 'AAAAAAAAAA');
  t.equal((await fetch(forged)).status, 404, 'a forged token');

  // Changes only, newest first; the detail shows recent checks; nav and footer are not watched.
  const only = await h.call('GET', `/v1/monitoring/${id}/checks?changesOnly=true`, { key: u.key });
  t.equal(only.body.pagination.total, 1);
  t.equal(only.body.data[0].id, changed.data.id);
  t.match(only.body.pagination, { totalPages: 1 });
  site.set('/lamp', { ...productPage('$17.49'), body: productPage('$17.49').body.replace('Shop</a>', 'Store</a>').replace('Lamps Inc', 'Lamps GmbH') });
  t.match((await checkNow(h, u, id)).data, { changeDetected: false }, 'a new menu and footer are not the page\'s content');
  const detail = await h.call('GET', `/v1/monitoring/${id}`, { key: u.key });
  t.equal(detail.body.data.checks.length, 4);
  t.equal(detail.body.data._count.checks, 4);
  t.ok(detail.body.data.lastCheckAt);
  const usage = await h.call('GET', '/v1/user/usage', { key: u.key });
  t.ok(usage.body.data.by_endpoint['monitoring/check-now'], `usage counts check-now: ${JSON.stringify(usage.body.data.by_endpoint)}`);
});

t.test('selector: the element\'s text; a missing element is a failed check, not a change', async (t) => {
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 20 });
  site.set('/sel', productPage('$5.00', { extra: '<p id="news">Spring sale</p>' }));
  const id = await monitor(h, u, { url: `${site.url}/sel`, monitorType: 'selector', selector: '.price' });
  await checksOf(h, u, id, 1);
  site.set('/sel', productPage('$5.00', { extra: '<p id="news">Summer sale</p>' }));
  t.match((await checkNow(h, u, id)).data, { changeDetected: false }, 'a change outside the element');
  site.set('/sel', productPage('$4.50'));
  const changed = (await checkNow(h, u, id)).data;
  t.match(changed, { changeDetected: true });
  t.match(changed.changeSummary, /5\.00.*4\.50/, changed.changeSummary);
  const before = await balance(h, u);
  site.set('/sel', htmlPage('Gone', '<main><h1>Desk lamp</h1><p>Sold out</p></main>'));
  const missing = await checkNow(h, u, id);
  t.match(missing.data, { status: 'error', changeDetected: false, creditsUsed: 0, error: { message: /\.price/ } }, JSON.stringify(missing.data));
  t.equal(missing.credits_used, 0, 'a failed check costs nothing');
  t.equal(await balance(h, u), before);
  t.match((await h.call('GET', `/v1/monitoring/${id}`, { key: u.key })).body.data, { consecutiveErrors: 1, status: 'active' });
});

t.test('api_response: JSON compared by path, volatile keys ignored', async (t) => {
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 20 });
  const body = (price: number, requestId: string, timestamp: string) => jsonPage({ requestId, timestamp, product: { name: 'Lamp', price, tags: ['a', 'b'] } });
  site.set('/api/item', body(19.99, 'req-1', '2026-11-24T01:00:00Z'));
  const id = await monitor(h, u, { url: `${site.url}/api/item`, monitorType: 'api_response', checkInterval: '5min' });
  await checksOf(h, u, id, 1);
  site.set('/api/item', body(19.99, 'req-2', '2026-11-24T01:05:00Z'));
  t.match((await checkNow(h, u, id)).data, { status: 'success', changeDetected: false }, 'a new request id and timestamp');
  site.set('/api/item', body(17.49, 'req-3', '2026-11-24T01:10:00Z'));
  const changed = (await checkNow(h, u, id)).data;
  t.match(changed, { changeDetected: true });
  t.match(changed.changeSummary, /price/i, changed.changeSummary);
  t.match(changed.changeSummary, /19\.99.*17\.49/, changed.changeSummary);
  site.set('/api/item', { status: 500, contentType: 'application/json', body: '{"error":"down"}' });
  t.match((await checkNow(h, u, id)).data, { status: 'error', error: { message: /500/ }, creditsUsed: 0 });
});

t.test('5 failed checks put a monitor in error; resume brings it back; no credits: failed checks', async (t) => {
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 20 });
  site.set('/flaky', htmlPage('Up', '<main>Up</main>'));
  const id = await monitor(h, u, { url: `${site.url}/flaky`, checkInterval: '5min' });
  await checksOf(h, u, id, 1);
  site.set('/flaky', { status: 503, body: 'down' });
  for (let i = 1; i <= 5; i++) {
    const failed = (await checkNow(h, u, id)).data;
    t.match(failed, { status: 'error', error: { code: 'url_not_accessible', message: /503/ } });
  }
  const broken = (await h.call('GET', `/v1/monitoring/${id}`, { key: u.key })).body.data;
  t.match(broken, { status: 'error', consecutiveErrors: 5, nextCheckAt: null }, 'checks stop');
  t.equal((await h.call('GET', '/v1/monitoring?status=error', { key: u.key })).body.pagination.total, 1);
  site.set('/flaky', htmlPage('Up', '<main>Up</main>'));
  const resumed = await h.call('POST', `/v1/monitoring/${id}/resume`, { key: u.key });
  t.match(resumed.body.data, { status: 'active', consecutiveErrors: 0 });
  t.ok(resumed.body.data.nextCheckAt);
  t.match((await checkNow(h, u, id)).data, { status: 'success', changeDetected: false }, 'the page is the same as its baseline');

  // Out of credits: check-now is refused; a scheduled check records the reason.
  const poor = await h.createUser({ plan: 'free', credits: 1 });
  const res = await h.call('POST', '/v1/monitoring', { key: poor.key, body: { name: 'p', url: `${site.url}/flaky`, checkInterval: '5min' } });
  const poorId = res.body.data.id as string;
  await checksOf(h, poor, poorId, 1);
  t.equal(await balance(h, poor), 0, 'the baseline took the last credit');
  const refused = await h.call('POST', `/v1/monitoring/${poorId}/check-now`, { key: poor.key });
  t.equal(refused.status, 403);
  t.equal(refused.body.error.code, 'insufficient_credits');
  h.clock.advance(6 * 60_000);
  const [scheduled] = await checksOf(h, poor, poorId, 2);
  t.match(scheduled, { status: 'error', trigger: 'schedule', error: { code: 'insufficient_credits' } });
});

t.test('scheduled checks follow checkInterval on the test clock', async (t) => {
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 20 });
  site.set('/timed', htmlPage('Timed', '<main>v1</main>'));
  const created = (await h.call('POST', '/v1/monitoring', { key: u.key, body: { name: 'timed', url: `${site.url}/timed`, checkInterval: '5min' } })).body.data;
  await checksOf(h, u, created.id, 1);
  site.set('/timed', htmlPage('Timed', '<main>v2</main>'));
  h.clock.set(Date.parse(created.nextCheckAt) - 2_000);
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  t.equal((await h.call('GET', `/v1/monitoring/${created.id}/checks`, { key: u.key })).body.pagination.total, 1, 'not before its time');
  h.clock.set(Date.parse(created.nextCheckAt) + 100);
  const [fired] = await checksOf(h, u, created.id, 2);
  t.match(fired, { trigger: 'schedule', status: 'success', changeDetected: true });
  const after = (await h.call('GET', `/v1/monitoring/${created.id}`, { key: u.key })).body.data;
  t.equal(Date.parse(after.nextCheckAt) - Date.parse(created.nextCheckAt), 5 * 60_000, 'the next one an interval later');
  t.equal(after.lastCheckAt, fired.checkedAt);
});
