// Malformed request heads and bodies, written byte for byte (strings as Latin-1). `{live}` is the live key, `{site}`
// the fixture site's origin. `waits`: the server may rightly wait for more bytes (a body
// shorter than its Content-Length) instead of answering.

export interface RawCase {
  name: string;
  bytes: string | ((fill: (s: string) => string) => Buffer);
  halfClose?: boolean;
  waits?: boolean;
}

const CRLF = '\r\n';

function head(lines: string[], eol = CRLF): string {
  return lines.join(eol) + eol + eol;
}

/** A POST to the scrape route with the live key and this exact body. */
function scrapeWith(body: Buffer, extra: string[] = []): (fill: (s: string) => string) => Buffer {
  return (fill) => Buffer.concat([Buffer.from(fill(head(['POST /v1/content/scrape HTTP/1.1', 'Host: 127.0.0.1', 'Authorization: Bearer {live}', 'Content-Type: application/json', `Content-Length: ${body.length}`, ...extra]))), body]);
}

const latin1 = (s: string) => Buffer.from(s, 'latin1');

const short = (fill: (s: string) => string) => Buffer.from(fill(head(['POST /v1/content/scrape HTTP/1.1', 'Host: 127.0.0.1', 'Authorization: Bearer {live}', 'Content-Length: 100'])) + '{"url":');

export const RAW_CASES: readonly RawCase[] = [
  { name: 'bare LF line endings', bytes: head(['GET /healthz HTTP/1.1', 'Host: 127.0.0.1'], '\n') },
  { name: 'bare LF line endings on an API route', bytes: head(['GET /v1/user/profile HTTP/1.1', 'Host: 127.0.0.1', 'Authorization: Bearer {live}'], '\n') },
  { name: 'bare CR line endings', bytes: head(['GET /healthz HTTP/1.1', 'Host: 127.0.0.1'], '\r') },
  { name: 'NUL in a header value', bytes: head(['GET /v1/user/profile HTTP/1.1', 'Host: 127.0.0.1', 'Authorization: Bearer {live}', 'X-A: a\u0000b']) },
  { name: 'NUL in the Authorization value', bytes: head(['GET /v1/user/profile HTTP/1.1', 'Host: 127.0.0.1', 'Authorization: Bearer {live}\u0000']) },
  { name: 'CR alone inside a header value', bytes: head(['GET /v1/user/profile HTTP/1.1', 'Host: 127.0.0.1', 'Authorization: Bearer {live}', 'X-A: a\rb']) },
  { name: 'a header line without a colon', bytes: head(['GET /v1/user/profile HTTP/1.1', 'Host: 127.0.0.1', 'Authorization: Bearer {live}', 'no colon here']) },
  { name: 'white space before the colon', bytes: head(['GET /v1/user/profile HTTP/1.1', 'Host: 127.0.0.1', 'Authorization : Bearer {live}']) },
  { name: 'an obs-fold continuation line', bytes: head(['GET /v1/user/profile HTTP/1.1', 'Host: 127.0.0.1', 'Authorization: Bearer', ' {live}']) },
  { name: 'one header over 16 KB', bytes: head(['GET /v1/user/profile HTTP/1.1', 'Host: 127.0.0.1', 'Authorization: Bearer {live}', `X-Big: ${'a'.repeat(17_000)}`]) },
  { name: 'many headers over 16 KB in all', bytes: head(['GET /healthz HTTP/1.1', 'Host: 127.0.0.1', ...Array.from({ length: 400 }, (_, i) => `X-H${i}: ${'b'.repeat(40)}`)]) },
  { name: 'a path of 15 KB', bytes: head([`GET /v1/content/data/${'a'.repeat(15_000)} HTTP/1.1`, 'Host: 127.0.0.1', 'Authorization: Bearer {live}']) },
  { name: 'raw non-ASCII bytes in the path', bytes: (fill) => latin1(fill(head(['GET /v1/content/data/\u00ff\u00fe HTTP/1.1', 'Host: 127.0.0.1', 'Authorization: Bearer {live}']))) },
  { name: 'a malformed escape in the path', bytes: head(['GET /v1/content/data/%E0%A4%A HTTP/1.1', 'Host: 127.0.0.1', 'Authorization: Bearer {live}']) },
  { name: 'a path without its leading slash', bytes: head(['GET v1/user/profile HTTP/1.1', 'Host: 127.0.0.1', 'Authorization: Bearer {live}']) },
  { name: 'an absolute-form target', bytes: head(['GET http://127.0.0.1/v1/user/profile HTTP/1.1', 'Host: 127.0.0.1', 'Authorization: Bearer {live}']) },
  { name: 'an asterisk target', bytes: head(['OPTIONS * HTTP/1.1', 'Host: 127.0.0.1']) },
  { name: 'doubled slashes', bytes: head(['GET //v1//user//profile HTTP/1.1', 'Host: 127.0.0.1', 'Authorization: Bearer {live}']) },
  { name: 'dot segments', bytes: head(['GET /v1/content/../user/profile HTTP/1.1', 'Host: 127.0.0.1', 'Authorization: Bearer {live}']) },
  { name: 'HTTP/1.1 without Host', bytes: head(['GET /healthz HTTP/1.1']) },
  { name: 'HTTP/1.0 without Host', bytes: head(['GET /v1/user/profile HTTP/1.0', 'Authorization: Bearer {live}']) },
  { name: 'Host twice', bytes: head(['GET /healthz HTTP/1.1', 'Host: 127.0.0.1', 'Host: evil.example']) },
  { name: 'Authorization twice (another key second)', bytes: head(['GET /v1/user/profile HTTP/1.1', 'Host: 127.0.0.1', 'Authorization: Bearer gl_live_00000000000000000000000000000000', 'Authorization: Bearer {live}']) },
  { name: 'HTTP/2 preface', bytes: 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n' },
  { name: 'HTTP/9.9', bytes: head(['GET /healthz HTTP/9.9', 'Host: 127.0.0.1']) },
  { name: 'an empty request line', bytes: head(['', 'Host: 127.0.0.1']) },
  { name: 'a made-up method', bytes: head(['FOO /v1/user/profile HTTP/1.1', 'Host: 127.0.0.1', 'Authorization: Bearer {live}']) },
  { name: 'a lower-case method', bytes: head(['get /v1/user/profile HTTP/1.1', 'Host: 127.0.0.1', 'Authorization: Bearer {live}']) },
  { name: 'TRACE', bytes: head(['TRACE /v1/user/profile HTTP/1.1', 'Host: 127.0.0.1', 'Authorization: Bearer {live}']) },
  { name: 'CONNECT', bytes: head(['CONNECT 127.0.0.1:80 HTTP/1.1', 'Host: 127.0.0.1:80']) },
  { name: 'Upgrade: websocket', bytes: head(['GET /v1/user/profile HTTP/1.1', 'Host: 127.0.0.1', 'Authorization: Bearer {live}', 'Connection: Upgrade', 'Upgrade: websocket', 'Sec-WebSocket-Version: 13', 'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==']) },
  { name: 'Expect: something-else', bytes: head(['GET /v1/user/profile HTTP/1.1', 'Host: 127.0.0.1', 'Authorization: Bearer {live}', 'Expect: something-else']) },
  { name: 'Content-Length and Transfer-Encoding together', bytes: scrapeWith(Buffer.from('0\r\n\r\n'), ['Transfer-Encoding: chunked']) },
  { name: 'two different Content-Lengths', bytes: (fill) => Buffer.from(fill(head(['POST /v1/content/scrape HTTP/1.1', 'Host: 127.0.0.1', 'Authorization: Bearer {live}', 'Content-Length: 2', 'Content-Length: 3'])) + '{}x') },
  { name: 'Content-Length -1', bytes: head(['POST /v1/content/scrape HTTP/1.1', 'Host: 127.0.0.1', 'Authorization: Bearer {live}', 'Content-Length: -1']) },
  { name: 'Content-Length 1e3', bytes: head(['POST /v1/content/scrape HTTP/1.1', 'Host: 127.0.0.1', 'Authorization: Bearer {live}', 'Content-Length: 1e3']) },
  { name: 'Content-Length past 2^64', bytes: head(['POST /v1/content/scrape HTTP/1.1', 'Host: 127.0.0.1', 'Authorization: Bearer {live}', 'Content-Length: 99999999999999999999999']) },
  { name: 'Content-Length of 2 GB, no body', bytes: head(['POST /v1/content/scrape HTTP/1.1', 'Host: 127.0.0.1', 'Authorization: Bearer {live}', 'Content-Type: application/json', 'Content-Length: 2147483648']) },
  { name: 'a chunk size that is not hex', bytes: head(['POST /v1/content/scrape HTTP/1.1', 'Host: 127.0.0.1', 'Authorization: Bearer {live}', 'Transfer-Encoding: chunked']) + 'zz\r\n{}\r\n0\r\n\r\n' },
  { name: 'Transfer-Encoding: gzip, chunked (a gzip that is not)', bytes: head(['POST /v1/content/scrape HTTP/1.1', 'Host: 127.0.0.1', 'Authorization: Bearer {live}', 'Transfer-Encoding: gzip, chunked']) + '2\r\n{}\r\n0\r\n\r\n' },
  { name: 'a body shorter than its Content-Length, then half-close', bytes: short, halfClose: true },
  { name: 'a body shorter than its Content-Length, left open', bytes: short, waits: true },
  { name: 'invalid UTF-8 in the url string', bytes: (fill) => scrapeWith(Buffer.concat([Buffer.from(fill('{"url":"{site}/simple')), Buffer.from([0xff, 0xfe, 0xc0, 0xaf]), Buffer.from('"}')]))(fill) },
  { name: 'invalid UTF-8 in a field name', bytes: (fill) => scrapeWith(Buffer.concat([Buffer.from('{"'), Buffer.from([0xff]), Buffer.from(fill('":1,"url":"{site}/simple"}'))]))(fill) },
  { name: 'an overlong UTF-8 encoding of "/" in the url', bytes: (fill) => scrapeWith(Buffer.concat([Buffer.from(fill('{"url":"{site}')), Buffer.from([0xc0, 0xaf]), Buffer.from('simple"}')]))(fill) },
  { name: 'a UTF-16 body', bytes: (fill) => scrapeWith(Buffer.from(fill('{"url":"{site}/simple"}'), 'utf16le'))(fill) },
  { name: 'two requests pipelined', bytes: head(['GET /healthz HTTP/1.1', 'Host: 127.0.0.1']) + head(['GET /v1/user/profile HTTP/1.1', 'Host: 127.0.0.1', 'Authorization: Bearer {live}']) },
  { name: 'a request then garbage', bytes: head(['GET /healthz HTTP/1.1', 'Host: 127.0.0.1']) + '\u0000\u0001\u0002garbage\r\n\r\n' },
  { name: 'only garbage', bytes: '\u0016\u0003\u0001\u0000\u00a5\u0001\u0000\u0000\u00a1\u0003\u0003' },
];
