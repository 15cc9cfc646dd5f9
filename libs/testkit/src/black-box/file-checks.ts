import type { Test } from 'tap';
import { blackBoxCaller, type Answer } from './caller.js';
import type { BlackBoxTarget } from './checks.js';

// Black-box checks of download links, for any topology (both run them: topology-checks.ts). What
// decisions.md promises: links live under DOWNLOAD_BASE_URL (default BASE_URL + /files), need no
// Authorization header and still work when a client sends one anyway (many send theirs to every
// URL), answer HEAD, last until expires_at and answer 404 with the error envelope once tampered
// with, past their expiry, or after the file is deleted. Redirects are followed, as a client does.

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

interface Fetched {
  status: number;
  headers: Headers;
  bytes: Buffer;
}

async function get(url: string, init: { method?: 'GET' | 'HEAD'; headers?: Record<string, string> } = {}): Promise<Fetched> {
  const res = await fetch(url, init);
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** `target.downloadBaseUrl` when the target sets GLEANER_DOWNLOAD_BASE_URL, else its default. */
export async function runFileChecks(t: Test, target: BlackBoxTarget & { downloadBaseUrl?: string }): Promise<void> {
  const call = blackBoxCaller(target.baseUrl);
  const base = target.downloadBaseUrl ?? `${target.baseUrl}/files`;
  const status = (t: Test, a: Answer, expected: number, what: string) => t.equal(a.status, expected, a.status === expected ? what : `${what}: ${JSON.stringify(a.body).slice(0, 300)}`);
  const notFound = (t: Test, f: Fetched, what: string) => {
    t.equal(f.status, 404, `${what}: 404`);
    let body: { success?: boolean; error?: { code?: string } } = {};
    try {
      body = JSON.parse(f.bytes.toString());
    } catch {
      // not JSON: the assertion below says so
    }
    t.same({ success: body.success, code: body.error?.code }, { success: false, code: 'not_found' }, `${what}: the error envelope`);
  };

  const user = await call('POST', '/v1/admin/users', { key: target.adminToken, body: { email: `files-${process.pid}-${Date.now()}@example.com`, name: 'Files', plan: 'pro', credits: 20 } });
  status(t, user, 201, 'a user');
  const key: string = user.body.data.api_key;
  const shot = await call('POST', '/v1/screenshot/capture', { key, body: { url: `${target.siteUrl}/elements` } });
  status(t, shot, 200, 'a screenshot');
  const record = shot.body.data as { id: string; image_url: string; file_size: number; expires_at: string };
  const link = record.image_url;

  await t.test('the link lives under DOWNLOAD_BASE_URL', async (t) => {
    t.ok(link.startsWith(`${base}/`), `${link} starts with ${base}/`);
  });

  await t.test('GET without a key: the file', async (t) => {
    const f = await get(link);
    t.equal(f.status, 200);
    t.same([...f.bytes.subarray(0, 8)], PNG_MAGIC, 'a PNG');
    t.equal(f.bytes.length, record.file_size, 'file_size is the file’s');
    t.equal(f.headers.get('content-type'), 'image/png');
  });

  await t.test('GET with an Authorization header: the same file', async (t) => {
    const f = await get(link, { headers: { authorization: `Bearer ${key}` } });
    t.equal(f.status, 200, f.status === 200 ? 'answered 200' : `answered ${f.status}: ${f.bytes.toString().slice(0, 300)}`);
    t.equal(f.bytes.length, record.file_size);
  });

  await t.test('HEAD: the headers, no body', async (t) => {
    const f = await get(link, { method: 'HEAD' });
    t.equal(f.status, 200);
    t.equal(f.headers.get('content-type'), 'image/png');
    t.equal(f.headers.get('content-length'), String(record.file_size));
    t.equal(f.bytes.length, 0);
  });

  await t.test('the link lasts until expires_at, and a changed link answers 404', async (t) => {
    const url = new URL(link);
    t.equal(Number(url.searchParams.get('expires')), Math.floor(Date.parse(record.expires_at) / 1000), 'its expiry is the record’s');
    const past = new URL(url);
    past.searchParams.set('expires', String(Math.floor(Date.now() / 1000) - 60));
    notFound(t, await get(past.toString()), 'an expiry moved into the past');
    const later = new URL(url);
    later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 86400));
    notFound(t, await get(later.toString()), 'an expiry moved later');
    const sig = url.searchParams.get('sig') ?? '';
    const tampered = new URL(url);
    tampered.searchParams.set('sig', (sig[0] === '0' ? '1' : '0') + sig.slice(1));
    notFound(t, await get(tampered.toString()), 'a changed signature');
    const bare = new URL(url);
    bare.search = '';
    notFound(t, await get(bare.toString()), 'no signature');
    notFound(t, await get(`${base}/screenshot/scr_000000000000000000000000.png${url.search}`), 'another file under the same signature');
  });

  await t.test('after DELETE the link answers 404', async (t) => {
    status(t, await call('DELETE', `/v1/screenshot/${record.id}`, { key }), 200, 'deleted');
    notFound(t, await get(link), 'GET');
    notFound(t, await get(link, { headers: { authorization: `Bearer ${key}` } }), 'GET with a key');
    t.equal((await get(link, { method: 'HEAD' })).status, 404, 'HEAD: 404');
  });
}
