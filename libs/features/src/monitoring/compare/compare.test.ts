import t from 'tap';
import { compare, normaliseText, SNAPSHOT_FORMAT, snapshotOf, summarizeChange } from './index.js';
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
  t.equal(heading.summary, '"Sale ends Friday" changed to "Sale ended"; 2 lines added: "New: Model X"');
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
  // An old snapshot's markup hash no longer counts: the same rendered text is no change.
  const legacy = { ...snapshotOf('selector', { text: 'Price: $5', statusCode: 200 }), htmlHash: 'h1' };
  t.notOk(compare(legacy, snapshotOf('selector', { text: 'Price: $5', statusCode: 200 })).changed, 'markup alone is not a change');
});

t.test('a baseline of an older format is replaced without a change; JSON baselines compare as before', async (t) => {
  // Before format 2 a selector snapshot held the element's text only (no link or image lines).
  const { format: _f, ...oldBaseline } = snapshotOf('selector', { text: 'Desk lamp\nPrice: $5', statusCode: 200 });
  const now = snapshotOf('selector', { text: 'Desk lamp\nPrice: $5\n[link] https://shop.test/lamp', statusCode: 200 });
  t.equal(now.format, SNAPSHOT_FORMAT);
  t.same(compare(oldBaseline, now), { changed: false, rebased: true }, 'the new reading is not a change');
  t.same(compare({ ...oldBaseline, format: 1 }, now), { changed: false, rebased: true }, 'format 1 named');
  t.ok(compare(now, snapshotOf('selector', { text: 'Desk lamp\nPrice: $4\n[link] https://shop.test/lamp', statusCode: 200 })).changed, 'then changes alert again');
  const json = (price: number) => snapshotOf('api_response', { text: JSON.stringify({ price }), contentType: 'application/json', statusCode: 200 });
  t.equal(json(1).format, undefined, 'JSON snapshots carry no format: their canonical form did not change');
  t.ok(compare(json(1), json(2)).changed);
});

t.test('an element compares what it renders: its words and the links, images and values a reader sees', async (t) => {
  const el = (...lines: string[]) => snapshotOf('selector', { text: lines.join('\n'), statusCode: 200 });
  const base = el('Desk lamp', 'Price: $5 Buy now', '[link] https://shop.test/lamp', '[image] https://shop.test/lamp.jpg "A brass lamp"');
  t.notOk(compare(base, el('Desk lamp Price:', '  $5', 'Buy now', '[link] https://shop.test/lamp', '[image] https://shop.test/lamp.jpg "A brass lamp"')).changed, 'the same words in other lines');
  t.notOk(compare(el('Book TitleOnce and Future World', 'Price: $5'), el('Book Title', 'Once and Future World', 'Price: $5')).changed, 'an inline label put on its own line');
  t.ok(compare(el('Book Title Once and Future World'), el('Book Title Once and Future Worlds')).changed, 'a letter is still a change');
  const busted = (v: string) => el('Desk lamp', 'Price: $5 Buy now', '[link] https://shop.test/lamp', `[image] https://shop.test/lamp.jpg?v=${v} "A brass lamp"`);
  t.notOk(compare(busted('1732611234'), busted('1732699999')).changed, 'a cache-buster');
  const link = compare(base, el('Desk lamp', 'Price: $5 Buy now', '[link] https://shop.test/lamp-2', '[image] https://shop.test/lamp.jpg "A brass lamp"'));
  t.equal(link.summary, 'Link target changed from https://shop.test/lamp to https://shop.test/lamp-2');
  const image = compare(base, el('Desk lamp', 'Price: $5 Buy now', '[link] https://shop.test/lamp', '[image] https://shop.test/lamp-red.jpg "A brass lamp"'));
  t.equal(image.summary, 'Image changed from https://shop.test/lamp.jpg to https://shop.test/lamp-red.jpg');
  const alt = compare(base, el('Desk lamp', 'Price: $5 Buy now', '[link] https://shop.test/lamp', '[image] https://shop.test/lamp.jpg "A red lamp"'));
  t.equal(alt.summary, 'Image text changed from "A brass lamp" to "A red lamp"');
  const field = compare(el('[field] Quantity: 1'), el('[field] Quantity: 2'));
  t.equal(field.summary, 'Field "Quantity" changed from 1 to 2');
  const added = compare(base, el('Desk lamp', 'Price: $5 Buy now', '[link] https://shop.test/lamp', '[link] https://shop.test/manual.pdf', '[image] https://shop.test/lamp.jpg "A brass lamp"'));
  t.equal(added.summary, 'Link added: https://shop.test/manual.pdf');
});

t.test('relative times are one grammar, in a few languages', async (t) => {
  const noise: [string, string][] = [
    ['posted 3 hours ago', 'posted 4 hours ago'],
    ['posted 3 hours ago', 'posted yesterday'],
    ['Posted 2 days ago by ann', 'Posted 3 days ago by ann'],
    ['Updated just now', 'Updated 5 min ago'],
    ['Updated 5 mins ago', 'Updated an hour ago'],
    ['reply 5m ago', 'reply 2h ago'],
    ['1 hr. ago', '2 hrs. ago'],
    ['a few seconds ago', 'a minute ago'],
    ['Aktualisiert vor 3 Stunden', 'Aktualisiert vor einem Tag'],
    ['Aktualisiert gerade eben', 'Aktualisiert gestern'],
    ['publié il y a 5 minutes', 'publié il y a 2 heures'],
    ['publicado hace 3 días', 'publicado ayer'],
    ['postato 3 ore fa', 'postato ieri'],
    ['geplaatst 3 uur geleden', 'geplaatst gisteren'],
    ['publicado há 2 dias', 'publicado há 3 semanas'],
  ];
  for (const [a, b] of noise) t.notOk(compare(snapshotOf('full_page', page(['Thread', a])), snapshotOf('full_page', page(['Thread', b]))).changed, `${a} -> ${b}`);
  // A real change next to a relative time is still a change, and what is named.
  const real = compare(snapshotOf('full_page', page(['Ships in 2 days, posted 3 hours ago'])), snapshotOf('full_page', page(['Ships in 5 days, posted 4 hours ago'])));
  t.ok(real.changed);
  t.match(real.summary, /2.*5/);
  t.ok(compare(snapshotOf('full_page', page(['3 replies · 2 hours ago'])), snapshotOf('full_page', page(['4 replies · 3 hours ago']))).changed, 'a reply count next to a relative time');
  t.ok(compare(snapshotOf('full_page', page(['Valid for 3 days'])), snapshotOf('full_page', page(['Valid for 4 days']))).changed, 'a duration that is not relative to now');
});

t.test('summaries: the sentence around the edit, the number with its label, the item added', async (t) => {
  const long = (word: string) => `The committee met on Tuesday to discuss the budget for next year and after a long debate it ${word} the proposal to build a new library in the town centre near the station.`;
  const edited = compare(snapshotOf('full_page', page(['Title', long('approved')])), snapshotOf('full_page', page(['Title', long('rejected')])));
  t.equal(edited.summary, '"…after a long debate it approved the proposal to build a…" changed to "…after a long debate it rejected the proposal to build a…"');
  const stock = compare(snapshotOf('full_page', page(['Lamp', 'Only 3 left in stock, order soon'])), snapshotOf('full_page', page(['Lamp', 'Only 2 left in stock, order soon'])));
  t.equal(stock.summary, 'Only changed from 3 to 2');
  const listing = compare(snapshotOf('full_page', page(['Homes', '12 Oak St 3 beds $450,000', '4 Elm Rd 2 beds $380,000'])), snapshotOf('full_page', page(['Homes', '12 Oak St 3 beds $450,000', '4 Elm Rd 2 beds $365,000'])));
  t.equal(listing.summary, '4 Elm Rd 2 beds changed from $380,000 to $365,000');
  const item = compare(snapshotOf('full_page', page(['Films', 'Alien', 'Heat'])), snapshotOf('full_page', page(['Films', 'Alien', 'Heat', 'Ran'])));
  t.equal(item.summary, '1 line added: "Ran"');
});
