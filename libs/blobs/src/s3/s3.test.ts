import t from 'tap';
import { startS3StandIn, type S3StandIn } from '@gleaner/testkit';
import { ManualClock } from '@gleaner/platform';
import { runFileStoreContract } from '../contract.js';
import { fetchAnonymously } from '../test-http.js';
import { MAX_PRESIGN_SECONDS, presignWindow } from './presign-window.js';
import { S3FileStore } from './s3-store.js';

// s3rver is the local S3 stand-in. It does not check signatures or lifecycle rules, so this
// run does not rely on either: links are checked for what s3rver can show (right bytes without
// auth, 404 after delete) and their expiry from X-Amz-Date + X-Amz-Expires in the link.

let endpoint = '';
let standIn: S3StandIn | undefined;
t.before(async () => {
  standIn = await startS3StandIn();
  endpoint = standIn.endpoint;
});
t.teardown(() => standIn?.stop());

let n = 0;
function s3Store(clock: ManualClock, extra: { publicEndpoint?: string; bucket?: string } = {}): S3FileStore {
  return new S3FileStore({
    endpoint,
    bucket: extra.bucket ?? `gleaner-test-${process.pid}-${++n}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    clock,
    publicEndpoint: extra.publicEndpoint,
  });
}

/** When a SigV4 presigned link stops working, read from the link itself. */
function linkExpiresAt(url: string): Date {
  const q = new URL(url).searchParams;
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(q.get('X-Amz-Date') ?? '');
  if (!m) throw new Error(`no X-Amz-Date in ${url}`);
  const signed = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]);
  return new Date(signed + Number(q.get('X-Amz-Expires')) * 1000);
}

runFileStoreContract(t, 's3 (s3rver)', async () => {
  const clock = new ManualClock();
  const store = s3Store(clock);
  return {
    store,
    clock,
    fetchLink: fetchAnonymously,
    close: async () => store.close(),
    linksNotVerified: { reason: 's3rver does not verify presigned signatures or their expiry', linkExpiresAt },
  };
});

t.test('s3: presign window never outlives expiresAt and respects the 7-day cap', async (t) => {
  const now = Date.UTC(2026, 0, 1);
  t.same(presignWindow(now, new Date(now + 90_500)), { signingDate: new Date(now), expiresIn: 90 });
  t.same(presignWindow(now, new Date(now + 30 * 86400_000)), { signingDate: new Date(now), expiresIn: MAX_PRESIGN_SECONDS });
  const past = presignWindow(now, new Date(now - 5000));
  t.equal(past.signingDate.getTime() + past.expiresIn * 1000, now - 5000, 'a past expiry gives a link already dead');
  const almost = presignWindow(now, new Date(now + 400));
  t.equal(almost.signingDate.getTime() + almost.expiresIn * 1000, now + 400);
});

t.test('s3: links use the injected clock and the 7-day cap', async (t) => {
  const clock = new ManualClock(Date.UTC(2026, 0, 1, 12));
  const store = s3Store(clock);
  t.teardown(() => store.close());
  const url = new URL(await store.signedUrl('pdf/x.pdf', new Date(clock.now() + 3600_000)));
  t.equal(url.searchParams.get('X-Amz-Date'), '20260101T120000Z');
  t.equal(url.searchParams.get('X-Amz-Expires'), '3600');
  t.match(url.searchParams.get('X-Amz-Signature') ?? '', /^[0-9a-f]{64}$/, 'unguessable: a 256-bit signature');
  const far = new URL(await store.signedUrl('pdf/x.pdf', new Date(clock.now() + 30 * 86400_000)));
  t.equal(far.searchParams.get('X-Amz-Expires'), String(MAX_PRESIGN_SECONDS));
});

t.test('s3: objects carry Expires and expires-at metadata; the bucket is created on first use', async (t) => {
  const clock = new ManualClock();
  const bucket = `gleaner-fresh-${process.pid}`;
  const store = s3Store(clock, { bucket });
  t.teardown(() => store.close());
  await store.ping();
  await store.ping(); // an existing bucket is fine
  const expiresAt = new Date(Math.floor(clock.now() / 1000) * 1000 + 3600_000);
  await store.put('csv/export_1.csv', Buffer.from('a\n'), { contentType: 'text/csv', expiresAt });
  const { HeadObjectCommand } = await import('@aws-sdk/client-s3');
  const head = await store.client.send(new HeadObjectCommand({ Bucket: bucket, Key: 'csv/export_1.csv' }));
  t.equal(head.Metadata?.['expires-at'], expiresAt.toISOString());
  t.equal(head.ExpiresString ? Date.parse(head.ExpiresString) : head.Expires?.getTime(), expiresAt.getTime());
  t.equal(head.ContentLength, 2, 'stored without aws-chunked framing');
  t.equal((await store.read('csv/export_1.csv'))?.toString(), 'a\n');
});

t.test('s3: publicEndpoint signs links for the public origin', async (t) => {
  const clock = new ManualClock();
  const store = s3Store(clock, { publicEndpoint: 'https://files.example.com' });
  t.teardown(() => store.close());
  const url = new URL(await store.signedUrl('pdf/x.pdf', new Date(clock.now() + 60_000)));
  t.equal(url.origin, 'https://files.example.com');
  t.match(url.searchParams.get('X-Amz-SignedHeaders') ?? '', /host/);
});

t.test('s3: ping fails when the endpoint is down', async (t) => {
  const store = new S3FileStore({ endpoint: 'http://127.0.0.1:9', bucket: 'b', region: 'us-east-1', accessKeyId: 'x', secretAccessKey: 'y', forcePathStyle: true });
  t.teardown(() => store.close());
  await t.rejects(store.ping());
});

t.test('s3: while S3 is away calls answer service_unavailable, and work again when it is back', async (t) => {
  const own = await startS3StandIn();
  t.teardown(() => own.stop());
  const store = new S3FileStore({ endpoint: own.endpoint, bucket: 'outage', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true });
  t.teardown(() => store.close());
  const expiresAt = new Date(Date.now() + 60_000);
  await store.put('before.txt', Buffer.from('kept'), { contentType: 'text/plain', expiresAt });
  await own.pause();
  const unavailable = { code: 'service_unavailable', status: 503, retryAfter: 5, message: 'the file store cannot be reached; retry shortly' };
  await t.rejects(store.put('during.txt', Buffer.from('x'), { contentType: 'text/plain', expiresAt }), unavailable, 'put');
  await t.rejects(store.read('before.txt'), unavailable, 'read');
  await t.rejects(store.ping(), unavailable, 'ping (readiness)');
  const cause = await store.read('before.txt').catch((err: { cause?: Error }) => err.cause?.message);
  t.match(cause, own.endpoint, 'the cause names the endpoint');
  await own.restart();
  await store.ping();
  t.equal((await store.read('before.txt'))?.toString(), 'kept', 'the same store reads again, with no restart');
  await store.put('after.txt', Buffer.from('y'), { contentType: 'text/plain', expiresAt });
  t.ok(await store.exists('after.txt'));
  t.equal(await store.read('missing.txt'), null, 'a missing key is still null, not an outage');
});
