import t from 'tap';
import { domMemo, type MemoNode } from './dom-memo.js';
import { innerTextLength } from './link-density.js';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { parseHTML } = require('linkedom') as { parseHTML: (html: string) => { document: any } };
/* eslint-disable @typescript-eslint/no-explicit-any */

const spaces = [' ', '  ', '\n\t ', '\u00a0', '\u2003 ', '\u3000', '\ufeff', '\u200b', ''];
// nested blocks whose texts start and end in white space or not, empty and all-space elements, comments, CDATA-like text
function page(seed: number): string {
  let k = seed;
  const next = (n: number): number => (k = (k * 1103515245 + 12345) % 2147483648) % n;
  const text = (): string => Array.from({ length: next(4) }, () => spaces[next(spaces.length)] + ['ab', 'c', 'river', 'x y'][next(4)]).join('') + spaces[next(spaces.length)];
  const block = (depth: number): string => {
    if (depth > 4 || next(4) === 0) return text();
    const inner = Array.from({ length: next(4) }, () => block(depth + 1)).join(text());
    return ['<div>', '<p>', '<span>', '<a href="#x">', '<b>'][next(5)].replace(/<(\w+)([^>]*)>/, `<$1$2>${inner}<!-- c${next(9)} --></$1>`);
  };
  return `<html><body>${Array.from({ length: 6 }, () => block(0)).join('')}</body></html>`;
}

t.test("an element's text length is link-density's count, on every element", async (t) => {
  for (let seed = 1; seed <= 30; seed++) {
    const { document } = parseHTML(page(seed));
    const memo = domMemo(document)!;
    t.ok(memo, 'linkedom changes are heard');
    const all = [...document.querySelectorAll('*')];
    // the deepest first (their runs kept, then joined by their ancestors) and then the other way
    let differ = 0;
    for (const el of [...all].reverse()) if (memo.textLength(el as MemoNode) !== innerTextLength(el)) differ++;
    const fresh = domMemo(parseHTML(page(seed)).document)!;
    const again = [...parseHTML(page(seed)).document.querySelectorAll('*')];
    for (const el of again) if (fresh.textLength(el as MemoNode) !== innerTextLength(el)) differ++;
    t.equal(differ, 0, `page ${seed}`);
  }
});

t.test('what is kept is dropped when the document changes, inside it or in an element outside it', async (t) => {
  const { document } = parseHTML('<html><body><div id="a"><p>one two</p><p>three</p></div></body></html>');
  const memo = domMemo(document)!;
  const a = document.getElementById('a');
  t.equal(memo.textLength(a), 'one twothree'.length);
  a.removeChild(a.lastChild);
  t.equal(memo.textLength(a), 'one two'.length, 'a child removed in the document');
  // Readability's article is built in an element outside the document, then cleaned there
  const article = document.createElement('div');
  article.appendChild(a);
  const list = (): { elements: any[]; templates: boolean } => ({ elements: [...article.querySelectorAll('*')], templates: false });
  t.equal(memo.elementsUnder(article, list).elements.length, 2);
  t.equal(memo.textLength(article), 'one two'.length);
  a.firstChild.firstChild.data = 'one';
  t.equal(memo.textLength(article), 'one'.length, 'a text changed outside the document');
  a.removeChild(a.firstChild);
  t.equal(memo.textLength(article), 0, 'a child removed outside the document');
  t.equal(memo.elementsUnder(article, list).elements.length, 1, 'the list made again');
  a.appendChild(document.createElement('span'));
  t.equal(memo.elementsUnder(article, list).elements.length, 2, 'a child added outside the document');
});

t.test('no memo where a change outside the document is not heard', async (t) => {
  const { document } = parseHTML('<html><body><p>x</p></body></html>');
  t.equal(domMemo({}), null, 'no MutationObserver');
  // an observer that never records (as a linkedom that asked its targets otherwise would behave)
  const deaf = { defaultView: { MutationObserver: class { observe(): void {} takeRecords(): unknown[] { return []; } disconnect(): void {} } }, createElement: (n: string) => document.createElement(n) };
  t.equal(domMemo(deaf), null);
});

t.test('a stopped memo keeps nothing and hears nothing: the page is not held by records', async (t) => {
  const { document } = parseHTML('<html><body><div id="a"><p>one two</p></div></body></html>');
  const memo = domMemo(document)!;
  const a = document.getElementById('a');
  t.equal(memo.textLength(a), 7);
  const observers = (): { active: boolean } => document[Object.getOwnPropertySymbols(document).find((s) => s.description === 'MutationObserver')!];
  t.equal(observers().active, true, 'heard while in use');
  memo.stop();
  t.equal(observers().active, false, 'no observer left on the document');
  a.firstChild.firstChild.data = 'one';
  t.equal(memo.textLength(a), 3, 'read again after a change it no longer hears');
});
