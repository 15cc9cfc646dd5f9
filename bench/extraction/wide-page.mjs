// A page whose one element has tens of thousands of children (spans, paragraphs, table rows, list items):
// 8 fields with the local engine, side by side with the raw parse of the same page (the baseline), CPU
// time of each and their ratio. Usage: node bench/extraction/wide-page.mjs [N] [--shape span,p,tr,li,wrapped,nested]
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
// GLEANER_AI_DIST: another build of libs/ai (e.g. the one before a change) to measure the same way
const dist = path.resolve(process.env.GLEANER_AI_DIST ?? new URL('../../libs/ai/dist', import.meta.url).pathname);
const { Page } = require(path.join(dist, 'local/page.js'));
const { extractField } = require(path.join(dist, 'local/fields.js'));
const cheerio = require('cheerio');

const args = process.argv.slice(2);
const n = Number(args.find((a) => /^\d+$/.test(a)) ?? 20000);
const opt = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const shapes = opt('shape', 'span,p,tr,li,wrapped,nested').split(',');
const FIELDS = { title: 'the title', author: 'who wrote it', date: 'when was it published', content: 'the main text', price: 'how much does it cost', site: 'the name of the website', image: 'main image', photos: 'the number of photos' };

const body = {
  span: (i) => `<span>word ${i} of the text</span>`,
  p: (i) => `<p>Paragraph ${i} says something about the subject.</p>`,
  tr: (i) => `<tr><td>Row ${i}</td><td>${i * 3}</td><td>item ${i % 97}</td></tr>`,
  li: (i) => `<li>Entry ${i}</li>`,
  wrapped: (i) => `<div><span>word ${i}</span></div>`,
  // nested 20,000 deep: the depth cap lifts what lies below 512 levels into one parent's children
  nested: (i) => `<div><span>word ${i}</span>`,
};
const wrap = { span: ['<div>', '</div>'], p: ['<div>', '</div>'], tr: ['<table>', '</table>'], li: ['<ul>', '</ul>'], wrapped: ['<div>', '</div>'], nested: ['<div>', '</div>'] };

const cpuMs = (f) => {
  const c0 = process.cpuUsage();
  const out = f();
  const c = process.cpuUsage(c0);
  return [(c.user + c.system) / 1000, out];
};

for (const shape of shapes) {
  const items = Array.from({ length: n }, (_, i) => body[shape](i)).join('') + (shape === 'nested' ? '</div>'.repeat(n) : '');
  const html = `<html><head><title>Wide page - Example</title></head><body><h1>A wide page</h1><p>By Ann Lee</p><p>Price: $12</p>${wrap[shape][0]}${items}${wrap[shape][1]}</body></html>`;
  const [parse] = cpuMs(() => cheerio.load(html));
  const [ours, values] = cpuMs(() => {
    const page = new Page(html, 'http://127.0.0.1/wide');
    return Object.fromEntries(Object.entries(FIELDS).map(([k, d]) => [k, extractField(page, k, d)]));
  });
  const short = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.slice(0, 30) : v]));
  console.log(`${shape} x ${n} (${(html.length / 1e6).toFixed(1)} MB): parse ${parse.toFixed(0)} ms CPU, 8 fields ${ours.toFixed(0)} ms CPU, ratio ${(ours / parse).toFixed(1)} (load ${os.loadavg()[0].toFixed(1)}) ${JSON.stringify(short)}`);
}
