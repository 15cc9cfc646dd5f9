import t from 'tap';
import { startHarness, type Harness } from './harness.js';
import { rawExchange } from './fuzz/raw-http.js';

// What Node's parser refuses, a wrong method, and bodies that are not UTF-8: each answered with the
// JSON envelope, a code of docs/api.md and its status.

/** The first answer to raw bytes (the fuzzer's socket reader), its body parsed when it is JSON. */
async function firstAnswer(h: Harness, bytes: Buffer | string): Promise<{ status: number | undefined; headers: Record<string, string>; text: string; body: any }> {
  const outcome = await rawExchange(Number(new URL(h.base).port), typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes);
  const first = outcome.responses[0];
  let body: unknown;
  try {
    body = JSON.parse(first?.body ?? '');
  } catch {
    /* not JSON: the assertions say what was wrong */
  }
  return { status: first?.status, headers: first?.headers ?? {}, text: first?.body ?? '', body };
}

t.test('malformed request heads get the envelope', async (t) => {
  const h = await startHarness(t);
  const cases: [string, string | Buffer, number, string][] = [
    ['a bare LF line ending', 'GET /v1/user/profile HTTP/1.1\nHost: x\n\n', 400, 'invalid_parameter'],
    ['a NUL in a header', 'GET /v1/user/profile HTTP/1.1\r\nHost: x\r\nX-A: a\u0000b\r\n\r\n', 400, 'invalid_parameter'],
    ['a space in a header name', 'GET /v1/user/profile HTTP/1.1\r\nHost: x\r\nBad Name: y\r\n\r\n', 400, 'invalid_parameter'],
    ['not HTTP at all', 'HELLO\r\n\r\n', 400, 'invalid_parameter'],
    ['headers over 16 KB', `GET /v1/user/profile HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431, 'request_headers_too_large'],
  ];
  for (const [what, bytes, status, code] of cases) {
    const res = await firstAnswer(h, bytes);
    t.equal(res.status, status, what);
    t.equal(res.headers['content-type'], 'application/json; charset=utf-8', `${what}: JSON`);
    t.equal(res.body?.success, false, `${what}: the envelope`);
    t.equal(res.body?.error?.code, code, what);
    t.type(res.body?.error?.message, 'string');
    t.match(res.headers['x-request-id'], /^[0-9a-f-]{36}$/, `${what}: a request id`);
  }
  t.equal((await fetch(`${h.base}/healthz`)).status, 200, 'the server is well after');
});

t.test('a wrong method: 405 method_not_allowed with Allow, on every kind of route', async (t) => {
  const h = await startHarness(t);
  const u = await h.createUser();
  for (const [method, path, allow] of [
    ['DELETE', '/v1/user/profile', /GET/],
    ['GET', '/v1/content/scrape', /POST/],
    ['PUT', '/v1/pdf/list', /GET/],
    ['POST', '/healthz', /GET/],
  ] as const) {
    const res = await h.call(method, path, { key: u.key, body: method === 'GET' ? undefined : {} });
    t.equal(res.status, 405, `${method} ${path}`);
    t.equal(res.body.error?.code, 'method_not_allowed');
    t.match(res.headers.get('allow'), allow);
    t.match(res.body.error?.message, /Allow/);
  }
});

t.test('a JSON body that is not UTF-8 is refused; real UTF-8 passes', async (t) => {
  const h = await startHarness(t);
  const { port } = new URL(h.base);
  for (const bytes of [Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]), Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x22, 0x7d]), Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d])]) {
    const head = `POST /v1/admin/users HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer test-admin-token\r\nContent-Type: application/json\r\nContent-Length: ${bytes.length}\r\nConnection: close\r\n\r\n`;
    const response = await firstAnswer(h, Buffer.concat([Buffer.from(head), bytes]));
    t.equal(response.status, 400, bytes.toString('hex'));
    t.equal(response.body.error.code, 'invalid_parameter');
    t.match(response.body.error.message, /UTF-8/);
  }
  const named = await h.call('POST', '/v1/admin/users', { key: 'test-admin-token', body: { email: 'zoe@example.com', name: 'Zoë 日本 😀' } });
  t.equal(named.status, 201);
  t.equal(named.body.data.user.name, 'Zoë 日本 😀');
});

t.test('a body nested deeper than 64 levels is refused before anything walks it', async (t) => {
  const h = await startHarness(t);
  const u = await h.createUser();
  /** A schema that makes the whole body `depth` levels deep (the body itself is the first). */
  const nested = (depth: number) => {
    let schema: Record<string, unknown> = {};
    for (let i = 0; i < depth - 2; i++) schema = { a: schema };
    return schema;
  };
  const deep = await h.call('POST', '/v1/content/extract', { key: u.key, body: { url: 'not a url', prompt: 'p', schema: nested(65) } });
  t.equal(deep.status, 400);
  t.equal(deep.body.error.code, 'invalid_parameter');
  t.match(deep.body.error.message, /nested deeper than 64/);
  const atLimit = await h.call('POST', '/v1/content/extract', { key: u.key, body: { url: 'not a url', prompt: 'p', schema: nested(64) } });
  t.equal(atLimit.body.error.code, 'invalid_url', '64 levels pass to validation');
  const huge = await h.call('POST', '/v1/content/extract', { key: u.key, rawBody: '['.repeat(200_000) + ']'.repeat(200_000) });
  t.equal(huge.status, 400, '200,000 nested arrays: no stack overflow');
  t.equal(huge.body.error.code, 'invalid_parameter');
});

t.test('an Upgrade request is served as an ordinary one, not left hanging', async (t) => {
  const h = await startHarness(t);
  const { port } = new URL(h.base);
  const res = await firstAnswer(h, `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: Upgrade, close\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`);
  t.equal(res.status, 200);
  t.equal(res.body?.status, 'ok');
});

t.test("what Node answered with an empty body gets the envelope: HTTP/1.1 without Host, an Expect it does not meet; long paths are not echoed whole", async (t) => {
  const h = await startHarness(t);
  const { port } = new URL(h.base);
  const noHost = await firstAnswer(h, 'GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n');
  t.equal(noHost.status, 400);
  t.equal(noHost.body?.error?.code, 'invalid_parameter');
  t.match(noHost.body?.error?.message, /Host/);
  t.equal((await firstAnswer(h, 'GET /healthz HTTP/1.0\r\n\r\n')).status, 200, 'HTTP/1.0 needs no Host');
  const expect = await firstAnswer(h, `POST /v1/admin/users HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nExpect: something-else\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`);
  t.equal(expect.status, 417);
  t.equal(expect.body?.error?.code, 'expectation_failed');
  const u = await h.createUser();
  const long = await h.call('GET', `/v1/no/such/${'x'.repeat(15_000)}`, { key: u.key });
  t.equal(long.status, 404);
  t.ok(long.body.error.message.length < 300, 'the message cuts the path');
  const longId = await h.call('GET', `/v1/content/data/${'x'.repeat(15_000)}`, { key: u.key });
  t.equal(longId.status, 400);
  t.equal(longId.body.error.details.field, 'id');
});
