import fc from 'fast-check';
import { fuzz } from '@gleaner/testkit';

// The pieces of a fuzzed request other than values derived from schemas: what may stand in
// the Authorization header, other headers, path segments, query strings and whole bodies.
// Keys are written as {live}, {test} and {admin} and filled in when sent, so a printed
// request can be replayed against any server.

/** Where a URL in a body may point: the fixture site, or a closed port on loopback. Never outside. */
export interface Targets {
  site: string;
  closedPort: number;
}

/**
 * Authorization values that must all be refused (401), whatever the route. (Not here: another
 * case of the scheme, or white space Node trims: RFC 7235 lets a server accept those.)
 */
const BAD_AUTH: readonly string[] = [
  '',
  'Bearer',
  'Bearer ',
  '{live}',
  'Basic Z2w6Z2w=',
  'Token {live}',
  'Bearer {live}x',
  'Bearer {live},Bearer {test}',
  'Bearer gl_live_00000000000000000000000000000000',
  'Bearer gl_test_00000000000000000000000000000000',
  'Bearer gl_live_',
  'Bearer gl_live_ÿÿÿÿ',
  'Bearer {admin}',
  'Bearer {test}{live}',
  `Bearer gl_live_${'a'.repeat(8000)}`,
  'Bearer ../../etc/passwd',
  'Bearer \u00a0',
];

/** The Authorization header a route expects, and those it must refuse. */
export function authFor(kind: 'key' | 'admin' | 'none'): { good: fc.Arbitrary<string | undefined>; bad: fc.Arbitrary<string | undefined> } {
  if (kind === 'admin') return { good: fc.constant('Bearer {admin}'), bad: fc.constantFrom<string | undefined>(undefined, 'Bearer {live}', 'Bearer {test}', 'Bearer {admin}x', ...BAD_AUTH.filter((a) => !a.includes('{admin}'))) };
  if (kind === 'key') return { good: fc.oneof({ weight: 4, arbitrary: fc.constant('Bearer {live}') }, { weight: 1, arbitrary: fc.constant('Bearer {test}') }), bad: fc.constantFrom<string | undefined>(undefined, ...BAD_AUTH) };
  // Open routes: any header is ignored.
  return { good: fc.constant(undefined), bad: fc.constantFrom<string | undefined>(...BAD_AUTH) };
}

/** Headers other than Authorization that a client may send; Node's client refuses CR, LF and NUL (raw tests send those). */
export const ODD_HEADERS: readonly Record<string, string>[] = [
  { 'content-type': 'text/plain' },
  { 'content-type': 'application/json; charset=latin1' },
  { 'content-type': 'application/json; charset=utf-16' },
  { 'content-type': 'application/x-www-form-urlencoded' },
  { 'content-type': 'multipart/form-data; boundary=x' },
  { 'content-type': '' },
  { 'content-type': '*/*;;;==' },
  { 'content-encoding': 'gzip' },
  { 'content-encoding': 'br, deflate, identity' },
  { accept: 'text/html' },
  { accept: 'application/xml;q=1, */*;q=0' },
  { 'accept-encoding': 'gzip;q=0, identity;q=0' },
  { 'x-request-id': 'a'.repeat(65) },
  { 'x-request-id': '../\u00ff\u00fe' },
  { 'x-request-id': '' },
  { 'x-forwarded-for': '127.0.0.1, ::1, 10.0.0.1' },
  { 'x-forwarded-proto': 'javascript' },
  { host: 'evil.example' },
  { expect: '100-continue' },
  { 'if-none-match': '*' },
  { range: 'bytes=0-0,1-1' },
  { cookie: 'a=b; __proto__=c' },
  { 'x-ratelimit-limit': '999999' },
  { 'x-odd': '\u00e9\u00ff' },
  { 'x-big': 'b'.repeat(12_000) },
  Object.fromEntries(Array.from({ length: 90 }, (_, i) => [`x-many-${i}`, String(i)])),
];

/** Path segments for {id}: real ids are added by the caller. */
export const ODD_SEGMENTS: readonly string[] = [
  'scr_000000000000000000000000',
  'pdf_ffffffffffffffffffffffff',
  'usr_000000000000000000000000',
  'shot_000000000000000000000000',
  'x',
  '0',
  '-1',
  '99999999999999999999',
  encodeURIComponent('../healthz'),
  '..',
  '%2e%2e',
  '%2F',
  '%00',
  '%0d%0a',
  '%E0%A4%A',
  '%',
  '%zz',
  '%ff%fe',
  encodeURIComponent('😀'),
  encodeURIComponent('\u202e'),
  encodeURIComponent(' '),
  encodeURIComponent('{"$gt":""}'),
  '__proto__',
  'constructor',
  'a'.repeat(5000),
  encodeURIComponent("' OR 1=1 --"),
];

/** Query strings written out by hand: repeated keys, empty values, bad escapes. */
export const ODD_QUERIES: readonly string[] = [
  '?',
  '?&&&',
  '?page',
  '?page=',
  '?=1',
  '?page=1&page=2',
  '?page=99999999999999999999',
  '?limit=1e2',
  '?limit=0x10',
  '?page=%00',
  '?page=1%00',
  '?%zz=1',
  '?page=%zz',
  '?sort=created_at&sort=__proto__',
  '?__proto__=1',
  '?constructor=1',
  '?page[]=1',
  '?page[$gt]=0',
  '?url=%25',
  '?from=2024-02-30&to=0000-01-01',
  '?from=2030-01-01&to=2000-01-01',
  '?period=DAY',
  `?${'a=1&'.repeat(1500)}`,
  `?url=${'%F0%9F%98%80'.repeat(700)}`,
];

/** Whole bodies that are not what a route wants: not JSON, not an object, oddly encoded. */
export function oddBodies(valid: string): { text?: string; bytes?: Buffer; note: string }[] {
  return [
    { text: '', note: 'an empty body' },
    { text: 'null', note: 'body null' },
    { text: '[]', note: 'body []' },
    { text: `[${valid}]`, note: 'the valid body in an array' },
    { text: '"a string"', note: 'body a string' },
    { text: '123', note: 'body a number' },
    { text: 'true', note: 'body true' },
    { text: '{', note: 'truncated JSON' },
    { text: valid.slice(0, Math.max(1, valid.length - 1)), note: 'the valid body less its last character' },
    { text: "{'url': 'x'}", note: 'single quotes' },
    { text: valid.replace(/}$/, ',}'), note: 'a trailing comma' },
    { text: 'NaN', note: 'body NaN' },
    { text: `\ufeff${valid}`, note: 'a byte order mark before the body' },
    { text: `${valid}${valid}`, note: 'two bodies' },
    { text: `${valid}\u0000`, note: 'a NUL after the body' },
    { text: ' '.repeat(100_000), note: 'only white space' },
    { text: fuzz.hugeString(1_100_000, ' ') + valid, note: 'the body after 1.1 MB of white space' },
    { text: fuzz.deepJson(100_000, 'array').text, note: 'arrays nested 100000 deep' },
    { text: fuzz.deepJson(100_000, 'object').text, note: 'objects nested 100000 deep' },
    { text: valid.replace(/^\{/, '{"__proto__": {"polluted": 1}, "constructor": {"prototype": {"polluted": 1}}, '), note: '__proto__ and constructor keys' },
    { text: valid.replace(/^\{/, '{"url": 5, '), note: 'a duplicate url key before the valid one' },
    { bytes: Buffer.concat([Buffer.from(valid.slice(0, -1)), Buffer.from(', "x": "\xff\xfe\xc0\xaf"}', 'latin1')]), note: 'invalid UTF-8 in a string' },
    { bytes: Buffer.from(valid, 'utf16le'), note: 'the body as UTF-16' },
    { bytes: Buffer.from([0xff, 0xfe, 0x00, 0x7b]), note: 'binary bytes' },
  ];
}

/** URLs a body may carry: all on loopback, good and bad, per the http-url format. */
export function urlArbitrary(t: Targets): fc.Arbitrary<string> {
  const pages = ['/simple', '/product', '/', '/json', '/list/links', '/elements', '/long?sections=2', '/dark', '/status/404', '/status/403', '/challenge', '/redirect/file', '/headers'];
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...pages.map((p) => t.site + p)) },
    { weight: 1, arbitrary: fc.nat(1000).map((i) => `${t.site}/simple?i=${i}#${i}`) },
    { weight: 1, arbitrary: fc.string({ maxLength: 20, unit: 'grapheme' }).map((s) => `${t.site}/simple?q=${encodeURIComponent(s)}`) },
    { weight: 1, arbitrary: fc.constantFrom(`http://127.0.0.1:${t.closedPort}/`, `http://[::1]:${t.closedPort}/`, `${t.site}/%E2%82%AC/%2e%2e/simple`, `${t.site.replace('127.0.0.1', '127.1')}/simple`) },
  );
}

/** Edges of the http-url format: loopback only, plus schemes and forms that must be refused. */
export function urlEdges(t: Targets): string[] {
  const port = new URL(t.site).port;
  return [
    'http://127.0.0.1:0/',
    'http://127.0.0.1:99999/',
    `http://user:pass@127.0.0.1:${port}/simple`,
    `http://0x7f000001:${port}/simple`,
    `http://0:${port}/`,
    `http://[::ffff:7f00:1]:${port}/`,
    `HTTP://127.0.0.1:${port}/SIMPLE`,
    `http://127.0.0.1:${port}/${'a'.repeat(8000)}`,
    'http://',
    // Three slashes: WHATWG URLs read the host after them (a parser that does not may go astray).
    `http:///127.0.0.1:${port}/simple`,
    'http:/127.0.0.1/',
    '//127.0.0.1/',
    '127.0.0.1',
    'ftp://127.0.0.1/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/html,<h1>x</h1>',
    'chrome://settings',
    'about:blank',
    `ws://127.0.0.1:${port}/`,
    `http://127.0.0.1:${port}/\u0000`,
    `http://127.0.0.1:${port}/ spaces /`,
    `http://127.0.0.1:${port}/\r\n`,
  ];
}

/** Edges of the header formats of a body's `headers`: reserved names, and values that split or smuggle. */
export const HEADER_EDGES: Record<string, unknown[]> = {
  'http-header-name': ['Host', 'content-length', 'Transfer-Encoding', 'Connection', 'Proxy-Authorization', 'Cookie', 'Authorization', 'X-A\r\nX-B', 'X A', 'é', '', 'x'.repeat(100), 'x'.repeat(101)],
  // A webhook channel's: the service's own headers too (a User-Agent or Expect would once pass).
  'webhook-header-name': ['User-Agent', 'content-type', 'Expect', 'X-Signature', 'x-gleaner-event', 'Host', 'Transfer-Encoding', 'Authorization', 'X-A\r\nX-B', '', 'x'.repeat(101)],
  'http-header-value': ['a\r\nX-Injected: 1', '\r', '\n', '\u0000', 'a\u007f', '\t', ' lead', 'trail ', 'é', '€', '😀', 'x'.repeat(8192), 'x'.repeat(8193)],
};
