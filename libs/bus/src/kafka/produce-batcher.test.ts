import t from 'tap';
import type { Message, RecordMetadata, TopicMessages } from 'kafkajs';
import { ProduceBatcher } from './produce-batcher.js';

// Messages published while a produce request is in flight go together in the next one.

function fakeProducer() {
  const sent: TopicMessages[][] = [];
  const gates: Array<(err?: Error) => void> = [];
  const producer = {
    sendBatch({ topicMessages }: { topicMessages: TopicMessages[] }) {
      sent.push(topicMessages);
      return new Promise<RecordMetadata[]>((resolve, reject) => gates.push((err) => (err ? reject(err) : resolve([]))));
    },
  };
  return { producer: async () => producer, sent, release: (err?: Error) => gates.shift()!(err) };
}
const msg = (value: string): Message => ({ key: null, value });
const tick = () => new Promise((r) => setImmediate(r));

t.test('alone, a message leaves at once; those published meanwhile go in one request, by topic', async (t) => {
  const f = fakeProducer();
  const b = new ProduceBatcher(f.producer);
  const first = b.send('render', msg('1'));
  await tick();
  t.equal(f.sent.length, 1, 'the first is sent without waiting');
  const later = [b.send('render', msg('2')), b.send('replies.a', msg('3')), b.send('render', msg('4'))];
  await tick();
  t.equal(f.sent.length, 1, 'nothing more while the first request is in flight');
  f.release();
  await first;
  await tick();
  t.equal(f.sent.length, 2);
  t.same(f.sent[1].map((tm) => [tm.topic, tm.messages.map((m) => m.value)]), [['render', ['2', '4']], ['replies.a', ['3']]]);
  f.release();
  await Promise.all(later);
  t.equal(b.requests, 2, 'four messages, two produce requests');
});

t.test('a failed request fails each of its messages, and the next batch is still sent', async (t) => {
  const f = fakeProducer();
  const b = new ProduceBatcher(f.producer);
  const a = b.send('x', msg('a'));
  await tick();
  const c = b.send('x', msg('c'));
  f.release(new Error('broker gone'));
  await t.rejects(a, /broker gone/);
  await tick();
  t.equal(f.sent.length, 2);
  f.release();
  await t.resolves(c);
});

t.test('no producer (unreachable): every waiting message fails with its error', async (t) => {
  const b = new ProduceBatcher(async () => {
    throw new Error('no broker');
  });
  await t.rejects(Promise.all([b.send('x', msg('1')), b.send('x', msg('2'))]), /no broker/);
  await t.rejects(b.send('x', msg('3')), /no broker/, 'and a later one too, rather than hanging');
});

t.test('lingerMs holds the first message so that more can join it', async (t) => {
  const f = fakeProducer();
  const b = new ProduceBatcher(f.producer, 20);
  const all = [b.send('x', msg('1')), b.send('x', msg('2'))];
  await tick();
  t.equal(f.sent.length, 0, 'held');
  await new Promise((r) => setTimeout(r, 40));
  t.equal(f.sent.length, 1);
  t.equal(f.sent[0][0].messages.length, 2);
  f.release();
  await Promise.all(all);
});

t.test('at most maxMessages a request', async (t) => {
  const f = fakeProducer();
  const b = new ProduceBatcher(f.producer, 0, 2);
  const all = [1, 2, 3, 4, 5].map((i) => b.send('x', msg(String(i))));
  await tick();
  f.release();
  await tick();
  await tick();
  t.same(f.sent.map((s) => s[0].messages.length), [1, 2]);
  f.release();
  await tick();
  await tick();
  t.same(f.sent.map((s) => s[0].messages.length), [1, 2, 2]);
  f.release();
  await Promise.all(all);
});
