import t from 'tap';
import { compare, normaliseText, snapshotOf, summarizeChange } from './index.js';
import type { Capture } from '../model.js';

const page = (lines: string[]): Capture => ({ text: lines.join('\n'), statusCode: 200 });
const product = (price: string, extra: Partial<Record<'updated' | 'views' | 'token' | 'clock', string>> = {}) =>
  page([
    'Desk lamp',
    `Price: ${price}`,
    'Only 3 left in stock',
    `Last updated ${extra.updated ?? '3 minutes ago'}`,
    `${extra.views ?? '1,234'} views`,
    `csrf ${extra.token ?? 'a3F9kLm2Qx7Zp0Rt5Vw8Yb1Nc4Hd6Jg9'}`,
    `Server time ${extra.clock ?? '10:32 AM'}`,
    'Advertisement',
    'Version v2.4.1',
  ]);

t.test('volatile tokens are filtered; what people watch is kept', async (t) => {
  const text = normaliseText(product('$19.99').text);
  t.match(text, /Price: \$19\.99/);
  t.match(text, /Only 3 left in stock/);
  t.match(text, /v2\.4\.1/);
  t.notMatch(text, /3 minutes ago|1,234|a3F9kLm2|10:32|Advertisement/, text);
  for (const [what, a, b] of [
    ['relative date', { updated: '3 minutes ago' }, { updated: 'just now' }],
    ['counter', { views: '1,234' }, { views: '1,301' }],
    ['csrf token', { token: 'a3F9kLm2Qx7Zp0Rt5Vw8Yb1Nc4Hd6Jg9' }, { token: 'Zz81kLm2Qx7Zp0Rt5Vw8Yb1Nc4Hd6Jq2' }],
    ['clock', { clock: '10:32 AM' }, { clock: '9:05 PM' }],
    ['timestamp', { updated: '2026-11-24T10:00:00Z' }, { updated: 'Nov 24, 2026 10:05' }],
  ] as const) {
    t.notOk(compare(snapshotOf('full_page', product('$19.99', a)), snapshotOf('full_page', product('$19.99', b))).changed, `a ${what} is not a change`);
  }
  for (const [before, after] of [['$19.99', '$17.49'], ['17,49 €', '18,99 €'], ['$1,299', '$1,199']]) {
    t.ok(compare(snapshotOf('full_page', product(before)), snapshotOf('full_page', product(after))).changed, `${before} -> ${after} is a change`);
  }
  t.ok(compare(snapshotOf('full_page', page(['Only 3 left'])), snapshotOf('full_page', page(['Only 2 left']))).changed, 'a stock count is a change');
});

t.test('summaries name what changed', async (t) => {
  const price = compare(snapshotOf('full_page', product('$19.99')), snapshotOf('full_page', product('$17.49', { views: '2,000' })));
  t.equal(price.summary, 'Price changed from $19.99 to $17.49');
  const heading = compare(snapshotOf('full_page', page(['Sale ends Friday', 'Shoes'])), snapshotOf('full_page', page(['Sale ended', 'Shoes', 'New: Model X', 'New: Model Y'])));
  t.equal(heading.summary, '"Sale ends Friday" changed to "Sale ended"; 2 lines added');
  const added = compare(snapshotOf('full_page', page(['A'])), snapshotOf('full_page', page(['A', 'New: Model X'])));
  t.equal(added.summary, '1 line added: "New: Model X"');
  const removed = compare(snapshotOf('full_page', page(['A', 'B', 'C'])), snapshotOf('full_page', page(['A'])));
  t.equal(removed.summary, '2 lines removed: "B"');
  t.equal(summarizeChange({ lines: [], added: 0, removed: 0, truncated: false }), 'The content changed');
  t.ok((compare(snapshotOf('full_page', page(['x'.repeat(500)])), snapshotOf('full_page', page(['y'.repeat(500)]))).summary ?? '').length <= 200, 'a summary is short');
});

t.test('JSON is compared by path; volatile keys and timestamps are ignored', async (t) => {
  const body = (price: number, requestId: string, at: string, tags = ['a', 'b']) => ({ text: JSON.stringify({ requestId, meta: { timestamp: at, generated_at: at }, product: { name: 'Lamp', price, tags, seen: at } }), contentType: 'application/json', statusCode: 200 });
  const a = snapshotOf('api_response', body(19.99, 'r1', '2026-11-24T01:00:00Z'));
  t.equal(a.kind, 'json');
  t.notOk(compare(a, snapshotOf('api_response', body(19.99, 'r2', '2026-11-24T01:05:00Z'))).changed, 'request id and timestamps');
  const changed = compare(a, snapshotOf('api_response', body(17.49, 'r3', '2026-11-24T01:10:00Z', ['a'])));
  t.ok(changed.changed);
  t.same(changed.diff?.paths, [
    { path: '$.product.price', op: 'changed', before: 19.99, after: 17.49 },
    { path: '$.product.tags[1]', op: 'removed', before: 'b' },
  ]);
  t.equal(changed.summary, '$.product.price changed from 19.99 to 17.49; $.product.tags[1] removed');
  const text = snapshotOf('api_response', { text: 'plain 1', contentType: 'text/plain', statusCode: 200 });
  t.equal(text.kind, 'text');
});

t.test('diffs are bounded; the baseline is never a change; markup-only changes of an element', async (t) => {
  const many = (n: number, v: string) => page(Array.from({ length: n }, (_, i) => `line ${i} ${v}`));
  const big = compare(snapshotOf('full_page', many(500, 'a')), snapshotOf('full_page', many(500, 'b')));
  t.ok(big.diff!.truncated);
  t.equal(big.diff!.lines.length, 200);
  t.equal(big.diff!.added, 500);
  t.notOk(compare(null, snapshotOf('full_page', many(3, 'a'))).changed, 'no baseline: no change');
  const el = (hash: string): Capture => ({ text: 'Price: $5', htmlHash: hash, statusCode: 200 });
  const markup = compare(snapshotOf('selector', el('h1')), snapshotOf('selector', el('h2')));
  t.ok(markup.changed);
  t.match(markup.summary, /markup/);
});
