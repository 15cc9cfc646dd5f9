import t from 'tap';
import { QueueRoom } from './queue-room.js';

// A bounded topic's depth is read from the broker only when the answer could matter.

function room(depth: { n: number }, reuseMs = 250) {
  let now = 1_000;
  let reads = 0;
  const r = new QueueRoom(async () => (reads++, depth.n), reuseMs, () => now);
  return { r, reads: () => reads, advance: (ms: number) => (now += ms) };
}

t.test('far from the bound, one read serves the publishes of the window', async (t) => {
  const depth = { n: 0 };
  const { r, reads, advance } = room(depth);
  for (let i = 0; i < 10; i++) await r.take('render', 64);
  t.equal(reads(), 1, 'ten publishes, one read');
  advance(250);
  await r.take('render', 64);
  t.equal(reads(), 2, 'a read older than the window is not reused');
});

t.test('this process counts its own publishes: at half the bound every publish reads', async (t) => {
  const depth = { n: 0 };
  const { r, reads } = room(depth);
  const publish = async () => (await r.take('q', 8), depth.n++); // nothing consumes
  for (let i = 0; i < 4; i++) await publish();
  t.equal(reads(), 1, 'publishes 1-4 of a bound of 8 reuse the first read');
  for (let i = 0; i < 4; i++) await publish();
  t.equal(reads(), 5, 'beyond half the bound each publish reads');
  await t.rejects(publish(), { code: 'service_unavailable' }, 'the ninth finds 8 waiting');
});

t.test('a full queue pushes back only from a fresh read, and reads again after', async (t) => {
  const depth = { n: 3 };
  const { r, reads } = room(depth);
  await t.rejects(r.take('q', 3), { code: 'service_unavailable' });
  depth.n = 0;
  await r.take('q', 3);
  t.equal(reads(), 2, 'the push-back was not remembered');
  depth.n = 31;
  await t.resolves(r.take('q', 64), 'read 0 a moment ago: 2 of 64 is under half');
  await r.take('q', 64);
  t.equal(reads(), 2);
  await t.rejects(new QueueRoom(async () => 64, 250).take('q', 64), { code: 'service_unavailable', retryAfter: 1 });
});

t.test('reuse 0 reads before every publish', async (t) => {
  const { r, reads } = room({ n: 0 }, 0);
  for (let i = 0; i < 3; i++) await r.take('q', 64);
  t.equal(reads(), 3);
});

t.test('topics are counted apart', async (t) => {
  const { r, reads } = room({ n: 0 });
  await r.take('a', 64);
  await r.take('b', 64);
  await r.take('a', 64);
  t.equal(reads(), 2);
});
