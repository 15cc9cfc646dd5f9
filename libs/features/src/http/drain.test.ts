import t from 'tap';
import { createLogger, createMetrics } from '@gleaner/platform';
import type { Operation } from '@gleaner/contract';
import { ApiServer } from './api-server.js';

const slow: Operation = { id: 'slow', method: 'get', path: '/slow', tag: 'Test', summary: 'slow', auth: 'none', rawResponse: true };

// A stopping API (SIGTERM in a rolling update) lets its requests in flight finish within the drain
// time, takes no new connection meanwhile, and cuts what is left after it.

async function slowServer() {
  const server = new ApiServer({ logger: createLogger('silent'), metrics: createMetrics({ defaults: false }) });
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const inFlight = new Promise<void>((resolve) => (arrived = resolve));
  server.mountRaw(slow, async (_req, res) => {
    arrived();
    await gate;
    res.end('done');
  });
  const { url } = await server.listen(0, '127.0.0.1');
  return { server, url, release, inFlight };
}

t.test('close(drainMs): a request in flight finishes; a new one is refused', async (t) => {
  const { server, url, release, inFlight } = await slowServer();
  const answer = fetch(`${url}/slow`).then(async (r) => ({ status: r.status, body: await r.text() }));
  await inFlight;
  let closed = false;
  const closing = server.close(60_000).then(() => (closed = true));
  await t.rejects(fetch(`${url}/slow`), 'no new connection while draining');
  t.notOk(closed, 'still draining');
  release();
  t.same(await answer, { status: 200, body: 'done' }, 'the request in flight got its answer');
  await closing;
  t.ok(closed, 'closed once nothing is in flight');
});

t.test('past the drain time, what is left is cut', async (t) => {
  const { server, url, release, inFlight } = await slowServer();
  t.teardown(release);
  const answer = fetch(`${url}/slow`).then((r) => r.text());
  await inFlight;
  await server.close(200);
  await t.rejects(answer, 'cut');
});

t.test('close() without a drain time cuts at once (tests)', async (t) => {
  const { server, url, release, inFlight } = await slowServer();
  t.teardown(release);
  const answer = fetch(`${url}/slow`).then((r) => r.text());
  await inFlight;
  await server.close();
  await t.rejects(answer, 'cut');
});
