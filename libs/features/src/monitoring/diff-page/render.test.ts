import t from 'tap';
import * as cheerio from 'cheerio';
import { renderDiffPage, MAX_VALUE_CHARS, type DiffPageView } from './render.js';
import { MAX_WORD_EDITS, markedPair, rowsOf } from './diff-rows.js';
import { PAGE_CSP } from './page-policy.js';

// The change page as HTML: parsed back with cheerio and asked what a reader would see.

const view = (over: Partial<DiffPageView> = {}): DiffPageView => ({
  monitorName: 'Lamp "price" <b>watch</b>',
  url: 'https://shop.example.com/lamp?a=1&b=2',
  checkedAt: '2026-11-24T10:00:00.000Z',
  summary: 'Price changed from $19.99 to $17.49',
  diff: {
    lines: [
      { op: 'equal', text: 'Desk lamp' },
      { op: 'removed', text: 'Price: $19.99 for members' },
      { op: 'added', text: 'Price: $17.49 for members' },
      { op: 'added', text: 'New: <script>alert(1)</script> "quotes" & more' },
      { op: 'equal', text: 'Ships in 2 days' },
    ],
    added: 2,
    removed: 1,
    truncated: false,
  },
  expiresAt: '2026-12-24T10:00:00.000Z',
  ...over,
});

t.test('a complete document that asks not to be indexed and allows no script', async (t) => {
  const html = renderDiffPage(view());
  t.match(html, /^<!doctype html>/);
  const $ = cheerio.load(html);
  t.equal($('meta[name="robots"]').attr('content'), 'noindex');
  t.equal($('meta[http-equiv="Content-Security-Policy"]').attr('content'), PAGE_CSP);
  t.match(PAGE_CSP, /default-src 'none'/);
  t.notMatch(PAGE_CSP, /script-src/, 'nothing re-allows scripts');
  t.equal($('script').length, 0, 'no script element, not even from page text');
  t.equal($('link, iframe, object, embed').length, 0, 'nothing external');
  t.equal($('img').length, 0, 'no image without a screenshot');
});

t.test('untrusted text is shown as text', async (t) => {
  const html = renderDiffPage(view());
  t.notMatch(html, /<script>/);
  t.notMatch(html, /<b>watch/);
  const $ = cheerio.load(html);
  t.equal($('title').text(), 'Change: Lamp "price" <b>watch</b>');
  t.equal($('h1').text(), 'Lamp "price" <b>watch</b>');
  t.equal($('.cell.new.added').eq(1).text(), '+New: <script>alert(1)</script> "quotes" & more');
  t.equal($('header a.url').attr('href'), 'https://shop.example.com/lamp?a=1&b=2');
  t.equal($('.summary').text(), 'Price changed from $19.99 to $17.49');
});

t.test('an attribute cannot be broken out of', async (t) => {
  const $ = cheerio.load(renderDiffPage(view({ url: 'https://x.example/"><script>alert(1)</script>', screenshotUrl: 'https://files.example/s.png?"onerror="alert(1)' })));
  t.equal($('header a.url').attr('href'), 'https://x.example/"><script>alert(1)</script>');
  t.equal($('img').attr('src'), 'https://files.example/s.png?"onerror="alert(1)');
  t.equal($('img').attr('onerror'), undefined);
  t.equal($('script').length, 0);
});

t.test('only http(s) addresses become links or images', async (t) => {
  const $ = cheerio.load(renderDiffPage(view({ url: 'javascript:alert(1)', screenshotUrl: 'data:image/png;base64,AAAA' })));
  t.equal($('a').length, 0, 'no link');
  t.equal($('header .url').text(), 'javascript:alert(1)', 'the address shown as text');
  t.equal($('img').length, 0, 'no image');
});

t.test('side by side: context in both columns, a removed line and its replacement on one row', async (t) => {
  const $ = cheerio.load(renderDiffPage(view()));
  const rows = $('.diff .row');
  t.equal(rows.length, 4, 'context, a pair, an added line alone, context');
  t.same(rows.map((_, r) => $(r).attr('class')).get(), ['row same', 'row change', 'row change', 'row same']);
  t.same($(rows[0]).find('.cell').map((_, c) => $(c).text()).get(), ['Desk lamp', 'Desk lamp'], 'context on both sides');
  t.equal($(rows[1]).find('.cell.old.removed').text(), '−Price: $19.99 for members');
  t.equal($(rows[1]).find('.cell.new.added').text(), '+Price: $17.49 for members');
  t.equal($(rows[2]).find('.cell.old.empty').length, 1, 'nothing on the left of a line only added');
  t.equal($(rows[2]).find('.cell.old.empty').text(), '');
  t.match($('.heads').text(), /1 removed.*2 added/);
});

t.test('only the changed words are marked, in paired lines only', async (t) => {
  const $ = cheerio.load(renderDiffPage(view()));
  t.same($('del').map((_, e) => $(e).text()).get(), ['$19.99']);
  t.same($('ins').map((_, e) => $(e).text()).get(), ['$17.49'], 'the added line with nothing to pair has no marks');
  t.equal($('.row.same del, .row.same ins').length, 0, 'no marks in context');
});

t.test('several changed words; whitespace kept', async (t) => {
  const [left, right] = markedPair('ships  in 2 days from Oslo', 'ships  in 5 days from Bergen');
  t.equal(left, 'ships  in <del>2</del> days from <del>Oslo</del>');
  t.equal(right, 'ships  in <ins>5</ins> days from <ins>Bergen</ins>');
  const [l2, r2] = markedPair('a <b>', 'a <i>');
  t.equal(l2, 'a <del>&lt;b&gt;</del>', 'marked words escaped');
  t.equal(r2, 'a <ins>&lt;i&gt;</ins>');
});

t.test('lines too different are not word-marked (bounded work), and still shown whole', async (t) => {
  const many = (p: string) => Array.from({ length: MAX_WORD_EDITS }, (_, i) => `${p}${i}`).join(' ');
  const [left, right] = markedPair(many('a'), many('b'));
  t.equal(left, many('a'));
  t.equal(right, many('b'));
  const few = (p: string) => Array.from({ length: MAX_WORD_EDITS }, (_, i) => (i % 8 === 0 ? `${p}${i}` : `w${i}`)).join(' ');
  const [l2] = markedPair(few('a'), few('b'));
  t.equal((l2.match(/<del>/g) ?? []).length, MAX_WORD_EDITS / 8, 'a few scattered changes in a long line are still marked');

  // The worst the stored diffs allow (200 lines of 1000 characters): well under a second.
  const long = (p: string) => Array.from({ length: 500 }, (_, i) => `${p}${i % 10}`).join(' ').slice(0, 1000);
  const lines = [...Array.from({ length: 100 }, () => ({ op: 'removed' as const, text: long('a') })), ...Array.from({ length: 100 }, () => ({ op: 'added' as const, text: long('b') }))];
  // CPU time, not the wall clock: on a loaded machine the process waits for a core too.
  const cpu = process.cpuUsage();
  renderDiffPage(view({ diff: { lines, added: 100, removed: 100, truncated: true } }));
  const used = process.cpuUsage(cpu);
  const took = Math.round((used.user + used.system) / 1000);
  t.ok(took < 1000, `rendered in ${took} ms of CPU`);
});

t.test('runs pair in order; unequal runs leave empty halves', async (t) => {
  const rows = rowsOf([
    { op: 'removed', text: 'r1' },
    { op: 'removed', text: 'r2' },
    { op: 'added', text: 'a1' },
    { op: 'equal', text: 'e' },
    { op: 'added', text: 'a2' },
  ]);
  t.same(rows, [
    { kind: 'change', removed: 'r1', added: 'a1' },
    { kind: 'change', removed: 'r2', added: undefined },
    { kind: 'equal', text: 'e' },
    { kind: 'change', removed: undefined, added: 'a2' },
  ]);
});

t.test('a cut diff says so, with or without lines', async (t) => {
  t.equal(cheerio.load(renderDiffPage(view()))('.note.truncated').length, 0, 'no note when whole');
  const cut = cheerio.load(renderDiffPage(view({ diff: { ...view().diff, truncated: true } })));
  t.match(cut('.note.truncated').text(), /More changed than is shown/);
  const jsonOnly = cheerio.load(renderDiffPage(view({ diff: { lines: [], added: 0, removed: 0, truncated: true, paths: [{ path: '$.a', op: 'changed', before: 1, after: 2 }] } })));
  t.equal(jsonOnly('.note.truncated').length, 1, 'also when only paths changed');
  t.equal(jsonOnly('.diff').length, 0, 'no empty line table');
});

t.test('changed JSON paths as a table', async (t) => {
  const big = { list: Array.from({ length: 200 }, (_, i) => `item ${i}`) };
  const $ = cheerio.load(
    renderDiffPage(
      view({
        diff: {
          lines: [],
          added: 0,
          removed: 0,
          truncated: false,
          paths: [
            { path: '$.items[2].price', op: 'changed', before: 19.99, after: 17.49 },
            { path: '$["<x>"]', op: 'added', after: { name: '<script>alert(1)</script>' } },
            { path: '$.old', op: 'removed', before: 'gone' },
            { path: '$.big', op: 'added', after: big },
          ],
        },
      }),
    ),
  );
  t.equal($('h2').first().text(), 'Changed fields');
  const cells = $('table.paths tbody tr').map((_, r) => [$(r).find('td').map((__, c) => $(c).text()).get()]).get();
  t.same(cells.slice(0, 3), [
    ['$.items[2].price', 'changed', '19.99', '17.49'],
    ['$["<x>"]', 'added', '', '{"name":"<script>alert(1)</script>"}'],
    ['$.old', 'removed', 'gone', ''],
  ]);
  t.equal(cells[3][3].length, MAX_VALUE_CHARS, 'a large value is cut');
  t.match(cells[3][3], /…$/);
  t.equal($('script').length, 0);
  t.equal($('.note').text(), '', 'no "nothing to show" note when paths are shown');
});

t.test('neither lines nor paths: says so', async (t) => {
  const $ = cheerio.load(renderDiffPage(view({ diff: { lines: [], added: 0, removed: 0, truncated: false } })));
  t.match($('.note').text(), /No changed lines/);
  t.equal($('table.paths').length, 0);
});

t.test('the screenshot, linked to itself', async (t) => {
  const $ = cheerio.load(renderDiffPage(view({ screenshotUrl: 'https://files.example/s.png?sig=a&exp=b' })));
  t.equal($('.shot a').attr('href'), 'https://files.example/s.png?sig=a&exp=b');
  t.equal($('.shot a img').attr('src'), 'https://files.example/s.png?sig=a&exp=b');
  t.ok($('.shot img').attr('alt'));
});

t.test('when: seen at, or between the previous check and this one; and until when it is kept', async (t) => {
  const seen = cheerio.load(renderDiffPage(view()));
  t.equal(seen('.meta').text(), 'Change seen at Tue, 24 Nov 2026 10:00:00 GMT');
  t.equal(seen('.meta time').attr('datetime'), '2026-11-24T10:00:00.000Z');
  t.match(seen('footer').text(), /kept until Thu, 24 Dec 2026 10:00:00 GMT/);
  const between = cheerio.load(renderDiffPage(view({ previousCheckedAt: '2026-11-24T09:00:00.000Z' })));
  t.equal(between('.meta').text(), 'Changed between Tue, 24 Nov 2026 09:00:00 GMT and Tue, 24 Nov 2026 10:00:00 GMT');
  t.equal(cheerio.load(renderDiffPage(view({ previousCheckedAt: null })))('.meta').text(), 'Change seen at Tue, 24 Nov 2026 10:00:00 GMT');
  t.equal(cheerio.load(renderDiffPage(view({ checkedAt: 'soon<b>' })))('.meta').text(), 'Change seen at soon<b>', 'a value that is not a time, as text');
});

t.test('phone layout: one media query stacks the columns', async (t) => {
  const style = cheerio.load(renderDiffPage(view()))('style').text();
  t.match(style, /@media \(max-width:640px\)\{.*\.row\{grid-template-columns:1fr\}/);
  t.match(style, /overflow-wrap:anywhere/);
});

t.test('bidi controls are shown as [U+....], never obeyed (issue 32: U+202E turned "gnp.exe" into "exe.png")', async (t) => {
  const controls = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c'];
  const rlo = '\u202e';
  const html = renderDiffPage(
    view({
      monitorName: `invoice${rlo}gnp.exe`,
      url: `https://shop.example.com/a${rlo}b`,
      summary: `Now ${rlo}gnp.exe`,
      diff: {
        lines: [
          { op: 'removed', text: `Download invoice${rlo}fdp.exe here` },
          { op: 'added', text: `Download report${rlo}gnp.exe here` },
          { op: 'equal', text: controls.join('x') },
        ],
        paths: [{ path: `$.file${rlo}`, op: 'changed', before: `a${rlo}b`, after: { name: `c${rlo}d` } }],
        added: 1,
        removed: 1,
        truncated: false,
      },
    }),
  );
  for (const c of controls) t.notOk(html.includes(c), `no raw U+${c.charCodeAt(0).toString(16).toUpperCase()} in the page`);
  const $ = cheerio.load(html);
  t.equal($('title').text(), 'Change: invoice[U+202E]gnp.exe', 'the title (no markup there) shows the code');
  t.equal($('h1').text(), 'invoice[U+202E]gnp.exe');
  t.equal($('h1 .ctl').length, 1, 'marked in the body');
  t.equal($('header .url').text(), 'https://shop.example.com/a[U+202E]b');
  t.equal($('header a.url').attr('href'), 'https://shop.example.com/a%E2%80%AEb', 'the link goes where the browser would send it');
  t.equal($('.summary').text(), 'Now [U+202E]gnp.exe');
  t.match($('.cell.old.removed').first().text(), 'invoice[U+202E]fdp.exe', 'word-marked lines too');
  t.match($('.cell.new.added').first().text(), 'report[U+202E]gnp.exe');
  t.equal($('.row.same .cell.old').text(), controls.map((c) => `[U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}]`).join('x'), 'every control of the list');
  t.match($('table.paths').text(), '$.file[U+202E]');
  t.match($('table.paths td.value.removed').text(), 'a[U+202E]b');
  t.match($('table.paths td.value.added').text(), 'c[U+202E]d');
  const plain = renderDiffPage(view({ monitorName: 'مراقبة السعر', diff: { lines: [{ op: 'added', text: 'שלום עולם' }], added: 1, removed: 0, truncated: false } }));
  t.equal(cheerio.load(plain)('.ctl').length, 0, 'right-to-left text without controls is left as it is');
  t.match(plain, 'مراقبة السعر');
});
