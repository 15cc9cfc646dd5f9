import type { Test } from 'tap';
import { blackBoxCaller, type Answer } from './caller.js';
import type { BlackBoxTarget } from './checks.js';
import { waitFor } from '../wait-for.js';
import { startReceiver } from '../http/webhook-receiver.js';
import { createHmac } from 'node:crypto';

// Black-box checks of schedules, for any topology (both run them: topology-checks.ts). Real clocks:
// an hourly schedule whose minute comes next is made first and its fired run awaited last, so the
// scheduler's Agenda (SQLite embedded, MongoDB on the farm) fires it while the other checks run.

const STARTING_CREDITS = 20;


export async function runScheduleChecks(t: Test, target: BlackBoxTarget): Promise<void> {
  const call = blackBoxCaller(target.baseUrl);
  const status = (t: Test, a: Answer, expected: number, what: string) => t.equal(a.status, expected, a.status === expected ? what : `${what}: ${JSON.stringify(a.body).slice(0, 300)}`);
  const user = await call('POST', '/v1/admin/users', { key: target.adminToken, body: { email: `schedules-${process.pid}-${Date.now()}@example.com`, name: 'Schedules', plan: 'pro', credits: STARTING_CREDITS } });
  const key: string = user.body.data.api_key;
  const secret: string = user.body.data.webhook_secret;
  const hook = await startReceiver();
  t.teardown(() => hook.close());
  const balance = async () => (await call('GET', '/v1/user/profile', { key })).body.data.credits.balance as number;

  // Due at the next whole minute at least 15 s away (UTC): fired by the scheduler during the checks.
  const dueMs = Math.ceil((Date.now() + 15_000) / 60_000) * 60_000;
  const minute = String(new Date(dueMs).getUTCMinutes()).padStart(2, '0');
  const fired = await call('POST', '/v1/schedules', { key, body: { name: 'fires', type: 'screenshot', url: `${target.siteUrl}/product`, frequency: 'hourly', time: `00:${minute}`, max_runs: 1 } });
  let spent = 0;

  await t.test('a schedule is created with its next run', async (t) => {
    status(t, fired, 201, 'answered 201');
    t.equal(fired.body.data.next_run_at, new Date(dueMs).toISOString());
  });

  await t.test('a scrape schedule run now, charged like a scrape', async (t) => {
    const s = await call('POST', '/v1/schedules', { key, body: { name: 'scrape', type: 'scrape', url: `${target.siteUrl}/product`, frequency: 'daily', config: { extract: { name: 'product name' } }, webhook_url: hook.url } });
    status(t, s, 201, 'created');
    const run = await call('POST', `/v1/schedules/${s.body.data.id}/run`, { key });
    status(t, run, 200, 'answered 200');
    t.match(run.body.data, { status: 'success', trigger: 'manual', credits_used: 1 });
    t.match(String(run.body.data.data?.extracted?.name), /Fixture Kettle/);
    spent += 1;
    t.equal(await balance(), STARTING_CREDITS - spent, 'charged once');
    const runs = await call('GET', `/v1/schedules/${s.body.data.id}/runs`, { key });
    t.equal(runs.body.pagination.total, 1);
    // schedule.completed, by the dispatcher, signed with the user's webhook secret.
    const hit = await waitFor('the schedule.completed webhook', async () => hook.hits[0], 30_000);
    const event = JSON.parse(hit.body.toString('utf8'));
    t.match(event, { event: 'schedule.completed', schedule_id: s.body.data.id, run_id: run.body.data.id, status: 'success' });
    const [, ts, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(hit.headers['x-signature'])) ?? [];
    t.equal(v1, createHmac('sha256', secret).update(`${ts}.`).update(hit.body).digest('hex'), 'X-Signature is the HMAC of "<t>.<raw body>"');
    const webhook = await waitFor('the delivery shown with the run', async () => {
      const a = await call('GET', `/v1/schedules/${s.body.data.id}/runs`, { key });
      return a.body.data[0].webhook?.status === 'delivered' ? a.body.data[0].webhook : undefined;
    }, 15_000);
    t.match(webhook, { attempts: 1, last_status_code: 200 });
    const detail = await call('GET', `/v1/schedules/${s.body.data.id}`, { key });
    t.match(detail.body.data, { total_runs: 1, successful_runs: 1, last_run_status: 'success' });

    const paused = await call('POST', `/v1/schedules/${s.body.data.id}/pause`, { key });
    t.match(paused.body.data, { status: 'paused', next_run_at: null });
    const resumed = await call('POST', `/v1/schedules/${s.body.data.id}/resume`, { key });
    t.equal(resumed.body.data.status, 'active');
    status(t, await call('DELETE', `/v1/schedules/${s.body.data.id}`, { key }), 200, 'deleted');
    status(t, await call('GET', `/v1/schedules/${s.body.data.id}`, { key }), 404, 'gone');
  });

  await t.test('a PDF schedule run now', async (t) => {
    const s = await call('POST', '/v1/schedules', { key, body: { name: 'pdf', type: 'pdf', url: `${target.siteUrl}/product`, frequency: 'weekly' } });
    const run = await call('POST', `/v1/schedules/${s.body.data.id}/run`, { key });
    t.match(run.body.data, { status: 'success', credits_used: 2, data: { pdf_url: String } });
    spent += 2;
    const file = await fetch(run.body.data.data.pdf_url);
    t.equal(file.status, 200, 'its file downloads');
  });

  await t.test('bad input answers 400 with the field', async (t) => {
    const bad = await call('POST', '/v1/schedules', { key, body: { name: 'x', type: 'pdf', url: `${target.siteUrl}/`, frequency: 'daily', timezone: 'Nowhere/Town', config: { extract: {} } } });
    status(t, bad, 400, 'answered 400');
    t.same(bad.body.error.details.errors.map((e: { field: string }) => e.field).sort(), ['config.extract', 'timezone']);
  });

  await t.test('the scheduler fires the schedule at its minute (max_runs 1: then completed)', async (t) => {
    const id = fired.body.data.id;
    const runs = await waitFor('the fired run', async () => {
      const a = await call('GET', `/v1/schedules/${id}/runs`, { key });
      return a.body.data?.length && a.body.data[0].status !== 'running' ? a.body.data : undefined;
    }, dueMs - Date.now() + 60_000);
    t.match(runs[0], { trigger: 'schedule', due_at: new Date(dueMs).toISOString(), status: 'success', credits_used: 1 });
    t.comment(`started ${Date.parse(runs[0].started_at) - dueMs} ms after its due time`);
    spent += 1;
    t.match((await call('GET', `/v1/schedules/${id}`, { key })).body.data, { status: 'completed', next_run_at: null, total_runs: 1 });
    t.equal(await balance(), STARTING_CREDITS - spent, 'every run charged once');
  });
}
