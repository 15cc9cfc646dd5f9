import type { Test } from 'tap';
import { GleanerError, isGleanerError } from '@gleaner/platform';
import type { BusMessage, JobBus } from './port.js';

// The contract every JobBus adapter passes (memory now, Kafka in the distributed topology).
// `factory` gets per-topic bounds so the push-back test can fill a small queue.

export type BusFactory = (options: { topicLimits?: Record<string, number> }) => Promise<JobBus>;

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await wait(5);
  }
}

let seq = 0;
const topicName = (base: string) => `${base}.${process.pid}.${++seq}`;

export function runBusContract(t: Test, name: string, factory: BusFactory): void {
  t.test(`${name}: every group receives each message once; consumers of a group share`, async (t) => {
    const bus = await factory({});
    t.teardown(() => bus.close());
    const topic = topicName('fanout');
    const a1: string[] = [];
    const a2: string[] = [];
    const b: string[] = [];
    await bus.consume<string>(topic, 'a', async (m) => void a1.push(m.payload));
    await bus.consume<string>(topic, 'a', async (m) => void a2.push(m.payload));
    await bus.consume<string>(topic, 'b', async (m) => void b.push(m.payload));
    for (let i = 0; i < 20; i++) await bus.publish(topic, `m${i}`);
    await until(() => a1.length + a2.length === 20 && b.length === 20);
    t.equal(new Set([...a1, ...a2]).size, 20, 'group a saw every message once');
    t.ok(a1.length > 0 && a2.length > 0, 'both consumers of group a got work');
    t.equal(b.length, 20, 'group b saw all');
  });

  t.test(`${name}: headers, key and id travel with the message`, async (t) => {
    const bus = await factory({});
    t.teardown(() => bus.close());
    const topic = topicName('headers');
    let got: BusMessage<{ n: number }> | undefined;
    await bus.consume<{ n: number }>(topic, 'g', async (m) => void (got = m));
    const id = await bus.publish(topic, { n: 7 }, { key: 'user-1', id: 'job_1', headers: { traceparent: '00-abc' } });
    await until(() => got !== undefined);
    t.equal(id, 'job_1');
    t.same(got!.payload, { n: 7 });
    t.equal(got!.key, 'user-1');
    t.equal(got!.headers.traceparent, '00-abc');
    t.equal(got!.attempt, 1);
  });

  t.test(`${name}: a request's headers reach the responder (trace context travels with jobs)`, async (t) => {
    const bus = await factory({});
    t.teardown(() => bus.close());
    const topic = topicName('rpc-headers');
    const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    let seen: Record<string, string> | undefined;
    await bus.respond<string, string>(topic, 'workers', async (p, ctx) => {
      seen = ctx.message.headers;
      return p.toUpperCase();
    });
    t.equal(await bus.request<string, string>(topic, 'ok', { deadlineMs: 5000, headers: { traceparent, tracestate: 'k=v' } }), 'OK');
    t.equal(seen?.traceparent, traceparent);
    t.equal(seen?.tracestate, 'k=v');
  });

  t.test(`${name}: a group that starts from the end gets only what is published after it joined`, async (t) => {
    const bus = await factory({});
    t.teardown(() => bus.close());
    const topic = topicName('from-end');
    const early: string[] = [];
    const late: string[] = [];
    await bus.consume<string>(topic, 'early', async (m) => void early.push(m.payload));
    await bus.publish(topic, 'before');
    await until(() => early.includes('before'));
    await bus.consume<string>(topic, 'late', async (m) => void late.push(m.payload), { fromEnd: true });
    // Until one arrives: an adapter may settle where "the end" is a moment after the join.
    for (let n = 0; late.length === 0 && n < 100; n++) {
      await bus.publish(topic, `after-${n}`);
      await wait(50);
    }
    await until(() => late.length > 0);
    t.notOk(late.includes('before'), 'the history before the join is not delivered');
    t.ok(early.includes('before'), 'a group from the beginning got it');
  });

  t.test(`${name}: every header of a published message reaches each group's consumer`, async (t) => {
    const bus = await factory({});
    t.teardown(() => bus.close());
    const topic = topicName('headers-groups');
    const seen: Record<string, string>[] = [];
    await bus.consume(topic, 'a', async (m) => void seen.push(m.headers));
    await bus.consume(topic, 'b', async (m) => void seen.push(m.headers));
    const headers = { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01', tracestate: 'k=v', baggage: 'x=1' };
    await bus.publish(topic, 'x', { headers });
    await until(() => seen.length === 2);
    for (const h of seen) t.match(h, headers);
  });

  t.test(`${name}: a failing handler gets the message again, up to maxAttempts`, async (t) => {
    const bus = await factory({});
    t.teardown(() => bus.close());
    const topic = topicName('retry');
    const attempts: number[] = [];
    await bus.consume(topic, 'g', async (m) => {
      attempts.push(m.attempt);
      throw new Error('boom');
    }, { maxAttempts: 3, retryDelayMs: 5 });
    const dead: unknown[] = [];
    await bus.consume(`${topic}.dead`, 'g', async (m) => void dead.push(m.payload));
    await bus.publish(topic, 'x');
    await until(() => dead.length === 1);
    t.same(attempts, [1, 2, 3]);
    t.same(dead, ['x'], 'given up messages go to <topic>.dead');
  });

  t.test(`${name}: a consumer that goes away mid-job hands the message to another`, async (t) => {
    const bus = await factory({});
    t.teardown(() => bus.close());
    const topic = topicName('redeliver');
    let started = false;
    let unblock!: () => void;
    const stuck = new Promise<void>((r) => (unblock = r));
    t.teardown(() => unblock());
    const first = await bus.consume(topic, 'workers', async () => {
      started = true;
      await stuck; // never finishes while the test runs: this worker "dies"
    });
    await bus.publish(topic, 'job');
    await until(() => started);
    const done: BusMessage<unknown>[] = [];
    await bus.consume(topic, 'workers', async (m) => void done.push(m));
    await first.close();
    await until(() => done.length === 1);
    t.equal(done[0].payload, 'job');
    t.equal(done[0].attempt, 2, 'redelivery is marked');
  });

  t.test(`${name}: request/reply answers, and errors keep their code`, async (t) => {
    const bus = await factory({});
    t.teardown(() => bus.close());
    const topic = topicName('rpc');
    await bus.respond<{ a: number; b: number }, number>(topic, 'workers', async (p) => {
      if (p.b === 0) throw new GleanerError('invalid_parameter', 'division by zero', { details: { field: 'b' } });
      return p.a / p.b;
    }, { concurrency: 4 });
    const answers = await Promise.all([1, 2, 3, 4].map((b) => bus.request<{ a: number; b: number }, number>(topic, { a: 12, b }, { deadlineMs: 5000 })));
    t.same(answers, [12, 6, 4, 3]);
    await t.rejects(bus.request(topic, { a: 1, b: 0 }, { deadlineMs: 5000 }), { code: 'invalid_parameter', message: 'division by zero' });
  });

  t.test(`${name}: a request past its deadline fails with timeout and the late answer is dropped`, async (t) => {
    const bus = await factory({});
    t.teardown(() => bus.close());
    const topic = topicName('slow');
    let deadlineSeen = 0;
    await bus.respond<string, string>(topic, 'workers', async (_p, ctx) => {
      deadlineSeen = ctx.deadline;
      await wait(1000);
      return 'late';
    });
    const before = Date.now();
    try {
      await bus.request(topic, 'x', { deadlineMs: 100 });
      t.fail('should time out');
    } catch (err) {
      t.ok(isGleanerError(err));
      t.equal((err as GleanerError).code, 'timeout');
      t.ok(Date.now() - before < 800, 'fails at the deadline, not when the work ends');
    }
    // (under load the message may reach the responder after its deadline, and is then rightly skipped: the deadline
    // it carries is checked by the next test, with time to spare)
    if (deadlineSeen) t.ok(deadlineSeen >= before + 100 && deadlineSeen < before + 1000, 'a late responder saw the same deadline');
    await wait(1050);
  });

  t.test(`${name}: the responder knows the request's deadline`, async (t) => {
    const bus = await factory({});
    t.teardown(() => bus.close());
    const topic = topicName('deadline');
    await bus.respond<string, number>(topic, 'workers', async (_p, ctx) => ctx.deadline);
    const before = Date.now();
    const seen = await bus.request<string, number>(topic, 'x', { deadlineMs: 20_000 });
    const after = Date.now();
    t.ok(seen >= before + 20_000 && seen <= after + 20_000, 'the deadline is the request time plus its allowance');
  });

  t.test(`${name}: a full queue pushes back with service_unavailable`, async (t) => {
    const topic = topicName('bounded');
    const bus = await factory({ topicLimits: { [topic]: 3 } });
    t.teardown(() => bus.close());
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const handled: string[] = [];
    let started = false;
    await bus.consume<string>(topic, 'g', async (m) => {
      started = true;
      await gate;
      handled.push(m.payload);
    });
    // One key: order is kept per key (Kafka keeps it per partition), not across keys.
    const key = 'one-key';
    await bus.publish(topic, 'in-flight', { key });
    await until(() => started); // taken by the consumer: in flight, not waiting
    for (const p of ['q1', 'q2', 'q3']) await bus.publish(topic, p, { key });
    await t.rejects(bus.publish(topic, 'overflow', { key }), { code: 'service_unavailable' });
    try {
      await bus.publish(topic, 'overflow', { key });
    } catch (err) {
      t.ok((err as GleanerError).retryAfter! >= 1, 'suggests when to retry');
    }
    t.equal(await bus.depth(topic), 3);
    release();
    await until(() => handled.length === 4);
    await bus.publish(topic, 'after', { key });
    await until(() => handled.length === 5);
    t.same(handled, ['in-flight', 'q1', 'q2', 'q3', 'after']);
  });
}
