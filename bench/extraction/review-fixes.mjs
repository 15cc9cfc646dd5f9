// The two inputs of the session 19 review (issue 27), CPU time of each: a JSON-LD block in CDATA with a long
// run of spaces inside a string (the unwrap), and a body of N "<span>1</span><sup>12</sup>" (the raised-cents
// marks the Page constructor makes). Median of several rounds.
// Usage: node bench/extraction/review-fixes.mjs [--spaces 80000] [--sups 8000] [--rounds 3]
// GLEANER_AI_DIST: another build of libs/ai (e.g. a copy of its dist before a change) measured the same way.
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const dist = path.resolve(process.env.GLEANER_AI_DIST ?? new URL('../../libs/ai/dist', import.meta.url).pathname);
const { Page } = require(path.join(dist, 'local/page.js'));
const { extractField } = require(path.join(dist, 'local/fields.js'));

const args = process.argv.slice(2);
const opt = (name, fallback) => Number(args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const spaces = opt('spaces', 80000);
const sups = opt('sups', 8000);
const rounds = opt('rounds', 3);

const cpuMs = (f) => {
  const c0 = process.cpuUsage();
  const out = f();
  const c = process.cpuUsage(c0);
  return [(c.user + c.system) / 1000, out];
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const measure = (label, f) => {
  const runs = [];
  let out;
  for (let i = 0; i < rounds; i++) [runs[i], out] = cpuMs(f);
  console.log(`${label}: ${median(runs).toFixed(0)} ms CPU (median of ${rounds}; ${runs.map((r) => r.toFixed(0)).join(', ')}) -> ${JSON.stringify(out)}`);
};

const ld = `<html><head><title>Kettle</title><script type="application/ld+json">//<![CDATA[\n{"@type":"Product","name":"Kettle","description":"a${' '.repeat(spaces)}b","offers":{"price":"24.99","priceCurrency":"GBP"}}\n//]]></script></head><body><h1>Kettle</h1><p>£24.99</p></body></html>`;
measure(`JSON-LD in CDATA, ${spaces} spaces in a string (page + price)`, () => extractField(new Page(ld, 'https://shop.example/k'), 'price', 'the price'));
const supHtml = `<html><body>${'<span>1</span><sup>12</sup> '.repeat(sups)}</body></html>`;
measure(`${sups} x <span>1</span><sup>12</sup> (page + body text)`, () => new Page(supHtml, 'https://x.example/').$('body').text().length);
const odd = '<html><body><p id="a">The budget is $1.5 × 10<sup>12</sup> this year.</p><p id="b">Was £24.99<sup>12</sup></p><p id="c">Save £24<sup>99</sup></p></body></html>';
const p = new Page(odd, 'https://x.example/');
console.log('values:', ['a', 'b', 'c'].map((id) => p.$(`#${id}`).text()).join(' | '));
console.log(`libs/ai: ${dist}; node ${process.version}; load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
