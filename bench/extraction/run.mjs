// Extraction quality and speed of the local engine on ../shared/datasets.
// Usage: node bench/extraction/run.mjs [--runs 3] [--errors FIELD|records] [--split dev|holdout|all] [--only products|records|content|wcxb|freetext]   (after `npx tsc -b libs/ai`)
import { runProducts } from './products.mjs';
import { runRecords } from './records.mjs';
import { runContent } from './content.mjs';
import { runWcxb } from './wcxb.mjs';
import { runFreeText } from './freetext.mjs';
import { fmt, median } from './common.mjs';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1] || 1) || 1;
const errors = args.includes('--errors') ? args[args.indexOf('--errors') + 1] ?? true : false;
const split = args.includes('--split') ? args[args.indexOf('--split') + 1] : 'all';
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;

// commercial and open-source anchors published with the product benchmark
const ANCHORS = { price: [0.918, 0.685], sku: [0.841, 0.537], availability: [0.957, 0.626] };

const medians = { products: [], records: [], content: [], wcxb: [], freetext: [] };
let products, records, content, wcxb, wcxbHalves, freetext, freetextV2;
for (let i = 0; i < runs; i++) {
  if (!only || only === 'products') {
    products = await runProducts({ showErrors: i === 0 ? errors : false, split });
    medians.products.push(median(products.times));
  }
  if (!only || only === 'records') {
    records = await runRecords({ split });
    medians.records.push(median(records.times));
  }
  if (!only || only === 'content') {
    content = await runContent();
    medians.content.push(median(content.times));
  }
  if (!only || only === 'wcxb') {
    wcxb = await runWcxb();
    medians.wcxb.push(median(wcxb.times));
    if (i === 0) wcxbHalves = { even: await runWcxb({ half: 'even' }), odd: await runWcxb({ half: 'odd' }) };
  }
  if (!only || only === 'freetext') {
    freetext = await runFreeText({ showErrors: i === 0 && errors === 'freetext' });
    freetextV2 = await runFreeText({ set: 'v2', showErrors: i === 0 && errors === 'freetext' });
    medians.freetext.push(median(freetext.times));
  }
}

if (products) {
  console.log(`\nproduct_extraction_benchmark, split ${split} (${products.pages} pages, median HTML ${Math.round(median(products.sizes) / 1024)} KB)`);
  console.log('field         precision  recall  F1     support  commercial  open-source  F1/commercial');
  for (const [f, m] of Object.entries(products.fields)) {
    const a = ANCHORS[f];
    console.log(`${f.padEnd(13)} ${fmt(m.precision).padEnd(10)} ${fmt(m.recall).padEnd(7)} ${fmt(m.f1).padEnd(6)} ${String(m.support).padEnd(8)} ${a ? fmt(a[0]).padEnd(11) : '-'.padEnd(11)} ${a ? fmt(a[1]).padEnd(12) : '-'.padEnd(12)} ${a ? fmt(m.f1 / a[0]) : '-'}`);
  }
  console.log(`median extractFields time per page: ${medians.products.map((t) => fmt(t, 1)).join(' / ')} ms (runs)`);
  const mid = products.times.filter((_, i) => products.sizes[i] >= 60_000 && products.sizes[i] <= 150_000);
  console.log(`median on the ${mid.length} pages of 60-150 KB (last run): ${fmt(median(mid), 1)} ms`);
}
if (records) {
  console.log(`\nnexteval_list_records, split ${split} (${records.perPage.length} pages, ${records.truthTotal} records)`);
  console.log(`record precision ${fmt(records.precision)}  recall ${fmt(records.recall)}  F1 ${fmt(records.f1)}  (extracted ${records.extracted}, correct ${records.tp})`);
  if (errors === 'records') for (const p of records.perPage) if (p.tp < Math.max(p.truth, p.got)) console.log(`records\tpage ${p.id}\ttruth ${p.truth}\textracted ${p.got}\tcorrect ${p.tp}`);
  console.log(`median extractRecords time per page: ${medians.records.map((t) => fmt(t, 1)).join(' / ')} ms (runs)`);
}
if (content) {
  console.log(`\nreadability_test_pages (${content.pages} pages)`);
  console.log(`main-content token precision ${fmt(content.precision)}  recall ${fmt(content.recall)}  F1 ${fmt(content.f1)}  title exact ${fmt(content.titleAccuracy)}`);
  console.log(`median mainContent time per page: ${medians.content.map((t) => fmt(t, 1)).join(' / ')} ms (runs)`);
}

// best published extractor on the WCXB development split, per page type (rs-trafilatura)
const WCXB_BEST = { article: 0.932, documentation: 0.932, service: 0.844, forum: 0.808, collection: 0.716, listing: 0.707, product: 0.641 };
if (wcxb) {
  console.log(`\nwcxb_dev (${wcxb.pages} pages): main content word F1 by page type`);
  console.log('type           pages  F1     even   odd    with   without  best published  F1/best');
  for (const [type, m] of Object.entries(wcxb.types)) {
    const b = WCXB_BEST[type];
    console.log(`${type.padEnd(14)} ${String(m.pages).padEnd(6)} ${fmt(m.f1).padEnd(6)} ${fmt(wcxbHalves.even.types[type]?.f1).padEnd(6)} ${fmt(wcxbHalves.odd.types[type]?.f1).padEnd(6)} ${fmt(m.with).padEnd(6)} ${fmt(m.without).padEnd(8)} ${fmt(b).padEnd(15)} ${fmt(m.f1 / b)}`);
  }
  console.log(`all F1 ${fmt(wcxb.f1)}; title exact ${fmt(wcxb.title)}; author token F1 ${fmt(wcxb.author)} (an author on ${fmt(wcxb.authorFalse)} of pages without one); date exact ${fmt(wcxb.date)} (a date on ${fmt(wcxb.dateFalse)} of pages without one)`);
  console.log(`median mainContent time per page: ${medians.wcxb.map((t) => fmt(t, 1)).join(' / ')} ms (runs)`);
}
if (freetext) {
  console.log(`\nsquad_v1.1_subset as free-text fields (${freetext.questions} questions, one paragraph a page)`);
  console.log(`value contains the answer ${fmt(freetext.contains)} (fitted half ${fmt(freetext.containsFit)}, checked half ${fmt(freetext.containsCheck)}); token F1 ${fmt(freetext.f1)}; null ${fmt(freetext.nulls)}; the whole sentence ${fmt(freetext.whole)}; the page title ${fmt(freetext.titles)}`);
  console.log(`median extractFields time per question: ${medians.freetext.map((t) => fmt(t, 2)).join(' / ')} ms (runs)`);
  const v = freetextV2;
  console.log(`\nsquad_v2_dev as free-text fields (${v.questions} answerable questions, one paragraph a page; halves by article rank)`);
  console.log(`value contains the answer ${fmt(v.contains)} (fitted half ${fmt(v.containsFit)}, checked half ${fmt(v.containsCheck)}); token F1 ${fmt(v.f1)}; at most 3x the gold's length ${fmt(v.short)}; null ${fmt(v.nulls)}; the whole sentence ${fmt(v.whole)}`);
  console.log(`${v.unanswerable} unanswerable questions: null ${fmt(v.unanswerableNull)} (fitted half ${fmt(v.unanswerableNullFit)}, checked half ${fmt(v.unanswerableNullCheck)})`);
}
