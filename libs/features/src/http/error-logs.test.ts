import t from 'tap';
import { Writable } from 'node:stream';
import { createLogger, createMetrics, GleanerError } from '@gleaner/platform';
import { MemoryBus } from '@gleaner/bus';
import type { Operation } from '@gleaner/contract';
import { ApiServer } from './api-server.js';
import { RenderClient, startRenderWorker, type RenderJob } from '../render/jobs.js';

// Every internal error is logged with its cause and the request id the client got; never a secret.

function capturingLogger() {
  const lines: any[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: createLogger('info', sink), lines };
}

const op = (id: string): Operation => ({ id, method: 'get', path: `/v1/test/${id}`, tag: 'Test', summary: id, auth: 'none' });

t.test('the API logs a 500 with its cause and the request id it answered with', async (t) => {
  const { logger, lines } = capturingLogger();
  const server = new ApiServer({ logger, metrics: createMetrics({ defaults: false }) });
  server.mount(op('wrapped'), () => {
    throw new GleanerError('internal_error', 'internal error', { cause: new Error('disk on fire') });
  });
  server.mount(op('plain'), () => {
    throw new Error('undefined is not a function');
  });
  const { url } = await server.listen(0, '127.0.0.1');
  t.teardown(() => server.close());

  for (const id of ['wrapped', 'plain']) {
    const res = await fetch(`${url}/v1/test/${id}`, { headers: { 'x-request-id': `req-${id}` } });
    t.equal(res.status, 500);
    t.equal((await res.json()).error.code, 'internal_error');
    t.equal(res.headers.get('x-request-id'), `req-${id}`);
  }
  await new Promise((r) => setTimeout(r, 50));
  const wrapped = lines.filter((l) => l.request_id === 'req-wrapped' && l.level >= 40);
  t.ok(wrapped.some((l) => JSON.stringify(l).includes('disk on fire')), 'the cause of a wrapped internal error is in the log');
  const plain = lines.filter((l) => l.request_id === 'req-plain' && l.level >= 40);
  t.ok(plain.some((l) => l.err?.message?.includes('undefined is not a function')), 'an unexpected error is logged with its message');
  t.ok(plain.some((l) => typeof l.err?.stack === 'string'), 'and its stack');
});

t.test('a render worker logs an unexpected failure with the request id; the client gets internal_error', async (t) => {
  const { logger, lines } = capturingLogger();
  const bus = new MemoryBus();
  const boom = async () => Promise.reject(new TypeError('cannot read the page'));
  const slow = async () => Promise.reject(new GleanerError('timeout', 'slow'));
  const sub = await startRenderWorker(bus, { scrape: boom, extract: slow, pdf: boom, screenshot: boom, monitor_capture: boom }, { concurrency: 1, logger });
  t.teardown(async () => {
    await sub.close();
    await bus.close();
  });
  const client = new RenderClient(bus);
  const owner = { userId: 'usr_1', env: 'live' as const };
  const load = { url: 'http://127.0.0.1:9/', timeout: 1000, javascript: true, proxy: false };
  await t.rejects(client.run({ kind: 'scrape', id: 'job_1', owner, payload: { ...load, pages: 1 }, requestId: 'req-77' }, 5000), { code: 'internal_error' });
  await t.rejects(client.run({ kind: 'extract', id: 'job_2', owner, payload: { ...load, prompt: 'p', format: 'json' }, requestId: 'req-78' }, 5000), { code: 'timeout' });
  // A kind no runner knows (a newer API's job) fails as an internal error, logged.
  await t.rejects(client.run({ kind: 'research', id: 'job_3', owner, payload: {}, requestId: 'req-79' } as unknown as RenderJob, 5000), { code: 'internal_error' });
  t.ok(lines.some((l) => l.request_id === 'req-79' && /no runner for render jobs of kind research/.test(l.err?.message)), 'the unknown kind is logged');
  const logged = lines.find((l) => l.request_id === 'req-77');
  t.ok(logged, 'logged with the request id');
  t.match(logged?.err?.message, /cannot read the page/);
  t.equal(logged?.job_id, 'job_1');
  t.notOk(lines.some((l) => l.request_id === 'req-78'), 'an expected failure (timeout) is the client\'s answer, not an error log');
});
