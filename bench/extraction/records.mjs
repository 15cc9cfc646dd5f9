// nexteval_list_records: record precision/recall. An extracted record is correct when its text values
// (URLs left out) are substrings of one not-yet-matched ground-truth record's text.
import fs from 'node:fs';
import path from 'node:path';
import { ai, datasets, readGz } from './common.mjs';
import { splitIds } from './products.mjs';

const PROMPT = 'all the records listed on the page';

// whitespace is left out of the comparison: the reference texts put a space between every text node
function norm(s) {
  return String(s).replace(/\s+/g, '').toLowerCase();
}

export async function runRecords({ split = 'all' } = {}) {
  const dir = path.join(datasets, 'nexteval_list_records');
  const all = JSON.parse(fs.readFileSync(path.join(dir, 'ground-truth.json'), 'utf8'));
  // the same dev / holdout halves as the product pages: ids sorted, even positions dev, odd holdout
  const keep = new Set(splitIds(all.map((p) => String(p.page_id)), split));
  const pages = all.filter((p) => keep.has(String(p.page_id)));
  const engine = new ai.LocalEngine();
  let tp = 0, extracted = 0, truthTotal = 0;
  const times = [];
  const perPage = [];
  for (const page of pages) {
    const html = readGz(path.join(dir, 'html', path.basename(page.html_file).replace(/(\.gz)?$/, '.gz')));
    const t0 = performance.now();
    const { data } = await engine.extractRecords({ html, url: 'https://example.com/', prompt: PROMPT });
    times.push(performance.now() - t0);
    const truths = page.records.map((r) => norm(r.texts.join(' ')));
    const used = new Set();
    let pageTp = 0;
    for (const rec of data) {
      const values = Object.entries(rec).filter(([k, v]) => k !== 'url' && typeof v === 'string' && v.trim()).map(([, v]) => norm(v));
      if (!values.length) continue;
      const hit = truths.findIndex((t, i) => !used.has(i) && values.every((v) => t.includes(v)));
      if (hit >= 0) {
        used.add(hit);
        pageTp++;
      }
    }
    tp += pageTp;
    extracted += data.length;
    truthTotal += truths.length;
    perPage.push({ id: page.page_id, truth: truths.length, got: data.length, tp: pageTp });
  }
  const precision = extracted ? tp / extracted : 0;
  const recall = truthTotal ? tp / truthTotal : 0;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f1, tp, extracted, truthTotal, times, perPage };
}
