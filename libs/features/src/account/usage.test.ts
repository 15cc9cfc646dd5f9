import t from 'tap';
import { ManualClock } from '@gleaner/platform';
import { SqliteStore } from '@gleaner/store';
import { UsageLog } from './usage.js';
import { COLLECTIONS, type UsageEventRecord } from './records.js';

/** A usage log on an in-memory store at a given time; the store closes with the test. */
async function usageLog(t: { teardown(fn: () => unknown): void }, at: string) {
  const clock = new ManualClock(Date.parse(at));
  const store = new SqliteStore({ file: ':memory:' });
  t.teardown(() => store.close());
  const usage = new UsageLog(store, clock);
  await usage.setup();
  return { clock, store, usage };
}

t.test('requests are counted per second and reported exactly', async (t) => {
  const { clock, store, usage } = await usageLog(t, '2026-11-20T10:00:00.100Z');
  const hit = (endpoint: string, status: number, credits = 0, userId = 'usr_1', env: 'live' | 'test' = 'live') => usage.record({ userId, env, endpoint, credits, success: status < 400, status });
  for (let i = 0; i < 5; i++) hit('user/profile', 200);
  hit('content/scrape', 200, 1);
  hit('content/scrape', 502);
  hit('user/profile', 200, 0, 'usr_2');
  hit('user/profile', 200, 0, 'usr_1', 'test');
  clock.advance(1000);
  hit('user/profile', 200);
  hit('content/scrape', 200, 3);
  clock.set(Date.parse('2026-11-21T09:00:00Z'));
  hit('content/scrape', 200, 2);

  const report = await usage.report('usr_1', 'live', { from: '2026-11-20', to: '2026-11-21' });
  t.same(report.summary, { total_credits_used: 6, total_requests: 10, successful_requests: 9, failed_requests: 1 });
  t.same(report.by_endpoint, { 'user/profile': { requests: 6, credits_used: 0 }, 'content/scrape': { requests: 4, credits_used: 6 } });
  t.same(report.daily_breakdown, [
    { date: '2026-11-20', requests: 9, credits_used: 4 },
    { date: '2026-11-21', requests: 1, credits_used: 2 },
  ], JSON.stringify(report.daily_breakdown));
  t.equal((await usage.report('usr_2', 'live', { from: '2026-11-20', to: '2026-11-21' })).summary.total_requests, 1, 'other users are apart');
  t.equal((await usage.report('usr_1', 'test', { from: '2026-11-20', to: '2026-11-21' })).summary.total_requests, 1, 'test keys are apart');
  // One stored event per (user, env, endpoint, status, second), not one per request.
  t.equal(await store.collection(COLLECTIONS.usageEvents).count({}), 8);
});

t.test('events stored one per request (count absent) are still counted', async (t) => {
  const { store, usage } = await usageLog(t, '2026-11-20T10:00:00Z');
  await store.collection<UsageEventRecord>(COLLECTIONS.usageEvents).insert({ id: 'use_old', user_id: 'usr_1', env: 'live', endpoint: 'user/profile', credits: 0, success: true, status: 200, created_at: '2026-11-20T09:00:00.000Z' });
  usage.record({ userId: 'usr_1', env: 'live', endpoint: 'user/profile', credits: 0, success: true, status: 200 });
  const report = await usage.report('usr_1', 'live', { period: 'day' });
  t.equal(report.summary.total_requests, 2);
});

t.test("a request's outcome is the caller's, not read from its status", async (t) => {
  const { usage } = await usageLog(t, '2026-11-20T10:00:00Z');
  // A scheduled run that answered 200 but found nothing it was asked for counts as failed.
  usage.record({ userId: 'usr_1', env: 'live', endpoint: 'schedules/run', credits: 1, success: false, status: 200 });
  usage.record({ userId: 'usr_1', env: 'live', endpoint: 'schedules/run', credits: 1, success: true, status: 200 });
  const report = await usage.report('usr_1', 'live', { period: 'day' });
  t.same(report.summary, { total_credits_used: 2, total_requests: 2, successful_requests: 1, failed_requests: 1 });
});

t.test('interleaved callers and a flush between two requests of one second lose nothing', async (t) => {
  const { store, usage } = await usageLog(t, '2026-11-20T10:00:00.100Z');
  const hit = (userId: string, endpoint = 'user/profile') => usage.record({ userId, env: 'live', endpoint, credits: 1, success: true, status: 200 });
  hit('usr_1');
  hit('usr_2');
  hit('usr_1'); // back to the first bucket of this second, not a new one
  hit('usr_1', 'content/scrape');
  hit('usr_1');
  await usage.flush();
  hit('usr_1'); // same second, after the flush: counted in a new stored event
  const events = await store.collection<UsageEventRecord>(COLLECTIONS.usageEvents).find({ user_id: 'usr_1', endpoint: 'user/profile' });
  await usage.flush();
  t.same(events.map((e) => e.count), [3], 'three profile requests of usr_1 in one event before the flush');
  const report = await usage.report('usr_1', 'live', { period: 'day' });
  t.same(report.by_endpoint, { 'user/profile': { requests: 4, credits_used: 4 }, 'content/scrape': { requests: 1, credits_used: 1 } });
  t.equal((await usage.report('usr_2', 'live', { period: 'day' })).summary.total_requests, 1);
  t.equal(await store.collection(COLLECTIONS.usageEvents).count({}), 4);
});
