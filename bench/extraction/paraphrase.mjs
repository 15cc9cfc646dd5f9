// Fields in any words: every field asked several ways a customer would write (key and description:
// terse labels, possessives, questions, synonyms, a sentence), over the shared sets and a directory of
// item pages with their truth. Reports each way's score, the mean and the worst against the best way.
// Goal per field and set: mean >= 0.95 of the best way, worst >= 0.90 of it.
// Usage: node bench/extraction/paraphrase.mjs [--set products|wcxb|readability|items] [--pages DIR]
//        [--ai DIR (another build of libs/ai, e.g. an older one)] [--limit N] [--speed] [--errors FIELD:INDEX]
//        [--ways holdout|holdout2|holdout3|holdout4|holdout5|holdout6|holdout7|holdout8|holdout9|holdout10|holdout11|holdout12|holdout13|holdout14 (the held-out ways of holdout-ways.mjs ... holdout14-ways.mjs
//        instead of paraphrase-ways.mjs)]
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { datasets, readGz, root, words, bagOverlap, fmt, median, prf } from './common.mjs';
import { WAYS as OWN_WAYS, ITEM_WAYS as OWN_ITEM_WAYS } from './paraphrase-ways.mjs';
import { HOLDOUT_WAYS, HOLDOUT_ITEM_WAYS } from './holdout-ways.mjs';
import { HOLDOUT2_WAYS, HOLDOUT2_ITEM_WAYS } from './holdout2-ways.mjs';
import { HOLDOUT3_WAYS, HOLDOUT3_ITEM_WAYS } from './holdout3-ways.mjs';
import { HOLDOUT4_WAYS, HOLDOUT4_ITEM_WAYS } from './holdout4-ways.mjs';
import { HOLDOUT5_WAYS, HOLDOUT5_ITEM_WAYS } from './holdout5-ways.mjs';
import { HOLDOUT6_WAYS, HOLDOUT6_ITEM_WAYS } from './holdout6-ways.mjs';
import { HOLDOUT7_WAYS, HOLDOUT7_ITEM_WAYS } from './holdout7-ways.mjs';
import { HOLDOUT8_WAYS, HOLDOUT8_ITEM_WAYS } from './holdout8-ways.mjs';
import { HOLDOUT9_WAYS, HOLDOUT9_ITEM_WAYS } from './holdout9-ways.mjs';
import { HOLDOUT10_WAYS, HOLDOUT10_ITEM_WAYS } from './holdout10-ways.mjs';
import { HOLDOUT11_WAYS, HOLDOUT11_ITEM_WAYS } from './holdout11-ways.mjs';
import { HOLDOUT12_WAYS, HOLDOUT12_ITEM_WAYS } from './holdout12-ways.mjs';
import { HOLDOUT13_WAYS, HOLDOUT13_ITEM_WAYS } from './holdout13-ways.mjs';
import { HOLDOUT14_WAYS, HOLDOUT14_ITEM_WAYS } from './holdout14-ways.mjs';
import { LEAD_WAYS, LEAD_ITEM_WAYS } from './lead-ways.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback = null) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const aiDir = path.resolve(opt('ai', path.join(root, 'libs/ai/dist')));
const require = createRequire(import.meta.url);
const { Page } = require(path.join(aiDir, 'local/page.js'));
const { extractField } = require(path.join(aiDir, 'local/fields.js'));
const only = opt('set');
const limit = Number(opt('limit', 0)) || Infinity;
// item pages: ours here and the fixture site's five kinds (libs/testkit/item-pages), or the directories given
const itemsDirs = (opt('pages') ? [opt('pages')] : [path.join(root, 'bench/extraction/item-pages'), path.join(root, 'libs/testkit/item-pages')]).map((d) => path.resolve(d));
const showErrors = opt('errors');
const waysName = opt('ways');
const HELD_OUT = {
  holdout: [HOLDOUT_WAYS, HOLDOUT_ITEM_WAYS],
  holdout2: [HOLDOUT2_WAYS, HOLDOUT2_ITEM_WAYS],
  holdout3: [HOLDOUT3_WAYS, HOLDOUT3_ITEM_WAYS],
  holdout4: [HOLDOUT4_WAYS, HOLDOUT4_ITEM_WAYS],
  holdout5: [HOLDOUT5_WAYS, HOLDOUT5_ITEM_WAYS],
  holdout6: [HOLDOUT6_WAYS, HOLDOUT6_ITEM_WAYS],
  holdout7: [HOLDOUT7_WAYS, HOLDOUT7_ITEM_WAYS],
  holdout8: [HOLDOUT8_WAYS, HOLDOUT8_ITEM_WAYS],
  holdout9: [HOLDOUT9_WAYS, HOLDOUT9_ITEM_WAYS],
  holdout10: [HOLDOUT10_WAYS, HOLDOUT10_ITEM_WAYS],
  holdout11: [HOLDOUT11_WAYS, HOLDOUT11_ITEM_WAYS],
  holdout12: [HOLDOUT12_WAYS, HOLDOUT12_ITEM_WAYS],
  holdout13: [HOLDOUT13_WAYS, HOLDOUT13_ITEM_WAYS],
  holdout14: [HOLDOUT14_WAYS, HOLDOUT14_ITEM_WAYS],
  lead: [LEAD_WAYS, LEAD_ITEM_WAYS], // written by the lead after reading the code: not held out
};
if (waysName && !HELD_OUT[waysName]) throw new Error(`--ways ${waysName}: one of ${Object.keys(HELD_OUT).join(', ')}`);
const holdout = Boolean(waysName);
const [WAYS, ITEM_WAYS] = HELD_OUT[waysName] ?? [OWN_WAYS, OWN_ITEM_WAYS];

const squash = (s) => String(s ?? '').replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, '-').replace(/\s+/g, ' ').trim().toLowerCase();
const day = (v) => {
  if (v === null || v === undefined || v === '') return null;
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(String(v).trim());
  if (iso) return iso[1];
  const t = Date.parse(String(v));
  return Number.isFinite(t) ? new Date(t).toISOString().slice(0, 10) : null;
};
const text = (v) => (v === null || v === undefined ? '' : Array.isArray(v) ? v.join(', ') : String(v));
const tokenF1 = (pred, truth) => bagOverlap(words(text(pred)), words(truth)).f1;

// how a value is scored against the truth of a field: 1 right, 0 wrong, or a token overlap
const SCORE = {
  exact: (pred, truth) => (squash(text(pred)) === squash(truth) ? 1 : 0),
  tokens: tokenF1,
  date: (pred, truth) => (day(text(pred)) === day(truth) ? 1 : 0),
  price: (pred, truth) => (Number(pred) === Number(truth) ? 1 : 0),
  number: (pred, truth) => (pred !== true && pred !== false && Number(pred) === Number(truth) ? 1 : 0),
  availability: (pred, truth) => ((pred === true ? 'InStock' : pred === false ? 'OutOfStock' : text(pred)) === truth ? 1 : 0),
  currency: (pred, truth) => {
    const codes = { $: ['USD', 'CAD', 'AUD', 'MXN', 'ARS', 'CLP', 'COP', 'SGD', 'NZD', 'HKD', 'TWD'], '€': ['EUR'], '£': ['GBP'], '₽': ['RUB'], 'руб': ['RUB'], 'р.': ['RUB'], '₹': ['INR'], '¥': ['JPY', 'CNY'], 'zł': ['PLN'], 'Kč': ['CZK'], kr: ['SEK', 'NOK', 'DKK'], lei: ['RON'], 'грн': ['UAH'], kn: ['HRK'] };
    const p = text(pred);
    return p === truth || p.toUpperCase() === truth.toUpperCase() || (codes[truth] ?? []).includes(p) ? 1 : 0;
  },
};

/** pages of a set: { id, html, url, truth: { field: value } } */
function* productPages() {
  const dir = path.join(datasets, 'product_extraction_benchmark');
  const gt = JSON.parse(fs.readFileSync(path.join(dir, 'ground-truth.json'), 'utf8'));
  let n = 0;
  for (const [id, t] of Object.entries(gt)) {
    if (n++ >= limit) return;
    const truth = {};
    for (const f of ['price', 'brand', 'sku', 'availability', 'currency']) if (t[f]?.length) truth[f] = t[f];
    yield { id, html: readGz(path.join(dir, 'html', `${id}.html.gz`)), url: t.url, truth };
  }
}

function* wcxbPages() {
  const dir = path.join(datasets, 'wcxb_dev');
  const rows = fs.readFileSync(path.join(dir, 'index.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  let n = 0;
  for (const row of rows) {
    if (n++ >= limit) return;
    const gt = JSON.parse(fs.readFileSync(path.join(dir, row.gt_file), 'utf8')).ground_truth;
    const truth = { title: gt.title, content: gt.main_content };
    if (gt.author) truth.author = gt.author;
    if (gt.publish_date) truth.date = gt.publish_date;
    yield { id: row.file_id, html: readGz(path.join(dir, row.html_file)), url: row.url, truth };
  }
}

function* readabilityPages() {
  const dir = path.join(datasets, 'readability_test_pages', 'pages');
  let n = 0;
  for (const name of fs.readdirSync(dir).sort()) {
    if (n++ >= limit) return;
    const meta = JSON.parse(fs.readFileSync(path.join(dir, name, 'expected-metadata.json'), 'utf8'));
    const truth = { title: meta.title, content: fs.readFileSync(path.join(dir, name, 'expected.txt'), 'utf8') };
    if (meta.byline) truth.author = meta.byline;
    if (meta.publishedTime) truth.date = meta.publishedTime;
    if (meta.siteName) truth.site = meta.siteName;
    yield { id: name, html: readGz(path.join(dir, name, 'source.html.gz')), url: 'http://fakehost/test/page.html', truth };
  }
}

// a directory of item pages: index.json lists { file, url, truth: { title, author, publisher, date, ... } };
// or folders of <page>.html with <page>.json beside it ({ kind, site, fields }: libs/testkit/item-pages)
function* itemPages() {
  for (const dir of itemsDirs) {
    const index = path.join(dir, 'index.json');
    if (fs.existsSync(index)) {
      for (const p of JSON.parse(fs.readFileSync(index, 'utf8'))) yield { id: p.file, html: fs.readFileSync(path.join(dir, p.file), 'utf8'), url: p.url, truth: p.truth };
      continue;
    }
    for (const kind of fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []) {
      const folder = path.join(dir, kind);
      if (!fs.statSync(folder).isDirectory()) continue;
      for (const file of fs.readdirSync(folder).filter((f) => f.endsWith('.html')).sort()) {
        const { fields } = JSON.parse(fs.readFileSync(path.join(folder, file.replace(/\.html$/, '.json')), 'utf8'));
        const truth = Object.fromEntries(Object.keys(fields).filter((f) => fields[f] != null).map((f) => [f, fields[f]]));
        yield { id: `${kind}/${file}`, html: fs.readFileSync(path.join(folder, file), 'utf8'), url: `https://${kind}.example/${file.replace(/\.html$/, '')}`, truth };
      }
    }
  }
}

const SETS = {
  products: { pages: productPages, ways: WAYS.products },
  wcxb: { pages: wcxbPages, ways: WAYS.articles },
  readability: { pages: readabilityPages, ways: WAYS.articles },
  items: { pages: itemPages, ways: ITEM_WAYS },
};

function runSet(name, { pages, ways }) {
  // per field, per way: summed score and pages with a truth
  const sums = Object.fromEntries(Object.entries(ways).map(([f, list]) => [f, list.ways.map(() => ({ score: 0, n: 0, tp: 0, fp: 0, fn: 0 }))]));
  let pageCount = 0;
  for (const p of pages()) {
    pageCount++;
    const page = new Page(p.html, p.url);
    for (const [field, list] of Object.entries(ways)) {
      const scorer = SCORE[list.score];
      // a field without truth in the set: the answer of its plain reference way, where it answers
      let refTruth;
      if (list.reference) {
        const ref = extractField(page, ...list.reference);
        refTruth = ref === null || ref === undefined || ref === '' ? undefined : text(ref);
      }
      list.ways.forEach(([key, description], i) => {
        const truth = list.reference ? refTruth : p.truth[field];
        const s = sums[field][i];
        let pred;
        try {
          pred = extractField(page, key, description);
        } catch (e) {
          pred = null;
          console.error(`${name} ${p.id} ${key}: ${e.message}`);
        }
        const empty = pred === null || pred === undefined || pred === '';
        if (list.upstream) {
          // the product benchmark's own tp/fp/fn counting (a value on a page without truth is a false positive)
          const right = !empty && truth && truth.some((t) => scorer(pred, t) === 1);
          if (right) s.tp++;
          else if (!empty) s.fp++;
          if (truth && !right) s.fn++;
        } else if (truth !== undefined) {
          const v = empty ? 0 : scorer(pred, truth);
          s.score += v;
          s.n++;
          if (showErrors && showErrors === `${field}:${i}` && v < 1) console.log(`${p.id}\t${JSON.stringify(text(pred).slice(0, 80))}\ttruth ${JSON.stringify(String(truth).slice(0, 80))}`);
        }
      });
    }
  }
  console.log(`\n${name} (${pageCount} pages${holdout ? `, held-out ways (${waysName})` : ''})`);
  const summary = [];
  for (const [field, list] of Object.entries(ways)) {
    const scores = sums[field].map((s) => (list.upstream ? prf(s.tp, s.fp, s.fn).f1 : s.n ? s.score / s.n : NaN));
    const best = Math.max(...scores);
    const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
    const worst = Math.min(...scores);
    const n = list.upstream ? pageCount : sums[field][0].n;
    // a field the set has no truth for (wcxb names no site) is not scored
    if (!n) continue;
    console.log(`  ${field} (${n} pages${list.upstream ? ', F1' : ''}${list.reference ? `, against ${list.reference[0]}: "${list.reference[1]}"` : ''}): best ${fmt(best)}  mean ${fmt(mean)} (${fmt(mean / best)} of best)  worst ${fmt(worst)} (${fmt(worst / best)} of best)`);
    list.ways.forEach(([key, description], i) => console.log(`    ${fmt(scores[i])}  ${key}: ${JSON.stringify(description)}`));
    summary.push({ field, best, mean, worst });
  }
  return summary;
}

/** the resolver's time: 8 fields on a freshly parsed page (parse included), per field and per page */
function runSpeed() {
  const FIELDS = { title: 'the title', author: 'who wrote it', date: 'when was it published', content: 'the main text', price: 'how much does it cost', site: 'the name of the website', image: 'main image', photos: 'the number of photos' };
  const perField = [];
  let worst = { ms: 0, id: '' };
  const over = [];
  for (const [set, gen] of [['wcxb', wcxbPages], ['products', productPages], ['readability', readabilityPages]]) {
    for (const p of gen()) {
      const t0 = performance.now();
      const page = new Page(p.html, p.url);
      for (const [k, d] of Object.entries(FIELDS)) {
        try {
          extractField(page, k, d);
        } catch {
          // an older build may throw on a field (the site's name): the time so far still counts
        }
      }
      const ms = performance.now() - t0;
      if (set === 'wcxb') perField.push(ms / 8);
      if (ms > worst.ms) worst = { ms, id: `${set} ${p.id}` };
      if (ms > 1000) over.push(`${set} ${p.id} ${Math.round(ms)} ms`);
    }
  }
  console.log(`\nspeed: median time per field on wcxb_dev (8 fields a page, parse included) ${fmt(median(perField), 2)} ms; slowest page of the shared sets ${fmt(worst.ms, 0)} ms for 8 fields (${worst.id}); over 1 s: ${over.length ? over.join(', ') : 'none'}`);
}

if (args.includes('--speed')) runSpeed();
else {
  for (const [name, set] of Object.entries(SETS)) {
    if (only && only !== name) continue;
    runSet(name, set);
  }
}
