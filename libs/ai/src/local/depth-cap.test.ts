import t from 'tap';
import * as cheerio from 'cheerio';
import type { AnyNode } from 'domhandler';
import { capDepth, MAX_DEPTH } from './depth-cap.js';
import { LocalEngine } from './engine.js';

// A page built deeper than a browser's parser nests (a script can): its elements past 512 levels
// are lifted to follow their parent, the text keeps its order, and every reader runs without
// overflowing the stack.

const deep = (levels: number): string => `<html><head><title>Deep</title></head><body><h1>A deep page</h1><p>By Ann Lee</p>${'<div><span>x</span>'.repeat(levels)}<p>Price: $12</p>${'</div>'.repeat(levels)}<p>The end</p></body></html>`;

function maxDepth(root: AnyNode): number {
  let most = 0;
  const stack: Array<[AnyNode, number]> = [[root, 0]];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const [n, d] = top;
    most = Math.max(most, d);
    for (const c of (n as { children?: AnyNode[] }).children ?? []) stack.push([c, d + 1]);
  }
  return most;
}

t.test('no element deeper than the cap; the text and its order stay', async (t) => {
  const $ = cheerio.load(deep(3000));
  const root = $.root()[0];
  const before = maxDepth(root);
  t.ok(before > 3000, `the page as parsed: ${before} levels`);
  t.ok(capDepth(root) > 0, 'elements moved');
  t.ok(maxDepth(root) <= MAX_DEPTH + 1, `after: ${maxDepth(root)} levels`);
  const text = $('body').text();
  t.match(text, /^A deep page\s*By Ann Lee\s*(x)+Price: \$12\s*The end$/, 'the text in the page\'s order');
  t.equal((text.match(/x/g) ?? []).length, 3000, 'no text lost');
  const $2 = cheerio.load(deep(100));
  t.equal(capDepth($2.root()[0]), 0, 'a page within the cap is left as it is');
});

t.test('the engine reads fields and records on a page 20,000 levels deep', async (t) => {
  // (wrappers only: 20,000 elements side by side after the cap; docs/benchmarks.md, session 17, on wide pages)
  const html = `<html><head><title>Deep</title></head><body><h1>A deep page</h1><p>By Ann Lee</p>${'<div>'.repeat(20000)}<p>Price: $12</p>${'</div>'.repeat(20000)}</body></html>`;
  const e = new LocalEngine();
  const got = await e.extractFields({ html, url: 'http://127.0.0.1/deep', fields: { title: 'title', author: 'who wrote it', price: 'the price' } });
  t.same(got, { title: 'A deep page', author: 'Ann Lee', price: 12 });
  const records = await e.extractRecords({ html, url: 'http://127.0.0.1/deep', prompt: 'prices' });
  t.ok(Array.isArray(records.data), 'records answer (no stack overflow)');
});
