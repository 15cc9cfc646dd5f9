import t from 'tap';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ManualClock } from '@gleaner/platform';
import { runFileStoreContract, type LinkRequest } from '../contract.js';
import { fetchAnonymously } from '../test-http.js';
import { DiskFileStore } from './disk-store.js';
import { createDownloadHandler } from '../links/download-handler.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gleaner-blobs-disk-'));
t.teardown(() => fs.rmSync(root, { recursive: true, force: true }));
let n = 0;

/** A disk store in a fresh folder, served by a loopback server mounting the handler at /files. */
async function diskHarness() {
  const clock = new ManualClock();
  const dir = path.join(root, `store${++n}`, 'files');
  let store: DiskFileStore | undefined;
  const server = http.createServer((req, res) => {
    if (req.url?.startsWith('/files/')) return createDownloadHandler(store!)(req, res);
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const downloadBaseUrl = `http://127.0.0.1:${port}/files`;
  store = new DiskFileStore({ dir, downloadBaseUrl, signingSecret: 'test-secret-' + n, clock });
  return {
    store,
    clock,
    dir,
    downloadBaseUrl,
    fetchLink: (url: string, request?: LinkRequest) => fetchAnonymously(url, request),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // fetch keeps sockets alive; do not wait for them to idle out
      }),
  };
}

runFileStoreContract(t, 'disk', diskHarness);

t.test('disk: response headers, HEAD, the 404 envelope', async (t) => {
  const h = await diskHarness();
  t.teardown(() => h.close());
  const expiresAt = new Date(h.clock.now() + 3600_000);
  const body = Buffer.from('\x89PNG\r\n\x1a\nbytes');
  await h.store.put('screenshot/shot_1.png', body, { contentType: 'image/png', expiresAt });
  const url = await h.store.signedUrl('screenshot/shot_1.png', expiresAt);
  t.match(url, /\/files\/screenshot\/shot_1\.png\?expires=\d+&sig=[0-9a-f]{64}$/);
  const got = await h.fetchLink(url);
  t.equal(got.headers['cache-control'], 'private');
  t.equal(got.headers['content-disposition'], 'inline', 'no download name: shown inline');
  t.equal(got.headers['x-content-type-options'], 'nosniff');
  const head = await h.fetchLink(url, { method: 'HEAD' });
  t.equal(head.status, 200);
  t.equal(head.headers['content-length'], String(body.length));
  t.equal(head.body.length, 0, 'HEAD has no body');
  const bad = await h.fetchLink(url.replace(/sig=./, 'sig=x'));
  t.equal(bad.status, 404);
  t.same(JSON.parse(bad.body.toString()), { success: false, error: { code: 'not_found', message: 'file not found or link expired' } });
  const post = await fetch(url, { method: 'POST' });
  t.equal(post.status, 404, 'only GET and HEAD are served');
  await post.arrayBuffer();
});

t.test('disk: layout is <dir>/<key> plus a sidecar, writes leave no temp files', async (t) => {
  const h = await diskHarness();
  t.teardown(() => h.close());
  const expiresAt = new Date(h.clock.now() + 3600_000);
  await h.store.put('pdf/pdf_1.pdf', Buffer.from('%PDF-1.7'), { contentType: 'application/pdf', expiresAt, downloadName: 'a.pdf' });
  t.equal(fs.readFileSync(path.join(h.dir, 'pdf', 'pdf_1.pdf'), 'utf8'), '%PDF-1.7');
  const meta = JSON.parse(fs.readFileSync(path.join(h.dir, 'pdf', 'pdf_1.pdf.meta.json'), 'utf8'));
  t.match(meta, { contentType: 'application/pdf', expiresAt: expiresAt.toISOString(), downloadName: 'a.pdf', size: 8 });
  t.same(fs.readdirSync(path.join(h.dir, '.tmp')), [], 'no temp files left behind');
  t.notOk(fs.existsSync(path.join(path.dirname(h.dir), 'escape.png')));
});

t.test('disk: the sweeper removes orphans of crashed writes after a grace period', async (t) => {
  const h = await diskHarness();
  t.teardown(() => h.close());
  const expiresAt = new Date(h.clock.now() + 3600_000);
  await h.store.put('pdf/live.pdf', Buffer.from('x'), { contentType: 'application/pdf', expiresAt });
  fs.writeFileSync(path.join(h.dir, 'pdf', 'orphan.pdf'), 'no sidecar');
  fs.writeFileSync(path.join(h.dir, 'pdf', 'gone.pdf.meta.json'), '{}');
  t.same(await h.store.sweepExpired(new Date(h.clock.now())), [], 'a fresh orphan may be a put in progress');
  t.ok(fs.existsSync(path.join(h.dir, 'pdf', 'orphan.pdf')));
  t.notOk(fs.existsSync(path.join(h.dir, 'pdf', 'gone.pdf.meta.json')), 'a sidecar without data is removed');
  t.same((await h.store.sweepExpired(new Date(Date.now() + 2 * 3600_000))).sort(), ['pdf/live.pdf', 'pdf/orphan.pdf']);
});

t.test('disk: links for a public origin, handler mounted at another path', async (t) => {
  const clock = new ManualClock();
  const store = new DiskFileStore({ dir: path.join(root, 'mounted'), downloadBaseUrl: 'https://cdn.example.com/dl/', signingSecret: 's', clock });
  const handler = createDownloadHandler(store, { mountPath: '/files' });
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const expiresAt = new Date(clock.now() + 60_000);
  await store.put('csv/e.csv', Buffer.from('x,y\n'), { contentType: 'text/csv', expiresAt });
  const url = await store.signedUrl('csv/e.csv', expiresAt);
  t.match(url, /^https:\/\/cdn\.example\.com\/dl\/csv\/e\.csv\?/);
  const local = url.replace('https://cdn.example.com/dl', `http://127.0.0.1:${(server.address() as AddressInfo).port}/files`);
  const res = await fetchAnonymously(local);
  t.equal(res.status, 200);
  t.equal(res.body.toString(), 'x,y\n');
});

t.test('a download the store fails: 500 to the client, the cause handed to onFailure (the access line logs it)', async (t) => {
  const clock = new ManualClock();
  const store = new DiskFileStore({ dir: path.join(root, 'failing'), downloadBaseUrl: 'http://127.0.0.1/files', signingSecret: 's', clock });
  const expiresAt = new Date(clock.now() + 60_000);
  await store.put('csv/f.csv', Buffer.from('x\n'), { contentType: 'text/csv', expiresAt });
  const url = new URL(await store.signedUrl('csv/f.csv', expiresAt));
  const cause = new Error('disk went away');
  store.openDownload = async () => {
    throw cause;
  };
  const failures: unknown[] = [];
  const server = http.createServer(createDownloadHandler(store, { onFailure: (_req, err) => failures.push(err) }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${url.pathname}${url.search}`);
  t.equal(res.status, 500);
  t.match(await res.json(), { success: false, error: { code: 'internal_error' } });
  t.same(failures, [cause], 'the cause reaches the caller, once');
});
