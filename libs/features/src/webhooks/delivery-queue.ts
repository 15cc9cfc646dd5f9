import { GleanerError, isGleanerError, type Clock, type Logger } from '@gleaner/platform';
import type { BatchUpdate, Collection, DocumentStore } from '@gleaner/store';
import type { JobBus } from '@gleaner/bus';
import { DELIVERIES_COLLECTION, DELIVERIES_TOPIC, type DeliveryRecord, type DeliveryRequest } from './deliveries.js';

// The producers' side of webhook deliveries (the API and the scheduler enqueue): a record in the
// store first, then a nudge on the bus so a dispatcher attempts it now. The record is the promise:
// a nudge that is lost or never published only delays the first attempt until a dispatcher's poller
// finds the delivery due.

export interface DeliveryQueueDeps {
  store: DocumentStore;
  bus: JobBus;
  clock: Clock;
  logger?: Logger;
}

/** The nudge: "attempt delivery <id> now". */
export interface DeliveryNudge {
  id: string;
}

export function deliveriesOf(store: DocumentStore): Collection<DeliveryRecord> {
  return store.collection<DeliveryRecord>(DELIVERIES_COLLECTION);
}

/** The indexes the dispatchers' poll and the callers' lookups use. */
export async function ensureDeliveryIndexes(store: DocumentStore): Promise<void> {
  const deliveries = deliveriesOf(store);
  await deliveries.ensureIndex({ fields: ['status', 'next_attempt_at'] });
  await deliveries.ensureIndex({ fields: ['source.kind', 'source.id'] });
  await deliveries.ensureIndex({ fields: ['source.kind', 'source.parent', 'created_at'] });
}

export class DeliveryQueue {
  private readonly deliveries: Collection<DeliveryRecord>;

  constructor(private readonly deps: DeliveryQueueDeps) {
    this.deliveries = deliveriesOf(deps.store);
  }

  setup(): Promise<void> {
    return ensureDeliveryIndexes(this.deps.store);
  }

  /** The record a request starts as (pending, due now). */
  private recordOf(request: DeliveryRequest): DeliveryRecord {
    const body = JSON.stringify(request.payload);
    if (typeof body !== 'string') throw new GleanerError('invalid_parameter', 'a webhook payload must be JSON');
    const now = new Date(this.deps.clock.now()).toISOString();
    return {
      id: request.id,
      user_id: request.userId,
      env: request.env,
      ...(request.channel && request.channel !== 'webhook' ? { channel: request.channel } : {}),
      event: request.event,
      url: request.url,
      ...(request.headers && Object.keys(request.headers).length > 0 && { headers: { ...request.headers } }),
      body,
      ...(request.source && { source: { kind: request.source.kind, id: request.source.id, ...(request.source.parent ? { parent: request.source.parent } : {}) } }),
      status: 'pending',
      attempts: [],
      next_attempt_at: now,
      created_at: now,
      completed_at: null,
      attempts_started: 0,
      lease_until: 0,
      lease_token: null,
      claimed_at: null,
    };
  }

  /**
   * The delivery as an update for the caller's own batch: written with what it announces (a run's
   * result), so the event can never be lost between the two. Only for an id the caller writes once
   * (an upsert replaces a record of that id). Then `nudge`.
   */
  insertUpdate(request: DeliveryRequest): BatchUpdate {
    const { id, ...fields } = this.recordOf(request);
    return { collection: this.deliveries.name, filter: { id }, update: { $set: fields }, upsert: true };
  }

  /** Tells a dispatcher to attempt the delivery now (lost: a dispatcher's poll finds it due). */
  async nudge(id: string): Promise<void> {
    // Keyed by the delivery: nudges spread over the topic's partitions.
    await this.deps.bus.publish<DeliveryNudge>(DELIVERIES_TOPIC, { id }, { key: id }).catch((err: unknown) => {
      this.deps.logger?.warn({ err, delivery_id: id }, 'delivery nudge not published; a dispatcher poll will find it');
    });
  }

  async enqueue(request: DeliveryRequest): Promise<DeliveryRecord> {
    const record = this.recordOf(request);
    try {
      await this.deliveries.insert(record);
    } catch (err) {
      if (!isGleanerError(err) || err.code !== 'already_exists') throw err;
      // Enqueued before (a caller retrying): that record stands, and it was nudged then.
      const existing = await this.deliveries.get(request.id);
      if (existing) return existing;
      throw err;
    }
    await this.nudge(record.id);
    return record;
  }

  get(id: string): Promise<DeliveryRecord | null> {
    return this.deliveries.get(id);
  }

  /** The deliveries of these sources by source id (the latest one where a source has several). */
  async bySource(kind: string, ids: string[]): Promise<Map<string, DeliveryRecord>> {
    const found = new Map<string, DeliveryRecord>();
    if (ids.length === 0) return found;
    const records = await this.deliveries.find({ 'source.kind': kind, 'source.id': { $in: [...new Set(ids)] } }, { sort: [{ field: 'created_at', order: 'asc' }] });
    for (const record of records) found.set(record.source!.id, record);
    return found;
  }
}
