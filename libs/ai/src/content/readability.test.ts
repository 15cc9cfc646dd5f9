import t from 'tap';
import { Readability } from '@mozilla/readability';
import { quickReadability, readabilityPatchFits, READABILITY_PATCHED_VERSION } from './readability.js';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { parseHTML } = require('linkedom') as { parseHTML: (html: string) => { document: unknown } };

// A small seeded generator of untidy pages: nested blocks, lists and tables of links, bylines,
// hidden and styled elements, templates, embeds, forms, headings, comma-rich and short paragraphs.
function page(seed: number): string {
  // mulberry32
  let s = seed >>> 0;
  const rnd = (n: number): number => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) % n;
  };
  const words = ['river', 'bridge', 'town', 'night', 'water', 'boats', 'council', 'mayor', 'report', 'storm', 'harbour', 'market'];
  const sentence = (): string => Array.from({ length: 6 + rnd(18) }, () => words[rnd(words.length)]).join(rnd(4) ? ' ' : ', ') + '.';
  const para = (): string => `<p${rnd(5) ? '' : ' class="caption"'}>${Array.from({ length: 1 + rnd(4) }, sentence).join(' ')}${rnd(3) ? '' : ` <a href="${rnd(2) ? '#note' : '/more'}">${sentence()}</a>`}</p>`;
  const block = (depth: number): string => {
    const kind = rnd(12);
    if (depth > 5 || kind < 3) return para();
    const inner = Array.from({ length: 1 + rnd(4) }, () => block(depth + 1)).join('');
    switch (kind) {
      case 3:
        return `<ul class="${rnd(2) ? 'related' : 'list'}">${Array.from({ length: 2 + rnd(5) }, () => `<li><a href="/x">${sentence()}</a></li>`).join('')}</ul>`;
      case 4:
        return `<table><tr><th>Name</th><td>${sentence()}</td></tr><tr><td>${inner}</td><td>${rnd(10)}</td></tr></table>`;
      case 5:
        return `<div class="byline author">By Jo Park${rnd(2) ? '' : ' and ' + sentence()}</div>${inner}`;
      case 6:
        return `<div style="${rnd(2) ? 'display: none' : 'color: red'}">${inner}</div>`;
      case 7:
        return `<div hidden>${inner}</div><div aria-hidden="true" class="${rnd(2) ? 'fallback-image' : ''}">${inner}</div>`;
      case 8:
        return `<template><div>${inner}</div></template><section><h2>${sentence()}</h2>${inner}</section>`;
      case 9:
        return `<div class="comments"><form><input name="q"><input name="r"></form>${inner}<iframe src="https://www.youtube.com/embed/x"></iframe></div>`;
      case 10:
        return `<div class="${rnd(2) ? 'sidebar' : 'content'}"><img src="a.jpg"><img src="b.jpg">${inner}</div>`;
      default:
        return `<div id="d${rnd(100)}"><div>${inner}</div></div>`;
    }
  };
  return `<!doctype html><html><head><title>Flood night | Town News</title></head><body><header><nav><a href="/">Home</a></nav></header><main><article><h1>Flood night</h1>${Array.from({ length: 3 + rnd(6) }, () => block(0)).join('')}</article></main><footer>Copyright</footer></body></html>`;
}

t.test('the quick Readability reads every page as Readability does', async (t) => {
  for (let seed = 1; seed <= 40; seed++) {
    const html = page(seed);
    const plain = new Readability(parseHTML(html).document as Document, { charThreshold: 300 }).parse();
    const quick = quickReadability(parseHTML(html).document, { charThreshold: 300 }).parse();
    t.same(quick, plain, `page ${seed}`);
  }
});

// the helpers one by one, on every element of the pages: each must answer as Readability's own
/* eslint-disable @typescript-eslint/no-explicit-any */
// Readability's own and ours over two parses of one page (docA, docB), with each parse's elements in document order
const pairedReaders = (html: string) => {
  const docA = parseHTML(html).document as any;
  const docB = parseHTML(html).document as any;
  return {
    docA,
    docB,
    plain: new Readability(docA, {}) as any,
    quick: quickReadability(docB, {}) as any,
    a: [...docA.querySelectorAll('*')] as any[],
    b: [...docB.querySelectorAll('*')] as any[],
  };
};

t.test('each quick helper answers as the original on every element', async (t) => {
  for (let seed = 1; seed <= 12; seed++) {
    const { docA, docB, plain, quick, a, b } = pairedReaders(page(seed));
    t.equal(a.length, b.length);
    let differ = 0;
    for (let i = 0; i < a.length; i++) {
      const names = (list: any[]): string => list.map((e: any) => e.localName).join(',');
      if (names(plain._getAllNodesWithTag(a[i], ['div', 'P', 'a', 'template'])) !== names(quick._getAllNodesWithTag(b[i], ['div', 'P', 'a', 'template']))) differ++;
      if (plain._isProbablyVisible(a[i]) !== quick._isProbablyVisible(b[i])) differ++;
      if (plain._isElementWithoutContent(a[i]) !== quick._isElementWithoutContent(b[i])) differ++;
      const match = `${a[i].className} ${a[i].id}`;
      if (plain._isValidByline(a[i], match) !== quick._isValidByline(b[i], match)) differ++;
    }
    t.equal(differ, 0, `page ${seed}: every element`);
    // a removal pass whose filter reads texts and link densities, and the texts of parents it removes from
    const seen = (reader: any, doc: any): string[] => {
      const out: string[] = [];
      reader._removeNodes([...doc.querySelectorAll('div, p, li, ul, table')], function (this: any, node: any) {
        const text = this._getInnerText(node);
        const density = this._getLinkDensity(node);
        const ps = node.getElementsByTagName('p').length;
        // the parent's text, which removing this node's siblings has changed
        const parent = node.parentNode?.nodeType === 1 ? this._getInnerText(node.parentNode).length : -1;
        out.push(`${text.length} ${density.toFixed(6)} ${ps} ${parent}`);
        return density > 0.3 || text.length % 3 === 0;
      });
      return out;
    };
    t.same(seen(quick, docB), seen(plain, docA), `page ${seed}: a removal pass`);
  }
});

t.test("the document's own element lists: what follows </html> and what a template holds", async (t) => {
  const pages = [
    '<!doctype html><html><head><script>a</script><title>x</title></head><body><p>hi</p><template><style>s</style></template></body></html><script>after</script><style>z</style><noscript>n</noscript>',
    '<p>no html element</p><script>x</script>',
    '<html><body><div><img src="a"><noscript><img src="b.jpg"></noscript></div></body></html><meta name="author" content="Q">',
  ];
  for (const html of pages) {
    const docA = parseHTML(html).document as any;
    const docB = parseHTML(html).document as any;
    const plain = new Readability(docA, {}) as any;
    const quick = quickReadability(docB, {}) as any;
    for (const tags of [['script', 'noscript'], ['style'], ['img'], ['meta'], ['template'], ['P']]) {
      const outer = (list: any[]): string[] => [...list].map((e: any) => e.outerHTML);
      t.same(outer(quick._getAllNodesWithTag(docB, tags)), outer(plain._getAllNodesWithTag(docA, tags)), `${tags} in a page of ${html.length} bytes`);
    }
  }
});

t.test("Readability's parse leaves no observer on the page (the memo's records would hold it)", async (t) => {
  for (const seed of [1, 2, 3]) {
    const { document } = parseHTML(page(seed)) as { document: any };
    quickReadability(document, { charThreshold: 300 }).parse();
    const observers = document[Object.getOwnPropertySymbols(document).find((s) => s.description === 'MutationObserver')!];
    t.equal(observers?.active, false, `page ${seed}`);
  }
});

t.test('the replacements apply only to the Readability they were written against', async (t) => {
  const { version } = require('@mozilla/readability/package.json') as { version: string };
  t.equal(version, READABILITY_PATCHED_VERSION, 'the installed Readability is the one patched (a bump must re-check the helpers, then move the pin)');
  t.ok(readabilityPatchFits(version, Readability.prototype), 'and every replaced helper is there');
  t.notOk(readabilityPatchFits('0.7.0', Readability.prototype), 'another version: not patched');
  const renamed = Object.assign(Object.create(Readability.prototype) as object, { _isProbablyVisible: undefined });
  t.notOk(readabilityPatchFits(version, renamed), 'a helper gone or renamed: not patched');
});

t.test("the article's markup is not serialized for parse()'s unguarded log, and is whole after", async (t) => {
  for (let seed = 1; seed <= 8; seed++) {
    const html = page(seed);
    const plain = new Readability(parseHTML(html).document as Document, { charThreshold: 300 }).parse();
    const quick = quickReadability(parseHTML(html).document, { charThreshold: 300, serializer: (el) => el as any }) as any;
    const logged: string[] = [];
    quick.log = (...args: unknown[]) => logged.push(args.join(' '));
    const article = quick.parse();
    t.ok(logged.includes('Grabbed: '), `page ${seed}: the log read no markup`);
    t.equal(article?.content.innerHTML, plain?.content, `page ${seed}: the article's own markup after`);
    t.notOk(Object.prototype.hasOwnProperty.call(article?.content ?? {}, 'innerHTML'), `page ${seed}: no own innerHTML left`);
  }
});

t.test('link densities are counted as Readability counts them, odd white space included', async (t) => {
  const spaces = [' ', '  ', '\n\t ', '\u00a0', '\u00a0\u00a0', '\u2003 ', '\u3000', '\ufeff', '\u200b', ''];
  for (let seed = 1; seed <= 12; seed++) {
    // the seeded pages, with their spaces swapped for others: runs of one and more, leading and trailing
    let k = seed;
    const html = page(seed).replace(/ /g, () => spaces[(k = (k * 31 + 7) % 101) % spaces.length]);
    const { plain, quick, a, b } = pairedReaders(html);
    let differ = 0;
    for (let i = 0; i < a.length; i++) if (plain._getLinkDensity(a[i]) !== quick._getLinkDensity(b[i])) differ++;
    t.equal(differ, 0, `page ${seed}: every element's link density, exactly`);
  }
});

t.test("a page that retries is put back as Readability's own copy of its markup puts it", async (t) => {
  // Readability's own article and ours, with how often ours parsed the page again
  const readBoth = (html: string, charThreshold: number) => {
    const plain = new Readability(parseHTML(html).document as Document, { charThreshold }).parse();
    const counted = { reopened: 0 };
    const reopen = (): unknown => {
      counted.reopened++;
      return parseHTML(html).document;
    };
    const reader = quickReadability(parseHTML(html).document, { charThreshold }, reopen) as any;
    return { plain, quick: reader.parse(), reader, counted };
  };
  for (let seed = 1; seed <= 40; seed++) {
    const { plain, quick, reader, counted } = readBoth(page(seed), 300);
    const reopened = counted.reopened;
    t.same(quick, plain, `page ${seed}`);
    // the page is parsed again only when an attempt found too little, and once whatever the attempts
    t.equal(reopened, reader._attempts.length ? 1 : 0, `page ${seed}: ${reader._attempts.length} retries, ${reopened} new parse`);
  }
  // a high threshold makes every page retry: the same article after each of the four attempts
  for (let seed = 1; seed <= 6; seed++) {
    const { plain, quick, counted } = readBoth(page(seed), 100000);
    t.same(quick, plain, `page ${seed}, every attempt short`);
    t.equal(counted.reopened, 1, `page ${seed}: the page put back three times from one new parse`);
  }
});
