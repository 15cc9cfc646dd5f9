import t, { type Test } from 'tap';
import { htmlPage, jsonPage, startMutableSite, startReceiver, waitFor, type MutablePage, type MutableSite, type Receiver } from '@gleaner/testkit';
import { startHarness, type ApiResponse, type Harness, type NewUser } from './harness.js';

// Issue 32 item 5: concurrent checks of one monitor. The page holds its answer (a gate the test
// opens), so a check stays under way while others are asked for: eight check-nows after one
// change, a check-now while a scheduled check runs, a scheduled check falling due while a
// check-now runs. Each time: one check's change, one alert, a credit per check actually run.

let site: MutableSite;
t.before(async () => {
  site = await startMutableSite();
});
t.teardown(() => site.close());

/** A page whose answer waits until `open()`: the check reading it stays under way. */
function heldPage(path: string, page: MutablePage) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  site.set(path, async () => {
    await opened;
    return page;
  });
  return open;
}

/** A lease far longer than the test clock's jumps: the sweeper must not take a check under way as abandoned. */
const ENV = { GLEANER_MONITOR_CHECK_LEASE_MS: String(24 * 3600_000) };

async function balance(h: Harness, u: NewUser): Promise<number> {
  return (await h.call('GET', '/v1/user/profile', { key: u.key })).body.data.credits.balance;
}

async function finishedChecks(h: Harness, u: NewUser, id: string, n: number): Promise<any[]> {
  return waitFor(`${n} checks`, async () => {
    const checks: any[] = (await h.call('GET', `/v1/monitoring/${id}/checks?limit=100`, { key: u.key })).body.data;
    return checks.length >= n ? checks : undefined;
  }, 60_000);
}

async function monitor(h: Harness, u: NewUser, hook: Receiver, body: object) {
  const res = await h.call('POST', '/v1/monitoring', { key: u.key, body: { name: 'race', alertChannels: [{ type: 'webhook', webhookUrl: hook.url }], ...body } });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  await finishedChecks(h, u, res.body.data.id, 1);
  return res.body.data as { id: string; nextCheckAt: string };
}

/** Exactly one alert: the first arrives, and no second one follows it. */
async function oneAlert(t: Test, h: Harness, u: NewUser, id: string, hook: Receiver) {
  await waitFor('the alert', async () => hook.hits[0], 30_000);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  t.equal(hook.hits.length, 1, 'one webhook post');
  t.equal((await h.call('GET', `/v1/monitoring/${id}/alerts`, { key: u.key })).body.pagination.total, 1, 'one alert recorded');
}

t.test('8 check-nows at once after one change: one change, one alert, a credit per check run', async (t) => {
  const h = await startHarness(t, ENV);
  const u = await h.createUser({ plan: 'pro', credits: 20 });
  const hook = await startReceiver();
  t.teardown(() => hook.close());
  site.set('/lamp', htmlPage('Lamp', '<main><h1>Desk lamp</h1><p>Price: $19.99</p></main>'));
  const { id } = await monitor(h, u, hook, { url: `${site.url}/lamp` });
  t.equal(await balance(h, u), 19);

  const open = heldPage('/lamp', htmlPage('Lamp', '<main><h1>Desk lamp</h1><p>Price: $17.49</p></main>'));
  const answers = Promise.all(Array.from({ length: 8 }, () => h.call('POST', `/v1/monitoring/${id}/check-now`, { key: u.key })));
  await waitFor('the first check to load the page', async () => (site.hits('/lamp') >= 2 ? true : undefined), 30_000);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  open();
  const all = await answers;
  for (const a of all) t.equal(a.status, 200, a.status === 200 ? 'check-now' : JSON.stringify(a.body).slice(0, 200));

  const byCheck = new Map<string, ApiResponse[]>();
  for (const a of all) byCheck.set(a.body.data.id, [...(byCheck.get(a.body.data.id) ?? []), a]);
  t.ok(byCheck.size < 8, `requests joined the check under way (${byCheck.size} checks for 8 requests)`);
  for (const group of byCheck.values()) {
    t.equal(group.filter((a) => a.body.credits_used === 1).length, 1, 'a check is charged to one request');
    t.same(group.filter((a) => a.body.credits_used === 0).map((a) => a.body.message.startsWith('Joined the check already under way (no charge).')), Array(group.length - 1).fill(true), 'the others joined it');
  }
  const checks = await finishedChecks(h, u, id, 1 + byCheck.size);
  t.equal(checks.length, 1 + byCheck.size, 'the baseline and the checks run, no more');
  t.equal(checks.filter((c) => c.changeDetected).length, 1, 'one change');
  t.equal(await balance(h, u), 19 - byCheck.size, 'a credit per check run');
  await oneAlert(t, h, u, id, hook);
  t.equal(site.hits('/lamp'), 1 + byCheck.size, 'the page was loaded once per check run');
});

t.test('a check-now while a scheduled check runs joins it', async (t) => {
  const h = await startHarness(t, ENV);
  const u = await h.createUser({ plan: 'pro', credits: 20 });
  const hook = await startReceiver();
  t.teardown(() => hook.close());
  site.set('/stock-a', jsonPage({ stock: 5 }));
  const created = await monitor(h, u, hook, { url: `${site.url}/stock-a`, monitorType: 'api_response', checkInterval: '5min' });

  const open = heldPage('/stock-a', jsonPage({ stock: 0 }));
  h.clock.set(Date.parse(created.nextCheckAt) + 100);
  await waitFor('the scheduled check to read the page', async () => (site.hits('/stock-a') >= 2 ? true : undefined), 30_000);
  const answers = Promise.all(Array.from({ length: 3 }, () => h.call('POST', `/v1/monitoring/${created.id}/check-now`, { key: u.key })));
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  open();
  const all = await answers;
  const [scheduled] = await finishedChecks(h, u, created.id, 2);
  t.match(scheduled, { trigger: 'schedule', changeDetected: true, creditsUsed: 1 });
  for (const a of all) {
    t.equal(a.status, 200);
    t.match(a.body, { data: { id: scheduled.id, trigger: 'schedule', changeDetected: true }, credits_used: 0, message: /^Joined the check already under way/ }, 'the check-now answers the scheduled check, for nothing');
  }
  t.equal((await h.call('GET', `/v1/monitoring/${created.id}/checks`, { key: u.key })).body.pagination.total, 2, 'the baseline and the scheduled check');
  t.equal(await balance(h, u), 18, 'the baseline and the scheduled check: 1 credit each');
  await oneAlert(t, h, u, created.id, hook);
});

t.test('a scheduled check falling due while a check-now runs is that check; the next one runs', async (t) => {
  const h = await startHarness(t, ENV);
  const u = await h.createUser({ plan: 'pro', credits: 20 });
  const hook = await startReceiver();
  t.teardown(() => hook.close());
  site.set('/stock-b', jsonPage({ stock: 5 }));
  const created = await monitor(h, u, hook, { url: `${site.url}/stock-b`, monitorType: 'api_response', checkInterval: '5min' });

  const open = heldPage('/stock-b', jsonPage({ stock: 0 }));
  const answer = h.call('POST', `/v1/monitoring/${created.id}/check-now`, { key: u.key });
  await waitFor('the check-now to read the page', async () => (site.hits('/stock-b') >= 2 ? true : undefined), 30_000);
  h.clock.set(Date.parse(created.nextCheckAt) + 100);
  const moved = await waitFor('the scheduler to pass the due time', async () => {
    const m = (await h.call('GET', `/v1/monitoring/${created.id}`, { key: u.key })).body.data;
    return m.nextCheckAt !== created.nextCheckAt ? (m.nextCheckAt as string) : undefined;
  }, 30_000);
  t.equal(Date.parse(moved) - Date.parse(created.nextCheckAt), 5 * 60_000, 'on to the next due time');
  open();
  const now = await answer;
  t.match(now.body, { data: { trigger: 'manual', changeDetected: true }, credits_used: 1, message: 'Change detected.' }, 'the check-now found the change');
  t.equal(site.hits('/stock-b'), 2, 'no scheduled check read the page');
  const checks = await finishedChecks(h, u, created.id, 2);
  t.equal(checks.length, 2, 'the baseline and the check-now');
  t.equal(await balance(h, u), 18);
  await oneAlert(t, h, u, created.id, hook);

  // The monitor is free again: the next due time runs a check, against the check-now's result.
  site.set('/stock-b', jsonPage({ stock: 0 }));
  h.clock.set(Date.parse(moved) + 100);
  const [next] = await finishedChecks(h, u, created.id, 3);
  t.match(next, { trigger: 'schedule', status: 'success', changeDetected: false });
  t.match((await h.call('POST', `/v1/monitoring/${created.id}/check-now`, { key: u.key })).body, { data: { trigger: 'manual', changeDetected: false }, credits_used: 1, message: 'No change.' });
});

t.test('the watched URL edited during a check: that capture is not the new baseline, and no change is alerted', async (t) => {
  const h = await startHarness(t, ENV);
  const u = await h.createUser({ plan: 'pro', credits: 20 });
  const hook = await startReceiver();
  t.teardown(() => hook.close());
  site.set('/desk', htmlPage('Desk', '<main><h1>Oak desk</h1><p>Price: $250</p></main>'));
  site.set('/chair', htmlPage('Chair', '<main><h1>Office chair</h1><p>Price: $90</p></main>'));
  const { id } = await monitor(h, u, hook, { url: `${site.url}/desk` });

  // The same desk page, held: the check-now stays under way while the monitor moves to the chair.
  const open = heldPage('/desk', htmlPage('Desk', '<main><h1>Oak desk</h1><p>Price: $250</p></main>'));
  const during = h.call('POST', `/v1/monitoring/${id}/check-now`, { key: u.key });
  await waitFor('the check to load the desk', async () => (site.hits('/desk') >= 2 ? true : undefined), 30_000);
  const moved = await h.call('PATCH', `/v1/monitoring/${id}`, { key: u.key, body: { url: `${site.url}/chair` } });
  t.equal(moved.status, 200, JSON.stringify(moved.body).slice(0, 200));
  open();
  const stale = await during;
  t.equal(stale.status, 200, JSON.stringify(stale.body).slice(0, 200));
  t.equal(stale.body.data.changeDetected, false, 'the capture of the old URL reports no change');
  t.equal(stale.body.credits_used, 0, 'and costs nothing');

  const next = await h.call('POST', `/v1/monitoring/${id}/check-now`, { key: u.key });
  t.equal(next.status, 200, JSON.stringify(next.body).slice(0, 200));
  t.equal(next.body.data.changeDetected, false, 'the chair page is the new baseline, not a change from the desk');
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  t.equal(hook.hits.length, 0, 'no alert');
});
