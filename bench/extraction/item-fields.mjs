// The main item's fields through extractFields: exact matches on the fixture item pages
// (libs/testkit/item-pages, plain wordings) and title / author / date asked as fields on wcxb_dev pages
// (title exact, author token F1, date exact against the set's metadata), with the time per field.
// Usage: node bench/extraction/item-fields.mjs [--errors]   (after `npx tsc -b`)
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ai, bagOverlap, datasets, fmt, median, readGz, root, words } from './common.mjs';

const { itemPages } = createRequire(import.meta.url)(path.join(root, 'libs/testkit/dist/index.js'));
const showErrors = process.argv.includes('--errors');
const engine = new ai.LocalEngine();
const PLAIN = { title: 'title', author: 'author', authors: 'authors', publisher: 'publisher', date: 'date', format: 'format', pages: 'number of pages', venue: 'venue', price: 'price', company: 'company', location: 'location', salary: 'salary', prep_time: 'prep time', servings: 'servings', address: 'address', bedrooms: 'bedrooms', agent: 'agent', organizer: 'organizer' };

const perField = new Map();
for (const p of itemPages()) {
  const fields = Object.fromEntries(Object.keys(p.truth.fields).map((k) => [k, PLAIN[k]]));
  const got = await engine.extractFields({ html: fs.readFileSync(p.file, 'utf8'), url: `http://127.0.0.1:8080${p.path}`, fields });
  for (const [k, want] of Object.entries(p.truth.fields)) {
    const ok = JSON.stringify(got[k]) === JSON.stringify(want);
    const s = perField.get(k) ?? [0, 0];
    perField.set(k, [s[0] + (ok ? 1 : 0), s[1] + 1]);
    if (!ok && showErrors) console.log(`item\t${p.name}\t${k}\t${JSON.stringify(got[k])}\ttruth ${JSON.stringify(want)}`);
  }
}
console.log(`item pages (${itemPages().length}): exact per field, plain wordings`);
console.log([...perField].map(([k, [ok, n]]) => `${k} ${ok}/${n}`).join('  '));

// wcxb_dev: the same readers on real pages (title, author, date as fields)
const squash = (s) => String(s ?? '').replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, '-').replace(/\s+/g, ' ').trim().toLowerCase();
const day = (v) => {
  if (!v) return null;
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(String(v).trim());
  if (iso) return iso[1];
  const t = Date.parse(v);
  return Number.isFinite(t) ? new Date(t).toISOString().slice(0, 10) : null;
};
const dir = path.join(datasets, 'wcxb_dev');
const rows = fs.readFileSync(path.join(dir, 'index.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const m = { title: [0, 0], author: [0, 0], authorFalse: [0, 0], date: [0, 0], dateFalse: [0, 0] };
const times = [];
const cpu = [];
for (const row of rows) {
  const html = readGz(path.join(dir, row.html_file));
  const gt = JSON.parse(fs.readFileSync(path.join(dir, row.gt_file), 'utf8')).ground_truth;
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const got = await engine.extractFields({ html, url: row.url, fields: { title: 'title', author: 'author', date: 'date' } });
  const c = process.cpuUsage(c0);
  times.push((performance.now() - t0) / 3);
  cpu.push((c.user + c.system) / 1000 / 3);
  const titleOk = squash(got.title) === squash(gt.title);
  m.title[0] += titleOk ? 1 : 0;
  m.title[1]++;
  if (!titleOk && showErrors) console.log(`title\t${row.file_id}\t${JSON.stringify(got.title)}\ttruth ${JSON.stringify(gt.title)}`);
  if (gt.author) {
    m.author[0] += bagOverlap(words(got.author ?? ''), words(gt.author)).f1;
    m.author[1]++;
  } else {
    m.authorFalse[0] += got.author ? 1 : 0;
    m.authorFalse[1]++;
  }
  const gtDate = day(gt.date ?? gt.published_date ?? gt.publish_date);
  if (gtDate) {
    m.date[0] += day(got.date) === gtDate ? 1 : 0;
    m.date[1]++;
  } else {
    m.dateFalse[0] += got.date ? 1 : 0;
    m.dateFalse[1]++;
  }
}
const r = (x) => fmt(x[0] / (x[1] || 1));
console.log(`wcxb_dev (${rows.length} pages) as fields: title exact ${r(m.title)}; author token F1 ${r(m.author)} (an author on ${r(m.authorFalse)} of pages without one); date exact ${r(m.date)} (a date on ${r(m.dateFalse)} of pages without one)`);
// CPU time too: wall time moves with the machine's load (other processes on two cores)
console.log(`median time per field (one parse per three fields): ${fmt(median(times), 2)} ms wall, ${fmt(median(cpu), 2)} ms CPU`);
