// The resolver's speed, this tree against another build, on every page of the shared sets (the
// speed bench's 8 fields, parse included), each page read by both builds in turn (one machine, one
// load): wall and CPU ms per page, the median per field on wcxb_dev, the slowest pages, and whether
// every value (and the page's main content) is the same in both.
// Usage: node bench/extraction/speed-ab.mjs --before DIR [--sets wcxb,products,readability] [--limit N] [--slow 10]
//   (DIR: a tree whose libs/ai/dist is the other build)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { datasets, readGz, root, fmt, median } from './common.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback = null) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const require = createRequire(import.meta.url);
const build = (dir) => ({
  Page: require(path.join(dir, 'libs/ai/dist/local/page.js')).Page,
  extractField: require(path.join(dir, 'libs/ai/dist/local/fields.js')).extractField,
});
const builds = { before: build(path.resolve(opt('before'))), after: build(root) };
const sets = (opt('sets') ?? 'wcxb,products,readability').split(',');
const limit = Number(opt('limit', 0)) || Infinity;
const FIELDS = { title: 'the title', author: 'who wrote it', date: 'when was it published', content: 'the main text', price: 'how much does it cost', site: 'the name of the website', image: 'main image', photos: 'the number of photos' };

function* pages(set) {
  let n = 0;
  if (set === 'wcxb') {
    const dir = path.join(datasets, 'wcxb_dev');
    for (const line of fs.readFileSync(path.join(dir, 'index.jsonl'), 'utf8').trim().split('\n')) {
      if (n++ >= limit) return;
      const row = JSON.parse(line);
      yield { id: `wcxb ${row.file_id}`, html: readGz(path.join(dir, row.html_file)), url: row.url };
    }
  } else if (set === 'products') {
    const dir = path.join(datasets, 'product_extraction_benchmark');
    for (const [id, t] of Object.entries(JSON.parse(fs.readFileSync(path.join(dir, 'ground-truth.json'), 'utf8')))) {
      if (n++ >= limit) return;
      yield { id: `products ${id}`, html: readGz(path.join(dir, 'html', `${id}.html.gz`)), url: t.url };
    }
  } else {
    const dir = path.join(datasets, 'readability_test_pages', 'pages');
    for (const name of fs.readdirSync(dir).sort()) {
      if (n++ >= limit) return;
      yield { id: `readability ${name}`, html: readGz(path.join(dir, name, 'source.html.gz')), url: 'http://fakehost/test/page.html' };
    }
  }
}

function read(b, p) {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const page = new b.Page(p.html, p.url);
  const values = {};
  for (const [k, d] of Object.entries(FIELDS)) {
    try {
      values[k] = b.extractField(page, k, d);
    } catch (e) {
      values[k] = `error: ${e.message}`;
    }
  }
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(c0);
  return { ms, cpu: (cpu.user + cpu.system) / 1000, out: JSON.stringify([values, page.content]) };
}

const rows = [];
const differ = [];
const loads = [];
for (const set of sets) {
  for (const p of pages(set)) {
    // the order alternates, so neither build always reads a page second (warm caches)
    const order = rows.length % 2 ? ['after', 'before'] : ['before', 'after'];
    const r = {};
    for (const k of order) r[k] = read(builds[k], p);
    if (r.before.out !== r.after.out) differ.push(p.id);
    rows.push({ id: p.id, set, bytes: p.html.length, before: r.before, after: r.after });
    if (rows.length % 50 === 0) loads.push(os.loadavg()[0]);
  }
}
loads.push(os.loadavg()[0]);
const wcxb = rows.filter((r) => r.set === 'wcxb');
const per = (k, m) => median(wcxb.map((r) => r[k][m] / 8));
console.log(`${rows.length} pages (load ${fmt(Math.min(...loads), 1)}-${fmt(Math.max(...loads), 1)}); values and main content the same on ${rows.length - differ.length}${differ.length ? `; differ: ${differ.join(', ')}` : ''}`);
console.log(`median per field on wcxb_dev: before ${fmt(per('before', 'ms'), 2)} ms (CPU ${fmt(per('before', 'cpu'), 2)}), after ${fmt(per('after', 'ms'), 2)} ms (CPU ${fmt(per('after', 'cpu'), 2)})`);
// the 1 s rule by CPU time (what the page costs, whatever else the machine runs) and by wall time
for (const set of sets) {
  const of = rows.filter((r) => r.set === set);
  const worst = (k) => of.reduce((w, r) => (r[k].cpu > w[k].cpu ? r : w), of[0]);
  const b = worst('before');
  const a = worst('after');
  const over = (k, m) => of.filter((r) => r[k][m] > 1000).length;
  console.log(`${set}: slowest before ${b.id} ${fmt(b.before.cpu, 0)} ms CPU; slowest after ${a.id} ${fmt(a.after.cpu, 0)} ms CPU; over 1 s CPU: before ${over('before', 'cpu')}, after ${over('after', 'cpu')} (wall: ${over('before', 'ms')}, ${over('after', 'ms')})`);
}
console.log(`\nslowest pages (the slower build's CPU), ms wall / CPU:`);
const slower = (r) => Math.max(r.before.cpu, r.after.cpu);
for (const r of [...rows].sort((x, y) => slower(y) - slower(x)).slice(0, Number(opt('slow', 10)))) {
  console.log(`  ${r.id} (${Math.round(r.bytes / 1024)} KB): before ${fmt(r.before.ms, 0)} / ${fmt(r.before.cpu, 0)}, after ${fmt(r.after.ms, 0)} / ${fmt(r.after.cpu, 0)}`);
}
