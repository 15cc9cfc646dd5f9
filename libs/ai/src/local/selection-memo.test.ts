import t from 'tap';
import type { AnyNode } from 'domhandler';
import { Page } from './page.js';
import { extractField } from './fields.js';

const html = `<!doctype html><html><head><title>Brass desk lamp | Lumen Works</title>
  <meta property="og:site_name" content="Lumen Works"><meta name="description" content="A lamp.">
  <script type="application/ld+json">{"@type":"Product","name":"Brass desk lamp","offers":{"price":"89.00","priceCurrency":"EUR"}}</script></head>
  <body><header><a href="/"><img src="/logo.png" alt="Lumen Works"></a><nav><a href="/lamps">Lamps</a></nav></header>
  <main><article itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Brass desk lamp</h1>
  <p class="byline">By Ada Moss</p><time datetime="2024-03-02">2 March 2024</time>
  <span class="price">€89.00</span><img src="/img/lamp-1.jpg" width="600" height="400"><img src="/img/lamp-2.jpg">
  <dl><dt>Material</dt><dd>Brass</dd></dl><p>A brass lamp for a desk, with a linen shade and a long cord.</p></article></main>
  <footer>© 2024 Lumen Works. All rights reserved.</footer></body></html>`;
const FIELDS = { title: 'the title', author: 'who wrote it', date: 'when was it published', content: 'the main text', price: 'how much does it cost', site: 'the name of the website', image: 'main image', photos: 'the number of photos' };

/** freezes every node of the tree (its attributes and child lists too): a reader that changes it throws */
function freeze(node: AnyNode): void {
  const stack: AnyNode[] = [node];
  while (stack.length) {
    const n = stack.pop()!;
    const kids = (n as { children?: AnyNode[] }).children;
    if (kids) stack.push(...kids);
    if ((n as { attribs?: object }).attribs) Object.freeze((n as { attribs: object }).attribs);
    if (kids) Object.freeze(kids);
    Object.freeze(n);
  }
}

t.test('the tree is final after the constructor: the fields read a frozen tree, and every kept selection is what a new walk finds', async (t) => {
  const fresh = Object.fromEntries(Object.entries(FIELDS).map(([k, d]) => [k, extractField(new Page(html, 'https://lumen.example/lamp'), k, d)]));
  const page = new Page(html, 'https://lumen.example/lamp');
  freeze(page.$.root()[0]);
  for (const [k, d] of Object.entries(FIELDS)) t.same(extractField(page, k, d), fresh[k], `${k}: the same on the frozen tree`);
  t.ok(page.$.kept.size > 5, 'whole-document selections were kept');
  for (const [selector, found] of page.$.kept) t.same(page.$.root().find(selector).toArray(), found, selector);
});

t.test('a selector walks the tree once; markup and searches within an element are not kept', async (t) => {
  const page = new Page(html, 'https://lumen.example/lamp');
  const first = page.$('img');
  t.equal(first.length, 3);
  t.equal(page.$.kept.get('img')?.length, 3);
  // a selection is a new object over the same elements: filtering one leaves the next unchanged
  first.filter((i) => i === 0);
  t.not(page.$('img'), first);
  t.same(page.$('img').toArray(), first.toArray());
  t.equal(page.$('img').first().attr('src'), '/logo.png');
  const main = page.$('main')[0];
  t.equal(page.$('img', main).length, 2, 'a search within an element');
  t.notOk(page.$.kept.has('img[src^="/img"]'));
  t.equal(page.$('<p>made</p>').text(), 'made', 'markup is parsed, not looked up');
  t.notOk([...page.$.kept.keys()].some((k) => k.includes('<')));
});
