// What verifying answers costs (issue 28): the engine alone in this process, on the speed bench's
// 50 sources of 200 KB (the SQuAD articles' prose, rotated), the 247 SQuAD questions asked in turn of
// this tree's engine and, with --before DIR, of another tree's built libs/ai (an A/B on one machine at
// one load: each question asked of both, alternately); then one free-text field on a 2 MB page.
// Usage: node bench/research/verify-cost.mjs [--before /path/to/tree] [--asks 200]
import path from 'node:path';
import { createRequire } from 'node:module';
import { pct } from '../lib/measure.mjs';
import { longSources, squadArticles, squadQuestions } from './squad.mjs';

const require = createRequire(import.meta.url);
const arg = (n, d) => (process.argv.includes(`--${n}`) ? process.argv[process.argv.indexOf(`--${n}`) + 1] : d);
const trees = { after: path.resolve(import.meta.dirname, '../..') };
if (arg('before')) trees.before = path.resolve(arg('before'));
const articles = squadArticles();
const docs = longSources(articles);
const questions = squadQuestions().slice(0, Number(arg('asks', '200')));
// a 2 MB page of paragraphs with the answer in one near the end
const paragraphs = [];
for (let i = 0; paragraphs.join('').length < 2 * 1024 * 1024; i++) paragraphs.push(`<p>${articles[i % articles.length].text.replace(/\n/g, ' ').replace(/</g, '&lt;')}</p>`);
paragraphs.splice(paragraphs.length - 3, 0, '<p>The Harlow paper mill was founded in 1874 by the engineer Tomas Brandt on the banks of the river Elde.</p>');
const bigPage = `<!doctype html><html><head><title>Readings</title></head><body><main>${paragraphs.join('\n')}</main></body></html>`;

const engines = {};
for (const [name, root] of Object.entries(trees)) {
  const ai = require(path.join(root, 'libs/ai/dist/index.js'));
  const engine = new ai.LocalResearchEngine();
  engines[name] = { ai, engine, index: engine.load(await engine.index(docs)), times: [], field: [] };
}
for (const q of questions) {
  for (const e of Object.values(engines)) {
    const t = performance.now();
    await e.engine.ask(e.index, { question: q.question, format: 'text' });
    e.times.push(performance.now() - t);
  }
}
for (let run = 0; run < 3; run++) {
  for (const e of Object.values(engines)) {
    const local = new e.ai.LocalEngine();
    const t = performance.now();
    const out = await local.extractFields({ html: bigPage, url: 'http://127.0.0.1/big', fields: { founder: 'who founded the Harlow paper mill' } });
    e.field.push({ ms: performance.now() - t, value: out.founder });
  }
}
const report = Object.fromEntries(Object.entries(engines).map(([name, e]) => [name, { askP50: +pct(e.times, 50).toFixed(1), askP99: +pct(e.times, 99).toFixed(1), fieldOn2MbMs: e.field.map((f) => Math.round(f.ms)), fieldValue: e.field[0].value }]));
console.log(JSON.stringify({ sources: 50, sourceKb: 200, asks: questions.length, pageBytes: bigPage.length, ...report }, null, 1));
