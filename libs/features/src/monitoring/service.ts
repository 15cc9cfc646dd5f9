import { GleanerError, newId, validationError, type Clock, type Logger } from '@gleaner/platform';
import type { ChannelBody, ChannelPatchBody, MonitorBody, MonitorPatchBody, QueryOf, monitoringOperations } from '@gleaner/contract';
import type { JobBus } from '@gleaner/bus';
import type { Collection, DocumentStore, Filter } from '@gleaner/store';
import type { AuthContext } from '../http/context.js';
import { camelPagination as pagination } from '@gleaner/platform';
import { listOptions } from '../http/list-query.js';
import type { CreditLedger } from '../account/credits.js';
import type { ResourceQuota } from '../account/resource-quota.js';
import type { DeliveryRecord } from '../webhooks/deliveries.js';
import { deliveriesOf } from '../webhooks/delivery-queue.js';
import { startCheckNow, type CheckTiming } from './check-start.js';
import { assertMailAvailable, channelPatch, channelRecord, checkTarget, patchProblems, sameChannels, type TargetGuard } from './edits.js';
import { firstCheckAfter } from './intervals.js';
import { ALERT_SOURCE, MONITOR_COLLECTIONS, type CheckRecord, type MonitorRecord } from './records.js';
import type { CheckLinker } from './check-links.js';
import { CHECK_NOW_DEADLINE_MS, MONITOR_CHECK_REQUESTS_TOPIC, MONITOR_CHECKS_TOPIC, type CheckMessage } from './topics.js';
import { alertView, channelView, checkView, monitorView } from './views.js';

// The monitoring area on the API side: monitors and their channels are written here; checks are
// started by the schedulers (check-scan.ts) or here (the baseline at creation, check-now) and
// executed by check executors (check-executor.ts), whose alerts the dispatchers deliver.

/** Checks and alerts a monitor's detail shows. */
const RECENT = 10;
/** How often a check-now that joined a check under way looks whether it has ended. */
const JOIN_POLL_MS = 200;

export interface MonitorServiceDeps {
  store: DocumentStore;
  bus: JobBus;
  clock: Clock;
  guard: TargetGuard;
  logger: Logger;
  credits: Pick<CreditLedger, 'balance'>;
  links: CheckLinker;
  /** The plan's caps on monitors and alert channels, and test keys' floor on checkInterval. */
  quota: ResourceQuota;
  /** How long checks are kept. */
  retentionMs: number;
  /** GLEANER_SMTP_URL is set: e-mail channels can be delivered (else they are refused at creation). */
  mailConfigured: boolean;
}

type ListQuery = QueryOf<typeof monitoringOperations.listMonitors>;
type ChecksQuery = QueryOf<typeof monitoringOperations.listChecks>;
type AlertsQuery = QueryOf<typeof monitoringOperations.listAlerts>;

export class MonitorService {
  private readonly monitors: Collection<MonitorRecord>;
  private readonly checks: Collection<CheckRecord>;
  private readonly alerts: Collection<DeliveryRecord>;
  private readonly timing: CheckTiming;

  constructor(private readonly deps: MonitorServiceDeps) {
    this.monitors = deps.store.collection<MonitorRecord>(MONITOR_COLLECTIONS.monitors);
    this.checks = deps.store.collection<CheckRecord>(MONITOR_COLLECTIONS.checks);
    this.alerts = deliveriesOf(deps.store);
    this.timing = { clock: deps.clock, retentionMs: deps.retentionMs };
    deps.quota.counts('monitors', (userId, env) => this.monitors.count({ user_id: userId, env }));
    deps.quota.counts('alert_channels', async (userId, env) => {
      const all = await this.monitors.find({ user_id: userId, env }, { exclude: ['baseline'] });
      return all.reduce((n, m) => n + m.channels.length, 0);
    });
  }

  async setup(): Promise<void> {
    await ensureMonitorIndexes(this.deps.store);
  }

  private now(): string {
    return new Date(this.deps.clock.now()).toISOString();
  }

  private owned(auth: AuthContext): Filter {
    return { user_id: auth.userId, env: auth.env };
  }

  private async owner(auth: AuthContext, id: string): Promise<MonitorRecord> {
    const m = await this.monitors.findOne({ id, ...this.owned(auth) });
    if (!m) throw new GleanerError('not_found', `monitor ${id} not found`);
    return m;
  }

  async create(auth: AuthContext, body: MonitorBody) {
    const interval = body.checkInterval ?? 'hourly';
    const floor = this.deps.quota.checkIntervalProblem(auth, 'checkInterval', interval);
    if (floor) throw validationError([floor]);
    const channels = (body.alertChannels ?? []).map((c, i) => channelRecord(c as ChannelBody, `alertChannels.${i}`));
    assertMailAvailable(channels, (i) => `alertChannels.${i}.type`, this.deps.mailConfigured);
    await checkTarget(this.deps.guard, 'url', body.url);
    for (const [i, c] of channels.entries()) {
      const target = c.webhook_url ?? c.slack_webhook_url;
      if (target) await checkTarget(this.deps.guard, `alertChannels.${i}.${c.webhook_url ? 'webhookUrl' : 'slackWebhookUrl'}`, target);
    }
    // Creation costs nothing, but a monitor that could not pay for its first check is refused (402 here, as the spec says).
    if ((await this.deps.credits.balance(auth.userId)) < 1 && auth.env === 'live') {
      throw new GleanerError('insufficient_credits', 'a monitor needs at least 1 credit: each check costs 1', { status: 402 });
    }
    const nowMs = this.deps.clock.now();
    const now = new Date(nowMs).toISOString();
    const id = newId('mon', nowMs);
    const monitor: MonitorRecord = {
      id,
      user_id: auth.userId,
      env: auth.env,
      name: body.name,
      url: body.url,
      monitor_type: body.monitorType ?? 'full_page',
      selector: body.selector ?? null,
      prompt: body.prompt ?? null,
      check_interval: interval,
      status: 'active',
      next_check_at: firstCheckAfter(id, interval, nowMs),
      last_check_at: null,
      consecutive_errors: 0,
      notify_only_on_changes: body.notifyOnlyOnChanges ?? true,
      include_screenshot: body.includeScreenshot ?? false,
      channels,
      channel_count: channels.length,
      baseline: null,
      baseline_check_id: null,
      running_check_id: null,
      created_at: now,
      updated_at: now,
    };
    // Written with its place under the plan's caps, or not at all (429 at a cap).
    const { id: _, ...fields } = monitor;
    await this.deps.quota.claim(auth, { monitors: 1, alert_channels: channels.length }, [{ collection: this.monitors.name, filter: { id }, update: { $set: fields }, upsert: true }]);
    // The baseline, at once (decisions.md): a lost message waits for the check sweeper.
    const baseline = await startCheckNow(this.deps.store, this.timing, monitor, 'baseline');
    await this.queue(baseline.check.id);
    return monitorView(monitor);
  }

  private async queue(checkId: string): Promise<void> {
    await this.deps.bus
      .publish<CheckMessage>(MONITOR_CHECKS_TOPIC, { checkId }, { id: checkId })
      .catch((err) => this.deps.logger.warn({ err, check_id: checkId }, 'could not queue a check; the check sweeper will take it'));
  }

  async list(auth: AuthContext, query: ListQuery) {
    const { page, find } = listOptions({ ...query, sort: 'created_at', order: 'desc' }, ['baseline']);
    const filter = this.owned(auth);
    if (query.status) filter.status = query.status;
    const [items, total] = await Promise.all([this.monitors.find(filter, find), this.monitors.count(filter)]);
    const counts = await Promise.all(items.map((m) => this.counts(m.id)));
    return { data: items.map((m, i) => ({ ...monitorView(m), _count: counts[i] })), pagination: pagination(page, total) };
  }

  private async counts(monitorId: string) {
    const [checks, alerts] = await Promise.all([this.checks.count({ monitor_id: monitorId }), this.alerts.count({ 'source.kind': ALERT_SOURCE, 'source.parent': monitorId })]);
    return { checks, alerts };
  }

  private async detailed(m: MonitorRecord) {
    const [checks, alerts, counts] = await Promise.all([
      this.checks.find({ monitor_id: m.id, status: { $ne: 'running' } }, { sort: [{ field: 'created_at', order: 'desc' }], limit: RECENT, exclude: ['snapshot', 'diff'] }),
      this.alerts.find({ 'source.kind': ALERT_SOURCE, 'source.parent': m.id }, { sort: [{ field: 'created_at', order: 'desc' }], limit: RECENT, exclude: ['body', 'headers'] }),
      this.counts(m.id),
    ]);
    return {
      ...monitorView(m),
      checks: await Promise.all(checks.map((c) => this.checkOut(c))),
      alerts: await this.alertsOut(alerts),
      _count: counts,
    };
  }

  async checkOut(c: CheckRecord) {
    return checkView(c, await this.deps.links.linksOf(c));
  }

  private async alertsOut(alerts: DeliveryRecord[]) {
    const ids = [...new Set(alerts.map((a) => a.source?.id).filter((id): id is string => Boolean(id)))];
    const checks = ids.length ? await this.checks.find({ id: { $in: ids } }, { exclude: ['snapshot', 'diff'] }) : [];
    const byId = new Map(checks.map((c) => [c.id, c]));
    return alerts.map((a) => alertView(a, byId.get(a.source?.id ?? '')));
  }

  async get(auth: AuthContext, id: string) {
    return this.detailed(await this.owner(auth, id));
  }

  async update(auth: AuthContext, id: string, patch: MonitorPatchBody) {
    const m = await this.owner(auth, id);
    const problems = patchProblems(m, patch);
    if (problems) throw problems;
    const floor = patch.checkInterval === undefined ? null : this.deps.quota.checkIntervalProblem(auth, 'checkInterval', patch.checkInterval);
    if (floor) throw validationError([floor]);
    if (patch.url !== undefined) await checkTarget(this.deps.guard, 'url', patch.url);
    const nowMs = this.deps.clock.now();
    const set: Record<string, unknown> = { updated_at: new Date(nowMs).toISOString() };
    if (patch.name !== undefined) set.name = patch.name;
    if (patch.url !== undefined) set.url = patch.url;
    if (patch.monitorType !== undefined) set.monitor_type = patch.monitorType;
    if (patch.selector !== undefined) set.selector = patch.selector;
    if (patch.prompt !== undefined) set.prompt = patch.prompt;
    if (patch.checkInterval !== undefined) set.check_interval = patch.checkInterval;
    if (patch.notifyOnlyOnChanges !== undefined) set.notify_only_on_changes = patch.notifyOnlyOnChanges;
    if (patch.includeScreenshot !== undefined) set.include_screenshot = patch.includeScreenshot;
    // What is watched changed: the next check is a new baseline, not a change.
    const watched = ['url', 'monitor_type', 'selector'].some((f) => f in set && set[f] !== (m as unknown as Record<string, unknown>)[f]);
    if (watched) Object.assign(set, { baseline: null, baseline_check_id: null });
    const interval = (set.check_interval as MonitorRecord['check_interval'] | undefined) ?? m.check_interval;
    const status = patch.status ?? m.status;
    if (status === 'paused') Object.assign(set, { status, next_check_at: null });
    else if (patch.status === 'active' && m.status !== 'active') Object.assign(set, { status, consecutive_errors: 0, next_check_at: firstCheckAfter(id, interval, nowMs) });
    else if (status === 'active' && interval !== m.check_interval) set.next_check_at = firstCheckAfter(id, interval, nowMs);
    const updated = await this.monitors.updateOne({ id, ...this.owned(auth) }, { $set: set });
    if (!updated) throw new GleanerError('not_found', `monitor ${id} not found`);
    return this.detailed(updated);
  }

  async delete(auth: AuthContext, id: string): Promise<void> {
    await this.remove(auth, id);
    // Its checks and alerts go with it (alerts not yet sent are not sent); a check under way finds its monitor gone and writes nothing.
    const screenshots = await this.checks.find({ monitor_id: id, screenshot_key: { $exists: true } }, { exclude: ['snapshot', 'diff'] });
    await Promise.all([this.checks.deleteMany({ monitor_id: id }), this.alerts.deleteMany({ 'source.kind': ALERT_SOURCE, 'source.parent': id })]);
    await this.deps.links.forget(screenshots);
  }

  /** Removes the monitor and gives its place and its channels' back to the plan's caps, in one write. */
  private async remove(auth: AuthContext, id: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const m = await this.owner(auth, id);
      const filter = { id, ...this.owned(auth), ...sameChannels(m) };
      if (await this.deps.quota.release(auth, { monitors: 1, alert_channels: m.channels.length }, [{ collection: this.monitors.name, filter, update: {}, remove: true }])) return;
      // Its channels changed (or it went) meanwhile: read it again.
      if (attempt >= 5) throw conflict(id);
    }
  }

  async pause(auth: AuthContext, id: string): Promise<void> {
    const m = await this.owner(auth, id);
    if (m.status === 'paused') return;
    await this.monitors.updateOne({ id, ...this.owned(auth) }, { $set: { status: 'paused', next_check_at: null, updated_at: this.now() } });
  }

  async resume(auth: AuthContext, id: string) {
    const m = await this.owner(auth, id);
    if (m.status === 'active') return monitorView(m);
    const nowMs = this.deps.clock.now();
    const resumed = await this.monitors.updateOne(
      { id, ...this.owned(auth), status: m.status },
      { $set: { status: 'active', consecutive_errors: 0, next_check_at: firstCheckAfter(id, m.check_interval, nowMs), updated_at: new Date(nowMs).toISOString() } },
    );
    return monitorView(resumed ?? (await this.owner(auth, id)));
  }

  /**
   * POST /monitoring/{id}/check-now: the check is executed by a check executor (over the bus: an
   * API process runs no checks) and answered finished. Without a credit it is refused before it
   * starts. While another check of the monitor is under way, check-now joins it: that check is
   * asked for at once (an executor takes it if nobody has yet) and answered when it ends, for nothing.
   */
  async checkNow(auth: AuthContext, id: string) {
    const m = await this.owner(auth, id);
    if (auth.env === 'live' && (await this.deps.credits.balance(auth.userId)) < 1) throw new GleanerError('insufficient_credits', 'a check costs 1 credit');
    const deadline = Date.now() + CHECK_NOW_DEADLINE_MS;
    const { check, joined } = await startCheckNow(this.deps.store, this.timing, m, 'manual');
    await this.deps.bus.request<CheckMessage, unknown>(MONITOR_CHECK_REQUESTS_TOPIC, { checkId: check.id }, { deadlineMs: CHECK_NOW_DEADLINE_MS, ...(joined ? {} : { id: check.id }) });
    // The executor that answered may have found the check taken by another (a joiner's request, the sweeper): the store says when it ends.
    const done = await this.finished(check.id, deadline);
    return { check: await this.checkOut(done), joined, credits: { used: joined ? 0 : done.credits_used, remaining: await this.deps.credits.balance(auth.userId) } };
  }

  /** The check once it has ended (its executor may be another process). */
  private async finished(checkId: string, deadline: number): Promise<CheckRecord> {
    for (;;) {
      const check = await this.checks.get(checkId);
      if (!check) throw new GleanerError('not_found', 'the monitor was deleted during its check');
      if (check.status !== 'running') return check;
      if (Date.now() >= deadline) throw new GleanerError('timeout', `the check under way did not end within ${CHECK_NOW_DEADLINE_MS / 1000} s; it still finishes`);
      await new Promise((resolve) => setTimeout(resolve, JOIN_POLL_MS));
    }
  }

  async listChecks(auth: AuthContext, id: string, query: ChecksQuery) {
    await this.owner(auth, id);
    const { page, find } = listOptions({ ...query, sort: 'created_at', order: 'desc' }, ['snapshot', 'diff']);
    const filter: Filter = { monitor_id: id, status: { $ne: 'running' } };
    if (query.changesOnly) filter.change_detected = true;
    const [checks, total] = await Promise.all([this.checks.find(filter, find), this.checks.count(filter)]);
    return { data: await Promise.all(checks.map((c) => this.checkOut(c))), pagination: pagination(page, total) };
  }

  async listAlerts(auth: AuthContext, id: string, query: AlertsQuery) {
    await this.owner(auth, id);
    const { page, find } = listOptions({ ...query, sort: 'created_at', order: 'desc' }, ['body', 'headers']);
    const filter = { 'source.kind': ALERT_SOURCE, 'source.parent': id };
    const [alerts, total] = await Promise.all([this.alerts.find(filter, find), this.alerts.count(filter)]);
    return { data: await this.alertsOut(alerts), pagination: pagination(page, total) };
  }

  async addChannel(auth: AuthContext, id: string, body: ChannelBody) {
    const m = await this.owner(auth, id);
    if (m.channels.length >= 10) throw new GleanerError('invalid_parameter', 'a monitor has at most 10 alert channels', { details: { field: 'alertChannels' } });
    const channel = channelRecord(body, '');
    assertMailAvailable([channel], () => 'type', this.deps.mailConfigured);
    const target = channel.webhook_url ?? channel.slack_webhook_url;
    if (target) await checkTarget(this.deps.guard, channel.webhook_url ? 'webhookUrl' : 'slackWebhookUrl', target);
    const channels = [...m.channels, channel];
    const set = { channels, channel_count: channels.length, updated_at: this.now() };
    const updated = await this.deps.quota.claim(auth, { alert_channels: 1 }, [{ collection: this.monitors.name, filter: { id, ...this.owned(auth), ...sameChannels(m) }, update: { $set: set } }]);
    if (!updated) throw conflict(id);
    return channelView(channel);
  }

  async updateChannel(auth: AuthContext, id: string, channelId: string, patch: ChannelPatchBody) {
    const m = await this.owner(auth, id);
    const current = m.channels.find((c) => c.id === channelId);
    if (!current) throw new GleanerError('not_found', `alert channel ${channelId} not found on monitor ${id}`);
    const changed = channelPatch(current, patch);
    const target = patch.webhookUrl ?? patch.slackWebhookUrl;
    if (target) await checkTarget(this.deps.guard, patch.webhookUrl ? 'webhookUrl' : 'slackWebhookUrl', target);
    const channels = m.channels.map((c) => (c.id === channelId ? changed : c));
    const updated = await this.monitors.updateOne({ id, ...this.owned(auth), ...sameChannels(m) }, { $set: { channels, channel_count: channels.length, updated_at: this.now() } });
    if (!updated) throw conflict(id);
    return channelView(changed);
  }

  async deleteChannel(auth: AuthContext, id: string, channelId: string): Promise<void> {
    const m = await this.owner(auth, id);
    if (!m.channels.some((c) => c.id === channelId)) throw new GleanerError('not_found', `alert channel ${channelId} not found on monitor ${id}`);
    const channels = m.channels.filter((c) => c.id !== channelId);
    const set = { channels, channel_count: channels.length, updated_at: this.now() };
    const updated = await this.deps.quota.release(auth, { alert_channels: 1 }, [{ collection: this.monitors.name, filter: { id, ...this.owned(auth), ...sameChannels(m) }, update: { $set: set } }]);
    if (!updated) throw conflict(id);
  }
}

/** Two edits of one monitor's channels at once: the later is refused rather than undoing the earlier. */
function conflict(id: string): GleanerError {
  return new GleanerError('service_unavailable', `monitor ${id} changed while its channels were being edited; try again`, { retryAfter: 1 });
}

export async function ensureMonitorIndexes(store: DocumentStore): Promise<void> {
  const monitors = store.collection<MonitorRecord>(MONITOR_COLLECTIONS.monitors);
  const checks = store.collection<CheckRecord>(MONITOR_COLLECTIONS.checks);
  await monitors.ensureIndex({ fields: ['user_id', 'env', 'created_at'] });
  await monitors.ensureIndex({ fields: ['status', 'next_check_at'] });
  await checks.ensureIndex({ fields: ['monitor_id', 'created_at'] });
  await checks.ensureIndex({ fields: ['status', 'lease_until'] });
  await checks.ensureIndex({ fields: ['expires_at'] });
}
