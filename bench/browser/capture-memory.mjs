// Chromium's memory for one capture of a given size: the browser tree's RSS and PSS before the job
// (after a warm-up capture), the peak while it runs (sampled every 100 ms), after it, and after a
// small capture on the same tab; a fresh pool for each case, one job at a time. RSS is the steadier
// figure: PSS shares Chromium's libraries with any other Chromium running on the machine. For choosing the capture limits (docs/api.md).
// Usage: node bench/browser/capture-memory.mjs [--cases name,name] (build first: npx tsc -b libs/browser libs/testkit)
import fs from 'node:fs';
import { BrowserPool } from '@gleaner/browser';
import { startFixtureSite } from '@gleaner/testkit';
import { arg } from '../lib/measure.mjs';

const shot = (width, height, scale, extra = {}) => ({ op: 'screenshot', req: { viewport: { width, height, deviceScaleFactor: scale }, ...extra } });
const full = (width, pageHeight, scale, extra = {}) => ({ ...shot(width, 800, scale, { fullPage: true, ...extra }), page: `/sized?height=${pageHeight}` });
const CASES = {
  'desktop@1': shot(1920, 1080, 1),
  '3840x2160@1': shot(3840, 2160, 1),
  '4096x4096@2': shot(4096, 4096, 2),
  '7680x4320@1': shot(7680, 4320, 1),
  '7680x7680@1': shot(7680, 7680, 1),
  '7680x7680@2': shot(7680, 7680, 2),
  '7680x7680@4': shot(7680, 7680, 4),
  'full 1280x16384@1': full(1280, 16_384, 1),
  'full 1920x16384@1': full(1920, 16_384, 1),
  'full 1920x20000@1': full(1920, 20_000, 1),
  'full 1920x30000@1': full(1920, 30_000, 1),
  'full 1280x30000@4': full(1280, 30_000, 4),
  'full 800x100000@1': full(800, 100_000, 1),
  'full 800x16383@1 webp': full(800, 16_383, 1, { type: 'webp' }),
  // At the default limits (40,000,000 px, 16,383 px a side):
  '4000x2500@2': shot(4000, 2500, 2),
  'full 2441x16383@1': full(2441, 16_383, 1),
  'full 1220x8190@2': full(1220, 8190, 2),
  'element 2441x16383@1': { ...shot(2441, 800, 1, { selector: '#block' }), page: '/sized?height=16383' },
  'pdf 100000': { op: 'pdf', page: '/sized?height=100000', req: {} },
  'pdf 1000000': { op: 'pdf', page: '/sized?height=1000000', req: {} },
  'pdf 1000000 scale 0.1': { op: 'pdf', page: '/sized?height=1000000', req: { scale: 0.1 } },
  'pdf 1000000 pages 1-1001': { op: 'pdf', page: '/sized?height=1000000', req: { pageRanges: '1-1001' } },
  'pdf 10000000': { op: 'pdf', page: '/sized?height=10000000', req: {} },
  'pdf 30000000 scale 2': { op: 'pdf', page: '/sized?height=30000000', req: { scale: 2 } },
  'pdf 30000000 scale 2 pages 1-1001': { op: 'pdf', page: '/sized?height=30000000', req: { scale: 2, pageRanges: '1-1001' } },
  'pdf long 3000 scale 2': { op: 'pdf', page: '/long?sections=3000', req: { scale: 2 } },
  'pdf long 3000 scale 2 pages 1-1001': { op: 'pdf', page: '/long?sections=3000', req: { scale: 2, pageRanges: '1-1001' } },
  'scale 0.1': shot(1920, 1080, 0.1),
};

const pageKb = 4;
function tree(root) {
  const kids = new Map();
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const s = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
      const ppid = Number(s.slice(s.lastIndexOf(')') + 2).split(' ')[1]);
      if (!kids.has(ppid)) kids.set(ppid, []);
      kids.get(ppid).push(Number(d));
    } catch {} // gone since readdir
  }
  const out = [];
  const walk = (p) => (out.push(p), (kids.get(p) ?? []).forEach(walk));
  walk(root);
  return out;
}
/** RSS and PSS of the process trees under `roots`, in MB. */
function memory(roots) {
  let rss = 0;
  let pss = 0;
  for (const pid of roots.flatMap(tree)) {
    try {
      const s = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      rss += Number(s.slice(s.lastIndexOf(')') + 2).split(' ')[21]) * pageKb;
      pss += Number(/^Pss:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
    } catch {} // gone
  }
  return { rss: Math.round(rss / 1024), pss: Math.round(pss / 1024) };
}

const site = await startFixtureSite();
const wanted = arg('cases') ? arg('cases').split(',') : Object.keys(CASES);
console.log('case | result | before RSS/PSS MB | peak RSS/PSS | after RSS/PSS | after the next job | ms');
for (const name of wanted) {
  const c = CASES[name];
  const pool = new BrowserPool({ concurrency: 1, queueLimit: 2, recycleAfter: 1000 });
  await pool.start();
  await pool.screenshot({ url: `${site.url}/elements`, timeoutMs: 30_000 });
  const pids = await pool.browserPids();
  const before = memory(pids);
  const peak = { rss: 0, pss: 0 };
  const timer = setInterval(() => {
    const m = memory(pids);
    peak.rss = Math.max(peak.rss, m.rss);
    peak.pss = Math.max(peak.pss, m.pss);
  }, 100);
  const t0 = Date.now();
  let result;
  try {
    const req = { url: `${site.url}${c.page ?? '/elements'}`, timeoutMs: 120_000, ...c.req };
    const r = c.op === 'pdf' ? await pool.pdf({ maxPages: 100_000, maxBytes: 1e10, ...req }) : await pool.screenshot(req);
    result = c.op === 'pdf' ? `${r.pages} pages ${(r.bytes / 1e6).toFixed(1)} MB` : `${r.width}x${r.height} ${(r.bytes / 1e6).toFixed(1)} MB`;
  } catch (err) {
    result = `${err.code ?? 'error'}: ${String(err.message).slice(0, 80)}`;
  }
  const ms = Date.now() - t0;
  clearInterval(timer);
  const after = memory(pids);
  // The tab is reset and reused by the next job: does the memory go back?
  await pool.screenshot({ url: `${site.url}/elements`, timeoutMs: 30_000 });
  const next = memory(pids);
  console.log(`${name} | ${result} | ${before.rss}/${before.pss} | ${peak.rss}/${peak.pss} | ${after.rss}/${after.pss} | ${next.rss}/${next.pss} | ${ms}`);
  await pool.close();
}
await site.close();
