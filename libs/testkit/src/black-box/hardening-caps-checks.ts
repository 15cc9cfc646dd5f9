import type { Test } from 'tap';
import { blackBoxCaller, type Answer } from './caller.js';
import type { BlackBoxTarget } from './checks.js';

// Black-box checks of the plans' caps on what a user keeps (issue 32 item 3), for any topology: on
// the farm consecutive requests reach different API processes, so a cap counted per process, or
// read then written, would let a concurrent burst through. The target runs with LIMIT_PLANS
// (plan `capped`: 2 monitors, 2 schedules, 3 alert channels; test keys 1, 1, 1).

const MONITORS = 2;
const SCHEDULES = 2;
const TEST_SCHEDULES = 1;

export async function runHardeningCapsChecks(t: Test, target: BlackBoxTarget): Promise<void> {
  const call = blackBoxCaller(target.baseUrl);
  const run = `${process.pid}-${Date.now()}`;
  const newUser = async (name: string) => {
    const a = await call('POST', '/v1/admin/users', { key: target.adminToken, body: { email: `caps-${name}-${run}@example.com`, name, plan: 'capped' } });
    if (a.status !== 201) throw new Error(`could not create a user: ${a.status} ${JSON.stringify(a.body)}`);
    return { key: a.body.data.api_key as string, testKey: a.body.data.test_api_key as string };
  };
  const monitor = (extra: object = {}) => ({ name: 'capped', url: `${target.siteUrl}/simple`, monitorType: 'api_response', checkInterval: 'daily', ...extra });
  const schedule = (extra: object = {}) => ({ name: 'capped', type: 'scrape', url: `${target.siteUrl}/simple`, frequency: 'weekly', ...extra });
  const total = async (key: string, list: string) => (await call('GET', list, { key })).body.pagination.total as number;
  const atCap = (t: Test, a: Answer, resource: string, what: string) => {
    t.equal(a.status, 429, `${what}: 429`);
    t.equal(a.body.error?.code, 'concurrent_limit_exceeded', `${what}: concurrent_limit_exceeded`);
    t.equal(a.body.error?.details?.resource, resource, `${what}: names ${resource}`);
    t.ok(Number(a.headers.get('retry-after')) >= 1, `${what}: with Retry-After`);
  };
  const race = async (t: Test, what: string, send: () => Promise<Answer>, cap: number, key: string, list: string) => {
    const answers = await Promise.all(Array.from({ length: 20 }, send));
    t.equal(answers.filter((a) => a.status === 201).length, cap, `${what}: exactly ${cap} of 20 concurrent creates made (${answers.map((a) => a.status).join(' ')})`);
    t.ok(answers.every((a) => a.status === 201 || a.body.error?.code === 'concurrent_limit_exceeded'), `${what}: the others refused at the cap`);
    t.equal(await total(key, list), cap, `${what}: ${cap} exist`);
    return answers.find((a) => a.status === 201)?.body.data.id as string;
  };

  await t.test(`monitors: ${MONITORS} of 20 concurrent creates, then a delete makes room for one`, async (t) => {
    const u = await newUser('monitors');
    const id = await race(t, 'monitors', () => call('POST', '/v1/monitoring', { key: u.key, body: monitor() }), MONITORS, u.key, '/v1/monitoring');
    t.equal((await call('DELETE', `/v1/monitoring/${id}`, { key: u.key })).status, 200);
    t.equal((await call('POST', '/v1/monitoring', { key: u.key, body: monitor() })).status, 201, 'the freed place is taken');
    atCap(t, await call('POST', '/v1/monitoring', { key: u.key, body: monitor() }), 'monitors', 'then the cap again');
  });

  await t.test('alert channels: over every monitor of the world', async (t) => {
    const u = await newUser('channels');
    const hook = (i: number) => ({ type: 'webhook', webhookUrl: `https://hooks.example.com/${i}` });
    const first = await call('POST', '/v1/monitoring', { key: u.key, body: monitor({ alertChannels: [hook(1), hook(2)] }) });
    t.equal(first.status, 201);
    atCap(t, await call('POST', '/v1/monitoring', { key: u.key, body: monitor({ alertChannels: [hook(3), hook(4)] }) }), 'alert_channels', 'a monitor that would make 4 channels');
    t.equal(await total(u.key, '/v1/monitoring'), 1, 'not made');
    t.equal((await call('POST', `/v1/monitoring/${first.body.data.id}/channels`, { key: u.key, body: hook(3) })).status, 201, 'the 3rd channel');
    atCap(t, await call('POST', `/v1/monitoring/${first.body.data.id}/channels`, { key: u.key, body: hook(4) }), 'alert_channels', 'a 4th');
  });

  await t.test(`schedules: ${SCHEDULES} live and ${TEST_SCHEDULES} test of 20 concurrent creates; test keys' floors`, async (t) => {
    const u = await newUser('schedules');
    await race(t, 'live schedules', () => call('POST', '/v1/schedules', { key: u.key, body: schedule() }), SCHEDULES, u.key, '/v1/schedules');
    await race(t, 'test schedules', () => call('POST', '/v1/schedules', { key: u.testKey, body: schedule() }), TEST_SCHEDULES, u.testKey, '/v1/schedules');
    const v = await newUser('floors');
    const hourly = await call('POST', '/v1/schedules', { key: v.testKey, body: schedule({ frequency: 'hourly' }) });
    t.equal(hourly.status, 400, "a test key's hourly schedule");
    t.equal(hourly.body.error?.details?.field, 'frequency');
    const often = await call('POST', '/v1/monitoring', { key: v.testKey, body: monitor({ checkInterval: '5min' }) });
    t.equal(often.status, 400, "a test key's 5-minute monitor");
    t.equal(often.body.error?.details?.field, 'checkInterval');
  });
}
