import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t, { type Test } from 'tap';
import { startHarness, type ApiResponse, type Harness, type NewUser } from './harness.js';

// Issue 32 item 3: a 0-credit account's test key made 10,000 monitors at 5 minutes and 5,000
// schedules in seconds. Each plan caps the monitors, schedules and alert channels a user keeps per
// world (429 concurrent_limit_exceeded beyond, nothing written), test keys get a much smaller world
// and a floor on checkInterval and frequency, concurrent creates never pass a cap, deletes free room.

const plansFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gleaner-plans-')), 'plans.json');
fs.writeFileSync(
  plansFile,
  JSON.stringify([
    { name: 'capped', credits_included: 100, requests_per_minute: 1000, renders_in_flight: 5, max_monitors: 3, max_schedules: 3, max_alert_channels: 4, test_keys: { max_monitors: 2, max_schedules: 2, max_alert_channels: 2 } },
  ]),
);

/** A monitor read without a browser, whose baseline check fails at once (a closed loopback port). */
const monitorBody = (extra: object = {}) => ({ name: 'm', url: 'http://127.0.0.1:9/', monitorType: 'api_response', ...extra });
const scheduleBody = (extra: object = {}) => ({ name: 's', type: 'scrape', url: 'https://example.com/', frequency: 'daily', ...extra });
const hook = (i: number) => ({ type: 'webhook', webhookUrl: `https://hooks.example.com/${i}` });

function refusedAtCap(t: Test, res: ApiResponse, resource: string, limit: number, what: string): void {
  t.equal(res.status, 429, `${what}: 429 (${JSON.stringify(res.body)})`);
  t.match(res.body.error, { code: 'concurrent_limit_exceeded', details: { resource, limit } }, `${what}: concurrent_limit_exceeded naming ${resource} and its limit`);
  t.ok(Number(res.headers.get('retry-after')) >= 1, `${what}: with Retry-After`);
}

async function setUp(t: Test): Promise<{ h: Harness; u: NewUser }> {
  const h = await startHarness(t, { GLEANER_PLANS_FILE: plansFile });
  return { h, u: await h.createUser({ plan: 'capped', credits: 100 }) };
}

const total = async (h: Harness, key: string, list: string) => (await h.call('GET', list, { key })).body.pagination.total as number;

t.test('monitors: the plan caps them per world; a delete frees a place, a failed delete frees none', async (t) => {
  const { h, u } = await setUp(t);
  const create = (key = u.key, extra: object = {}) => h.call('POST', '/v1/monitoring', { key, body: monitorBody(extra) });
  const made = [];
  for (let i = 0; i < 3; i++) made.push(await create());
  t.same(made.map((r) => r.status), [201, 201, 201], 'the plan allows 3');
  refusedAtCap(t, await create(), 'monitors', 3, 'the 4th');
  t.equal(await total(h, u.key, '/v1/monitoring'), 3, 'nothing was written');

  // The test world is its own, and smaller.
  t.equal((await create(u.testKey)).status, 201);
  t.equal((await create(u.testKey)).status, 201);
  refusedAtCap(t, await create(u.testKey), 'monitors', 2, "a test key's 3rd");
  t.equal(await total(h, u.testKey, '/v1/monitoring'), 2);

  const id = made[0].body.data.id;
  t.equal((await h.call('DELETE', `/v1/monitoring/${id}`, { key: u.key })).status, 200);
  t.equal((await h.call('DELETE', `/v1/monitoring/${id}`, { key: u.key })).status, 404, 'a second delete is 404');
  t.equal((await h.call('DELETE', `/v1/monitoring/${made[1].body.data.id}`, { key: u.testKey })).status, 404, "the other world's key cannot delete it");
  t.equal((await create()).status, 201, 'the deleted one made room for one');
  refusedAtCap(t, await create(), 'monitors', 3, 'and for one only');
  t.equal(await total(h, u.key, '/v1/monitoring'), 3);
  // Paused monitors still count: they exist.
  await h.call('POST', `/v1/monitoring/${made[1].body.data.id}/pause`, { key: u.key });
  refusedAtCap(t, await create(), 'monitors', 3, 'with one paused');
});

t.test('alert channels: capped over all the world monitors, at creation and when added; deletes give them back', async (t) => {
  const { h, u } = await setUp(t);
  const first = await h.call('POST', '/v1/monitoring', { key: u.key, body: monitorBody({ alertChannels: [hook(1), hook(2), hook(3)] }) });
  t.equal(first.status, 201);
  const id = first.body.data.id;
  refusedAtCap(t, await h.call('POST', '/v1/monitoring', { key: u.key, body: monitorBody({ alertChannels: [hook(4), hook(5)] }) }), 'alert_channels', 4, 'a monitor whose 2 channels would make 5');
  t.equal(await total(h, u.key, '/v1/monitoring'), 1, 'and the monitor was not made');
  const added = await h.call('POST', `/v1/monitoring/${id}/channels`, { key: u.key, body: hook(4) });
  t.equal(added.status, 201, 'the 4th channel');
  refusedAtCap(t, await h.call('POST', `/v1/monitoring/${id}/channels`, { key: u.key, body: hook(5) }), 'alert_channels', 4, 'a 5th channel');
  t.equal((await h.call('GET', `/v1/monitoring/${id}`, { key: u.key })).body.data.alertChannels.length, 4, 'not added');
  t.equal((await h.call('PATCH', `/v1/monitoring/${id}/channels/${added.body.data.id}`, { key: u.key, body: { isEnabled: false } })).status, 200, 'editing a channel takes no room');
  t.equal((await h.call('DELETE', `/v1/monitoring/${id}/channels/${added.body.data.id}`, { key: u.key })).status, 200);
  t.equal((await h.call('POST', `/v1/monitoring/${id}/channels`, { key: u.key, body: hook(6) })).status, 201, 'a deleted channel made room');
  t.equal((await h.call('POST', '/v1/monitoring', { key: u.key, body: monitorBody({ alertChannels: [hook(7)] }) })).status, 429, 'still at the cap');
  t.equal((await h.call('DELETE', `/v1/monitoring/${id}`, { key: u.key })).status, 200);
  const four = await h.call('POST', '/v1/monitoring', { key: u.key, body: monitorBody({ alertChannels: [hook(8), hook(9), hook(10), hook(11)] }) });
  t.equal(four.status, 201, "a deleted monitor gave back all of its channels' room");
  // Test keys: 2 channels.
  refusedAtCap(t, await h.call('POST', '/v1/monitoring', { key: u.testKey, body: monitorBody({ alertChannels: [hook(1), hook(2), hook(3)] }) }), 'alert_channels', 2, "a test key's monitor with 3 channels");
  t.equal((await h.call('POST', '/v1/monitoring', { key: u.testKey, body: monitorBody({ alertChannels: [hook(1), hook(2)] }) })).status, 201);
});

t.test('schedules: the plan caps them per world; a delete frees a place', async (t) => {
  const { h, u } = await setUp(t);
  const create = (key = u.key, extra: object = {}) => h.call('POST', '/v1/schedules', { key, body: scheduleBody(extra) });
  const made = [];
  for (let i = 0; i < 3; i++) made.push(await create());
  t.same(made.map((r) => r.status), [201, 201, 201]);
  refusedAtCap(t, await create(), 'schedules', 3, 'the 4th');
  t.equal(await total(h, u.key, '/v1/schedules'), 3, 'nothing was written');
  // A paused or completed schedule still exists, and counts.
  t.equal((await h.call('POST', `/v1/schedules/${made[0].body.data.id}/pause`, { key: u.key })).status, 200);
  refusedAtCap(t, await create(), 'schedules', 3, 'with one paused');
  t.equal((await create(u.testKey)).status, 201);
  t.equal((await create(u.testKey)).status, 201);
  refusedAtCap(t, await create(u.testKey), 'schedules', 2, "a test key's 3rd");
  const id = made[0].body.data.id;
  t.equal((await h.call('DELETE', `/v1/schedules/${id}`, { key: u.key })).status, 200);
  t.equal((await h.call('DELETE', `/v1/schedules/${id}`, { key: u.key })).status, 404);
  t.equal((await create()).status, 201, 'the deleted one made room for one');
  refusedAtCap(t, await create(), 'schedules', 3, 'and for one only');
});

t.test("test keys: a floor on checkInterval (create and PATCH) and on a schedule's frequency", async (t) => {
  const { h, u } = await setUp(t);
  for (const checkInterval of ['5min', '15min', '30min']) {
    const res = await h.call('POST', '/v1/monitoring', { key: u.testKey, body: monitorBody({ checkInterval }) });
    t.equal(res.status, 400, `a test key's ${checkInterval} monitor`);
    t.match(res.body.error, { code: 'invalid_parameter', details: { field: 'checkInterval' } });
  }
  t.equal(await total(h, u.testKey, '/v1/monitoring'), 0, 'none was made');
  t.equal((await h.call('POST', '/v1/monitoring', { key: u.key, body: monitorBody({ checkInterval: '5min' }) })).status, 201, 'a live key may check every 5 minutes');
  const hourly = await h.call('POST', '/v1/monitoring', { key: u.testKey, body: monitorBody() });
  t.equal(hourly.status, 201, 'hourly (the default) is the floor');
  const id = hourly.body.data.id;
  const patched = await h.call('PATCH', `/v1/monitoring/${id}`, { key: u.testKey, body: { checkInterval: '5min' } });
  t.equal(patched.status, 400, 'PATCH below the floor');
  t.match(patched.body.error, { code: 'invalid_parameter', details: { field: 'checkInterval' } });
  t.equal((await h.call('GET', `/v1/monitoring/${id}`, { key: u.testKey })).body.data.checkInterval, 'hourly', 'unchanged');
  t.equal((await h.call('PATCH', `/v1/monitoring/${id}`, { key: u.testKey, body: { checkInterval: 'daily' } })).status, 200, 'PATCH above the floor');

  const often = await h.call('POST', '/v1/schedules', { key: u.testKey, body: scheduleBody({ frequency: 'hourly' }) });
  t.equal(often.status, 400, "a test key's hourly schedule");
  t.match(often.body.error, { code: 'invalid_parameter', details: { field: 'frequency' } });
  t.equal(await total(h, u.testKey, '/v1/schedules'), 0);
  t.equal((await h.call('POST', '/v1/schedules', { key: u.testKey, body: scheduleBody({ frequency: 'daily' }) })).status, 201, 'daily is the floor');
  t.equal((await h.call('POST', '/v1/schedules', { key: u.key, body: scheduleBody({ frequency: 'hourly' }) })).status, 201, 'a live key may run hourly');
});

t.test('20 concurrent creates never pass a cap', async (t) => {
  const { h, u } = await setUp(t);
  const race = async (what: string, send: () => Promise<ApiResponse>, cap: number, list: string, key: string) => {
    const answers = await Promise.all(Array.from({ length: 20 }, send));
    const statuses = answers.map((a) => a.status);
    t.equal(statuses.filter((s) => s === 201).length, cap, `${what}: exactly ${cap} made (${statuses.join(' ')})`);
    t.ok(answers.every((a) => a.status === 201 || a.body.error?.code === 'concurrent_limit_exceeded'), `${what}: the rest refused at the cap`);
    t.equal(await total(h, key, list), cap, `${what}: ${cap} exist`);
  };
  await race('live monitors', () => h.call('POST', '/v1/monitoring', { key: u.key, body: monitorBody() }), 3, '/v1/monitoring', u.key);
  await race('test monitors', () => h.call('POST', '/v1/monitoring', { key: u.testKey, body: monitorBody() }), 2, '/v1/monitoring', u.testKey);
  await race('live schedules', () => h.call('POST', '/v1/schedules', { key: u.key, body: scheduleBody() }), 3, '/v1/schedules', u.key);

  // Channels: monitors of 2 channels each on a fresh user: the cap of 4 channels binds before that of 3 monitors.
  const v = await h.createUser({ plan: 'capped', credits: 100 });
  await race('monitors with 2 channels each', () => h.call('POST', '/v1/monitoring', { key: v.key, body: monitorBody({ alertChannels: [hook(1), hook(2)] }) }), 2, '/v1/monitoring', v.key);
  const monitors = (await h.call('GET', '/v1/monitoring', { key: v.key })).body.data;
  t.equal(monitors.reduce((n: number, m: { alertChannels: unknown[] }) => n + m.alertChannels.length, 0), 4, 'with 4 channels in all');
});
