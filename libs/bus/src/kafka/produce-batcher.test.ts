import t from 'tap';
import type { Message, RecordMetadata, TopicMessages } from 'kafkajs';
import { messageBytes, ProduceBatcher } from './produce-batcher.js';

// The batcher against a fake producer that holds each request until released, and can fail, stall
// and refuse a batch over a broker's size limit as Kafka does (the stand-in does none of these).

interface Request {
  topic: string;
  values: string[];
  /** Answered already. */
  done?: boolean;
  release(err?: Error): void;
}

function fakeProducer(broker: { maxBatchBytes?: number; autoRelease?: boolean } = {}) {
  const requests: Request[] = [];
  /** What the "broker" has appended, in order. */
  const written: string[] = [];
  const producer = {
    sendBatch({ topicMessages }: { topicMessages: TopicMessages[] }) {
      const [{ topic, messages }] = topicMessages;
      const values = messages.map((m) => String(m.value));
      const bytes = messages.reduce((n, m) => n + messageBytes(m), 0);
      return new Promise<RecordMetadata[]>((resolve, reject) => {
        const request: Request = { topic, values, release: () => undefined };
        request.release = (err?: Error) => {
          request.done = true;
          if (!err && broker.maxBatchBytes !== undefined && bytes > broker.maxBatchBytes) return reject(new Error('MESSAGE_TOO_LARGE'));
          if (err) reject(err);
          else {
            written.push(...values);
            resolve([]);
          }
        };
        requests.push(request);
        if (broker.autoRelease) setImmediate(() => request.release());
      });
    },
  };
  return { producer: async () => producer, requests, written };
}
const msg = (value: string, partition?: number): Message => ({ key: null, value, ...(partition === undefined ? {} : { partition }) });
const tick = async (n = 3) => {
  for (let i = 0; i < n; i++) await new Promise((r) => setImmediate(r));
};

t.test('alone, a message leaves at once; those published meanwhile go in one request of their lane', async (t) => {
  const f = fakeProducer();
  const b = new ProduceBatcher(f.producer);
  const first = b.send('render', msg('1'));
  await tick();
  t.equal(f.requests.length, 1, 'the first is sent without waiting');
  const later = [b.send('render', msg('2')), b.send('render', msg('4'))];
  await tick();
  t.equal(f.requests.length, 1, 'nothing more on the lane while its request is in flight');
  f.requests[0].release();
  await first;
  await tick();
  t.same(f.requests.map((r) => r.values), [['1'], ['2', '4']]);
  f.requests[1].release();
  await Promise.all(later);
  t.equal(b.requests, 2, 'three messages, two produce requests');
});

t.test('a stalled partition holds up only its own lane', async (t) => {
  const f = fakeProducer();
  const b = new ProduceBatcher(f.producer);
  const stalled = b.send('render', msg('p0-a', 0));
  await tick();
  const behind = b.send('render', msg('p0-b', 0));
  const others = [b.send('render', msg('p1', 1)), b.send('replies.x', msg('reply')), b.send('render', msg('any'))];
  await tick();
  t.same(
    f.requests.map((r) => r.values),
    [['p0-a'], ['p1'], ['reply'], ['any']],
    'other partitions, topics and the unrouted lane are sent while partition 0 waits',
  );
  t.equal(b.load('render', 0), 2, 'its load: one in flight, one queued');
  t.equal(b.load('render', 1), 1);
  for (const r of f.requests.slice(1)) r.release();
  await t.resolves(Promise.all(others));
  t.equal(b.load('render', 1), 0);
  f.requests[0].release(new Error('REQUEST_TIMED_OUT'));
  await t.rejects(stalled, /REQUEST_TIMED_OUT/);
  await tick();
  f.requests[4].release();
  await t.resolves(behind, 'and the stalled lane goes on after');
});

t.test('a batch stays under maxBytes: replies that together pass the broker limit all arrive', async (t) => {
  const f = fakeProducer({ maxBatchBytes: 1000, autoRelease: true });
  const b = new ProduceBatcher(f.producer, { maxBytes: 900 });
  const big = (i: number) => msg(`${i}:${'x'.repeat(300)}`, 0);
  const first = b.send('replies.a', big(0));
  const rest = [1, 2, 3, 4, 5].map((i) => b.send('replies.a', big(i)));
  await t.resolves(Promise.all([first, ...rest]), 'none fails');
  t.same(f.requests.map((r) => r.values.length), [1, 2, 2, 1], 'at most two of ~340 bytes in 900');
  t.equal(f.written.length, 6);
});

t.test('without the cap the same replies fail together (what the cap prevents)', async (t) => {
  const f = fakeProducer({ maxBatchBytes: 1000 });
  const b = new ProduceBatcher(f.producer, { maxBytes: 1_000_000 });
  const first = b.send('replies.a', msg('0'));
  await tick();
  const rest = [1, 2, 3, 4].map((i) => b.send('replies.a', msg(`${i}:${'x'.repeat(300)}`)));
  f.requests[0].release();
  await first;
  await tick();
  t.same(f.requests[1].values.length, 4, 'one batch of ~1,360 bytes');
  f.requests[1].release();
  for (let i = 2; i < 6; i++) {
    await tick();
    t.equal(f.requests.length, i + 1, 'refused whole, then sent again alone, one after another');
    f.requests[i].release();
  }
  await t.resolves(Promise.all(rest), 'each alone fits: every caller succeeds');
});

t.test('a message over maxBytes goes alone; a refused one fails only its own caller', async (t) => {
  const f = fakeProducer({ maxBatchBytes: 1000, autoRelease: true });
  const b = new ProduceBatcher(f.producer, { maxBytes: 500 });
  const first = b.send('x', msg('first'));
  const huge = b.send('x', msg('h'.repeat(2000)));
  const small = [b.send('x', msg('s1')), b.send('x', msg('s2'))];
  await t.rejects(huge, /MESSAGE_TOO_LARGE/);
  await t.resolves(Promise.all([first, ...small]));
  t.same(f.requests.map((r) => r.values.map((v) => v.slice(0, 2))), [['fi'], ['hh'], ['s1', 's2']]);
});

t.test('a batch that failed after a partial write is resent one by one: each caller has its own outcome', async (t) => {
  const f = fakeProducer();
  const b = new ProduceBatcher(f.producer);
  const first = b.send('render', msg('0'));
  await tick();
  const jobs = ['a', 'b', 'c'].map((v) => b.send('render', msg(v)));
  f.requests[0].release();
  await first;
  await tick();
  // The broker appended a and b, then the answer was lost.
  f.written.push('a', 'b');
  f.requests[1].release(new Error('REQUEST_TIMED_OUT'));
  for (let i = 2; i < 5; i++) {
    await tick();
    f.requests[i].release(i === 4 ? new Error('NOT_ENOUGH_REPLICAS') : undefined);
  }
  t.same(f.requests.slice(2).map((r) => r.values), [['a'], ['b'], ['c']], 'each sent again, alone');
  const outcomes = await Promise.allSettled(jobs);
  t.same(outcomes.map((o) => o.status), ['fulfilled', 'fulfilled', 'rejected'], 'only c fails: a and b are not answered 503 while they run');
  t.same(f.written, ['0', 'a', 'b', 'a', 'b'], 'a and b twice: consumers are idempotent by message id');
});

t.test('a failed lone message fails its caller, and the next batch is still sent', async (t) => {
  const f = fakeProducer();
  const b = new ProduceBatcher(f.producer);
  const a = b.send('x', msg('a'));
  await tick();
  const c = b.send('x', msg('c'));
  f.requests[0].release(new Error('broker gone'));
  await t.rejects(a, /broker gone/);
  await tick();
  t.equal(f.requests.length, 2, 'not resent: it was alone');
  f.requests[1].release();
  await t.resolves(c);
});

t.test('no producer (unreachable): every waiting message fails with its error, none is resent', async (t) => {
  let calls = 0;
  const b = new ProduceBatcher(async () => {
    calls++;
    throw new Error('no broker');
  });
  await t.rejects(Promise.all([b.send('x', msg('1')), b.send('x', msg('2'))]), /no broker/);
  await t.rejects(b.send('x', msg('3')), /no broker/, 'and a later one too, rather than hanging');
  t.equal(b.requests, 0);
  t.ok(calls <= 3);
});

t.test('lingerMs holds the first message so that more can join it', async (t) => {
  const f = fakeProducer();
  const b = new ProduceBatcher(f.producer, { lingerMs: 20 });
  const all = [b.send('x', msg('1')), b.send('x', msg('2'))];
  await tick();
  t.equal(f.requests.length, 0, 'held');
  await new Promise((r) => setTimeout(r, 40));
  t.equal(f.requests.length, 1);
  t.equal(f.requests[0].values.length, 2);
  f.requests[0].release();
  await Promise.all(all);
});

t.test('at most maxMessages a request', async (t) => {
  const f = fakeProducer({ autoRelease: true });
  const b = new ProduceBatcher(f.producer, { maxMessages: 2 });
  await Promise.all([1, 2, 3, 4, 5].map((i) => b.send('x', msg(String(i)))));
  t.same(f.requests.map((r) => r.values.length), [1, 2, 2]);
});

t.test('messageBytes counts key, value and headers', async (t) => {
  const base = messageBytes({ key: null, value: null });
  t.equal(messageBytes({ key: 'k', value: Buffer.from('vv'), headers: { h: 'abc' } }), base + 1 + 2 + 1 + 3);
});

// A broker that answers the newest request first: what two requests in flight for one key would
// do (a retry of the older one, a slower leader), so any order not enforced by the batcher shows.
async function releaseNewestFirst(f: ReturnType<typeof fakeProducer>, all: Promise<unknown>[]) {
  let done = false;
  void Promise.allSettled(all).then(() => (done = true));
  for (let i = 0; i < 100 && !done; i++) {
    await tick();
    const pending = f.requests.filter((r) => !r.done);
    pending[pending.length - 1]?.release();
  }
}
const keyed = (value: string, key: string, partition?: number): Message => ({ ...msg(value, partition), key });

t.test('keyed messages keep publish order when their partition becomes known meanwhile', async (t) => {
  const f = fakeProducer();
  const b = new ProduceBatcher(f.producer);
  // Published before the router knew the partitions (the `*` lane), then after (the partition's lane).
  const all = [b.send('jobs', keyed('k1', 'user-1')), b.send('jobs', keyed('k2', 'user-1'))];
  await tick();
  all.push(b.send('jobs', keyed('k3', 'user-1', 2)), b.send('jobs', keyed('k4', 'user-1', 2)));
  await releaseNewestFirst(f, all);
  await t.resolves(Promise.all(all));
  t.same(f.written, ['k1', 'k2', 'k3', 'k4'], 'in publish order');
});

t.test('keyed messages keep publish order when their partition is forgotten meanwhile (a failed send)', async (t) => {
  const f = fakeProducer();
  const b = new ProduceBatcher(f.producer);
  const all = [b.send('jobs', keyed('k1', 'user-1', 1))];
  await tick();
  all.push(b.send('jobs', keyed('k2', 'user-1', 1)), b.send('jobs', keyed('k3', 'user-1')));
  await releaseNewestFirst(f, all);
  await t.resolves(Promise.all(all));
  t.same(f.written, ['k1', 'k2', 'k3']);
});

t.test('a key follows its messages still in flight only: other keys keep their partition lanes, and it returns to its own once drained', async (t) => {
  const f = fakeProducer();
  const b = new ProduceBatcher(f.producer);
  const first = b.send('jobs', keyed('a1', 'a'));
  await tick();
  const a2 = b.send('jobs', keyed('a2', 'a', 0));
  const other = b.send('jobs', keyed('b1', 'b', 1));
  await tick();
  t.same(f.requests.map((r) => r.values), [['a1'], ['b1']], 'b goes at once in its partition lane; a2 waits behind a1');
  t.equal(b.load('jobs', 0), 0, 'a2 is not counted in partition 0 meanwhile');
  f.requests[1].release();
  await other;
  f.requests[0].release();
  await first;
  await tick();
  f.requests[2].release();
  await a2;
  const a3 = b.send('jobs', keyed('a3', 'a', 0));
  t.equal(b.load('jobs', 0), 1, 'drained: the key is back in its partition lane');
  await tick();
  f.requests[3].release();
  await a3;
  t.same(f.written, ['b1', 'a1', 'a2', 'a3']);
});

t.test('a failed batch is resent one message after another, in order', async (t) => {
  const f = fakeProducer();
  const b = new ProduceBatcher(f.producer);
  const first = b.send('jobs', keyed('0', 'k', 0));
  await tick();
  const jobs = ['a', 'b', 'c'].map((v) => b.send('jobs', keyed(v, 'k', 0)));
  f.requests[0].release();
  await first;
  await tick();
  f.requests[1].release(new Error('REQUEST_TIMED_OUT'));
  await tick();
  t.equal(f.requests.length, 3, 'one resend in flight at a time');
  await releaseNewestFirst(f, jobs);
  await t.resolves(Promise.all(jobs));
  t.same(f.written, ['0', 'a', 'b', 'c'], 'a, b, c in publish order');
});

t.test('a resend that throws synchronously fails its caller only, and every caller is settled once', async (t) => {
  let calls = 0;
  const producer = {
    sendBatch({ topicMessages }: { topicMessages: TopicMessages[] }) {
      calls++;
      if (calls === 1) return Promise.reject(new Error('REQUEST_TIMED_OUT'));
      if (String(topicMessages[0].messages[0].value) === 'b') throw new Error('thrown at once');
      return Promise.resolve([] as RecordMetadata[]);
    },
  };
  const b = new ProduceBatcher(async () => producer, { lingerMs: 1 });
  const outcomes: string[][] = [[], [], []];
  const jobs = ['a', 'b', 'c'].map((v, i) =>
    b.send('jobs', msg(v)).then(
      () => void outcomes[i].push('ok'),
      (err: Error) => void outcomes[i].push(err.message),
    ),
  );
  await Promise.all(jobs);
  t.same(outcomes, [['ok'], ['thrown at once'], ['ok']]);
  t.equal(calls, 4, 'the batch, then each alone');
});

t.test('a resend that finds the brokers away fails the rest of its batch at once, not one timeout each', async (t) => {
  const sent: string[][] = [];
  const away = Object.assign(new Error('connection refused'), { name: 'KafkaJSConnectionError' });
  const producer = {
    sendBatch({ topicMessages }: { topicMessages: TopicMessages[] }) {
      sent.push(topicMessages[0].messages.map((m) => String(m.value)));
      return Promise.reject(sent.length === 1 ? new Error('REQUEST_TIMED_OUT') : away);
    },
  };
  const b = new ProduceBatcher(async () => producer, { lingerMs: 1 });
  const outcomes = await Promise.all(['a', 'b', 'c', 'd'].map((v) => b.send('jobs', msg(v)).then(() => 'ok', (err: Error) => err.name)));
  t.same(outcomes, ['KafkaJSConnectionError', 'KafkaJSConnectionError', 'KafkaJSConnectionError', 'KafkaJSConnectionError'], 'every caller told, with the reason');
  t.same(sent, [['a', 'b', 'c', 'd'], ['a']], 'the batch, then one resend: the others were not tried');
});
