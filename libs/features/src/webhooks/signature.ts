import { createHmac, timingSafeEqual } from 'node:crypto';

// Webhook request signatures (decisions.md, Events):
//   X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">
// keyed by the user's webhook_secret as UTF-8. node:crypto is all it takes; the signature libraries
// on npm (Standard Webhooks, Svix) sign another string under other headers.
//
// The timestamp is inside the signed string, so a captured request cannot be replayed later with a
// fresh `t`; receivers refuse a `t` outside a tolerance window. A delivery is signed again at each
// attempt (a new `t`, the secret of that moment), so a retry after a long backoff is not stale.

export const SIGNATURE_HEADER = 'X-Signature';
/** How far a receiver lets `t` be from its own clock, either way (5 minutes). */
export const DEFAULT_TOLERANCE_SECONDS = 300;

/** The raw body: the exact bytes sent. A string stands for its UTF-8 bytes. */
export type WebhookBody = string | Uint8Array;

const HEX_SHA256 = /^[0-9a-f]{64}$/i;
const UNIX_SECONDS = /^\d{1,12}$/;

function bytesOf(body: WebhookBody): Buffer {
  return typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
}

function secondsOf(now: Date | number): number {
  return Math.floor((typeof now === 'number' ? now : now.getTime()) / 1000);
}

/** The hex HMAC-SHA256 of "<timestamp>.<body>" keyed by the secret's UTF-8 bytes. */
export function computeSignature(secret: string, timestamp: number, body: WebhookBody): string {
  if (secret.length === 0) throw new Error('a webhook secret is required to sign');
  if (!Number.isSafeInteger(timestamp) || timestamp < 0) throw new RangeError('the timestamp is whole unix seconds');
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(`${timestamp}.`).update(bytesOf(body)).digest('hex');
}

/** The X-Signature value for a request sent at `now` with this exact body. */
export function signatureHeader(secret: string, body: WebhookBody, now: Date | number = Date.now()): string {
  const timestamp = secondsOf(now);
  return `t=${timestamp},v1=${computeSignature(secret, timestamp, body)}`;
}

export interface ParsedSignature {
  timestamp: number;
  /** Every well-formed v1 value, lower-case (a sender may send several, e.g. while a secret changes). */
  signatures: string[];
}

/**
 * Reads an X-Signature value: comma-separated `key=value` pairs, spaces around them allowed (Node
 * joins a repeated header with ", "). Exactly one `t`; at least one well-formed `v1`; other keys
 * (later schemes) are ignored. Undefined when the value cannot be read that way.
 */
export function parseSignatureHeader(value: string | string[] | undefined): ParsedSignature | undefined {
  if (value === undefined) return undefined;
  const text = Array.isArray(value) ? value.join(',') : value;
  const timestamps = new Set<string>();
  const signatures: string[] = [];
  for (const item of text.split(',')) {
    const pair = item.trim();
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const key = pair.slice(0, eq);
    const val = pair.slice(eq + 1);
    if (key === 't') timestamps.add(val);
    else if (key === 'v1' && HEX_SHA256.test(val)) signatures.push(val.toLowerCase());
  }
  const [t] = [...timestamps];
  if (timestamps.size !== 1 || !UNIX_SECONDS.test(t) || signatures.length === 0) return undefined;
  return { timestamp: Number(t), signatures };
}

export interface VerifyOptions {
  /** The X-Signature header as received (Node: req.headers['x-signature']). */
  header: string | string[] | undefined;
  /** The raw body bytes as received, before any JSON parsing. */
  body: WebhookBody;
  /** The webhook secret, or several (the current and the previous one while rotating). */
  secret: string | readonly string[];
  now?: Date | number;
  toleranceSeconds?: number;
}

export type VerifyResult =
  | { ok: true; timestamp: number }
  | { ok: false; reason: 'missing_header' | 'malformed_header' | 'signature_mismatch' | 'timestamp_out_of_tolerance'; timestamp?: number };

/**
 * Checks a received webhook request. The signature is checked first, in constant time against every
 * v1 value and every secret given; then the timestamp, so `timestamp_out_of_tolerance` means an
 * authentic request that is too old (a replay) or from a clock too far off.
 */
export function verifySignature(options: VerifyOptions): VerifyResult {
  const { header, body, now = Date.now(), toleranceSeconds = DEFAULT_TOLERANCE_SECONDS } = options;
  if (header === undefined || header === '' || (Array.isArray(header) && header.length === 0)) return { ok: false, reason: 'missing_header' };
  const parsed = parseSignatureHeader(header);
  if (!parsed) return { ok: false, reason: 'malformed_header' };
  const secrets = (typeof options.secret === 'string' ? [options.secret] : [...options.secret]).filter((s) => s.length > 0);
  const received = parsed.signatures.map((hex) => Buffer.from(hex, 'hex'));
  const matched = secrets.some((secret) => {
    const expected = Buffer.from(computeSignature(secret, parsed.timestamp, body), 'hex');
    // Every candidate is compared (no early exit inside one secret's comparisons).
    return received.map((candidate) => timingSafeEqual(expected, candidate)).includes(true);
  });
  if (!matched) return { ok: false, reason: 'signature_mismatch', timestamp: parsed.timestamp };
  if (Math.abs(secondsOf(now) - parsed.timestamp) > toleranceSeconds) return { ok: false, reason: 'timestamp_out_of_tolerance', timestamp: parsed.timestamp };
  return { ok: true, timestamp: parsed.timestamp };
}
