// The shapes of webhook deliveries: what a caller asks for, what the store keeps, and the
// dispatcher's settings. The store is the truth (collection `deliveries`); the bus topic
// `deliveries` only carries "attempt delivery <id> now" nudges (docs/architecture.md, "Webhook deliveries").

export const DELIVERIES_COLLECTION = 'deliveries';
export const DELIVERIES_TOPIC = 'deliveries';
/** The dispatchers' bus group (createBus's DEPTH_GROUPS names it too: bus-names.test.ts). */
export const DISPATCHERS_GROUP = 'dispatchers';

/** How a delivery travels: a signed webhook POST, a Slack incoming-webhook POST, or an e-mail. */
export type DeliveryChannel = 'webhook' | 'slack' | 'email';

/** Who asked: a schedule run { kind: 'schedule_run', id: runId }; a monitor alert { kind: 'monitor_alert', id: checkId, parent: monitorId }. */
export interface DeliverySource {
  kind: string;
  id: string;
  parent?: string;
}

export interface DeliveryRequest {
  /** Idempotent: enqueueing an id that exists returns the existing record and sends nothing twice. */
  id: string;
  /** Default 'webhook'. Slack: `url` is the incoming-webhook URL; e-mail: `url` is `mailto:<address>` and the payload `{subject, text, html}`. */
  channel?: DeliveryChannel;
  userId: string;
  env: 'live' | 'test';
  /** 'schedule.completed' now; 'monitor.change_detected' / 'monitor.checked' later. */
  event: string;
  url: string;
  /** Extra headers (monitor channels' webhookHeaders); never logged or shown. */
  headers?: Record<string, string>;
  /** The JSON body; serialised once at enqueue and those exact bytes are sent and signed at every attempt. */
  payload: unknown;
  /** Who asked, so a caller can find its deliveries. */
  source?: DeliverySource;
}

export interface DeliveryAttempt {
  /** 1, 2, ... */
  attempt: number;
  /** When it started (ISO 8601). */
  at: string;
  duration_ms: number;
  /** The receiver's answer, when there was one. */
  status_code?: number;
  /** Why there was no answer (timeout, url_not_accessible, invalid_url, interrupted ...). */
  error?: { code: string; message: string };
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface DeliveryRecord {
  id: string;
  user_id: string;
  env: 'live' | 'test';
  /** Absent on records from before channels: a webhook. */
  channel?: DeliveryChannel;
  event: string;
  url: string;
  headers?: Record<string, string>;
  /** The exact bytes sent (UTF-8), signed afresh at every attempt. */
  body: string;
  source?: DeliverySource;
  status: DeliveryStatus;
  attempts: DeliveryAttempt[];
  /** When the next attempt is due; null once delivered or failed. */
  next_attempt_at: string | null;
  created_at: string;
  completed_at: string | null;
  // The claim: a dispatcher holds a delivery while it attempts it (one conditional update).
  /** Attempts begun, recorded or not: one more than `attempts.length` while one runs, or after a dispatcher died in one. */
  attempts_started: number;
  /** Epoch ms until which the holder's claim stands; 0 when nobody holds it. */
  lease_until: number;
  /** The holder's claim; null when nobody holds it. Outcomes are written only under it. */
  lease_token: string | null;
  /** When the current (or last) claim was taken (ISO 8601). */
  claimed_at: string | null;
}

export interface DeliveryOptions {
  /** Attempts in all, the first included (GLEANER_WEBHOOK_ATTEMPTS, default 5). */
  attempts: number;
  /** One attempt's limit: DNS, connection, the answer's head (GLEANER_WEBHOOK_TIMEOUT_MS). */
  timeoutMs: number;
  /** The backoff's base: after attempt n, a random 50-100% of backoffMs x 2^(n-1) (GLEANER_WEBHOOK_BACKOFF_MS). */
  backoffMs: number;
  /** The longest wait between attempts: caps the backoff and Retry-After (GLEANER_WEBHOOK_MAX_DELAY_MS). */
  maxDelayMs: number;
  /** How often each dispatcher looks for due deliveries (default 1000 ms). */
  pollIntervalMs?: number;
  /** Attempts one dispatcher runs at once (default 16). */
  concurrency?: number;
  /**
   * Attempts one dispatcher runs at once for one account, a user's live or test key (GLEANER_WEBHOOK_ACCOUNT_CONCURRENCY,
   * default 4): receivers that hang hold only their own account's slots.
   */
  accountConcurrency?: number;
  /** Added to timeoutMs to make a claim's lease: store calls around the POST (default 30 s). */
  leaseMarginMs?: number;
  /** 0 <= x < 1; Math.random by default (tests pin the jitter). */
  random?: () => number;
  /** E-mail alerts: the SMTP server (a URL, may hold a password: never logged) and the sender. Unset: e-mails fail. */
  mail?: { smtpUrl?: string; from: string };
}
