import t from 'tap';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startS3StandIn, type S3StandIn } from '@gleaner/testkit';
import { ManualClock } from '@gleaner/platform';
import { runFileStoreContract, type LinkRequest } from '../contract.js';
import { createDownloadHandler } from '../links/download-handler.js';
import { DownloadLinks } from '../links/download-links.js';
import { fetchAnonymously } from '../test-http.js';
import { MAX_PRESIGN_SECONDS, presignWindow } from './presign-window.js';
import { REDIRECT_SECONDS, S3FileStore, type S3FileStoreOptions } from './s3-store.js';
import { isDownloadSource } from '../port.js';

// s3rver is the local S3 stand-in. The contract runs three ways: links under a download base URL
// served by the download handler, streaming from S3 (the default) or redirecting to presigned URLs,
// and presigned links (GLEANER_S3_DOWNLOADS=presigned). s3rver checks no signatures and no
// lifecycle rules, so presigned links are checked for what it can show (right bytes without auth,
// 404 after delete, 400 with an Authorization header) and their expiry from X-Amz-Date + X-Amz-Expires.

let endpoint = '';
let standIn: S3StandIn | undefined;
t.before(async () => {
  standIn = await startS3StandIn();
  endpoint = standIn.endpoint;
});
t.teardown(() => standIn?.stop());

let n = 0;
type Extra = Pick<S3FileStoreOptions, 'publicEndpoint' | 'downloads'> & { bucket?: string };

/** The download handler over an S3 store whose links the API serves. */
function handlerOf(store: S3FileStore) {
  if (!isDownloadSource(store)) throw new Error('the store hands out presigned links');
  return createDownloadHandler(store);
}
function s3Store(clock: ManualClock, extra: Extra = {}): S3FileStore {
  return new S3FileStore({
    endpoint,
    bucket: extra.bucket ?? `gleaner-test-${process.pid}-${++n}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    clock,
    publicEndpoint: extra.publicEndpoint,
    downloads: extra.downloads,
  });
}

/** An S3 store whose links a loopback server serves with the download handler at /files. */
async function servedStore(clock: ManualClock, via: 'stream' | 'redirect', extra: Extra = {}) {
  let store: S3FileStore | undefined;
  const server = http.createServer((req, res) => {
    if (req.url?.startsWith('/files/')) return handlerOf(store!)(req, res);
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const downloadBaseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/files`;
  store = s3Store(clock, { ...extra, downloads: { links: new DownloadLinks({ baseUrl: downloadBaseUrl, secret: `s3-links-${++n}`, clock }), via } });
  const close = async () => {
    store!.close();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  };
  return { store, downloadBaseUrl, close };
}

for (const via of ['stream', 'redirect'] as const) {
  runFileStoreContract(t, `s3 (s3rver), links served by the API: ${via}`, async () => {
    const clock = new ManualClock();
    const { store, downloadBaseUrl, close } = await servedStore(clock, via);
    // A client follows the redirect; Node's fetch drops the Authorization header on the way to another origin.
    return { store, clock, downloadBaseUrl, fetchLink: (url: string, request?: LinkRequest) => fetchAnonymously(url, request, true), close };
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

runFileStoreContract(t, 's3 (s3rver), presigned links', async () => {
  const clock = new ManualClock();
  const store = s3Store(clock);
  return {
    store,
    clock,
    fetchLink: (url: string, request?: LinkRequest) => fetchAnonymously(url, request),
    close: async () => store.close(),
    presignedLinks: { reason: 's3rver does not verify presigned signatures or their expiry', linkExpiresAt },
  };
});

t.test('s3, redirect: a 302 to a presigned URL at the public endpoint, living minutes, never cached', async (t) => {
  const clock = new ManualClock(Date.UTC(2026, 0, 1, 12));
  const { store, close } = await servedStore(clock, 'redirect', { publicEndpoint: 'https://files.example.com' });
  t.teardown(close);
  const expiresAt = new Date(clock.now() + 7 * 86400_000);
  await store.put('pdf/r.pdf', Buffer.from('%PDF-1.7'), { contentType: 'application/pdf', expiresAt });
  const link = await store.signedUrl('pdf/r.pdf', expiresAt);
  const res = await fetchAnonymously(link);
  t.equal(res.status, 302);
  t.equal(res.headers['cache-control'], 'no-store');
  t.equal(res.headers['referrer-policy'], 'no-referrer');
  const target = new URL(res.headers.location ?? '');
  t.equal(target.origin, 'https://files.example.com', 'signed for the public endpoint');
  t.equal(linkExpiresAt(target.toString()).getTime(), clock.now() + REDIRECT_SECONDS * 1000, `lives ${REDIRECT_SECONDS} s`);
  // A file about to expire: the redirect never outlives it.
  await store.put('pdf/soon.pdf', Buffer.from('%PDF-1.7'), { contentType: 'application/pdf', expiresAt: new Date(clock.now() + 10_000) });
  const soon = await fetchAnonymously(await store.signedUrl('pdf/soon.pdf', new Date(clock.now() + 10_000)));
  t.equal(linkExpiresAt(soon.headers.location ?? '').getTime(), clock.now() + 10_000);
});

t.test('s3, stream: while S3 is away a link answers 503 with Retry-After, not 404', async (t) => {
  const own = await startS3StandIn();
  t.teardown(() => own.stop());
  const clock = new ManualClock();
  const links = new DownloadLinks({ baseUrl: 'http://127.0.0.1:1/files', secret: 's', clock });
  const store = new S3FileStore({ endpoint: own.endpoint, bucket: 'away', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true, clock, downloads: { links, via: 'stream' } });
  t.teardown(() => store.close());
  const server = http.createServer(handlerOf(store));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const expiresAt = new Date(clock.now() + 60_000);
  await store.put('pdf/a.pdf', Buffer.from('%PDF'), { contentType: 'application/pdf', expiresAt });
  const local = (await store.signedUrl('pdf/a.pdf', expiresAt)).replace('http://127.0.0.1:1', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  t.equal((await fetchAnonymously(local)).status, 200);
  await own.pause();
  const away = await fetchAnonymously(local);
  t.equal(away.status, 503);
  t.equal(away.headers['retry-after'], '5');
  t.equal(JSON.parse(away.body.toString()).error.code, 'service_unavailable');
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
