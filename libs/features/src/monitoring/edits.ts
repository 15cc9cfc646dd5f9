import { newId, validationError, type FieldProblem } from '@gleaner/platform';
import type { Filter } from '@gleaner/store';
import { repeatedHeaderNames, WEBHOOK_HEADER_MESSAGES, type ChannelBody, type ChannelPatchBody, type MonitorPatchBody } from '@gleaner/contract';
import type { ChannelRecord, MonitorRecord } from './records.js';

// The rules of editing a monitor and its channels that a schema alone cannot say: they depend on
// what the monitor or channel already is.

export { checkTarget, type TargetGuard } from '../http/target-check.js';

/** 400 for a header name given twice in different cases: which value is sent would be a guess. */
function assertHeadersOnce(headers: Record<string, string> | undefined, field: string): void {
  const twice = repeatedHeaderNames(headers ?? {});
  if (twice.length > 0) throw validationError(twice.map((name) => ({ field: `${field}.${name}`, message: WEBHOOK_HEADER_MESSAGES.twice })));
}

/** A channel as kept, from its validated request (the schema made sure its type's target is there); `field` names it in a 400. */
export function channelRecord(body: ChannelBody, field: string): ChannelRecord {
  const record: ChannelRecord = { id: newId('chn'), type: body.type, is_enabled: body.isEnabled ?? true };
  if (body.type === 'email') record.email = body.email;
  if (body.type === 'slack') record.slack_webhook_url = body.slackWebhookUrl;
  if (body.type === 'webhook') {
    assertHeadersOnce(body.webhookHeaders, field ? `${field}.webhookHeaders` : 'webhookHeaders');
    record.webhook_url = body.webhookUrl;
    if (body.webhookHeaders && Object.keys(body.webhookHeaders).length > 0) record.webhook_headers = { ...body.webhookHeaders };
  }
  return record;
}

/** The message of an e-mail channel refused because the operator configured no mail server. */
export const NO_MAIL_SERVER = 'e-mail alerts are not available on this server: its operator has configured no mail server (GLEANER_SMTP_URL); use a slack or webhook channel';

/**
 * E-mail channels need the operator's mail server: without one, every alert would be retried and
 * then fail. They are refused when given (400 invalid_parameter naming the channel's `type`).
 */
export function assertMailAvailable(channels: { type: string }[], fieldOf: (i: number) => string, mailConfigured: boolean): void {
  if (mailConfigured) return;
  const problems: FieldProblem[] = channels.flatMap((c, i) => (c.type === 'email' ? [{ field: fieldOf(i), message: NO_MAIL_SERVER }] : []));
  if (problems.length > 0) throw validationError(problems);
}

/** Which patch fields each channel type takes. */
const TARGET_FIELDS: Record<ChannelRecord['type'], (keyof ChannelPatchBody)[]> = {
  email: ['email'],
  slack: ['slackWebhookUrl'],
  webhook: ['webhookUrl', 'webhookHeaders'],
};

/** The channel with the patch applied; 400 for a field of another type of channel. */
export function channelPatch(current: ChannelRecord, patch: ChannelPatchBody): ChannelRecord {
  const allowed = new Set<string>(['isEnabled', ...TARGET_FIELDS[current.type]]);
  const problems: FieldProblem[] = Object.keys(patch)
    .filter((f) => !allowed.has(f))
    .map((field) => ({ field, message: `is not a field of ${current.type} channels (a channel's type cannot change: add a new channel)` }));
  if (problems.length > 0) throw validationError(problems);
  assertHeadersOnce(patch.webhookHeaders, 'webhookHeaders');
  const next: ChannelRecord = { ...current };
  if (patch.isEnabled !== undefined) next.is_enabled = patch.isEnabled;
  if (patch.email !== undefined) next.email = patch.email;
  if (patch.slackWebhookUrl !== undefined) next.slack_webhook_url = patch.slackWebhookUrl;
  if (patch.webhookUrl !== undefined) next.webhook_url = patch.webhookUrl;
  if (patch.webhookHeaders !== undefined) next.webhook_headers = { ...patch.webhookHeaders };
  return next;
}

/** A patch that would leave a selector monitor without its selector: the 400 to answer, or null. */
export function patchProblems(m: MonitorRecord, patch: MonitorPatchBody): Error | null {
  const type = patch.monitorType ?? m.monitor_type;
  const selector = patch.selector === undefined ? m.selector : patch.selector;
  if (type !== 'selector' || selector) return null;
  const field = patch.selector === null ? 'selector' : 'monitorType';
  return validationError([{ field, message: 'a selector monitor needs a selector' }]);
}

/**
 * The monitor's channels as read, as a filter: an edit conditional on it is refused when another
 * edit came first (the count keeps the cap's counter exact; updated_at catches a same-size change).
 */
export function sameChannels(m: MonitorRecord): Filter {
  return { updated_at: m.updated_at, channel_count: m.channel_count ?? { $exists: false } };
}
