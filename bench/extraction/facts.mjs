// Product facts in words and lists that line up, on the shared sets (no ground truth holds these facts,
// so the figures are agreement and consistency, not accuracy):
// - product_extraction_benchmark: each fact asked several ways; per fact, the share of pages with a
//   value (first way), the share of pages where every way gives the first way's value, and whether an
//   earlier price is always above the current one; the time of the 20 fact fields per page.
// - nexteval_list_records: names, links and prices asked together; the share of pages where the lists
//   have one length (lined up), and how many names fall inside a ground-truth record's text.
// Usage: node bench/extraction/facts.mjs   (after `npx tsc -b libs/ai`)
import fs from 'node:fs';
import path from 'node:path';
import { ai, datasets, readGz, median, fmt } from './common.mjs';

const WAYS = {
  was: ['the old price', 'price before discount', 'was', 'original price'],
  colours: ['colours', 'available colors', 'what colours does it come in'],
  left: ['how many are left', 'stock left', 'quantity remaining'],
  rating: ['average rating', 'the customer rating', 'how many stars'],
  scale: ['rating out of what', 'rating scale', 'best rating'],
  shipping: ['shipping', 'delivery cost', 'how much is shipping'],
};

async function products(engine) {
  const dir = path.join(datasets, 'product_extraction_benchmark');
  const gt = JSON.parse(fs.readFileSync(path.join(dir, 'ground-truth.json'), 'utf8'));
  const fields = { price: 'current product price (number)' };
  for (const [fact, ways] of Object.entries(WAYS)) ways.forEach((w, i) => (fields[`${fact}_${i}`] = w));
  const stats = Object.fromEntries(Object.keys(WAYS).map((f) => [f, { valued: 0, agree: 0 }]));
  let wasBoth = 0, wasAbove = 0;
  const times = [];
  const ids = Object.keys(gt);
  for (const id of ids) {
    const html = readGz(path.join(dir, 'html', `${id}.html.gz`));
    const t0 = performance.now();
    const out = await engine.extractFields({ html, url: gt[id].url, fields });
    times.push(performance.now() - t0);
    for (const [fact, ways] of Object.entries(WAYS)) {
      const first = JSON.stringify(out[`${fact}_0`] ?? null);
      if (first !== 'null') stats[fact].valued++;
      if (ways.every((_, i) => JSON.stringify(out[`${fact}_${i}`] ?? null) === first)) stats[fact].agree++;
    }
    if (typeof out.was_0 === 'number' && typeof out.price === 'number') {
      wasBoth++;
      if (out.was_0 > out.price) wasAbove++;
    }
  }
  return { pages: ids.length, stats, wasBoth, wasAbove, times };
}

function norm(s) {
  return String(s).replace(/\s+/g, '').toLowerCase();
}

async function lists(engine) {
  const dir = path.join(datasets, 'nexteval_list_records');
  const all = JSON.parse(fs.readFileSync(path.join(dir, 'ground-truth.json'), 'utf8'));
  let asked = 0, lined = 0, names = 0, inside = 0;
  for (const page of all) {
    const html = readGz(path.join(dir, 'html', path.basename(page.html_file).replace(/(\.gz)?$/, '.gz')));
    const out = await engine.extractFields({ html, url: 'https://example.com/', fields: { names: 'the names of the items', links: 'links of the items', prices: 'prices' } });
    const present = ['names', 'links', 'prices'].map((k) => out[k]).filter(Array.isArray);
    if (present.length >= 2) {
      asked++;
      if (present.every((l) => l.length === present[0].length)) lined++;
    }
    const truths = page.records.map((r) => norm(r.texts.join(' ')));
    for (const n of Array.isArray(out.names) ? out.names : []) {
      if (typeof n !== 'string' || !n.trim()) continue;
      names++;
      if (truths.some((t) => t.includes(norm(n)))) inside++;
    }
  }
  return { pages: all.length, asked, lined, names, inside };
}

const engine = new ai.LocalEngine();
const p = await products(engine);
console.log(`\nproduct_extraction_benchmark (${p.pages} pages): product facts asked ${Object.values(WAYS).flat().length} ways`);
console.log('fact       with a value  every way agrees');
for (const [fact, s] of Object.entries(p.stats)) console.log(`${fact.padEnd(10)} ${fmt(s.valued / p.pages).padEnd(13)} ${fmt(s.agree / p.pages)}`);
console.log(`earlier price above the current price: ${p.wasAbove} of ${p.wasBoth} pages with both`);
console.log(`median extractFields time per page (price + ${Object.values(WAYS).flat().length} fact fields): ${fmt(median(p.times), 1)} ms`);
const l = await lists(engine);
console.log(`\nnexteval_list_records (${l.pages} pages): names, links and prices asked together`);
console.log(`lists of one length on ${l.lined} of ${l.asked} pages with two or more lists; names inside a ground-truth record ${l.inside} of ${l.names} (${fmt(l.inside / Math.max(1, l.names))})`);
