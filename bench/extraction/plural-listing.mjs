// Plural keys on listing pages (nexteval_list_records): does `titles` (and `names`, `titles: "-"`) give the
// listed items' titles? A value counts when it is a substring of some reference record's text. Per page:
// recall = min(1, hits / records), precision = hits / values; a page "finds the items" with >= 3 hits
// (or all, when it lists fewer). GLEANER_AI_DIST measures another build (common.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { datasets, readGz, root } from './common.mjs';

const dist = process.env.GLEANER_AI_DIST ?? path.join(root, 'libs/ai/dist');
const require = createRequire(import.meta.url);
const { Page } = require(path.join(dist, 'local/page.js'));
const { extractField } = require(path.join(dist, 'local/fields.js'));

const FIELDS = [['titles', ''], ['names', ''], ['titles', '-']];
const norm = (s) => String(s).toLowerCase().replace(/\s+/g, ' ').trim();

const dir = path.join(datasets, 'nexteval_list_records');
const truth = JSON.parse(fs.readFileSync(path.join(dir, 'ground-truth.json'), 'utf8'));
const score = Object.fromEntries(FIELDS.map(([k, d]) => [`${k}:${d}`, { pages: 0, recall: 0, precision: 0, n: 0 }]));
const show = process.argv.includes('--show');
for (const p of truth) {
  const file = path.basename(p.html_file).replace(/(\.gz)?$/, '.gz');
  const page = new Page(readGz(path.join(dir, 'html', file)), `https://example.com/${file.replace('.gz', '')}`);
  const all = p.records.flatMap((r) => r.texts.map(norm)).join(' \n ');
  for (const [k, d] of FIELDS) {
    const s = score[`${k}:${d}`];
    s.n++;
    const v = extractField(page, k, d);
    if (show && k === 'titles' && !d) console.log(file, p.num_records, JSON.stringify(v)?.slice(0, 160));
    if (!Array.isArray(v)) continue;
    const hits = v.filter((x) => norm(x).length > 3 && all.includes(norm(x))).length;
    s.recall += Math.min(1, hits / p.num_records);
    s.precision += v.length ? hits / v.length : 0;
    if (hits >= Math.min(3, p.num_records)) s.pages++;
  }
}
for (const [key, s] of Object.entries(score)) {
  console.log(`${key.padEnd(10)} pages ${s.n}  with >=3 item titles ${s.pages}  mean recall ${(s.recall / s.n).toFixed(3)}  mean precision ${(s.precision / s.n).toFixed(3)}`);
}
