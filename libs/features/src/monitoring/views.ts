import { storedHref } from '@gleaner/contract';
import type { DeliveryRecord } from '../webhooks/deliveries.js';
import { camelAttemptRows } from '../webhooks/attempt-view.js';
import type { ChannelRecord, CheckRecord, MonitorRecord } from './records.js';

// Monitors, checks, channels and alerts as the API shows them: camelCase (api-spec.md
// "Monitor"...). Channel targets are secrets and never shown (decisions.md): a channel is
// {id, type, isEnabled}, plus email for e-mail channels.

export function channelView(c: ChannelRecord) {
  return { id: c.id, type: c.type, ...(c.type === 'email' && c.email !== undefined ? { email: c.email } : {}), isEnabled: c.is_enabled };
}

export function monitorView(m: MonitorRecord) {
  return {
    id: m.id,
    name: m.name,
    // New monitors are stored as the href already; one kept before that is shown as it too.
    url: storedHref(m.url),
    monitorType: m.monitor_type,
    selector: m.selector,
    prompt: m.prompt,
    checkInterval: m.check_interval,
    status: m.status,
    lastCheckAt: m.last_check_at,
    nextCheckAt: m.next_check_at,
    consecutiveErrors: m.consecutive_errors,
    notifyOnlyOnChanges: m.notify_only_on_changes,
    includeScreenshot: m.include_screenshot,
    alertChannels: m.channels.map(channelView),
    createdAt: m.created_at,
    updatedAt: m.updated_at,
  };
}

export interface CheckLinks {
  diffUrl?: string;
  screenshotUrl?: string;
}

export function checkView(c: CheckRecord, links: CheckLinks = {}) {
  return {
    id: c.id,
    status: c.status === 'error' ? ('error' as const) : ('success' as const),
    changeDetected: c.change_detected,
    changeSummary: c.change_summary,
    checkedAt: c.checked_at,
    responseTimeMs: c.response_time_ms,
    ...(c.error ? { error: c.error } : {}),
    trigger: c.trigger,
    creditsUsed: c.credits_used,
    ...(links.diffUrl ? { diffUrl: links.diffUrl } : {}),
    ...(links.screenshotUrl ? { screenshotUrl: links.screenshotUrl } : {}),
  };
}

/** An alert: the delivery a check enqueued for one channel, with the check it tells of. */
export function alertView(d: DeliveryRecord, check: CheckRecord | undefined) {
  const last = d.attempts.at(-1);
  const lastError = last?.error?.message ?? (last?.status_code !== undefined && d.status !== 'delivered' ? `HTTP ${last.status_code}` : null);
  return {
    id: d.id,
    channelType: d.channel ?? 'webhook',
    success: d.status === 'delivered',
    sentAt: d.completed_at ?? d.created_at,
    deliveryStatus: d.status,
    attempts: d.attempts.length,
    attemptHistory: camelAttemptRows(d.attempts),
    lastError: d.status === 'delivered' ? null : lastError,
    check: { id: d.source?.id ?? '', checkedAt: check?.checked_at ?? d.created_at, changeSummary: check?.change_summary ?? null },
  };
}
