import t from 'tap';
import { QueueRoom } from './queue-room.js';

// A bounded topic's depth is read from the broker only when the answer could matter, and the bound
// holds within half a bound whatever the number of publishing processes.

function room(depth: { n: number }, options: { reuseMs?: number; publishers?: number } = {}) {
  let now = 1_000;
  let reads = 0;
  const r = new QueueRoom(async () => (reads++, depth.n), { reuseMs: options.reuseMs ?? 250, publishers: options.publishers ?? 1, now: () => now });
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

t.test('with n publishers a read is reused only under limit / 2n', async (t) => {
  const depth = { n: 0 };
  const { r, reads } = room(depth, { publishers: 4 });
  for (let i = 0; i < 8; i++) await r.take('q', 64);
  t.equal(reads(), 1, '8 = 64 / (2 x 4) publishes on one read');
  await r.take('q', 64);
  t.equal(reads(), 2, 'the ninth reads');
});

t.test('n processes all reading an empty queue at once, then publishing flat out: the queue stays under 1.5 limits', async (t) => {
  for (const n of [1, 2, 3, 10, 25]) {
    const limit = 64;
    const depth = { n: 0 };
    let now = 0;
    const rooms = Array.from({ length: n }, () => new QueueRoom(async () => depth.n, { reuseMs: 1000, publishers: n, now: () => now }));
    // Every process reads the empty queue first (the worst case: none sees the others' publishes).
    await Promise.all(rooms.map((r) => r.take('render', limit)));
    depth.n += n;
    // Then each publishes until pushed back, in turns, nothing consumed, within one reuse window.
    const open = new Set(rooms);
    while (open.size > 0) {
      for (const r of [...open]) {
        try {
          await r.take('render', limit);
          depth.n++;
        } catch {
          open.delete(r);
        }
      }
      now += 1;
    }
    t.ok(depth.n <= 1.5 * limit, `${n} processes: ${depth.n} waiting of ${limit}`);
    t.ok(depth.n >= limit, `and the queue does fill up to its bound (${depth.n})`);
  }
});

t.test('the worst order: one process fills the queue on fresh reads, then the others spend their stale reads of 0', async (t) => {
  for (const n of [2, 10, 25]) {
    const limit = 64;
    const depth = { n: 0 };
    const rooms = Array.from({ length: n }, () => new QueueRoom(async () => depth.n, { reuseMs: 1000, publishers: n, now: () => 0 }));
    await Promise.all(rooms.map((r) => r.take('render', limit)));
    depth.n += n;
    for (const r of rooms) for (let i = 0; i < 200; i++) await r.take('render', limit).then(() => depth.n++, () => undefined);
    // Before, each stale read let through up to half the limit: 10 processes reached 5 limits.
    t.ok(depth.n <= limit + limit / 2, `${n} processes: ${depth.n} waiting of ${limit}`);
  }
});

t.test('publishers unknown: every publish reads', async (t) => {
  let reads = 0;
  const r = new QueueRoom(async () => (reads++, 0), { reuseMs: 1000 });
  for (let i = 0; i < 3; i++) await r.take('q', 64);
  t.equal(reads, 3);
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
  await t.rejects(new QueueRoom(async () => 64, { reuseMs: 250, publishers: 1 }).take('q', 64), { code: 'service_unavailable', retryAfter: 1 });
});

t.test('reuse 0 reads before every publish', async (t) => {
  const { r, reads } = room({ n: 0 }, { reuseMs: 0 });
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
