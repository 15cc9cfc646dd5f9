import { GleanerError, isGleanerError, type FieldProblem } from '@gleaner/platform';
import type { BatchUpdate, Collection, Doc, DocumentStore } from '@gleaner/store';
import type { AuthContext, KeyEnv } from '../http/context.js';
import { CHECK_INTERVALS, SCHEDULE_FREQUENCIES, type Plans, type ResourceCaps } from './plans.js';

// The plan's caps on what a user keeps (monitors, schedules, alert channels), per world (live,
// test). One counter document per user and world says how many exist: a create takes its place with
// a conditional $inc in the same atomic batch that writes the resource, and a delete gives it back in
// the batch that removes it. So concurrent creates never pass a cap (the store serialises the
// conditional updates of one document) and no crash can leave the counter apart from what exists.
// A counter not there yet (data made before caps existed) is first set from a count of what exists;
// creates and deletes both wait for it, so nothing changes while it is counted.

export type Capped = 'monitors' | 'schedules' | 'alert_channels';
export type Amounts = Partial<Record<Capped, number>>;
/** How many of a resource a user has in a world, counted from the resources themselves. */
export type Census = (userId: string, env: KeyEnv) => Promise<number>;

export const RESOURCE_COUNTS = 'resource_counts';
const CAP_FIELD: Record<Capped, keyof ResourceCaps> = { monitors: 'max_monitors', schedules: 'max_schedules', alert_channels: 'max_alert_channels' };
const LABEL: Record<Capped, string> = { monitors: 'monitors', schedules: 'schedules', alert_channels: 'alert channels' };
/** A slot frees only when the user deletes something; every 429 carries a Retry-After all the same. */
const RETRY_AFTER_S = 60;

type CountRecord = Doc & Amounts;

export class ResourceQuota {
  private readonly counters: Collection<CountRecord>;
  private readonly censuses = new Map<Capped, Census>();

  constructor(
    private readonly store: DocumentStore,
    private readonly plans: Plans,
  ) {
    this.counters = store.collection<CountRecord>(RESOURCE_COUNTS);
  }

  /** How the area that owns a resource counts it (see the top). */
  counts(resource: Capped, census: Census): void {
    this.censuses.set(resource, census);
  }

  private counterId(auth: AuthContext): string {
    return `${auth.userId}:${auth.env}`;
  }

  /**
   * Runs `writes` (the creation) in one batch after the claim of `amounts`: refused with
   * 429 concurrent_limit_exceeded when a cap would be passed (nothing written); null when one of the
   * writes matched nothing (nothing claimed). The writes' documents otherwise.
   */
  async claim(auth: AuthContext, amounts: Amounts, writes: BatchUpdate[]): Promise<Doc[] | null> {
    const wanted = entries(amounts);
    await this.ensure(auth, wanted.map(([r]) => r));
    const caps = this.plans.capsOf(auth.plan, auth.env);
    const filter: BatchUpdate['filter'] = { id: this.counterId(auth) };
    for (const [r, n] of wanted) filter[r] = { $lte: caps[CAP_FIELD[r]] - n };
    // The claim first: a backend that cannot roll back (the farm's stand-in) then writes nothing when it fails.
    const done = await this.store.updateAll([{ collection: this.counters.name, filter, update: { $inc: Object.fromEntries(wanted) } }, ...writes]);
    if (done) return done.slice(1);
    const counter = await this.counters.get(this.counterId(auth));
    const over = wanted.find(([r, n]) => (counter?.[r] ?? 0) + n > caps[CAP_FIELD[r]]);
    if (over) throw capReached(auth, over[0], caps[CAP_FIELD[over[0]]]);
    return null;
  }

  /** Runs `writes` (the removal) in one batch with the release of `amounts`; null (nothing released) when one matched nothing. */
  async release(auth: AuthContext, amounts: Amounts, writes: BatchUpdate[]): Promise<Doc[] | null> {
    const given = entries(amounts);
    await this.ensure(auth, given.map(([r]) => r));
    const update = { $inc: Object.fromEntries(given.map(([r, n]) => [r, -n])) };
    const done = await this.store.updateAll([...writes, { collection: this.counters.name, filter: { id: this.counterId(auth) }, update }]);
    return done ? done.slice(0, writes.length) : null;
  }

  /** The counter of each resource, from its census the first time. */
  private async ensure(auth: AuthContext, resources: Capped[]): Promise<void> {
    const id = this.counterId(auth);
    const counter = await this.counters.get(id);
    const missing = resources.filter((r) => typeof counter?.[r] !== 'number');
    if (missing.length === 0) return;
    const found = await Promise.all(missing.map((r) => this.census(r)(auth.userId, auth.env)));
    if (!counter) await this.counters.insert({ id }).catch((err: unknown) => ignoreTaken(err));
    // Another process may have set it meanwhile (and counts have moved on since): the first one stays.
    for (const [i, r] of missing.entries()) await this.counters.updateOne({ id, [r]: { $exists: false } }, { $set: { [r]: found[i] } });
  }

  private census(resource: Capped): Census {
    const census = this.censuses.get(resource);
    if (!census) throw new Error(`no census of ${resource}: the area that owns it did not register one`);
    return census;
  }

  /** A test key's monitor checked more often than the plan lets test keys: the problem to list, else null. */
  checkIntervalProblem(auth: AuthContext, field: string, interval: string): FieldProblem | null {
    if (auth.env !== 'test') return null;
    const floor = this.plans.of(auth.plan).test_keys.min_check_interval;
    return CHECK_INTERVALS.indexOf(interval as never) < CHECK_INTERVALS.indexOf(floor) ? { field, message: `a test key's monitors are checked ${floor} at most often (their checks are real and free)` } : null;
  }

  /** The same for a test key's schedule and its frequency. */
  scheduleFrequencyProblem(auth: AuthContext, field: string, frequency: string): FieldProblem | null {
    if (auth.env !== 'test') return null;
    const floor = this.plans.of(auth.plan).test_keys.min_schedule_frequency;
    return SCHEDULE_FREQUENCIES.indexOf(frequency as never) < SCHEDULE_FREQUENCIES.indexOf(floor) ? { field, message: `a test key's schedules run ${floor} at most often (their runs are real and free)` } : null;
  }
}

function entries(amounts: Amounts): [Capped, number][] {
  return (Object.entries(amounts) as [Capped, number][]).filter(([, n]) => n > 0);
}

function ignoreTaken(err: unknown): void {
  if (!(isGleanerError(err) && err.code === 'already_exists')) throw err;
}

function capReached(auth: AuthContext, resource: Capped, cap: number): GleanerError {
  const who = auth.env === 'test' ? "this account's test keys" : 'this account';
  return new GleanerError('concurrent_limit_exceeded', `${who} may keep at most ${cap} ${LABEL[resource]} (plan ${auth.plan}); delete one to make room`, {
    retryAfter: RETRY_AFTER_S,
    details: { resource, limit: cap },
  });
}
