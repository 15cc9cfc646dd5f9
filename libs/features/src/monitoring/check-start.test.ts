import t, { type Test } from 'tap';
import { ManualClock } from '@gleaner/platform';
import { SqliteStore, type DocumentStore } from '@gleaner/store';
import { startCheckNow, startScheduledCheck, type CheckTiming } from './check-start.js';
import { MONITOR_COLLECTIONS, type CheckRecord, type MonitorRecord } from './records.js';

// The claim that keeps a monitor's checks one at a time (issue 32 item 5), on the store alone:
// starts at once give one check and joiners, a due time during a check moves on without one, a
// claim whose check ended (or is gone) is taken over, a monitor from before claims starts checks.

const T0 = Date.parse('2026-11-26T12:00:00Z');

function monitorRecord(id: string, extra: Partial<MonitorRecord> = {}): MonitorRecord {
  const at = new Date(T0).toISOString();
  return {
    id, user_id: 'usr_1', env: 'live', name: 'm', url: 'https://example.com/', monitor_type: 'full_page', selector: null, prompt: null,
    check_interval: '5min', status: 'active', next_check_at: at, last_check_at: null, consecutive_errors: 0, notify_only_on_changes: true,
    include_screenshot: false, channels: [], baseline: null, baseline_check_id: null, running_check_id: null, created_at: at, updated_at: at, ...extra,
  };
}

function setup(t: Test) {
  const store: DocumentStore = new SqliteStore({ file: ':memory:' });
  t.teardown(() => store.close());
  const timing: CheckTiming = { clock: new ManualClock(T0 + 1_000), retentionMs: 86_400_000 };
  const monitors = store.collection<MonitorRecord>(MONITOR_COLLECTIONS.monitors);
  const checks = store.collection<CheckRecord>(MONITOR_COLLECTIONS.checks);
  return { store, timing, monitors, checks };
}

t.test('20 starts at once: one check, 19 joiners; a due time during it moves on without a check', async (t) => {
  const { store, timing, monitors, checks } = setup(t);
  const m = await monitors.insert(monitorRecord('mon_a'));
  const starts = await Promise.all(Array.from({ length: 20 }, () => startCheckNow(store, timing, m, 'manual')));
  const started = starts.filter((s) => !s.joined);
  t.equal(started.length, 1, 'one started');
  t.ok(starts.every((s) => s.check.id === started[0].check.id), 'the others joined it');
  t.equal(await checks.count({ monitor_id: 'mon_a' }), 1);
  t.equal((await monitors.get('mon_a'))?.running_check_id, started[0].check.id, 'the monitor is claimed');

  t.equal(await startScheduledCheck(store, timing, (await monitors.get('mon_a'))!), null, 'no scheduled check while one runs');
  t.equal(await checks.count({ monitor_id: 'mon_a' }), 1);
  t.equal((await monitors.get('mon_a'))?.next_check_at, new Date(T0 + 5 * 60_000).toISOString(), 'the due time passed');
});

t.test('a claim whose check ended or is gone is taken over', async (t) => {
  const { store, timing, monitors, checks } = setup(t);
  const m = await monitors.insert(monitorRecord('mon_b'));
  const first = await startCheckNow(store, timing, m, 'manual');
  // Ended without releasing (a crash between its two writes).
  await checks.updateOne({ id: first.check.id }, { $set: { status: 'success' } });
  const second = await startCheckNow(store, timing, (await monitors.get('mon_b'))!, 'manual');
  t.equal(second.joined, false);
  t.not(second.check.id, first.check.id);
  await checks.deleteOne({ id: second.check.id });
  const scheduled = await startScheduledCheck(store, timing, (await monitors.get('mon_b'))!);
  t.ok(scheduled, 'a scheduled check starts over a claim whose check is gone');
  t.equal((await monitors.get('mon_b'))?.running_check_id, scheduled?.id);
  // The monitor as the scan read it, before: its claim is no longer the one in the store.
  t.equal(await startScheduledCheck(store, timing, m), null, 'a stale read starts nothing');
});

t.test('a monitor from before claims (no field) starts checks; a deleted one is not_found', async (t) => {
  const { store, timing, monitors } = setup(t);
  const legacy = monitorRecord('mon_c');
  delete legacy.running_check_id;
  await monitors.insert(legacy);
  const s = await startCheckNow(store, timing, legacy, 'manual');
  t.equal(s.joined, false);
  t.equal((await monitors.get('mon_c'))?.running_check_id, s.check.id);
  await monitors.deleteOne({ id: 'mon_c' });
  await t.rejects(startCheckNow(store, timing, legacy, 'manual'), { code: 'not_found' });
});
