import t from 'tap';
import { Kafka, logLevel } from 'kafkajs';
import { startKafkaStandIn } from '@gleaner/testkit';
import { correctKafkajsIdleTimer } from './kafkajs-idle-timer.js';

// The correction of kafkajs's request-queue timer (kafkajs-idle-timer.ts): an idle connection no
// longer re-checks its queue every millisecond, and a request that has to wait (client-side
// throttle, in-flight limit) is still sent. This file does not load kafka-bus.ts, so the first
// test sees kafkajs as published.

interface Queue {
  pending: unknown[];
  throttleCheckTimeoutId: NodeJS.Timeout | null;
  push(request: object): void;
  fulfillRequest(response: { correlationId: number; payload: Buffer | null; size: number }): void;
  maybeThrottle(ms: number): void;
  checkPendingRequests(): void;
  destroy(): void;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const RequestQueue = require('kafkajs/src/network/requestQueue/index.js') as { new (options: object): Queue; prototype: Queue };
const silent = { debug() {}, info() {}, warn() {}, error() {} };
const newQueue = (maxInFlightRequests: number) => new RequestQueue({ maxInFlightRequests, requestTimeout: 1000, enforceRequestTimeout: false, clientId: 't', broker: 'b', logger: silent });
let nextId = 1;
function request(expectResponse: boolean, sent: number[]) {
  const correlationId = nextId++;
  const entry = { correlationId, apiName: 'Test', apiKey: 0, apiVersion: 0, resolve() {}, reject() {} };
  return { correlationId, pushed: { entry, expectResponse, sendRequest: () => sent.push(correlationId) } };
}

/** Calls of checkPendingRequests in `ms` while a kafkajs consumer sits idle on the mock. */
async function checksWhileIdle(brokers: string[], ms: number): Promise<number> {
  const kafka = new Kafka({ clientId: 'idle', brokers, logLevel: logLevel.NOTHING });
  const consumer = kafka.consumer({ groupId: `idle-${nextId++}`, maxWaitTimeInMs: 100, sessionTimeout: 6000, heartbeatInterval: 1000 });
  await consumer.connect();
  await consumer.subscribe({ topics: [`idle.${process.pid}`], fromBeginning: true });
  const joined = new Promise<void>((resolve) => consumer.on(consumer.events.GROUP_JOIN, () => resolve()));
  await consumer.run({ eachMessage: async () => undefined });
  await joined;
  await new Promise((r) => setTimeout(r, 300));
  const proto = RequestQueue.prototype;
  const original = proto.checkPendingRequests;
  let calls = 0;
  proto.checkPendingRequests = function (this: Queue) {
    calls++;
    return original.call(this);
  };
  await new Promise((r) => setTimeout(r, ms));
  proto.checkPendingRequests = original;
  await consumer.disconnect();
  return calls;
}

t.test('an idle consumer: its connections stop re-checking their queues every millisecond', async (t) => {
  const kafka = await startKafkaStandIn();
  t.teardown(() => kafka.stop());
  const before = await checksWhileIdle(kafka.brokers, 1000);
  t.ok(correctKafkajsIdleTimer(), 'kafkajs 2.2.4 is corrected');
  t.ok(correctKafkajsIdleTimer(), 'a second call changes nothing');
  const after = await checksWhileIdle(kafka.brokers, 1000);
  t.comment(`queue checks in 1 s of an idle consumer: ${before} as published, ${after} corrected`);
  t.ok(before > 300, `as published: ${before} checks a second`);
  t.ok(after < 60, `corrected: ${after} checks a second (about one per answered request)`);
});

t.test('a queue with nothing pending arms no timer', async (t) => {
  correctKafkajsIdleTimer();
  const q = newQueue(5);
  q.checkPendingRequests();
  t.equal(q.throttleCheckTimeoutId, null);
  const sent: number[] = [];
  const r = request(true, sent);
  q.push(r.pushed);
  t.same(sent, [r.correlationId], 'sent at once');
  q.fulfillRequest({ correlationId: r.correlationId, payload: null, size: 0 });
  t.equal(q.throttleCheckTimeoutId, null, 'and after its answer, still no timer');
});

t.test('a request held back by a client-side throttle is sent when the throttle ends', async (t) => {
  correctKafkajsIdleTimer();
  const q = newQueue(5);
  t.teardown(() => q.destroy());
  q.maybeThrottle(60);
  const sent: number[] = [];
  const r = request(false, sent);
  const pushedAt = Date.now();
  q.push(r.pushed);
  t.same(sent, [], 'held while throttled');
  t.not(q.throttleCheckTimeoutId, null, 'a timer is armed for the end of the throttle');
  while (sent.length === 0 && Date.now() - pushedAt < 2000) await new Promise((resolve) => setTimeout(resolve, 5));
  t.same(sent, [r.correlationId], 'sent');
  t.ok(Date.now() - pushedAt >= 55, `after the throttle (${Date.now() - pushedAt} ms)`);
  t.equal(q.throttleCheckTimeoutId, null, 'nothing pending: no timer left');
});

t.test('a request over the in-flight limit is sent when an answer frees a slot', async (t) => {
  correctKafkajsIdleTimer();
  const q = newQueue(1);
  t.teardown(() => q.destroy());
  const sent: number[] = [];
  const a = request(true, sent);
  const b = request(true, sent);
  q.push(a.pushed);
  q.push(b.pushed);
  t.same(sent, [a.correlationId], 'the second waits');
  q.fulfillRequest({ correlationId: a.correlationId, payload: null, size: 0 });
  t.same(sent, [a.correlationId, b.correlationId], 'and goes with the first one’s answer');
  q.fulfillRequest({ correlationId: b.correlationId, payload: null, size: 0 });
  t.equal(q.pending.length, 0);
});
