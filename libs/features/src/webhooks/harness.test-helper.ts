import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ManualClock, silentLogger, type Clock } from '@gleaner/platform';
import { SqliteStore, type DocumentStore } from '@gleaner/store';
import { MemoryBus, type JobBus } from '@gleaner/bus';
import { NetworkGuard } from '@gleaner/net';
import { COLLECTIONS, type UserRecord } from '../account/records.js';
import { DELIVERIES_COLLECTION, type DeliveryOptions, type DeliveryRecord } from './deliveries.js';
import { DeliveryQueue } from './delivery-queue.js';
import { startDispatcher, type Dispatcher } from './dispatcher.js';

// What the dispatcher tests share: a user with a webhook secret in a SQLite file, a memory bus, a
// clock that moves only when told (backoffs and leases are read from it; the poller's timer and
// the per-attempt timeout are real but short), and a wait on the store.

export const SECRET = 'whsec_dispatcher_test';
export const USER_ID = 'usr_hooks';
export const START = Date.UTC(2026, 2, 1, 9, 0, 0);

/** Test settings: 5 attempts, backoff 1 s base (750 ms first at random 0.5), polls every 10 ms. */
export const TEST_OPTIONS: DeliveryOptions = { attempts: 5, timeoutMs: 2000, backoffMs: 1000, maxDelayMs: 60_000, pollIntervalMs: 10, random: () => 0.5 };

export function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'gleaner-deliveries-'));
}

export async function addUser(store: DocumentStore, id = USER_ID, secret = SECRET): Promise<void> {
  const user: UserRecord = { id, email: `${id}@example.com`, name: id, plan: 'free', webhook_secret: secret, key_regenerated_at: null, created_at: new Date(START).toISOString() };
  await store.collection<UserRecord>(COLLECTIONS.users).insert(user);
}

export async function setSecret(store: DocumentStore, secret: string, id = USER_ID): Promise<void> {
  await store.collection<UserRecord>(COLLECTIONS.users).updateOne({ id }, { $set: { webhook_secret: secret } });
}

/** Polls the store until `done` holds for the delivery (real time, at most 10 s). */
export async function waitForDelivery(store: DocumentStore, id: string, done: (r: DeliveryRecord) => boolean, what = 'the expected state'): Promise<DeliveryRecord> {
  const deliveries = store.collection<DeliveryRecord>(DELIVERIES_COLLECTION);
  const until = Date.now() + 10_000;
  for (;;) {
    const record = await deliveries.get(id);
    if (record && done(record)) return record;
    if (Date.now() > until) throw new Error(`delivery ${id} did not reach ${what}: ${JSON.stringify(record && { status: record.status, attempts: record.attempts, next: record.next_attempt_at })}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export const attemptsMade = (n: number) => (r: DeliveryRecord) => r.attempts.length >= n && r.lease_token === null;
export const finished = (r: DeliveryRecord) => r.status !== 'pending';

export interface Harness {
  dir: string;
  file: string;
  store: SqliteStore;
  bus: JobBus;
  clock: ManualClock;
  queue: DeliveryQueue;
  startDispatcher(overrides?: Partial<DeliveryOptions> & { allowPrivateNetworks?: boolean; guard?: NetworkGuard; store?: DocumentStore; bus?: JobBus; clock?: Clock }): Promise<Dispatcher>;
  close(): Promise<void>;
}

export async function harness(): Promise<Harness> {
  const dir = tempDir();
  const file = path.join(dir, 'gleaner.sqlite');
  const store = new SqliteStore({ file });
  const bus = new MemoryBus();
  const clock = new ManualClock(START);
  const queue = new DeliveryQueue({ store, bus, clock, logger: silentLogger() });
  await queue.setup();
  await addUser(store);
  const dispatchers: Dispatcher[] = [];
  return {
    dir,
    file,
    store,
    bus,
    clock,
    queue,
    async startDispatcher(overrides = {}) {
      const { allowPrivateNetworks = true, guard = new NetworkGuard({ allowPrivateNetworks }), store: ownStore, bus: ownBus, clock: ownClock, ...options } = overrides;
      const dispatcher = await startDispatcher({ store: ownStore ?? store, bus: ownBus ?? bus, clock: ownClock ?? clock, logger: silentLogger(), guard, options: { ...TEST_OPTIONS, ...options } });
      dispatchers.push(dispatcher);
      return dispatcher;
    },
    async close() {
      for (const d of dispatchers) await d.close();
      await bus.close();
      await store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
