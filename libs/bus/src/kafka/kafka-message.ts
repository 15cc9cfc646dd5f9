import type { IHeaders, KafkaMessage } from 'kafkajs';
import type { BusMessage } from '../port.js';

// What a bus message looks like on Kafka: the payload as JSON in the value, the caller's headers as
// they are, and the bus's own in `gleaner-*` headers that handlers never see.

export const H_ID = 'gleaner-id';
export const H_ATTEMPT = 'gleaner-attempt';
export const H_PUBLISHED = 'gleaner-published-at';
/** Set on a copy meant for one group only (a hand-back on close); other groups skip it. */
export const H_GROUP = 'gleaner-group';
const INTERNAL = new Set([H_ID, H_ATTEMPT, H_PUBLISHED, H_GROUP]);

function headerText(value: IHeaders[string]): string | undefined {
  if (value === undefined) return undefined;
  const one = Array.isArray(value) ? value[value.length - 1] : value;
  return one === undefined ? undefined : Buffer.isBuffer(one) ? one.toString('utf8') : String(one);
}

export interface DecodedMessage {
  message: BusMessage<unknown>;
  /** The one group a hand-back is meant for (H_GROUP), if any. */
  target?: string;
  /** Why the value could not be read as JSON (then the payload is its text). */
  unreadable?: unknown;
}

/** A Kafka record of `topic` as the bus message its handlers receive. */
export function decodeMessage(topic: string, partition: number, raw: KafkaMessage): DecodedMessage {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw.headers ?? {})) {
    const text = headerText(value);
    if (text !== undefined) headers[name] = text;
  }
  const target = headers[H_GROUP];
  let payload: unknown;
  let unreadable: unknown;
  try {
    payload = raw.value && raw.value.length > 0 ? JSON.parse(raw.value.toString('utf8')) : undefined;
  } catch (err) {
    unreadable = err; // not written by a bus: no handler can read it, so it goes to <topic>.dead as text
    payload = raw.value?.toString('utf8');
  }
  const message: BusMessage<unknown> = {
    id: headers[H_ID] ?? `${topic}-${partition}-${raw.offset}`,
    topic,
    key: raw.key ? raw.key.toString('utf8') : undefined,
    payload,
    headers: Object.fromEntries(Object.entries(headers).filter(([name]) => !INTERNAL.has(name))),
    attempt: Number(headers[H_ATTEMPT] ?? 1) || 1,
    publishedAt: Number(headers[H_PUBLISHED] ?? raw.timestamp),
  };
  return { message, target, unreadable };
}
