import type { Clock, Logger, Metrics } from '@gleaner/platform';
import type { DocumentStore } from '@gleaner/store';
import type { JobBus, Subscription } from '@gleaner/bus';
import type { NetworkGuard } from '@gleaner/net';
import { COLLECTIONS, type UserRecord } from '../account/records.js';
import { DELIVERIES_TOPIC, DISPATCHERS_GROUP, type DeliveryOptions, type DeliveryRecord } from './deliveries.js';
import { DeliveryClaims, type ClaimResult } from './delivery-claims.js';
import { postDelivery, type PostOutcome } from './delivery-post.js';
import { postSlack } from './slack-post.js';
import { MailSender } from './mail-send.js';
import { deliveriesOf, ensureDeliveryIndexes, type DeliveryNudge } from './delivery-queue.js';
import { verdictOf, type AttemptResult, type RetryPolicy } from './retry-policy.js';
import { AccountSlots, fairPick } from './account-slots.js';

// The dispatcher: attempts deliveries (signed webhooks, Slack messages, e-mails) when nudged over the bus and when its poller finds them due
// (retries after their backoff, nudges that were lost, claims of dispatchers that died). Every
// attempt goes claim -> sign with the user's current secret -> POST -> record and release, so
// nothing lives only in memory: a dispatcher closed or killed between attempts loses nothing.
// Accounts are isolated (account-slots.ts): each holds at most accountConcurrency of the attempts in
// flight, and the poll shares the free slots round robin, so one account's dead receivers delay only it.

export interface DispatcherDeps {
  store: DocumentStore;
  bus: JobBus;
  clock: Clock;
  logger: Logger;
  guard: NetworkGuard;
  metrics?: Metrics;
  options: DeliveryOptions;
}

export interface Dispatcher {
  /** Stops taking deliveries and waits for the attempts in flight. */
  close(): Promise<void>;
}

const DEFAULT_POLL_MS = 1000;
const DEFAULT_CONCURRENCY = 16;
const DEFAULT_ACCOUNT_CONCURRENCY = 4;
/** A poll reads this many due deliveries per free slot, to share the slots across the accounts in them. */
const POLL_WINDOW_PER_SLOT = 4;
/** Reads of one poll: another when accounts filled up and more may be due (their deliveries left out). */
const POLL_ROUNDS = 3;
const DEFAULT_LEASE_MARGIN_MS = 30_000;

function resultLabel(result: AttemptResult): string {
  return 'statusCode' in result ? `${Math.floor(result.statusCode / 100)}xx` : result.errorCode;
}

function unreadSecret(attempt: number, clock: Clock): PostOutcome {
  const error = { code: 'service_unavailable', message: 'the signing secret could not be read' };
  return { result: { errorCode: error.code }, recorded: { attempt, at: new Date(clock.now()).toISOString(), duration_ms: 0, error } };
}

export async function startDispatcher(deps: DispatcherDeps): Promise<Dispatcher> {
  const { store, bus, clock, logger, guard, metrics, options } = deps;
  await ensureDeliveryIndexes(store);
  const deliveries = deliveriesOf(store);
  const users = store.collection<UserRecord>(COLLECTIONS.users);
  const claims = new DeliveryClaims(deliveries, clock, options.timeoutMs + (options.leaseMarginMs ?? DEFAULT_LEASE_MARGIN_MS));
  const policy: RetryPolicy = { attempts: options.attempts, backoffMs: options.backoffMs, maxDelayMs: options.maxDelayMs, random: options.random ?? Math.random };
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  const inFlight = new Map<string, Promise<void>>();
  const accounts = new AccountSlots(options.accountConcurrency ?? DEFAULT_ACCOUNT_CONCURRENCY);
  const mail = new MailSender(options.mail, clock, options.timeoutMs);
  let closing = false;

  /** One attempt on the record's channel; the webhook's signed with the user's current secret. */
  const send = (record: DeliveryRecord, attempt: number, secret: string | undefined): Promise<PostOutcome> => {
    const post = { guard, clock, timeoutMs: options.timeoutMs };
    if (secret === undefined || record.channel === undefined || record.channel === 'webhook') return postDelivery(record, attempt, secret, post);
    return record.channel === 'slack' ? postSlack(record, attempt, post) : mail.send(record, attempt);
  };

  const attempt = async (claim: Extract<ClaimResult, { kind: 'claimed' }>): Promise<void> => {
    const { record } = claim;
    // The secret as it is now: a regenerated one signs every later attempt. A store that cannot
    // be read makes a failed attempt (retried), not a request signed with nothing.
    const user = await users.get(record.user_id).then(
      (found) => ({ secret: found?.webhook_secret }),
      () => undefined,
    );
    const outcome = user ? await send(record, claim.attempt, user.secret) : unreadSecret(claim.attempt, clock);
    const verdict = verdictOf(outcome.result, claim.attempt, policy, clock.now());
    const finished = await claims.finish(claim, outcome.recorded, verdict);
    const result = resultLabel(outcome.result);
    metrics?.webhookAttempts.inc({ channel: record.channel ?? 'webhook', result });
    const facts = { delivery_id: record.id, event: record.event, channel: record.channel ?? 'webhook', attempt: claim.attempt, result, verdict: verdict.kind };
    if (!finished) return logger.warn(facts, 'webhook attempt made after its claim ran out: not recorded here');
    if (verdict.kind !== 'retry') metrics?.webhookDeliveries.inc({ channel: record.channel ?? 'webhook', event: record.event, outcome: verdict.kind });
    logger.info({ ...facts, ...(verdict.kind === 'retry' && { next_attempt_at: finished.next_attempt_at }) }, 'webhook attempt');
  };

  const handle = async (seen: DeliveryRecord): Promise<void> => {
    const claim = await claims.claim(seen, options.attempts);
    if (claim?.kind === 'exhausted') {
      metrics?.webhookDeliveries.inc({ channel: claim.record.channel ?? 'webhook', event: claim.record.event, outcome: 'failed' });
      logger.warn({ delivery_id: seen.id, event: seen.event }, 'webhook delivery failed: its last attempt was interrupted');
    } else if (claim) {
      await attempt(claim);
    }
  };

  /** Runs `seen` unless this process already is, or is full, or its account is (the poller comes back to it). */
  const start = (seen: DeliveryRecord): void => {
    if (closing || inFlight.has(seen.id) || inFlight.size >= concurrency || accounts.room(seen) <= 0) return;
    accounts.take(seen);
    const running = handle(seen)
      .catch((err: unknown) => logger.error({ err, delivery_id: seen.id }, 'webhook delivery step failed; its claim expires and it is tried again'))
      .finally(() => {
        inFlight.delete(seen.id);
        accounts.release(seen);
      });
    inFlight.set(seen.id, running);
  };

  let polling = false;
  const poll = async (): Promise<void> => {
    if (polling || closing || inFlight.size >= concurrency) return;
    polling = true;
    try {
      for (let round = 0; round < POLL_ROUNDS && !closing; round++) {
        const free = concurrency - inFlight.size;
        if (free <= 0) break;
        const limit = free * POLL_WINDOW_PER_SLOT;
        const due = await claims.due(limit, accounts.full());
        const picked = fairPick(due.filter((seen) => !inFlight.has(seen.id)), free, (seen) => accounts.room(seen));
        for (const seen of picked) start(seen);
        if (picked.length === 0 || due.length < limit) break;
      }
    } catch (err) {
      logger.warn({ err }, 'webhook poll failed; next poll soon');
    } finally {
      polling = false;
    }
  };

  // The nudge is a hint: the handler returns once the attempt has started (the store, not the
  // bus, remembers the delivery), and an error reading the record is left to the poller.
  const subscription: Subscription = await bus.consume<DeliveryNudge>(DELIVERIES_TOPIC, DISPATCHERS_GROUP, async (message) => {
    const id = message.payload?.id;
    if (typeof id !== 'string' || closing || inFlight.has(id)) return;
    const seen = await deliveries.get(id).catch(() => null);
    if (seen) start(seen);
  });
  const timer = setInterval(() => void poll(), options.pollIntervalMs ?? DEFAULT_POLL_MS);
  timer.unref();
  void poll(); // deliveries that waited while no dispatcher ran

  let closed: Promise<void> | undefined;
  const close = async (): Promise<void> => {
    closing = true;
    clearInterval(timer);
    await subscription.close();
    while (polling) await new Promise((resolve) => setTimeout(resolve, 5));
    await Promise.all(inFlight.values());
    mail.close();
  };
  return { close: () => (closed ??= close()) };
}
