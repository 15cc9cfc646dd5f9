import t, { type Test } from 'tap';
import { Writable } from 'node:stream';
import { createLogger, createMetrics, GleanerError, notFound } from '@gleaner/platform';
import { rawOperations, type Operation } from '@gleaner/contract';
import { ApiServer } from './api-server.js';
import { AccessLog, type AccessLogSettings } from './access-log.js';
import type { AuthContext, RequestGate } from './context.js';

// The access line of every request: its fields, its level, its sampling, and nothing secret in it.

function capturingLogger(level = 'info') {
  const lines: any[] = [];
  const text: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        text.push(line);
        lines.push(JSON.parse(line));
      }
      done();
    },
  });
  return { logger: createLogger(level, sink), lines, text };
}

const KEY = 'gl_live_0123456789abcdef0123456789abcdef';
const USER: AuthContext = { userId: 'usr_access', keyId: 'key_1', env: 'live', plan: 'pro' };
const gate: RequestGate = {
  authenticate: (authorization) => {
    if (authorization === `Bearer ${KEY}`) return USER;
    throw new GleanerError('unauthorized', 'invalid API key');
  },
  admit: () => ({ headers: {}, release: () => {} }),
  record: () => {},
};

const op = (id: string, extra: Partial<Operation> = {}): Operation => ({ id, method: 'get', path: `/v1/test/${id}/{id}`, tag: 'Test', summary: id, auth: 'key', params: { type: 'object', properties: { id: { type: 'string' } } }, ...extra });

async function startServer(t: Test, settings?: AccessLogSettings, level = 'info') {
  const { logger, lines, text } = capturingLogger(level);
  const server = new ApiServer({ logger, metrics: createMetrics({ defaults: false }), gate, accessLog: settings });
  server.mount(op('ok'), (ctx) => ({ data: { id: (ctx.params as unknown as { id: string }).id } }));
  server.mount(op('missing'), () => {
    throw notFound('monitor');
  });
  server.mount(op('slow'), () => {
    throw new GleanerError('timeout', 'wait_for selector "#never" did not appear within 400 ms', { details: { url: 'https://site.example/?token=page-secret' } });
  });
  server.mount(op('broken'), () => {
    throw new TypeError('undefined is not a function');
  });
  server.mount(op('strict', { method: 'post', body: { type: 'object', required: ['url'], properties: { url: { type: 'string' } }, additionalProperties: false } }), () => ({ data: {} }));
  server.mountRaw(rawOperations.downloadFile, (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/pdf' });
    res.end('%PDF');
  }, '/files/*');
  const { url } = await server.listen(0, '127.0.0.1');
  t.teardown(() => server.close());
  const call = async (path: string, init: RequestInit & { id?: string } = {}) => {
    const headers = { 'x-request-id': init.id ?? 'req-x', ...(init.headers as Record<string, string>) };
    const res = await fetch(url + path, { ...init, headers });
    await res.arrayBuffer();
    return res.status;
  };
  // (a line is written before the answer's last byte; a tick lets the sink take it)
  const settle = () => new Promise((r) => setImmediate(r));
  return { call, lines, text, settle };
}

const auth = { authorization: `Bearer ${KEY}` };

t.test('a line per request: success, 404, 401, 400, 405, an unknown route and a download', async (t) => {
  const s = await startServer(t);
  t.equal(await s.call('/v1/test/ok/42?api_key=query-secret', { headers: auth, id: 'req-ok' }), 200);
  t.equal(await s.call('/v1/test/missing/mon_1', { headers: auth, id: 'req-404' }), 404);
  t.equal(await s.call('/v1/test/ok/42', { headers: { authorization: 'Bearer gl_live_wrongwrongwrongwrongwrongwrongwron' }, id: 'req-401' }), 401);
  t.equal(await s.call('/v1/test/strict/1', { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ url: 1, password: 'body-secret' }), id: 'req-400' }), 400);
  t.equal(await s.call('/v1/test/ok/42', { method: 'DELETE', headers: auth, id: 'req-405' }), 405);
  t.equal(await s.call('/v1/no-such/route-secret?token=q', { id: 'req-unknown' }), 404);
  t.equal(await s.call('/files/pdf_1.pdf?expires=9999999999&signature=sig-secret', { id: 'req-file' }), 200);
  await s.settle();

  const line = (id: string) => s.lines.find((l) => l.request_id === id && /^request/.test(l.msg));
  t.match(line('req-ok'), { level: 30, msg: 'request', method: 'GET', route: '/v1/test/ok/{id}', status: 200, user_id: 'usr_access', request_id: 'req-ok' });
  t.type(line('req-ok')?.duration_ms, 'number');
  t.match(line('req-404'), { level: 30, route: '/v1/test/missing/{id}', status: 404, error_code: 'not_found', user_id: 'usr_access' });
  t.match(line('req-401'), { level: 30, route: '/v1/test/ok/{id}', status: 401, error_code: 'unauthorized' });
  t.notOk('user_id' in (line('req-401') ?? {}), 'no user before the key checked out');
  t.match(line('req-400'), { level: 30, method: 'POST', route: '/v1/test/strict/{id}', status: 400, error_code: 'invalid_parameter' });
  t.match(line('req-405'), { level: 30, method: 'DELETE', status: 405 });
  t.match(line('req-unknown'), { level: 30, method: 'GET', status: 404 });
  t.notOk('route' in (line('req-unknown') ?? {}), 'no route matched: no route, and never the path');
  t.match(line('req-file'), { level: 30, method: 'GET', route: '/files/*', status: 200 });
  t.equal(s.lines.filter((l) => /^request/.test(l.msg)).length, 7, 'one line each, no more');
  t.notOk(s.lines.some((l) => l.err), 'no 4xx carries an error object (nor its stack)');

  const all = s.text.join('\n');
  for (const secret of [KEY, 'gl_live_wrong', 'query-secret', 'body-secret', 'sig-secret', 'signature', 'route-secret', 'authorization', 'Bearer']) {
    t.notOk(all.includes(secret), `no ${secret} in the log`);
  }
});

t.test('an expected failure is a warning without a stack; an unexpected one an error with it', async (t) => {
  const s = await startServer(t);
  t.equal(await s.call('/v1/test/slow/1', { headers: auth, id: 'req-slow' }), 504);
  t.equal(await s.call('/v1/test/broken/1', { headers: auth, id: 'req-broken' }), 500);
  await s.settle();
  const slow = s.lines.filter((l) => l.request_id === 'req-slow');
  t.equal(slow.length, 1);
  t.match(slow[0], { level: 40, msg: 'request failed', status: 504, error_code: 'timeout', route: '/v1/test/slow/{id}' });
  t.notOk(slow[0].err, 'no error object, no stack');
  t.notOk(JSON.stringify(slow[0]).includes('page-secret'), "nor the customer's URL");
  const broken = s.lines.filter((l) => l.request_id === 'req-broken');
  t.equal(broken.length, 1, 'one line: the access line carries the error');
  t.match(broken[0], { level: 50, msg: 'request failed', status: 500, user_id: 'usr_access' });
  t.match(broken[0].err?.message, /undefined is not a function/);
  t.match(broken[0].err?.stack, /TypeError: undefined is not a function\n\s+at /, 'with its stack');
});

t.test('settings: sampled successes, off, debug; 5xx and 4xx always', async (t) => {
  const sampled = await startServer(t, { mode: 'info', sample: 0 });
  await sampled.call('/v1/test/ok/1', { headers: auth, id: 's-ok' });
  await sampled.call('/v1/test/missing/1', { headers: auth, id: 's-404' });
  await sampled.call('/v1/test/broken/1', { headers: auth, id: 's-500' });
  await sampled.call('/files/a.pdf', { id: 's-file' });
  await sampled.settle();
  t.same(sampled.lines.map((l) => l.request_id).sort(), ['s-404', 's-500'], 'sample 0: no success; the 404 and the 500');

  const off = await startServer(t, { mode: 'off', sample: 1 });
  for (const [path, id] of [['/v1/test/ok/1', 'o-ok'], ['/v1/test/missing/1', 'o-404'], ['/v1/test/slow/1', 'o-504'], ['/v1/nothing', 'o-unknown']]) await off.call(path, { headers: auth, id });
  await off.settle();
  t.same(off.lines.map((l) => l.request_id), ['o-504'], 'off: only the 5xx');

  const debugAtInfo = await startServer(t, { mode: 'debug', sample: 1 });
  await debugAtInfo.call('/v1/test/ok/1', { headers: auth, id: 'd-ok' });
  await debugAtInfo.call('/v1/test/missing/1', { headers: auth, id: 'd-404' });
  await debugAtInfo.settle();
  t.same(debugAtInfo.lines, [], 'debug lines under GLEANER_LOG_LEVEL=info: none');

  const debug = await startServer(t, { mode: 'debug', sample: 1 }, 'debug');
  await debug.call('/v1/test/ok/1', { headers: auth, id: 'd-ok' });
  await debug.settle();
  t.match(debug.lines, [{ level: 20, request_id: 'd-ok', status: 200 }], 'at debug when the log level shows it');
});

t.test('the sample draws successes and 429s, never other statuses', async (t) => {
  const { logger, lines } = capturingLogger();
  const draws = [0.1, 0.9, 0.2, 0.8];
  const log = new AccessLog(logger, { mode: 'info', sample: 0.5, random: () => draws.shift() ?? 1 });
  const write = (status: number, id: string) => log.write({ method: 'GET', route: '/v1/x', status, durationMs: 1.234, requestId: id });
  write(200, 'a'); // 0.1 < 0.5: kept
  write(200, 'b'); // 0.9: dropped
  write(404, 'c'); // not drawn
  write(503, 'd'); // not drawn
  write(429, 'e'); // 0.2: kept
  write(429, 'f'); // 0.8: dropped
  t.same(lines.map((l) => l.request_id), ['a', 'c', 'd', 'e']);
  t.equal(lines[0].duration_ms, 1.2);
  t.same(draws, [], 'one draw per sampled request');
});
