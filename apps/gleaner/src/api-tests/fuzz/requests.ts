import fc from 'fast-check';
import { TIME_OF_DAY, type Operation } from '@gleaner/contract';
import { fuzz } from '@gleaner/testkit';
import { checkFormat } from './expectations.js';
import { authFor, HEADER_EDGES, ODD_HEADERS, ODD_QUERIES, ODD_SEGMENTS, oddBodies, urlArbitrary, urlEdges, type Targets } from './request-parts.js';

// Requests for one operation of the contract, derived from its own schemas: valid, or broken
// in exactly one part (body, whole body, query, path, Authorization, other headers).

export interface FuzzRequest {
  op: string;
  method: string;
  /** Path and query; `{known:N}` stands for the Nth id the run has seen (filled in when sent). */
  path: string;
  /** With {live}, {test} or {admin} for the keys; absent: no Authorization header. */
  authorization?: string;
  headers: Record<string, string>;
  body?: string;
  /** The body when it is not UTF-8 text. */
  bodyBase64?: string;
  /** Which part was broken and how: the signature of a failure. */
  broke: string;
  /** What was done, for people. */
  note: string;
}

const BREAKS = ['none', 'extremes', 'body', 'whole-body', 'query', 'path', 'auth', 'headers'] as const;
export type Break = (typeof BREAKS)[number];

const SELECTORS = ['h1', 'body', '#main', '.item', 'a', 'p', 'div > span', 'li:nth-child(2)', '#never-there', 'h1, h2', '[data-x="1"]', 'main :is(h1, p)'];

/** Keeps derived values cheap to render (small timeouts, one or two pages) and selectors mostly valid CSS. */
function deriveHints(t: Targets): fuzz.DeriveHints {
  const selector = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...SELECTORS) }, { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 12 }) });
  return {
    checkFormat,
    formats: {
      'http-url': urlArbitrary(t),
      'http-header-name': fc.stringMatching(/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,30}$/),
      'webhook-header-name': fc.stringMatching(/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,30}$/),
      'http-header-value': fc.string({ maxLength: 40, unit: fc.constantFrom(...'abc XYZ 019 \t!"#;=~é\u00ff'.split('')) }),
      'time-of-day': fc.stringMatching(new RegExp(TIME_OF_DAY)),
      // Zones this Node knows: plain strings the validator's check passes are so rare that drawing them
      // took most of the fuzzer's time (about a minute of CPU for createSchedule's 150 cases).
      'time-zone': fc.constantFrom(...Intl.supportedValuesOf('timeZone')),
    },
    fields: {
      timeout: fc.integer({ min: 100, max: 2000 }),
      wait_timeout: fc.integer({ min: 200, max: 800 }),
      delay: fc.integer({ min: 0, max: 200 }),
      max_pages: fc.integer({ min: 1, max: 2 }),
      // Sizes that mostly fit a page and a pixel budget, so that valid cases render; their
      // edges (7680 px, scale 4, a margin of 7 digits) come from mutations and corner cases.
      width: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 1920 }) }, { weight: 1, arbitrary: fc.constantFrom(1, 7680) }),
      height: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 1920 }) }, { weight: 1, arbitrary: fc.constantFrom(1, 7680) }),
      device_scale_factor: fc.oneof({ weight: 3, arbitrary: fc.constant(1) }, { weight: 1, arbitrary: fc.double({ min: 0.1, max: 4, noNaN: true }) }),
      page_ranges: fc.oneof({ weight: 3, arbitrary: fc.constantFrom('1', '1-2', '1-3, 5', ' 2 ', '1-1000') }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) }),
      ...Object.fromEntries(['top', 'right', 'bottom', 'left'].map((side) => [side, fc.constantFrom('0', '10px', '1cm', '5mm', '0.4in', ' 12 px ')])),
      // No proxies are configured: proxy true is refused before any render.
      proxy: fc.oneof({ weight: 6, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
      wait_for: selector,
      selector,
      click: selector,
      next_button_selector: selector,
    },
  };
}

/** Percent-encodes the UTF-8 of any string (a lone surrogate, which encodeURIComponent refuses, becomes U+FFFD). */
function percent(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) out += /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  return out;
}

function encodeValue(v: unknown): string {
  if (v instanceof fuzz.RawJson) return percent(v.text);
  if (v !== null && typeof v === 'object') return percent(fuzz.toJsonText(v));
  return percent(String(v));
}

/** A query object as a query string; arrays repeat their key. */
function queryString(query: unknown): string {
  if (query === undefined) return '';
  if (query === null || typeof query !== 'object' || Array.isArray(query)) return `?${encodeValue(query)}`;
  const parts: string[] = [];
  for (const [k, v] of Object.entries(query)) for (const x of Array.isArray(v) ? v : [v]) parts.push(`${percent(k)}=${encodeValue(x)}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Path parameters: ids the run has seen, made-up ones, values of the schema, hostile segments. */
function segmentArbitrary(schema: fuzz.Schema, hints: fuzz.DeriveHints, hostile: boolean): fc.Arbitrary<string> {
  const known = fc.nat(1000).map((n) => `{known:${n}}`);
  if (!hostile) return fc.oneof({ weight: 3, arbitrary: known }, { weight: 1, arbitrary: fc.stringMatching(/^(scr|pdf|shot|usr)_[0-9a-f]{24}$/) });
  return fc.oneof(fc.constantFrom(...ODD_SEGMENTS), fuzz.validValue(schema, hints).map((v) => percent(String(v))));
}

function pathArbitrary(op: Operation, hints: fuzz.DeriveHints, hostile: boolean): fc.Arbitrary<string> {
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  if (names.length === 0) return fc.constant(op.path);
  const properties = ((op.params ?? {}) as { properties?: Record<string, fuzz.Schema> }).properties ?? {};
  const segments = names.map((n) => segmentArbitrary(properties[n] ?? { type: 'string' }, hints, hostile));
  return fc.tuple(...segments).map((values) => names.reduce((p, n, i) => p.replace(`{${n}}`, values[i]), op.path));
}

interface Parts {
  path: string;
  query: string;
  authorization?: string;
  headers: Record<string, string>;
  body?: { text?: string; bytes?: Buffer };
  broke: string;
  note: string;
}

function assemble(op: Operation, p: Parts): FuzzRequest {
  const headers: Record<string, string> = p.body !== undefined ? { 'content-type': 'application/json', ...p.headers } : { ...p.headers };
  return {
    op: op.id,
    method: op.method.toUpperCase(),
    path: p.path + p.query,
    ...(p.authorization !== undefined ? { authorization: p.authorization } : {}),
    headers,
    ...(p.body?.text !== undefined ? { body: p.body.text } : {}),
    ...(p.body?.bytes !== undefined ? { bodyBase64: p.body.bytes.toString('base64') } : {}),
    broke: p.broke,
    note: p.note,
  };
}

/** How often each part is broken: render operations render only when nothing is, so valid cases are rarer there. */
function breakWeights(op: Operation): { weight: number; arbitrary: fc.Arbitrary<Break> }[] {
  const w: Record<Break, number> = { none: op.render ? 1 : 3, extremes: op.body || op.query ? (op.render ? 2 : 1) : 0, body: op.body ? 7 : 0, 'whole-body': op.body || op.method === 'post' ? 2 : 1, query: op.query ? 5 : 1, path: op.params ? 4 : 0, auth: op.auth === 'none' ? 1 : 2, headers: 1 };
  return BREAKS.filter((b) => w[b] > 0).map((b) => ({ weight: w[b], arbitrary: fc.constant(b) }));
}

/** Requests for `op`, each valid or broken in one part. */
export function requestArbitrary(op: Operation, t: Targets): fc.Arbitrary<FuzzRequest> {
  const hints = deriveHints(t);
  const formatEdges = { 'http-url': urlEdges(t), ...HEADER_EDGES, 'time-of-day': ['24:00', '9:30', '09:60', '0930', '09:30:00', '09:30 ', '٠٩:٣٠', '23:59', '00:00'] };
  const auth = authFor(op.auth);
  const validBody = op.body ? fuzz.validValue(op.body, hints) : undefined;
  const validQuery = op.query ? fuzz.validValue(op.query, hints) : fc.constant(undefined);
  const base = fc.record({ path: pathArbitrary(op, hints, false), query: validQuery.map(queryString), authorization: auth.good, body: validBody ? validBody.map((b) => ({ text: fuzz.toJsonText(b) })) : fc.constant(undefined) });
  return fc.oneof(...breakWeights(op)).chain((broke): fc.Arbitrary<FuzzRequest> => {
    const parts = (extra: fc.Arbitrary<Partial<Parts> & { note: string }>) =>
      fc.tuple(base, extra).map(([b, e]) => assemble(op, { headers: {}, ...b, ...e, broke: e.broke ?? broke }));
    switch (broke) {
      case 'none':
        return parts(fc.constant({ note: 'valid' }));
      case 'extremes': {
        // Every bounded field at its maximum (or minimum) at once: valid, and where sizes multiply.
        return parts(fc.constantFrom<'min' | 'max'>('max', 'min').chain((end) => {
          const body = op.body ? fuzz.extremeValue(op.body, end, hints).map((b) => ({ text: fuzz.toJsonText(b) })) : fc.constant(undefined);
          const query = op.query ? fuzz.extremeValue(op.query, end, hints).map(queryString) : fc.constant('');
          return fc.record({ body, query }).map((x) => ({ ...x, note: `every bounded field at its ${end}imum`, broke: `extremes (${end})` }));
        }));
      }
      case 'body': {
        return parts(fuzz.mutatedValue(op.body!, validBody!, formatEdges).map((m) => ({ body: { text: fuzz.toJsonText(m.value) }, note: m.note, broke: `body ${m.field} (${m.kind})` })));
      }
      case 'whole-body': {
        const valid = validBody ?? fc.constant({});
        return parts(fc.tuple(valid, fc.nat()).map(([v, n]) => {
          const odd = oddBodies(fuzz.toJsonText(v));
          const pick = odd[n % odd.length];
          return { body: pick, note: pick.note, broke: `whole body: ${pick.note}` };
        }));
      }
      case 'query': {
        const hostile = op.query
          ? fc.oneof(fuzz.mutatedValue(op.query, validQuery, formatEdges).map((m) => ({ query: queryString(m.value), note: `query ${m.note}`, broke: `query ${m.field} (${m.kind})` })), fc.constantFrom(...ODD_QUERIES).map((q) => ({ query: q, note: `query ${q.slice(0, 80)}`, broke: 'query (hand-written)' })))
          : fc.constantFrom(...ODD_QUERIES).map((q) => ({ query: q, note: `query ${q.slice(0, 80)} on a route without one`, broke: 'query (none expected)' }));
        return parts(hostile);
      }
      case 'path':
        return parts(pathArbitrary(op, hints, true).map((path) => ({ path, note: `path ${path.slice(0, 100)}` })));
      case 'auth':
        return parts(auth.bad.map((a) => ({ authorization: a, note: `Authorization ${a === undefined ? 'absent' : JSON.stringify(a.slice(0, 60))}`, broke: `auth ${a === undefined ? 'absent' : 'bad'}` })));
      case 'headers':
        return parts(fc.constantFrom(...ODD_HEADERS).map((h) => ({ headers: h, note: `headers ${fuzz.brief(h)}`, broke: `headers ${Object.keys(h)[0]}` })));
    }
  });
}
