// Admission without a browser: the bound, the line, the deadline in the line, Retry-After.
import t from 'tap';
import { Admission } from './admission.js';
import { imageSize, imageType } from './image-size.js';
import { PNG } from 'pngjs';

t.test('admission', async (t) => {
  const a = new Admission(2, 1);
  const far = Date.now() + 60_000;
  await a.acquire(far);
  await a.acquire(far);
  t.same(a.counts, { running: 2, queued: 0 });
  let third = false;
  const waiting = a.acquire(far).then(() => (third = true));
  t.same(a.counts, { running: 2, queued: 1 });
  await t.rejects(a.acquire(far), { code: 'service_unavailable', status: 503 });
  t.ok(a.retryAfterSeconds() >= 1);
  a.release(100);
  await waiting;
  t.ok(third, 'the waiting job got the freed slot');
  t.same(a.counts, { running: 2, queued: 0 });
  const late = a.acquire(Date.now() + 50);
  await t.rejects(late, { code: 'timeout' }, 'a job whose deadline passes in the line times out');
  t.same(a.counts, { running: 2, queued: 0 }, 'and leaves the line');
  a.release();
  a.release();
  t.same(a.counts, { running: 0, queued: 0 });
});

t.test('image size from headers', async (t) => {
  const png = new PNG({ width: 37, height: 11 });
  const buf = PNG.sync.write(png);
  t.equal(imageType(buf), 'png');
  t.same(imageSize(buf), { width: 37, height: 11 });
  t.throws(() => imageSize(Buffer.from('not an image at all, just text')));
  t.throws(() => imageSize(Buffer.alloc(0)), 'an empty buffer is not an image');
});
