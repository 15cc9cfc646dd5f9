import { GleanerError, newId, validationError, type Clock, type FieldProblem, type Logger } from '@gleaner/platform';
import type { QueryOf, ScheduleBody, scheduleOperations } from '@gleaner/contract';
import type { JobBus } from '@gleaner/bus';
import type { Collection, DocumentStore, Filter } from '@gleaner/store';
import type { NetworkGuard } from '@gleaner/net';
import { viewportSizeProblems, type CaptureLimits } from '@gleaner/browser/capture-size';
import type { AuthContext } from '../http/context.js';
import { pagination, listOptions } from '../http/list-query.js';
import { checkTarget } from '../http/target-check.js';
import { readScheduleTiming } from './next-run.js';
import { nextDueAfter, startRunFrom } from './run-start.js';
import type { RunExecutor } from './run-executor.js';
import type { CreditLedger } from '../account/credits.js';
import type { ResourceQuota } from '../account/resource-quota.js';
import { newScheduleRecord, SCHEDULE_COLLECTIONS, type ScheduleRecord, type ScheduleRunRecord } from './records.js';
import { SCHEDULE_CHANGES_TOPIC, type ScheduleChange } from './topics.js';
import { createdScheduleView, detailedScheduleView, listedScheduleView, runView, type DeliveryOutcome } from './views.js';

// The schedules area on the API side. The API writes schedules; a scheduler keeps Agenda's job of
// each in line (a change message on the bus, and a reconcile at its start); the Agenda job only
// says when to look, the schedule in the store decides (agenda-firing.ts).

export interface DeliveryLookup {
  bySource(kind: string, ids: string[]): Promise<Map<string, DeliveryOutcome>>;
}

export interface ScheduleServiceDeps {
  store: DocumentStore;
  bus: JobBus;
  clock: Clock;
  guard: NetworkGuard;
  logger: Logger;
  proxiesConfigured: boolean;
  screenshotLimits: CaptureLimits;
  executor: RunExecutor;
  credits: Pick<CreditLedger, 'balance'>;
  /** The plan's cap on schedules, and test keys' floor on frequency. */
  quota: ResourceQuota;
  deliveries?: DeliveryLookup;
}

type ListQuery = QueryOf<typeof scheduleOperations.listSchedules>;
type RunsQuery = QueryOf<typeof scheduleOperations.listRuns>;

export class ScheduleService {
  private readonly schedules: Collection<ScheduleRecord>;
  private readonly runs: Collection<ScheduleRunRecord>;

  constructor(private readonly deps: ScheduleServiceDeps) {
    this.schedules = deps.store.collection<ScheduleRecord>(SCHEDULE_COLLECTIONS.schedules);
    this.runs = deps.store.collection<ScheduleRunRecord>(SCHEDULE_COLLECTIONS.runs);
    deps.quota.counts('schedules', (userId, env) => this.schedules.count({ user_id: userId, env }));
  }

  async setup(): Promise<void> {
    await this.schedules.ensureIndex({ fields: ['user_id', 'env', 'created_at'] });
    await this.schedules.ensureIndex({ fields: ['status', 'next_run_at'] });
    await this.runs.ensureIndex({ fields: ['schedule_id', 'created_at'] });
    await this.runs.ensureIndex({ fields: ['schedule_id', 'status'] });
    await this.runs.ensureIndex({ fields: ['status', 'lease_until'] });
  }

  private now(): string {
    return new Date(this.deps.clock.now()).toISOString();
  }

  async create(auth: AuthContext, body: ScheduleBody) {
    const { timing, problems } = readScheduleTiming(body);
    const fieldProblems: FieldProblem[] = problems.map(({ field, message }) => ({ field, message }));
    const floor = timing && this.deps.quota.scheduleFrequencyProblem(auth, 'frequency', timing.frequency);
    if (floor) fieldProblems.push(floor);
    const config = (body.config ?? {}) as Record<string, unknown>;
    if (config.proxy === true && !this.deps.proxiesConfigured) fieldProblems.push({ field: 'config.proxy', message: 'needs proxies, and none are configured on this server (GLEANER_PROXY_URLS)' });
    if (body.type === 'screenshot') fieldProblems.push(...screenshotProblems(config, this.deps.screenshotLimits));
    const now = this.deps.clock.now();
    if (body.ends_at !== undefined && Date.parse(body.ends_at) <= now) fieldProblems.push({ field: 'ends_at', message: 'must be in the future' });
    if (fieldProblems.length > 0 || !timing) throw validationError(fieldProblems);
    await checkTarget(this.deps.guard, 'url', body.url);
    if (body.webhook_url !== undefined) await checkTarget(this.deps.guard, 'webhook_url', body.webhook_url);

    const record = newScheduleRecord(
      {
        id: newId('sch', now),
        user_id: auth.userId,
        env: auth.env,
        name: body.name,
        type: body.type,
        url: body.url,
        ...timing,
        config,
        webhook_url: body.webhook_url ?? null,
        max_runs: body.max_runs ?? null,
        ends_at: body.ends_at === undefined ? null : new Date(body.ends_at).toISOString(),
      },
      new Date(now).toISOString(),
    );
    record.next_run_at = nextDueAfter(record, now);
    if (record.next_run_at === null) throw validationError([{ field: 'ends_at', message: 'is before the first run' }]);
    // Written with its place under the plan's cap, or not at all (429 at the cap).
    const { id, ...fields } = record;
    await this.deps.quota.claim(auth, { schedules: 1 }, [{ collection: this.schedules.name, filter: { id }, update: { $set: fields }, upsert: true }]);
    await this.changed(id);
    return createdScheduleView(record);
  }

  /** Tells a scheduler to bring the schedule's Agenda job in line; a lost message is made up by its reconcile. */
  private async changed(scheduleId: string): Promise<void> {
    await this.deps.bus
      .publish<ScheduleChange>(SCHEDULE_CHANGES_TOPIC, { scheduleId })
      .catch((err) => this.deps.logger.warn({ err, schedule_id: scheduleId }, 'could not tell the schedulers of a change; their next reconcile will'));
  }

  private owned(auth: AuthContext): Filter {
    return { user_id: auth.userId, env: auth.env };
  }

  private async owner(auth: AuthContext, id: string): Promise<ScheduleRecord> {
    const s = await this.schedules.findOne({ id, ...this.owned(auth) });
    if (!s) throw new GleanerError('not_found', `schedule ${id} not found`);
    return s;
  }

  async list(auth: AuthContext, query: ListQuery) {
    const { page, find } = listOptions({ ...query, sort: 'created_at', order: 'desc' }, ['config']);
    const filter = this.owned(auth);
    if (query.status) filter.status = query.status;
    if (query.type) filter.type = query.type;
    const [items, total] = await Promise.all([this.schedules.find(filter, find), this.schedules.count(filter)]);
    return { data: items.map(listedScheduleView), pagination: pagination(page, total) };
  }

  private async detailed(s: ScheduleRecord) {
    const [successful, failed, last] = await Promise.all([
      this.runs.count({ schedule_id: s.id, status: 'success' }),
      this.runs.count({ schedule_id: s.id, status: 'failed' }),
      s.last_run_id ? this.runs.get(s.last_run_id) : null,
    ]);
    return detailedScheduleView(s, { successful, failed, lastRunStatus: last?.status ?? null });
  }

  async get(auth: AuthContext, id: string) {
    return this.detailed(await this.owner(auth, id));
  }

  async listRuns(auth: AuthContext, id: string, query: RunsQuery) {
    await this.owner(auth, id);
    const { page, find } = listOptions({ ...query, sort: 'created_at', order: 'desc' });
    const filter = { schedule_id: id };
    const [runs, total] = await Promise.all([this.runs.find(filter, find), this.runs.count(filter)]);
    const withHooks = runs.filter((r) => r.job.webhook_url).map((r) => r.id);
    const deliveries = withHooks.length && this.deps.deliveries ? await this.deps.deliveries.bySource('schedule_run', withHooks) : new Map<string, DeliveryOutcome>();
    return { data: runs.map((r) => runView(r, deliveries.get(r.id))), pagination: pagination(page, total) };
  }

  async pause(auth: AuthContext, id: string) {
    const s = await this.owner(auth, id);
    if (s.status !== 'active') return this.detailed(s);
    const paused = await this.schedules.updateOne({ id, status: 'active' }, { $set: { status: 'paused', next_run_at: null, updated_at: this.now() } });
    await this.changed(id);
    return this.detailed(paused ?? (await this.owner(auth, id)));
  }

  async resume(auth: AuthContext, id: string) {
    const s = await this.owner(auth, id);
    if (s.status !== 'paused') return this.detailed(s);
    const next = nextDueAfter(s, this.deps.clock.now());
    // Past its ends_at while paused: nothing is left to run.
    const update = next === null ? { status: 'completed', next_run_at: null } : { status: 'active', next_run_at: next };
    const resumed = await this.schedules.updateOne({ id, status: 'paused' }, { $set: { ...update, updated_at: this.now() } });
    await this.changed(id);
    return this.detailed(resumed ?? (await this.owner(auth, id)));
  }

  async delete(auth: AuthContext, id: string): Promise<void> {
    // Removed with the release of its place under the plan's cap, in one write.
    const removed = await this.deps.quota.release(auth, { schedules: 1 }, [{ collection: this.schedules.name, filter: { id, ...this.owned(auth) }, update: {}, remove: true }]);
    if (!removed) throw new GleanerError('not_found', `schedule ${id} not found`);
    // Runs go with it; a run under way finds its record gone and writes nothing.
    await this.runs.deleteMany({ schedule_id: id });
    await this.changed(id);
  }

  /** POST /schedules/{id}/run: a run now, executed here (through the render queue), answered finished. */
  async runNow(auth: AuthContext, id: string) {
    const owned = await this.owner(auth, id);
    // The schedule just read serves the start's first attempt (its write is conditional on it).
    const run = (await startRunFrom(this.deps.store, this.deps.clock, id, 'manual', null, owned))?.run;
    if (!run) throw new GleanerError('not_found', `schedule ${id} not found`);
    // The schedule may have completed with this run (max_runs): the scheduler stops its job.
    await this.changed(id);
    const done = (await this.deps.executor.execute(run.id)) ?? run;
    const deliveries = done.job.webhook_url && this.deps.deliveries ? await this.deps.deliveries.bySource('schedule_run', [done.id]) : undefined;
    return { run: runView(done, deliveries?.get(done.id)), credits: { used: done.credits_used, remaining: await this.deps.credits.balance(auth.userId) } };
  }
}

function screenshotProblems(config: Record<string, unknown>, limits: CaptureLimits): FieldProblem[] {
  const v = config.viewport as { width: number; height: number; device_scale_factor?: number } | undefined;
  const viewport = v && { width: v.width, height: v.height, deviceScaleFactor: v.device_scale_factor };
  return viewportSizeProblems({ viewport, viewportPreset: config.viewport_preset as never }, limits).map((p) => ({ ...p, field: `config.${p.field}` }));
}
