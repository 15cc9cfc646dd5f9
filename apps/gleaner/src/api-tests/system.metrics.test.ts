import t from 'tap';
import { startFixtureSite, waitFor } from '@gleaner/testkit';
import { startHarness, type Harness } from './harness.js';

// What the embedded process measures beyond HTTP, with the test's clock: credits kept per operation,
// the render queue's depth, and the scheduler's figures (lateness of fired runs and scheduled checks,
// runs and checks by outcome, the due backlog). The farm's roles serve the same names: metrics.farm.test.ts.

const at = (iso: string) => Date.parse(iso);

async function metrics(h: Harness): Promise<string> {
  const res = await h.call('GET', '/metrics');
  if (res.status !== 200) throw new Error(`/metrics answered ${res.status}`);
  return res.body as string;
}

/** The value of one sample (name and labels exactly as Prometheus prints them), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

t.test('credits, the render queue and the scheduler are measured', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  // Agenda and the monitor scan look every 100 ms (real time); the run sweeper stays out of the way.
  const h = await startHarness(t, { GLEANER_SCHEDULER_POLL_MS: '100', GLEANER_MONITOR_SCAN_MS: '100', GLEANER_SCHEDULE_SWEEP_MS: '600000' });
  const u = await h.createUser({ plan: 'pro', credits: 50 });
  h.clock.set(at('2026-06-01T10:00:00Z'));

  let text = await metrics(h);
  t.equal(sample(text, 'gleaner_render_queue_depth{topic="render"}'), 0, 'the render queue is read (empty)');
  t.equal(sample(text, 'gleaner_scheduler_due_backlog{kind="schedule"}'), 0, 'nothing due');
  t.equal(sample(text, 'gleaner_scheduler_due_backlog{kind="monitor"}'), 0);
  t.equal(sample(text, 'gleaner_account_cache_live'), 1, 'the account caches are in force (one process owns the store)');

  const scrape = await h.call('POST', '/v1/content/scrape', { key: u.key, body: { url: `${site.url}/simple` } });
  t.equal(scrape.status, 200, 'scraped');
  t.equal(sample(await metrics(h), 'gleaner_credits_charged_total{operation="content/scrape"}'), 1, 'the scrape\'s credit counted');

  // An hourly schedule due at 10:15. At 11:00 nobody has fired it (Agenda's job is timed by the
  // real clock, 15 minutes away): it is the backlog. The scheduler's reconcile fires it, 45 min late.
  const created = await h.call('POST', '/v1/schedules', { key: u.key, body: { name: 'late', type: 'scrape', url: `${site.url}/product`, frequency: 'hourly', time: '00:15' } });
  t.equal(created.body.data.next_run_at, '2026-06-01T10:15:00.000Z');
  h.clock.set(at('2026-06-01T11:00:00Z'));
  t.equal(sample(await metrics(h), 'gleaner_scheduler_due_backlog{kind="schedule"}'), 1, 'due and not fired: in the backlog');
  await h.gleaner.scheduler.firing.reconcile();
  await waitFor('the fired run counted', async () => sample(await metrics(h), 'gleaner_schedule_runs_total{trigger="schedule",outcome="success"}'), 60_000);
  text = await metrics(h);
  t.equal(sample(text, 'gleaner_scheduler_lateness_seconds_bucket{le="1800",kind="schedule"}'), 0, 'not under 30 minutes late');
  t.equal(sample(text, 'gleaner_scheduler_lateness_seconds_bucket{le="3600",kind="schedule"}'), 1, 'under an hour late');
  t.equal(sample(text, 'gleaner_scheduler_lateness_seconds_sum{kind="schedule"}'), 45 * 60, 'started 45 minutes after its due time');
  t.equal(sample(text, 'gleaner_scheduler_due_backlog{kind="schedule"}'), 0, 'fired: out of the backlog');
  t.equal(sample(text, 'gleaner_credits_charged_total{operation="schedules/run"}'), 1, 'the run\'s credit counted');

  // Runs started by hand (executed by the API), one of them failing for want of credits.
  const manual = await h.call('POST', `/v1/schedules/${created.body.data.id}/run`, { key: u.key });
  t.equal(manual.body.data?.status, 'success', 'a manual run');
  const poor = await h.createUser({ credits: 0 });
  const theirs = await h.call('POST', '/v1/schedules', { key: poor.key, body: { name: 'poor', type: 'scrape', url: `${site.url}/product`, frequency: 'daily' } });
  const failed = await h.call('POST', `/v1/schedules/${theirs.body.data.id}/run`, { key: poor.key });
  t.match(failed.body.data, { status: 'failed', error: { code: 'insufficient_credits' } });
  text = await metrics(h);
  t.equal(sample(text, 'gleaner_schedule_runs_total{trigger="manual",outcome="success"}'), 1);
  t.equal(sample(text, 'gleaner_schedule_runs_total{trigger="manual",outcome="insufficient_credits"}'), 1, 'a failed run counted by its error code');

  // A monitor: its baseline check at once, its first scheduled check 5 minutes (and its phase) on,
  // started 30 s late here by moving the clock past it.
  const monitor = await h.call('POST', '/v1/monitoring', { key: u.key, body: { name: 'watch', url: `${site.url}/product`, checkInterval: '5min' } });
  t.equal(monitor.status, 201, 'monitor created');
  await waitFor('the baseline check counted', async () => sample(await metrics(h), 'gleaner_monitor_checks_total{trigger="baseline",outcome="success"}'), 60_000);
  const nextCheckAt: string = (await h.call('GET', `/v1/monitoring/${monitor.body.data.id}`, { key: u.key })).body.data.nextCheckAt;
  h.clock.set(at(nextCheckAt) + 30_000);
  await waitFor('the scheduled check counted', async () => sample(await metrics(h), 'gleaner_monitor_checks_total{trigger="schedule",outcome="success"}'), 60_000);
  text = await metrics(h);
  t.equal(sample(text, 'gleaner_scheduler_lateness_seconds_sum{kind="monitor"}'), 30, 'started 30 s after its due time');
  t.equal(sample(text, 'gleaner_scheduler_lateness_seconds_bucket{le="30",kind="monitor"}'), 1);
  t.equal(sample(text, 'gleaner_scheduler_lateness_seconds_bucket{le="10",kind="monitor"}'), 0);
  t.equal(sample(text, 'gleaner_credits_charged_total{operation="monitoring/check"}'), 2, 'the baseline and the scheduled check');
  t.equal(sample(text, 'gleaner_scheduler_due_backlog{kind="monitor"}'), 0);
});
