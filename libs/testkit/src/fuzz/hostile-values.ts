import { typesOf, type Schema } from './schema-types.js';
import { deepJson, RawJson } from './raw-json.js';

// Values chosen to break things: each schema's edges (its bounds, one past them, number
// literals JSON.stringify cannot write), wrong types, odd Unicode and control characters,
// huge strings and deep nesting. Whether a value is valid is not decided here: the fuzzer
// asks the contract's own validator.

/** Characters that have broken parsers, loggers, headers, databases and terminals. */
export const ODD_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\r\n',
  'x\r\nSet-Cookie: a=b',
  '\t\v\f\b',
  '\u001b[31mred\u001b[0m',
  '\u007f\u0085\u00a0',
  '\u2028\u2029',
  '\ufeffbom',
  '\u202eevil\u202c',
  '\u200b\u200c\u200d',
  '\ud800',
  'a\udc00b',
  '\uffff\ufffe',
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301'.repeat(50),
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫ',
  'ﷺ',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'ß'.toUpperCase() + 'İı',
  '%00%0d%0a%zz%',
  '../../../../etc/passwd',
  '..%2f..%2f',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '${jndi:ldap://127.0.0.1/a}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  'NaN',
  'null',
  'undefined',
  '-0',
  '1e400',
  '0x10',
  '[object Object]',
];

/** Values of every JSON type, for a field of another. */
export const WRONG_TYPES: readonly unknown[] = [null, true, false, 0, -1, 1.5, '', 'x', '1', [], [1], ['a'], {}, { a: 1 }];

/** Number literals past what a double or an integer column holds, written verbatim. */
export const ODD_NUMBERS: readonly unknown[] = [
  new RawJson('99999999999999999999'),
  new RawJson('-99999999999999999999'),
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('1e-400'),
  new RawJson('-0'),
  new RawJson('1.0'),
  new RawJson('1E2'),
  new RawJson('0.1e1'),
  2 ** 31,
  2 ** 32 + 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  -(2 ** 63),
  Number.MAX_VALUE,
  Number.MIN_VALUE,
];

/** Sizes of huge strings: past most field limits, near and past the 1 MB body limit. */
export const HUGE_SIZES: readonly number[] = [10_000, 100_000, 1_000_000, 1_100_000];

export function hugeString(size: number, unit = 'a'): string {
  return unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
}

/** Nesting deep enough for recursive code (validators, engines, serialisers) to run out of stack. */
export function deepValues(): unknown[] {
  return [deepJson(64, 'object'), deepJson(2_000, 'array'), deepJson(20_000, 'object'), deepJson(200_000, 'array')];
}

const FORMAT_EDGES: Record<string, unknown[]> = {
  'date-time': ['2024-02-30T00:00:00Z', '2024-01-01T24:00:00Z', '0000-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z', '+275760-09-13T00:00:00.000Z', '2024-01-01', '2024-01-01T00:00:00', '2024-01-01t00:00:00z', '1e10', '2024-01-01T00:00:00.123456789+14:00'],
  date: ['2024-02-30', '0000-00-00', '9999-12-31', '2024-1-1', '20240101', '2024-01-01T00:00:00Z'],
  email: ['a@b', '@', 'a@', '@b.io', `${'a'.repeat(64)}@${'b'.repeat(250)}.io`, 'ü@exämple.com', '"a b"@example.com', 'a@[127.0.0.1]', 'a@b..io', 'a\n@b.io'],
};
// Names: the controls a one-line name refuses, next to the odd characters it keeps (bidi, emoji).
FORMAT_EDGES['one-line-text'] = ['a\u0000b', 'x\ny', '\u0085', '\u2028', 'lamp \ud800', '\ude00\ud83d', '\u202egnp.exe', '\u2066x\u2069', '😀'.repeat(3), '\u00a0'];
FORMAT_EDGES['iso-date-or-time'] = [...FORMAT_EDGES['date-time'], ...FORMAT_EDGES.date];

function numberEdges(schema: Schema, integer: boolean): unknown[] {
  const out: unknown[] = [0, -1, 1, ...ODD_NUMBERS];
  for (const key of ['minimum', 'maximum'] as const) {
    const bound = schema[key];
    if (typeof bound !== 'number') continue;
    const step = integer ? 1 : Math.max(Math.abs(bound) * 1e-9, 1e-9);
    out.push(bound, bound - step, bound + step, bound + 0.5);
  }
  return out;
}

function stringEdges(schema: Schema, formatEdges: Record<string, unknown[]>): unknown[] {
  const out: unknown[] = ['', ' ', 'a'];
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  if (min > 0) out.push(hugeString(min - 1), hugeString(min));
  if (max !== undefined && max <= 1_100_000) {
    // At the limit in code points, in UTF-16 units and in bytes, and one past it.
    out.push(hugeString(max), hugeString(max + 1), hugeString(max, '€'), hugeString(max * 2, '😀'), hugeString(max + 1, 'é'));
  }
  if (Array.isArray(schema.enum)) {
    for (const v of schema.enum as unknown[]) if (typeof v === 'string') out.push(v, v.toUpperCase(), ` ${v}`, `${v}\u0000`);
  }
  const format = schema.format as string | undefined;
  if (format) out.push(...(formatEdges[format] ?? FORMAT_EDGES[format] ?? []));
  if (typeof schema.pattern === 'string') out.push('-', '\n', '٣', 'a'.repeat(101));
  return out;
}

function objectEdges(schema: Schema): unknown[] {
  const out: unknown[] = [{}, { '': 'x' }, { ['k'.repeat(101)]: 'x' }, { 'bad key': 'x' }, { 'a\r\nb': 'x' }, { __proto__x: 'x' }, JSON.parse('{"__proto__": {"polluted": "yes"}}')];
  const maxProperties = schema.maxProperties;
  if (typeof maxProperties === 'number' && maxProperties <= 1000) {
    for (const n of [maxProperties, maxProperties + 1]) out.push(Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 'v'])));
  }
  return out;
}

function arrayEdges(schema: Schema): unknown[] {
  const out: unknown[] = [[], [null], [[]], ['']];
  const maxItems = schema.maxItems;
  if (typeof maxItems === 'number' && maxItems <= 10_000) out.push(Array(maxItems).fill('a'), Array(maxItems + 1).fill('a'));
  return out;
}

/**
 * Edge values of one schema: for each type it admits, its bounds and one past them, plus
 * `formatEdges` for its format (callers add edges of their own formats, e.g. URLs).
 */
export function edgeValues(schema: Schema, formatEdges: Record<string, unknown[]> = {}): unknown[] {
  const out: unknown[] = [];
  const types = typesOf(schema);
  if (Array.isArray(schema.enum)) out.push(...(schema.enum as unknown[]));
  for (const type of types.length ? types : ['string', 'integer', 'object']) {
    if (type === 'integer' || type === 'number') out.push(...numberEdges(schema, type === 'integer'));
    else if (type === 'string') out.push(...stringEdges(schema, formatEdges));
    else if (type === 'object') out.push(...objectEdges(schema));
    else if (type === 'array') out.push(...arrayEdges(schema));
    else if (type === 'boolean') out.push(true, false, 'true', 1, 0);
  }
  return out;
}
