import zlib from 'node:zlib';
import t from 'tap';
import iconv from 'iconv-lite';
import { classifyAddress } from './address-ranges.js';
import { guardedFetch, keepAliveAgents } from './fetch.js';
import { NetworkGuard, type LookupFn } from './guard.js';
import { refusedWith } from './refusal-assert.test-helper.js';
import { classifyTreating, startLoopbackServer, type LoopbackServer } from './testing.js';

const open = new NetworkGuard({ allowPrivateNetworks: true });
const strict = new NetworkGuard({ allowPrivateNetworks: false });
// 127.0.0.1 plays the public internet; 127.0.0.2 stays private.
const oneIsPublic = (lookup?: LookupFn) => new NetworkGuard({ allowPrivateNetworks: false, lookup, classify: classifyTreating(['127.0.0.1'], classifyAddress) });
const page = '<!doctype html><title>Fixture</title><p>caf\u00e9 ' + 'x'.repeat(2000) + '</p>';

let a: LoopbackServer;
let b: LoopbackServer;
const remotePorts: number[] = [];
t.before(async () => {
  b = await startLoopbackServer({ host: '127.0.0.2', routes: { '/secret': 'private content' } });
  a = await startLoopbackServer({
    routes: {
      '/': page,
      '/gzip': (_q, s) => (s.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }), s.end(zlib.gzipSync(page))),
      '/br': (_q, s) => (s.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'br' }), s.end(zlib.brotliCompressSync(page))),
      '/deflate': (_q, s) => (s.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'deflate' }), s.end(zlib.deflateSync(page))),
      '/deflate-raw': (_q, s) => (s.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'deflate' }), s.end(zlib.deflateRawSync(page))),
      '/empty-br': (_q, s) => s.writeHead(204, { 'content-encoding': 'br' }).end(),
      '/empty-gzip': (_q, s) => s.writeHead(204, { 'content-encoding': 'gzip' }).end(),
      '/empty-deflate': (_q, s) => s.writeHead(204, { 'content-encoding': 'deflate' }).end(),
      '/cut-deflate': (q, s) => {
        // Headers out, then the connection closes before the first byte of the body.
        s.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'deflate', 'content-length': 1000 });
        s.flushHeaders();
        setTimeout(() => q.socket.destroy(), 20);
      },
      '/truncated-gzip': (_q, s) => s.writeHead(200, { 'content-encoding': 'gzip' }).end(zlib.gzipSync(page).subarray(0, 200)),
      '/latin1': (_q, s) => (s.writeHead(200, { 'content-type': 'text/html; charset=ISO-8859-1' }), s.end(iconv.encode(page, 'latin1'))),
      '/meta-charset': (_q, s) => (s.writeHead(200, { 'content-type': 'text/html' }), s.end(iconv.encode('<meta charset="windows-1252">' + page, 'win1252'))),
      '/host': (q, s) => (s.writeHead(200, { 'content-type': 'text/plain' }), s.end(String(q.headers.host))),
      '/who': (q, s) => {
        remotePorts.push(q.socket.remotePort ?? 0);
        (s.writeHead(200), s.end('ok'));
      },
      '/to-private': (_q, s) => (s.writeHead(302, { location: `${b.origin}/secret` }), s.end()),
      '/to-file': (_q, s) => (s.writeHead(301, { location: 'file:///etc/passwd' }), s.end()),
      '/to-data': (_q, s) => (s.writeHead(302, { location: 'data:text/html,hi' }), s.end()),
      '/chain1': (_q, s) => (s.writeHead(301, { location: '/chain2' }), s.end()),
      '/chain2': (_q, s) => (s.writeHead(307, { location: `${a.origin}/host` }), s.end()),
      '/loop': (_q, s) => (s.writeHead(302, { location: '/loop' }), s.end()),
      '/post-303': (_q, s) => (s.writeHead(303, { location: '/method' }), s.end()),
      '/method': (q, s) => (s.writeHead(200), s.end(q.method)),
      '/hang': () => undefined,
      '/stall-body': (_q, s) => (s.writeHead(200, { 'content-type': 'text/html' }), s.write('<p>start')),
      '/cut-gzip': (_q, s) => {
        s.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip', 'content-length': 5000 });
        s.write(zlib.gzipSync(page).subarray(0, 100), () => s.socket?.destroy());
      },
      '/bad-gzip-stall': (_q, s) => {
        s.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip', 'content-length': 100_000 });
        s.write('this is not gzip at all');
      },
      '/cut-body': (_q, s) => {
        s.writeHead(200, { 'content-type': 'text/html', 'content-length': 1000 });
        s.write('<p>start', () => s.socket?.destroy());
      },
      '/big': (_q, s) => s.writeHead(200, { 'content-type': 'text/plain', 'content-length': 2 * 1024 * 1024 }).end(Buffer.alloc(2 * 1024 * 1024, 97)),
      '/big-chunked': (_q, s) => {
        s.writeHead(200, { 'content-type': 'text/plain' });
        for (let i = 0; i < 32; i++) s.write(Buffer.alloc(64 * 1024, 98));
        s.end();
      },
      '/bomb': (_q, s) => (s.writeHead(200, { 'content-encoding': 'gzip' }), s.end(zlib.gzipSync(Buffer.alloc(20 * 1024 * 1024)))),
    },
  });
});
t.teardown(async () => {
  await a.close();
  await b.close();
});

t.test('with private networks allowed, a real fixture page is fetched', async (t) => {
  const r = await guardedFetch(open, `${a.origin}/`, { timeoutMs: 5000 });
  t.equal(r.status, 200);
  t.equal(r.body, page);
  t.equal(r.contentType, 'text/html; charset=utf-8');
  t.equal(r.bytes, Buffer.byteLength(page));
  t.equal(r.finalUrl, `${a.origin}/`);
  t.same(r.redirects, []);
  t.ok(r.loadTimeMs >= 0 && r.loadTimeMs < 5000);
});

t.test('gzip, br, deflate (zlib and raw) and charsets are decoded', async (t) => {
  for (const p of ['/gzip', '/br', '/deflate', '/deflate-raw', '/latin1', '/meta-charset']) {
    const r = await guardedFetch(open, a.origin + p, { timeoutMs: 5000 });
    t.equal(r.body.endsWith(page), true, `${p} decoded`);
  }
  for (const p of ['/empty-br', '/empty-gzip', '/empty-deflate']) t.equal((await guardedFetch(open, a.origin + p, { timeoutMs: 5000 })).body, '', `${p}: empty body, no error`);
  const cut = await guardedFetch(open, `${a.origin}/truncated-gzip`, { timeoutMs: 5000 });
  t.ok(cut.body.length > 0 && page.startsWith(cut.body), 'a truncated gzip body gives what it holds');
});

t.test('without the allowance, loopback is refused before any connection', async (t) => {
  const before = a.hits.length;
  await refusedWith(t, guardedFetch(strict, `${a.origin}/`, { timeoutMs: 5000 }), 'invalid_url', /loopback/, 'loopback page');
  await refusedWith(t, guardedFetch(strict, 'http://2130706433:' + a.port + '/', { timeoutMs: 5000 }), 'invalid_url', /loopback/, 'decimal form');
  t.equal(a.hits.length, before, 'the server saw nothing');
});

t.test('every redirect hop is checked again', async (t) => {
  const guard = oneIsPublic();
  await refusedWith(t, guardedFetch(guard, `${a.origin}/to-private`, { timeoutMs: 5000 }), 'invalid_url', /127\.0\.0\.2.*loopback/, 'public -> private');
  t.same(b.hits, [], 'the private server was never reached');
  await refusedWith(t, guardedFetch(guard, `${a.origin}/to-file`, { timeoutMs: 5000 }), 'invalid_url', /scheme file:/, 'redirect to file:');
  await refusedWith(t, guardedFetch(guard, `${a.origin}/to-data`, { timeoutMs: 5000 }), 'invalid_url', /scheme data:/, 'redirect to data:');
  const r = await guardedFetch(guard, `${a.origin}/chain1`, { timeoutMs: 5000 });
  t.same(r.redirects, [`${a.origin}/chain2`, `${a.origin}/host`]);
  t.equal(r.finalUrl, `${a.origin}/host`);
  await refusedWith(t, guardedFetch(guard, `${a.origin}/loop`, { timeoutMs: 5000, maxRedirects: 3 }), 'url_not_accessible', /more than 3 redirects/, 'redirect loop');
  const posted = await guardedFetch(guard, `${a.origin}/post-303`, { timeoutMs: 5000, method: 'POST', body: 'x=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  t.equal(posted.body, 'GET', '303 turns POST into GET');
});

t.test("redirect 'manual' answers with the 3xx itself; ignoreBody answers with the head alone", async (t) => {
  const guard = oneIsPublic();
  const hitsBefore = a.hits.length;
  const r = await guardedFetch(guard, `${a.origin}/to-private`, { timeoutMs: 5000, method: 'POST', body: '{}', redirect: 'manual', ignoreBody: true });
  t.equal(r.status, 302);
  t.equal(r.headers.location, `${b.origin}/secret`);
  t.same(r.redirects, []);
  t.same(b.hits, [], 'the redirect was not followed');
  t.equal(a.hits.length, hitsBefore + 1);
  const stalled = await guardedFetch(open, `${a.origin}/stall-body`, { timeoutMs: 2000, ignoreBody: true });
  t.same([stalled.status, stalled.body, stalled.bytes], [200, '', 0], 'a body that never ends is not waited for');
  const big = await guardedFetch(open, `${a.origin}/big`, { timeoutMs: 5000, maxBytes: 1024, ignoreBody: true });
  t.equal(big.status, 200, 'an unread body is not held to maxBytes');
  const port = new URL(a.origin).port;
  const live = Object.entries(keepAliveAgents.http.sockets)
    .filter(([name]) => name.includes(`:${port}:`))
    .flatMap(([, sockets]) => sockets ?? [])
    .filter((socket) => !socket.destroyed);
  t.equal(live.length, 0, 'the responses left unread closed their connections');
});

t.test('the checked address is the one connected to (one lookup a hop)', async (t) => {
  const answers = ['127.0.0.1', '127.0.0.2'];
  let calls = 0;
  const lookup: LookupFn = async () => [{ address: answers[calls++ % 2], family: 4 }];
  const guard = oneIsPublic(lookup);
  const r = await guardedFetch(guard, `http://pin.test:${a.port}/host`, { timeoutMs: 5000 });
  t.equal(calls, 1, 'one lookup for one fetch');
  t.equal(r.body, `pin.test:${a.port}`, 'Host keeps the name while the socket goes to the pinned address');
  // A redirect to the same name is looked up again: the second answer is private.
  calls = 0;
  a.hits.length = 0;
  const redirecting = await startLoopbackServer({ routes: { '/': (_q, s) => (s.writeHead(302, { location: `http://pin.test:${a.port}/host` }), s.end()) } });
  t.teardown(redirecting.close);
  await refusedWith(t, guardedFetch(guard, `http://pin.test:${redirecting.port}/`, { timeoutMs: 5000 }), 'invalid_url', /127\.0\.0\.2/, 'rebinding on redirect');
  t.equal(calls, 2, 'one lookup per hop');
  t.same(b.hits, [], 'private server untouched');
});

t.test('a refused connection falls back to the next checked address', async (t) => {
  const lookup: LookupFn = async () => [{ address: '127.0.0.3', family: 4 }, { address: '127.0.0.1', family: 4 }];
  const guard = new NetworkGuard({ allowPrivateNetworks: false, lookup, classify: classifyTreating(['127.0.0.1', '127.0.0.3'], classifyAddress) });
  const r = await guardedFetch(guard, `http://two.test:${a.port}/host`, { timeoutMs: 5000 });
  t.equal(r.body, `two.test:${a.port}`, 'nothing listens on 127.0.0.3: the second address answered');
  const onlyDead = new NetworkGuard({ allowPrivateNetworks: true, lookup: async () => [{ address: '127.0.0.3', family: 4 }] });
  await refusedWith(t, guardedFetch(onlyDead, `http://two.test:${a.port}/`, { timeoutMs: 5000 }), 'url_not_accessible', /ECONNREFUSED/, 'no address answers');
});

t.test('keep-alive reuses the connection', async (t) => {
  remotePorts.length = 0;
  for (let i = 0; i < 3; i++) await guardedFetch(open, `${a.origin}/who`, { timeoutMs: 5000 });
  t.equal(new Set(remotePorts).size, 1, `three fetches, one socket (${remotePorts.join(',')})`);
});

t.test('timeouts cover DNS, headers and body; the caller can cancel', async (t) => {
  const started = Date.now();
  await refusedWith(t, guardedFetch(open, `${a.origin}/hang`, { timeoutMs: 300 }), 'timeout', /within 300 ms/, 'no answer');
  t.ok(Date.now() - started < 2000, 'gave up near the deadline');
  await refusedWith(t, guardedFetch(open, `${a.origin}/stall-body`, { timeoutMs: 300 }), 'timeout', /within 300 ms/, 'body stalls');
  const hangingDns = new NetworkGuard({ allowPrivateNetworks: false, lookup: () => new Promise(() => undefined) });
  await refusedWith(t, guardedFetch(hangingDns, 'http://slow-dns.test/', { timeoutMs: 200 }), 'timeout', /within 200 ms/, 'DNS hangs');
  const controller = new AbortController();
  setTimeout(() => controller.abort(), 100);
  await refusedWith(t, guardedFetch(open, `${a.origin}/hang`, { timeoutMs: 5000, signal: controller.signal }), 'timeout', /cancelled/, 'caller aborts');
  const before = Date.now();
  await refusedWith(t, guardedFetch(open, `${a.origin}/hang`, { timeoutMs: 5000, signal: AbortSignal.abort() }), 'timeout', /cancelled/, 'caller aborted before the start');
  t.ok(Date.now() - before < 1000, 'an aborted signal ends the fetch at once, not at its deadline');
});

t.test('a body cut off before its length is url_not_accessible at once', async (t) => {
  const started = Date.now();
  await refusedWith(t, guardedFetch(open, `${a.origin}/cut-body`, { timeoutMs: 5000 }), 'url_not_accessible', /could not be fetched/, 'connection closed mid-body');
  await refusedWith(t, guardedFetch(open, `${a.origin}/cut-gzip`, { timeoutMs: 5000 }), 'url_not_accessible', /could not be fetched/, 'connection closed mid-body, gzip');
  await refusedWith(t, guardedFetch(open, `${a.origin}/cut-deflate`, { timeoutMs: 5000 }), 'url_not_accessible', /could not be fetched/, 'connection closed before the first byte, deflate');
  t.ok(Date.now() - started < 2000, 'neither waited for the deadline');
});

t.test('a body that fails to decode closes its connection (it does not stay out of the pool)', async (t) => {
  await refusedWith(t, guardedFetch(open, `${a.origin}/bad-gzip-stall`, { timeoutMs: 5000 }), 'url_not_accessible', /could not be fetched/, 'gzip that is not');
  const port = new URL(a.origin).port;
  const live = Object.entries(keepAliveAgents.http.sockets)
    .filter(([name]) => name.includes(`:${port}:`))
    .flatMap(([, sockets]) => sockets ?? [])
    .filter((socket) => !socket.destroyed);
  t.equal(live.length, 0, 'no live socket to the server is still checked out');
});

t.test('maxBytes limits the decompressed body', async (t) => {
  await refusedWith(t, guardedFetch(open, `${a.origin}/big`, { timeoutMs: 5000, maxBytes: 1024 * 1024 }), 'page_too_large', /1048576 bytes \(2097152 declared\)/, 'plain 2 MB, declared');
  await refusedWith(t, guardedFetch(open, `${a.origin}/big-chunked`, { timeoutMs: 5000, maxBytes: 1024 * 1024 }), 'page_too_large', /larger than 1048576 bytes$/, 'chunked 2 MB, counted');
  await refusedWith(t, guardedFetch(open, `${a.origin}/bomb`, { timeoutMs: 5000, maxBytes: 1024 * 1024 }), 'page_too_large', /1048576/, 'gzip bomb');
  const r = await guardedFetch(open, `${a.origin}/big`, { timeoutMs: 5000 });
  t.equal(r.bytes, 2 * 1024 * 1024, 'under the default 10 MB it passes');
});

t.test('unreachable targets are url_not_accessible', async (t) => {
  const gone = await startLoopbackServer({ routes: {} });
  await gone.close();
  await refusedWith(t, guardedFetch(open, `${gone.origin}/`, { timeoutMs: 5000 }), 'url_not_accessible', /ECONNREFUSED/, 'closed port');
});
