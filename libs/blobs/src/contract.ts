import { randomBytes } from 'node:crypto';
import type { Test } from 'tap';
import { GleanerError, type ManualClock } from '@gleaner/platform';
import type { FileStore } from './port.js';
import { sweepExpiredFiles } from './sweeper.js';

// The contract every FileStore adapter passes (disk with the download handler; S3 against a
// local stand-in, with the handler streaming or redirecting, and with presigned links). Links are
// fetched over real HTTP with no Authorization header unless a check adds one.

export interface LinkResponse {
  status: number;
  body: Buffer;
  headers: Record<string, string>;
}

export interface LinkRequest {
  method?: 'GET' | 'HEAD';
  headers?: Record<string, string>;
}

export interface FileStoreHarness {
  store: FileStore;
  clock: ManualClock;
  /** GET (or HEAD) the link, as a client does (following redirects when the links redirect). */
  fetchLink(url: string, request?: LinkRequest): Promise<LinkResponse>;
  close(): Promise<void>;
  /** Set when links are the service's own: each must start with `${downloadBaseUrl}/`. */
  downloadBaseUrl?: string;
  /**
   * Set when links are presigned S3 URLs (GLEANER_S3_DOWNLOADS=presigned) served by a stand-in
   * that does not verify signatures or expiry (s3rver): the reason is printed, tamper checks are
   * skipped, expiry is checked from the link itself with `linkExpiresAt` instead of by fetching
   * it after the clock moved, and a request adding an Authorization header must be refused (as S3 does).
   */
  presignedLinks?: { reason: string; linkExpiresAt(url: string): Date };
}

export type FileStoreHarnessFactory = () => Promise<FileStoreHarness>;

const MINUTE = 60_000;

/** PNG-like bytes: the PNG signature, then bytes that break text handling (NUL, CR LF, 0xff). */
function pngLike(size = 4096): Buffer {
  const head = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0xff, 0xfe, 0x0d, 0x0a]);
  return Buffer.concat([head, randomBytes(size - head.length)]);
}

let seq = 0;
const uniqueKey = (kind = 'screenshot', ext = 'png') => `${kind}/c${process.pid}_${Date.now().toString(36)}_${++seq}.${ext}`;

function tamperHex(value: string): string {
  const last = value[value.length - 1];
  return value.slice(0, -1) + (last === '0' ? '1' : '0');
}

export function runFileStoreContract(t: Test, name: string, factory: FileStoreHarnessFactory): void {
  const withHarness = (title: string, fn: (t: Test, h: FileStoreHarness) => Promise<void>) =>
    t.test(`${name}: ${title}`, async (t) => {
      const h = await factory();
      t.teardown(() => h.close());
      await fn(t, h);
    });

  withHarness('put/read roundtrip of binary data, size and exists', async (t, h) => {
    const body = pngLike();
    const key = uniqueKey();
    const expiresAt = new Date(h.clock.now() + 7 * 24 * 60 * MINUTE);
    t.equal(await h.store.exists(key), false, 'absent before put');
    t.equal(await h.store.read(key), null, 'read of a missing key is null');
    const stored = await h.store.put(key, body, { contentType: 'image/png', expiresAt });
    t.same(stored, { key, size: body.length, contentType: 'image/png', expiresAt: expiresAt.toISOString() });
    const back = await h.store.read(key);
    t.ok(back && back.equals(body), 'same bytes back');
    t.equal(await h.store.exists(key), true);
    const empty = uniqueKey('csv', 'csv');
    await h.store.put(empty, Buffer.alloc(0), { contentType: 'text/csv', expiresAt });
    t.equal((await h.store.read(empty))?.length, 0, 'an empty file is a file');
    await h.store.ping();
  });

  withHarness('signed link downloads without auth: bytes, content type, disposition', async (t, h) => {
    const body = pngLike(10_000);
    const key = uniqueKey('pdf', 'pdf');
    const expiresAt = new Date(h.clock.now() + 7 * 24 * 60 * MINUTE);
    await h.store.put(key, body, { contentType: 'application/pdf', expiresAt, downloadName: 'report été.pdf' });
    const url = await h.store.signedUrl(key, expiresAt);
    t.match(url, /^https?:\/\//);
    const res = await h.fetchLink(url);
    t.equal(res.status, 200);
    t.ok(res.body.equals(body), 'link serves the stored bytes');
    t.equal(res.headers['content-type'], 'application/pdf');
    t.equal(res.headers['content-length'], String(body.length));
    t.match(res.headers['content-disposition'] ?? '', /attachment; filename="report _t_\.pdf"/);
    t.match(res.headers['content-disposition'] ?? '', /filename\*=UTF-8''report%20%C3%A9t%C3%A9\.pdf/);
    const other = await h.store.signedUrl(key, new Date(expiresAt.getTime() - MINUTE));
    t.not(other, url, 'a link depends on its expiry');
  });

  withHarness('a link ignores an Authorization header and answers HEAD', async (t, h) => {
    const body = pngLike(6000);
    const key = uniqueKey();
    const expiresAt = new Date(h.clock.now() + 60 * MINUTE);
    await h.store.put(key, body, { contentType: 'image/png', expiresAt });
    const url = await h.store.signedUrl(key, expiresAt);
    if (h.downloadBaseUrl) t.ok(url.startsWith(`${h.downloadBaseUrl}/`), `the link lives under ${h.downloadBaseUrl}`);
    // Many clients send their key to every URL they fetch; the link must not mind.
    const withKey = await h.fetchLink(url, { headers: { authorization: 'Bearer gl_live_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' } });
    if (h.presignedLinks) {
      t.equal(withKey.status, 400, 'presigned: S3 refuses a second auth mechanism (why presigned is not the default)');
      return;
    }
    t.equal(withKey.status, 200, withKey.status === 200 ? 'with an Authorization header: 200' : `with an Authorization header: ${withKey.status} ${withKey.body.toString().slice(0, 200)}`);
    t.ok(withKey.body.equals(body), 'and the same bytes');
    const head = await h.fetchLink(url, { method: 'HEAD' });
    t.equal(head.status, 200, 'HEAD: 200');
    t.equal(head.headers['content-type'], 'image/png');
    t.equal(head.headers['content-length'], String(body.length));
    t.equal(head.body.length, 0, 'HEAD has no body');
    await h.store.delete(key);
    t.equal((await h.fetchLink(url, { method: 'HEAD' })).status, 404, 'HEAD after delete: 404');
  });

  withHarness('tampered signature or key answers 404', async (t, h) => {
    const expiresAt = new Date(h.clock.now() + 60 * MINUTE);
    const a = uniqueKey();
    const b = uniqueKey();
    await h.store.put(a, pngLike(), { contentType: 'image/png', expiresAt });
    await h.store.put(b, pngLike(), { contentType: 'image/png', expiresAt });
    const url = new URL(await h.store.signedUrl(a, expiresAt));
    const missing = new URL(url);
    missing.pathname = url.pathname.replace(a, uniqueKey());
    t.equal((await h.fetchLink(missing.toString())).status, 404, 'a link to a key never stored');
    if (h.presignedLinks) {
      t.comment(`tamper checks skipped: ${h.presignedLinks.reason}`);
      return;
    }
    const sigParam = [...url.searchParams.keys()].find((k) => /sig/i.test(k));
    t.ok(sigParam, 'the link carries a signature');
    const badSig = new URL(url);
    badSig.searchParams.set(sigParam!, tamperHex(url.searchParams.get(sigParam!)!));
    t.equal((await h.fetchLink(badSig.toString())).status, 404, 'one changed signature character');
    const otherKey = new URL(url);
    otherKey.pathname = url.pathname.replace(a, b);
    t.equal((await h.fetchLink(otherKey.toString())).status, 404, "a's signature on b's key");
    const bare = new URL(url);
    bare.search = '';
    t.equal((await h.fetchLink(bare.toString())).status, 404, 'no signature at all');
    t.equal((await h.fetchLink(url.toString())).status, 200, 'the untouched link still works');
  });

  withHarness('expiry: links stop at expiresAt, reads and exists follow the clock', async (t, h) => {
    const key = uniqueKey();
    const expiresAt = new Date(h.clock.now() + 10 * MINUTE);
    await h.store.put(key, pngLike(), { contentType: 'image/png', expiresAt });
    const url = await h.store.signedUrl(key, expiresAt);
    t.equal((await h.fetchLink(url)).status, 200, 'valid before expiry');
    if (h.presignedLinks) {
      t.comment(`link expiry checked from the link, not the server: ${h.presignedLinks.reason}`);
      const end = h.presignedLinks.linkExpiresAt(url).getTime();
      t.ok(end <= expiresAt.getTime(), 'the link never outlives expiresAt');
      t.ok(end > expiresAt.getTime() - 2000, 'and lasts until within a second of it');
    }
    h.clock.advance(10 * MINUTE - 1500);
    t.equal(await h.store.exists(key), true, 'still there just before expiry');
    h.clock.advance(1500);
    if (!h.presignedLinks) t.equal((await h.fetchLink(url)).status, 404, 'link answers 404 at expiresAt');
    t.equal(await h.store.read(key), null, 'read is null after expiry');
    t.equal(await h.store.exists(key), false, 'exists is false after expiry');
    const late = await h.store.signedUrl(key, new Date(h.clock.now() - MINUTE));
    if (h.presignedLinks) t.ok(h.presignedLinks.linkExpiresAt(late).getTime() <= h.clock.now() - MINUTE, 'a link for a past time is born expired');
    else t.equal((await h.fetchLink(late)).status, 404, 'a link for a past time is born expired');
  });

  withHarness('delete: link 404, read null, delete twice is fine', async (t, h) => {
    const key = uniqueKey('csv', 'csv');
    const expiresAt = new Date(h.clock.now() + 60 * MINUTE);
    await h.store.put(key, Buffer.from('a,b\n1,2\n'), { contentType: 'text/csv; charset=utf-8', expiresAt });
    const url = await h.store.signedUrl(key, expiresAt);
    const before = await h.fetchLink(url);
    t.equal(before.status, 200);
    t.equal(before.headers['content-type'], 'text/csv; charset=utf-8');
    await h.store.delete(key);
    t.equal((await h.fetchLink(url)).status, 404, 'link answers 404 after delete');
    t.equal(await h.store.read(key), null);
    t.equal(await h.store.exists(key), false);
    await h.store.delete(key);
    await h.store.delete(uniqueKey());
    t.pass('deleting again and deleting a never-stored key do not throw');
  });

  withHarness('keys with path traversal or odd shapes are refused', async (t, h) => {
    const expiresAt = new Date(h.clock.now() + MINUTE);
    const bad = ['../escape.png', 'pdf/../../escape.pdf', '/etc/passwd', 'pdf//x.pdf', 'pdf/./x.pdf', '.hidden', 'a\\..\\b', 'pdf/x.pdf/', '', 'pdf/x.meta.json', 'pdf/%2e%2e/x'];
    for (const key of bad) {
      await t.rejects(h.store.put(key, Buffer.from('x'), { contentType: 'text/plain', expiresAt }), { code: 'invalid_parameter' }, `put ${JSON.stringify(key)}`);
      await t.rejects(h.store.signedUrl(key, expiresAt), GleanerError, `signedUrl ${JSON.stringify(key)}`);
      await t.rejects(h.store.read(key), GleanerError, `read ${JSON.stringify(key)}`);
      await t.rejects(h.store.delete(key), GleanerError, `delete ${JSON.stringify(key)}`);
    }
    await t.rejects(h.store.put(uniqueKey(), Buffer.from('x'), { contentType: 'text/plain\r\nX-Evil: 1', expiresAt }), { code: 'invalid_parameter' }, 'header injection through the content type');
  });

  withHarness('concurrent puts: distinct keys all land, one key ends whole', async (t, h) => {
    const expiresAt = new Date(h.clock.now() + 60 * MINUTE);
    const files = Array.from({ length: 24 }, () => ({ key: uniqueKey(), body: pngLike(2048 + Math.floor(Math.random() * 4096)) }));
    await Promise.all(files.map((f) => h.store.put(f.key, f.body, { contentType: 'image/png', expiresAt })));
    for (const f of files) {
      const back = await h.store.read(f.key);
      if (!back || !back.equals(f.body)) t.fail(`${f.key} came back wrong`);
    }
    t.pass(`${files.length} parallel puts read back intact`);
    const shared = uniqueKey();
    const bodies = Array.from({ length: 8 }, () => pngLike(8192));
    await Promise.all(bodies.map((b) => h.store.put(shared, b, { contentType: 'image/png', expiresAt })));
    const final = await h.store.read(shared);
    t.ok(final && bodies.some((b) => b.equals(final)), 'the last writer wins with a whole body, never a mix');
  });

  withHarness('sweeper removes expired files and keeps live ones', async (t, h) => {
    const soon = uniqueKey();
    const later = uniqueKey();
    await h.store.put(soon, pngLike(), { contentType: 'image/png', expiresAt: new Date(h.clock.now() + MINUTE) });
    await h.store.put(later, pngLike(), { contentType: 'image/png', expiresAt: new Date(h.clock.now() + 7 * 24 * 60 * MINUTE) });
    t.same(await sweepExpiredFiles(h.store, h.clock), [], 'nothing expired yet');
    h.clock.advance(2 * MINUTE);
    const swept = await sweepExpiredFiles(h.store, h.clock);
    t.same(swept, [soon]);
    t.equal(await h.store.exists(later), true);
    h.clock.advance(-2 * MINUTE);
    t.equal(await h.store.read(soon), null, 'the swept file is gone, not just hidden by the clock');
  });
}
