import http from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { freePort } from '../free-port.js';
import { startRoundRobinProxy } from './proxy.js';

// The farm's round-robin proxy: turns, streaming both ways, and what it answers when a backend is
// down or there is none.

async function startBackend(name: string, handler?: http.RequestListener): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(
    handler ??
      ((req, res) => {
        res.writeHead(200, { 'content-type': 'application/json', 'x-backend': name });
        res.end(JSON.stringify({ name, path: req.url, forwardedFor: req.headers['x-forwarded-for'], host: req.headers.host }));
      }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    close: () => new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}

/** Fails instead of hanging when something that should happen does not. */
function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what}: nothing within ${ms} ms`)), ms).unref())]);
}

t.test('requests go to each backend in turn; headers say who asked', async (t) => {
  const backends = await Promise.all(['a', 'b', 'c'].map((n) => startBackend(n)));
  t.teardown(() => Promise.all(backends.map((b) => b.close())));
  const proxy = await startRoundRobinProxy({ backends: backends.map((b) => b.url) });
  t.teardown(() => proxy.close());
  const names: string[] = [];
  for (let i = 0; i < 6; i++) {
    const res = await fetch(`${proxy.url}/v1/thing?i=${i}`);
    const body = (await res.json()) as { name: string; path: string; forwardedFor: string; host: string };
    names.push(body.name);
    t.equal(body.path, `/v1/thing?i=${i}`, 'path and query unchanged');
    if (i === 0) {
      t.equal(body.host, `127.0.0.1:${proxy.port}`, 'the Host the client asked for');
      t.equal(body.forwardedFor, '127.0.0.1', 'x-forwarded-for names the client');
      t.equal(res.headers.get('x-backend'), 'a', 'response headers pass through');
    }
  }
  t.same(names, ['a', 'b', 'c', 'a', 'b', 'c']);
  t.same(proxy.sent(), Object.fromEntries(backends.map((b) => [b.url, 2])));
});

t.test('bodies stream both ways: the answer starts before the request has ended', async (t) => {
  // Echoes each chunk as it arrives.
  const echo = await startBackend('echo', (req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    req.on('data', (chunk) => res.write(chunk));
    req.on('end', () => res.end('|end'));
  });
  t.teardown(() => echo.close());
  const proxy = await startRoundRobinProxy({ backends: [echo.url] });
  t.teardown(() => proxy.close());
  const request = http.request(`${proxy.url}/upload`, { method: 'POST', headers: { 'content-type': 'text/plain', 'transfer-encoding': 'chunked' } });
  const response = new Promise<http.IncomingMessage>((resolve, reject) => request.once('response', resolve).once('error', reject));
  request.write('first');
  const res = await within(10_000, 'response headers while the request is open', response);
  t.equal(res.statusCode, 200);
  res.setEncoding('utf8');
  let received = '';
  const firstChunk = new Promise<void>((resolve) => res.on('data', function onData(chunk: string) {
    received += chunk;
    if (received.includes('first')) resolve();
  }));
  await within(10_000, 'the first chunk echoed back while the request is open', firstChunk);
  t.equal(received, 'first', 'the first chunk came back before the second was sent');
  request.end('second');
  await within(10_000, 'the end of the answer', new Promise((resolve) => res.once('end', resolve)));
  t.equal(received, 'firstsecond|end');
});

t.test('a backend that is down: 502 with the error envelope, then it is skipped for a while', async (t) => {
  const live = await startBackend('live');
  t.teardown(() => live.close());
  const dead = `http://127.0.0.1:${await freePort()}`; // nothing listens there
  const proxy = await startRoundRobinProxy({ backends: [dead, live.url], cooldownMs: 60_000 });
  t.teardown(() => proxy.close());
  const first = await fetch(`${proxy.url}/v1/anything`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
  t.equal(first.status, 502);
  const envelope = (await first.json()) as { success: boolean; error: { code: string; message: string } };
  t.equal(envelope.success, false);
  t.equal(envelope.error.code, 'bad_gateway');
  t.match(envelope.error.message, dead, 'the message names the backend');
  for (let i = 0; i < 3; i++) {
    const res = await fetch(`${proxy.url}/v1/anything`);
    t.equal(((await res.json()) as { name: string }).name, 'live', 'the failed backend is skipped during its cooldown');
  }
});

t.test('no backend: 503 service_unavailable with Retry-After; backends can be set later', async (t) => {
  const proxy = await startRoundRobinProxy();
  t.teardown(() => proxy.close());
  const res = await fetch(`${proxy.url}/healthz`);
  t.equal(res.status, 503);
  t.equal(res.headers.get('retry-after'), '1');
  t.equal(((await res.json()) as { error: { code: string } }).error.code, 'service_unavailable');
  const backend = await startBackend('late');
  t.teardown(() => backend.close());
  proxy.setBackends([backend.url]);
  t.same(proxy.backends(), [backend.url]);
  t.equal((await fetch(`${proxy.url}/healthz`)).status, 200);
});
