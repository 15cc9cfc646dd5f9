import t from 'tap';
import { startFixtureSite, waitFor } from '@gleaner/testkit';
import { MAX_TAKES, SCHEDULE_COLLECTIONS, type ScheduleRunRecord } from '@gleaner/features';
import { startHarness, type Harness, type NewUser } from './harness.js';

// Agenda firing schedules on the embedded default, with the test's clock: a schedule is made a
// few seconds before its due time, the clock is moved past it, and Agenda (polling every 100 ms)
// fires it. A jump of the clock to a later due time is followed by the scheduler's reconcile (what
// it does at start), which re-times Agenda's jobs. Runs left by a dead executor are taken over.

const at = (iso: string) => Date.parse(iso);
const FAST = { GLEANER_SCHEDULER_POLL_MS: '100', GLEANER_SCHEDULE_SWEEP_MS: '600000' };


async function runsOf(h: Harness, u: NewUser, id: string): Promise<any[]> {
  return (await h.call('GET', `/v1/schedules/${id}/runs`, { key: u.key })).body.data;
}

/** Waits until the schedule has `count` finished runs. */
function finishedRuns(h: Harness, u: NewUser, id: string, count: number): Promise<any[]> {
  return waitFor(`${count} finished runs of ${id}`, async () => {
    const runs = await runsOf(h, u, id);
    return runs.length >= count && runs.every((r) => r.status !== 'running') ? runs : undefined;
  });
}

t.test('a daily 09:30 in Berlin fires at 09:30 local time on both sides of the spring change', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const h = await startHarness(t, FAST);
  const u = await h.createUser({ plan: 'pro', credits: 50 });
  h.clock.set(at('2026-03-28T08:29:58Z'));
  const created = await h.call('POST', '/v1/schedules', { key: u.key, body: { name: 'daily', type: 'scrape', url: `${site.url}/product`, frequency: 'daily', time: '09:30', timezone: 'Europe/Berlin' } });
  const id = created.body.data.id;
  t.equal(created.body.data.next_run_at, '2026-03-28T08:30:00.000Z');
  h.clock.advance(3000);
  const [first] = await finishedRuns(h, u, id, 1);
  t.match(first, { trigger: 'schedule', due_at: '2026-03-28T08:30:00.000Z', status: 'success', credits_used: 1 });
  const after = (await h.call('GET', `/v1/schedules/${id}`, { key: u.key })).body.data;
  t.match(after, { next_run_at: '2026-03-29T07:30:00.000Z', total_runs: 1, successful_runs: 1, last_run_status: 'success' }, '09:30 CEST the next day');

  h.clock.set(at('2026-03-29T07:30:01Z'));
  await h.gleaner.scheduler.firing.reconcile();
  const runs = await finishedRuns(h, u, id, 2);
  t.equal(runs[0].due_at, '2026-03-29T07:30:00.000Z');
  t.equal((await h.call('GET', `/v1/schedules/${id}`, { key: u.key })).body.data.next_run_at, '2026-03-30T07:30:00.000Z');
  t.equal(runs.length, 2, 'each due time fired once');
});

t.test('autumn: a repeated 02:30 fires once; missed runs are not made up; ends_at completes', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const h = await startHarness(t, FAST);
  const u = await h.createUser({ plan: 'pro', credits: 50 });
  const post = async (body: object) => (await h.call('POST', '/v1/schedules', { key: u.key, body: { name: 'n', type: 'screenshot', url: `${site.url}/product`, ...body } })).body.data;

  h.clock.set(at('2026-10-25T00:29:58Z'));
  const repeated = await post({ frequency: 'daily', time: '02:30', timezone: 'Europe/Berlin' });
  t.equal(repeated.next_run_at, '2026-10-25T00:30:00.000Z', '02:30 CEST, the first of the two');
  h.clock.advance(3000);
  await finishedRuns(h, u, repeated.id, 1);
  t.equal((await h.call('GET', `/v1/schedules/${repeated.id}`, { key: u.key })).body.data.next_run_at, '2026-10-26T01:30:00.000Z', 'not again at 02:30 CET the same night');

  // Five hours of an hourly schedule pass with no scheduler looking: one run, then on from now.
  h.clock.set(at('2026-06-01T10:00:00Z'));
  const hourly = await post({ frequency: 'hourly', time: '00:15', ends_at: '2026-06-01T16:00:00Z' });
  t.equal(hourly.next_run_at, '2026-06-01T10:15:00.000Z');
  h.clock.set(at('2026-06-01T15:20:00Z'));
  await h.gleaner.scheduler.firing.reconcile();
  const [missed] = await finishedRuns(h, u, hourly.id, 1);
  t.equal(missed.due_at, '2026-06-01T10:15:00.000Z', 'the run that was due');
  const moved = (await h.call('GET', `/v1/schedules/${hourly.id}`, { key: u.key })).body.data;
  t.match(moved, { status: 'completed', next_run_at: null, total_runs: 1 }, 'the next would be 16:15, after ends_at: completed');
  await new Promise((resolve) => setTimeout(resolve, 500));
  t.equal((await runsOf(h, u, hourly.id)).length, 1, 'one run stood for the five missed');
});

t.test('a paused schedule never fires; resume fires again; delete removes its Agenda job', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const h = await startHarness(t, FAST);
  const u = await h.createUser({ plan: 'pro', credits: 50 });
  h.clock.set(at('2026-07-01T11:59:58Z'));
  const s = (await h.call('POST', '/v1/schedules', { key: u.key, body: { name: 'n', type: 'scrape', url: `${site.url}/product`, frequency: 'daily', time: '12:00' } })).body.data;
  await h.call('POST', `/v1/schedules/${s.id}/pause`, { key: u.key });
  h.clock.advance(5000);
  await h.gleaner.scheduler.firing.reconcile();
  await waitFor('the paused job to have no next time', async () => ((await h.gleaner.scheduler.firing.agendaJobOf(s.id))?.nextRunAt === null ? true : undefined));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  t.equal((await runsOf(h, u, s.id)).length, 0, 'nothing fired while paused');

  // Resumed the next day just before noon: fires at noon.
  h.clock.set(at('2026-07-02T11:59:59Z'));
  const resumed = (await h.call('POST', `/v1/schedules/${s.id}/resume`, { key: u.key })).body.data;
  t.equal(resumed.next_run_at, '2026-07-02T12:00:00.000Z');
  h.clock.advance(2000);
  await finishedRuns(h, u, s.id, 1);

  t.equal((await h.call('DELETE', `/v1/schedules/${s.id}`, { key: u.key })).status, 200);
  await waitFor('the Agenda job to go', async () => ((await h.gleaner.scheduler.firing.agendaJobOf(s.id)) === undefined ? true : undefined));
  t.pass('the Agenda job is removed with the schedule');
});

t.test('a run a dead executor left is finished by the sweeper, charged once; after 3 takes it fails', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const h = await startHarness(t, FAST);
  const u = await h.createUser({ plan: 'pro', credits: 10 });
  const s = (await h.call('POST', '/v1/schedules', { key: u.key, body: { name: 'n', type: 'scrape', url: `${site.url}/product`, frequency: 'daily' } })).body.data;
  const runs = h.gleaner.store.collection<ScheduleRunRecord>(SCHEDULE_COLLECTIONS.runs);
  // An executor took this run and died: its lease has passed and nobody renews it.
  const { startRun } = await import('@gleaner/features');
  const orphan = (await startRun(h.gleaner.store, h.clock, s.id, 'manual'))!;
  await runs.updateOne({ id: orphan.id }, { $set: { takes: 1, lease_until: new Date(h.clock.now() - 1000).toISOString() } });
  const gaveUp = (await startRun(h.gleaner.store, h.clock, s.id, 'manual'))!;
  await runs.updateOne({ id: gaveUp.id }, { $set: { takes: MAX_TAKES, lease_until: new Date(h.clock.now() - 1000).toISOString() } });
  // One still held by a live executor is left alone.
  const held = (await startRun(h.gleaner.store, h.clock, s.id, 'manual'))!;
  await runs.updateOne({ id: held.id }, { $set: { takes: 1, lease_until: new Date(h.clock.now() + 60_000).toISOString() } });

  t.equal(await h.gleaner.scheduler.sweepRuns(), 2, 'the orphan and the worn-out run');
  const finished = await runs.get(orphan.id);
  t.match(finished, { status: 'success', credits_used: 1, charged: true, takes: 2 });
  t.match(await runs.get(gaveUp.id), { status: 'failed', error: { code: 'internal_error' } });
  t.match(await runs.get(held.id), { status: 'running' }, 'a live lease is respected');
  const balance = (await h.call('GET', '/v1/user/profile', { key: u.key })).body.data.credits.balance;
  t.equal(balance, 9, 'charged once');
  // Executing a finished run again changes nothing and charges nothing.
  await h.gleaner.scheduler.executor.execute(orphan.id);
  t.equal((await h.call('GET', '/v1/user/profile', { key: u.key })).body.data.credits.balance, 9);
});
