import t from 'tap';
import { foldWhitespace, plainScrape } from './plain-scrape.js';
import type { PlainFetch } from './types.js';

// The javascript:false path on given HTML (no network): what text it keeps and what it follows.
const serve =
  (pages: Record<string, string>): PlainFetch =>
  async (url) => ({ url, status: 200, headers: { 'content-type': 'text/html' }, body: pages[url] ?? '<p>missing</p>' });

t.test('the text is what a reader sees in the body', async (t) => {
  const html = `<!doctype html><html><head><title>Head title</title><style>.x{color:red}</style></head>
    <body>
      <h1>Big   &amp; bold</h1>
      <script>var hidden = "script text";</script>
      <noscript>Enable JavaScript</noscript>
      <template><p>template text</p></template>
      <p>First \t  line</p>
      <div>Second <b>line</b> <!-- a comment --></div>
      <style>p { margin: 0 }</style>
    </body></html>`;
  const r = await plainScrape({ url: 'http://example.test/', timeoutMs: 5000 }, serve({ 'http://example.test/': html }));
  const text = r.pages[0].text;
  t.equal(text, 'Big & bold\nFirst line\nSecond line');
  t.equal(r.pages[0].html, html, 'the HTML is stored as fetched');
});

t.test('a fragment without a body still gives its text', async (t) => {
  const r = await plainScrape({ url: 'http://example.test/', timeoutMs: 5000 }, serve({ 'http://example.test/': '<p>Only <i>this</i></p><script>no</script>' }));
  t.equal(r.pages[0].text, 'Only this');
});

t.test('white space folds as the two regexes it replaced did, on random text', async (t) => {
  const byRegex = (s: string) => s.replace(/ [ \t]+|\t[ \t]*/g, ' ').replace(/\s*\n\s*/g, '\n').trim();
  // Letters, every kind of white space (tabs, line breaks, no-break and other Unicode spaces).
  const alphabet = ['a', 'b', ' ', ' ', ' ', '\t', '\n', '\r', '\f', '\v', '\u00a0', '\u2003', '\u3000', '\ufeff', '\u2028'];
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  let differing = 0;
  for (let i = 0; i < 5000; i++) {
    const s = Array.from({ length: Math.floor(next() * 40) }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
    if (foldWhitespace(s) !== byRegex(s)) differing++;
  }
  t.equal(differing, 0, '5,000 random strings fold the same');
  t.equal(foldWhitespace('  a \t b\u00a0 c \n\n  d  '), 'a b\u00a0 c\nd');
});

t.test('pagination follows the next link; wait_for must be in the page', async (t) => {
  const pages = {
    'http://example.test/1': '<body><p>one</p>\n<a class="next" href="/2">Next</a></body>',
    'http://example.test/2': '<body><p>two</p>\n<a class="next" href="/1">Next</a></body>',
  };
  const r = await plainScrape({ url: 'http://example.test/1', timeoutMs: 5000, pagination: { nextButtonSelector: 'a.next', maxPages: 5 } }, serve(pages));
  t.same(
    r.pages.map((p) => p.text),
    ['one\nNext', 'two\nNext'],
    'stops where a page links back to one already seen',
  );
  await t.rejects(plainScrape({ url: 'http://example.test/1', timeoutMs: 5000, waitFor: '#never' }, serve(pages)), { code: 'timeout' });
  await t.rejects(plainScrape({ url: 'http://example.test/1', timeoutMs: 5000, pagination: { nextButtonSelector: 'a[', maxPages: 2 } }, serve(pages)), { code: 'invalid_parameter' });
});
