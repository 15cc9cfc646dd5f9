import type { KafkaMessage } from 'kafkajs';
import { H_ID, H_PUBLISHED } from './kafka-message.js';

// Fakes of kafkajs clients for the bus's unit tests (kafka-join-read, kafka-close).

/** A kafkajs consumer driven by hand: run() joins at once with partition 0 of `topic`; deliver(offset) hands it a message. */
export function fakeConsumer(topic: string, publishedAt = () => Date.now() + 60_000) {
  const listeners = new Map<string, ((event: unknown) => void)[]>();
  let eachMessage: ((p: { partition: number; message: KafkaMessage; heartbeat: () => Promise<void> }) => Promise<void>) | undefined;
  const consumer = {
    events: { GROUP_JOIN: 'join', CRASH: 'crash' },
    on(name: string, listener: (event: unknown) => void) {
      listeners.set(name, [...(listeners.get(name) ?? []), listener]);
      return () => listeners.set(name, (listeners.get(name) ?? []).filter((l) => l !== listener));
    },
    async connect() {},
    async subscribe() {},
    async run(config: { eachMessage: typeof eachMessage }) {
      eachMessage = config.eachMessage;
      for (const l of listeners.get('join') ?? []) l({ payload: { memberAssignment: { [topic]: [0] } } });
    },
    async commitOffsets() {},
    async disconnect() {},
  };
  const deliver = (offset: number) =>
    eachMessage!({
      partition: 0,
      heartbeat: async () => undefined,
      message: { offset: String(offset), key: null, value: Buffer.from(JSON.stringify({ offset })), timestamp: String(Date.now()), attributes: 0, headers: { [H_ID]: `m${offset}`, [H_PUBLISHED]: String(publishedAt()) } } as KafkaMessage,
    });
  return { consumer, deliver };
}
