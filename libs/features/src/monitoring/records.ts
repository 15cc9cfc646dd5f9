import { createHash } from 'node:crypto';
import type { Doc } from '@gleaner/store';
import type { KeyEnv } from '../http/context.js';
import type { ChangeDiff, ChannelType, MonitorType, Snapshot } from './model.js';

// What the monitoring area keeps: monitors (with their alert channels and the snapshot the next
// check compares with) and their checks. Alerts are the deliveries the checks enqueue
// (source { kind: 'monitor_alert', id: checkId, parent: monitorId }): one record, the truth of
// both "what was sent" and "what is still to send".

export const MONITOR_COLLECTIONS = { monitors: 'monitors', checks: 'monitor_checks' } as const;
export const ALERT_SOURCE = 'monitor_alert';

export type MonitorStatus = 'active' | 'paused' | 'error';
export type CheckInterval = '5min' | '15min' | '30min' | 'hourly' | '6hours' | '12hours' | 'daily' | 'weekly';
export type CheckTrigger = 'baseline' | 'schedule' | 'manual';

export interface ChannelRecord {
  id: string;
  type: ChannelType;
  email?: string;
  slack_webhook_url?: string;
  webhook_url?: string;
  webhook_headers?: Record<string, string>;
  is_enabled: boolean;
}

export interface MonitorRecord extends Doc {
  user_id: string;
  env: KeyEnv;
  name: string;
  url: string;
  monitor_type: MonitorType;
  selector: string | null;
  prompt: string | null;
  check_interval: CheckInterval;
  status: MonitorStatus;
  /** When the scheduler starts the next check; null while paused or in error. */
  next_check_at: string | null;
  last_check_at: string | null;
  consecutive_errors: number;
  notify_only_on_changes: boolean;
  include_screenshot: boolean;
  channels: ChannelRecord[];
  /**
   * channels.length, written with every change of the channels: a removal conditional on it gives
   * back to the plan's cap exactly what it removes (absent on monitors made before caps).
   */
  channel_count?: number;
  /** What the next check compares with: the last successful check's snapshot (null: the next check is a baseline). */
  baseline: Snapshot | null;
  baseline_check_id: string | null;
  /**
   * The check of this monitor started and not yet finished (null or absent: none): checks of one
   * monitor run one at a time, each against the baseline the previous one left (check-start.ts).
   */
  running_check_id?: string | null;
  created_at: string;
  updated_at: string;
}

export type CheckStatus = 'running' | 'success' | 'error';

export interface CheckError {
  code: string;
  message: string;
}

export interface CheckRecord extends Doc {
  monitor_id: string;
  user_id: string;
  env: KeyEnv;
  trigger: CheckTrigger;
  /** The next_check_at it was started for (scheduled checks). */
  due_at: string | null;
  status: CheckStatus;
  change_detected: boolean;
  /** A change that the prompt (or the rules) found worth an alert; false for a change the prompt dismissed. */
  relevant: boolean;
  change_summary: string | null;
  /** When its work started (the time shown). */
  checked_at: string;
  response_time_ms: number;
  error?: CheckError;
  /** The normalised capture; its text is dropped once the check is older than the monitor's history. */
  snapshot?: Snapshot;
  diff?: ChangeDiff;
  /** The capture's screenshot in the file store (includeScreenshot). */
  screenshot_key?: string;
  /** The capability in the link to the page that shows the change. */
  view_token?: string;
  /** The monitor's name and URL when the check ran: its change page shows these, not later edits (absent on older checks). */
  monitor_name?: string;
  monitor_url?: string;
  credits_used: number;
  /** Epoch-free lease: ISO time until which an executor holds it; null when queued. */
  lease_until: string | null;
  takes: number;
  /** Times it was refused for load (503) and put back to wait (absent: none). */
  refusals?: number;
  created_at: string;
  completed_at: string | null;
  /** After this the check (and its links) are gone. */
  expires_at: string;
}

const hash = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 24);

/** A scheduled check's id, from its monitor and due time: two schedulers firing one due time write one check. */
export function scheduledCheckId(monitorId: string, dueAt: string): string {
  return `chk_${hash(monitorId, dueAt)}`;
}

/** The render job of a check (a redelivered job finds the same id). */
export function captureJobId(checkId: string): string {
  return `mcap_${hash(checkId)}`;
}

/** The delivery of a check's alert on one channel: enqueued twice, it is sent once. */
export function alertDeliveryId(checkId: string, channelId: string): string {
  return `alr_${hash(checkId, channelId)}`;
}
