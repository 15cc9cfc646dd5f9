// Monitoring (issue 15): how fast checks run, and how many monitors one scheduler keeps on time.
// Each side runs in a child process of its own (its memory and CPU apart), against a local site.
//
// --mode rate: N monitors due at once; ours = the embedded default (startGleaner: the scan, the check
//   executors, the render worker for full_page, the store writes, charges) with the site's pages; a
//   check is done when its record is finished. Bare = the same N reads at the same concurrency with
//   nothing around them: api_response a guarded-free fetch and JSON compare; full_page a warm
//   puppeteer tab (one per slot, reused) loading the page and reading its innerText. Ratio = ours/bare.
// --mode load: M monitors at one interval (--interval-s, default 300 = 5min), their first due times
//   spread over the interval as their phases and creation would spread them; the server runs for
//   --duration-s and every check's lateness (checked_at - due_at) is measured. p99 under 30 s = on time.
//   RSS of the process (scheduler, API, dispatcher and, for full_page, the renderer: one process).
// The site answers after --site-delay ms (a real page or API takes time). Loopback only. Usage:
//   node bench/monitoring/checks.mjs --mode rate --type api_response --checks 2000 [--rounds 3]
//   node bench/monitoring/checks.mjs --mode load --type api_response --monitors 10000 --duration-s 420
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { median, pct, root } from '../lib/measure.mjs';

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'rate' },
    type: { type: 'string', default: 'api_response' },
    checks: { type: 'string', default: '1000' },
    monitors: { type: 'string', default: '10000' },
    'interval-s': { type: 'string', default: '300' },
    'duration-s': { type: 'string', default: '420' },
    concurrency: { type: 'string', default: '10' },
    'site-delay': { type: 'string', default: '20' },
    rounds: { type: 'string', default: '1' },
    sides: { type: 'string', default: 'ours,bare' },
    child: { type: 'string' },
  },
});
const TYPE = values.type;
const CONCURRENCY = Number(values.concurrency);
const SITE_DELAY = Number(values['site-delay']);

/** The watched page: a product page (HTML) or its API (JSON), answered after SITE_DELAY ms. */
function startSite() {
  const server = http.createServer((req, res) => {
    setTimeout(() => {
      if (req.url.startsWith('/api')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ requestId: Math.random().toString(36).slice(2), product: { id: req.url, name: 'Desk lamp', price: 19.99, stock: 3, tags: ['home', 'light'] } }));
      } else {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(`<!doctype html><html><head><title>Lamp</title></head><body><nav><a href="/">Home</a></nav><main><h1>Desk lamp</h1><p>Price: $19.99</p><p>Only 3 left</p><p>Updated ${new Date().toISOString()}</p>${'<p>Details of the lamp, a paragraph of text.</p>'.repeat(20)}</main><footer>Lamps</footer></body></html>`);
      }
    }, SITE_DELAY);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() })));
}

const pathOf = (i) => (TYPE === 'api_response' ? `/api/item/${i}` : `/page/${i}`);

async function oursSide() {
  const { startGleaner } = await import(path.join(root, 'apps/gleaner/dist/compose.js'));
  const { MONITOR_COLLECTIONS, scheduledCheckId } = await import(path.join(root, 'libs/features/dist/index.js'));
  const site = await startSite();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gleaner-bench-mon-'));
  const env = {
    GLEANER_DATA_DIR: dir, GLEANER_PORT: '0', GLEANER_HOST: '127.0.0.1', GLEANER_LOG_LEVEL: 'warn', GLEANER_ALLOW_PRIVATE_NETWORKS: 'true',
    GLEANER_MONITOR_CHECK_CONCURRENCY: String(CONCURRENCY), GLEANER_RENDER_CONCURRENCY: String(Math.min(CONCURRENCY, 4)), GLEANER_RENDER_QUEUE_LIMIT: '100000',
  };
  const g = await startGleaner({ env });
  const { user } = await g.account.accounts.createUser({ email: 'bench@example.com', name: 'bench', credits: 10_000_000 });
  const monitors = g.store.collection(MONITOR_COLLECTIONS.monitors);
  const checks = g.store.collection(MONITOR_COLLECTIONS.checks);
  const mode = values.mode;
  const n = mode === 'rate' ? Number(values.checks) : Number(values.monitors);
  const intervalMs = Number(values['interval-s']) * 1000;
  const interval = { 300: '5min', 900: '15min', 1800: '30min', 3600: 'hourly' }[intervalMs / 1000] ?? '5min';
  const start = Date.now() + 3000;
  const now = new Date().toISOString();
  const docs = [];
  for (let i = 0; i < n; i++) {
    const due = mode === 'rate' ? start : start + Math.floor((i / n) * intervalMs);
    docs.push({
      id: `mon_${i.toString(16).padStart(24, '0')}`, user_id: user.id, env: 'live', name: `m${i}`, url: `${site.url}${pathOf(i)}`,
      monitor_type: TYPE, selector: null, prompt: null, check_interval: interval, status: 'active', next_check_at: new Date(due).toISOString(),
      last_check_at: null, consecutive_errors: 0, notify_only_on_changes: true, include_screenshot: false, channels: [], baseline: null, baseline_check_id: null, created_at: now, updated_at: now,
    });
  }
  await monitors.insertMany(docs);
  const rssPeak = { v: 0 };
  const sampler = setInterval(() => (rssPeak.v = Math.max(rssPeak.v, process.memoryUsage().rss)), 500);
  const cpu0 = process.cpuUsage();
  let result;
  if (mode === 'rate') {
    for (;;) {
      const done = await checks.count({ status: { $ne: 'running' } });
      if (done >= n) break;
      if (Date.now() - start > 600_000) throw new Error(`only ${done} of ${n} checks finished`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const all = await checks.find({}, { exclude: ['snapshot', 'diff'] });
    const ends = all.map((c) => Date.parse(c.completed_at));
    const firstStart = Math.min(...all.map((c) => Date.parse(c.checked_at)));
    // rate: from the first check's start to the last one's end (the bare side's measure); fromDue
    // adds the wait for the scan (up to GLEANER_MONITOR_SCAN_MS) and the starting of every check.
    const span = (Math.max(...ends) - firstStart) / 1000;
    const fromDue = (Math.max(...ends) - start) / 1000;
    result = { rate: n / span, span, rateFromDue: n / fromDue, firstStartS: (firstStart - start) / 1000, errors: all.filter((c) => c.status === 'error').length };
  } else {
    await new Promise((r) => setTimeout(r, Number(values['duration-s']) * 1000));
    const all = await checks.find({}, { exclude: ['snapshot', 'diff'] });
    const late = all.filter((c) => c.due_at && c.status !== 'running').map((c) => (Date.parse(c.checked_at) - Date.parse(c.due_at)) / 1000);
    const running = all.filter((c) => c.status === 'running').length;
    const overdue = await monitors.count({ next_check_at: { $lte: new Date(Date.now() - 30_000).toISOString() } });
    result = { checks: all.length, finished: late.length, running, overdue, p50: pct(late, 50), p99: pct(late, 99), max: Math.max(...late), errors: all.filter((c) => c.status === 'error').length, secondRound: all.filter((c) => Date.parse(c.due_at) >= start + intervalMs).length };
  }
  clearInterval(sampler);
  const cpu = process.cpuUsage(cpu0);
  result.cpuS = (cpu.user + cpu.system) / 1e6;
  result.rssMb = Math.round(rssPeak.v / 1048576);
  await g.close();
  site.close();
  fs.rmSync(dir, { recursive: true, force: true });
  void scheduledCheckId;
  return result;
}

async function bareSide() {
  const site = await startSite();
  const n = Number(values.checks);
  let read;
  let close = async () => {};
  if (TYPE === 'api_response') {
    const last = new Map();
    read = async (i) => {
      const res = await fetch(`${site.url}${pathOf(i)}`);
      const body = await res.json();
      delete body.requestId;
      const text = JSON.stringify(body);
      const changed = last.get(i) !== undefined && last.get(i) !== text;
      last.set(i, text);
      return changed;
    };
  } else {
    const puppeteer = (await import(path.join(root, 'node_modules/puppeteer-core/lib/cjs/puppeteer/puppeteer-core.js'))).default;
    const { findChromium, chromiumArgs } = await import(path.join(root, 'libs/browser/dist/index.js'));
    const browser = await puppeteer.launch({ executablePath: findChromium(), headless: true, args: chromiumArgs() });
    const tabs = await Promise.all(Array.from({ length: Math.min(CONCURRENCY, 4) }, () => browser.newPage()));
    const free = [...tabs];
    read = async (i) => {
      while (free.length === 0) await new Promise((r) => setTimeout(r, 1));
      const tab = free.pop();
      try {
        await tab.goto(`${site.url}${pathOf(i)}`, { waitUntil: 'load' });
        return (await tab.evaluate(() => document.body.innerText)).length > 0;
      } finally {
        free.push(tab);
      }
    };
    close = () => browser.close();
  }
  const cpu0 = process.cpuUsage();
  const t0 = Date.now();
  let next = 0;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < n) await read(next++);
  }));
  const span = (Date.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  await close();
  site.close();
  return { rate: n / span, span, cpuS: (cpu.user + cpu.system) / 1e6, rssMb: Math.round(process.memoryUsage().rss / 1048576) };
}

if (values.child) {
  const result = values.child === 'ours' ? await oursSide() : await bareSide();
  process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);
  process.exit(0);
}

function runChild(side) {
  return new Promise((resolve, reject) => {
    const args = [import.meta.filename, ...process.argv.slice(2), '--child', side];
    const child = spawn(process.execPath, [...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('RESULT '));
      if (!line) return reject(new Error(`${side} exited ${code} without a result`));
      resolve(JSON.parse(line.slice(7)));
    });
  });
}

const sides = values.sides.split(',');
const rounds = Number(values.rounds);
const results = { ours: [], bare: [] };
console.log(`monitoring ${values.mode} ${TYPE}: ${values.mode === 'rate' ? `${values.checks} checks` : `${values.monitors} monitors every ${values['interval-s']} s for ${values['duration-s']} s`}, concurrency ${CONCURRENCY}, site delay ${SITE_DELAY} ms, load ${os.loadavg()[0].toFixed(2)}`);
for (let r = 0; r < rounds; r++) {
  const order = r % 2 === 0 ? sides : [...sides].reverse();
  for (const side of order) {
    if (values.mode === 'load' && side === 'bare') continue;
    const res = await runChild(side);
    results[side].push(res);
    console.log(`round ${r + 1} ${side}: ${JSON.stringify(res)}`);
  }
}
if (values.mode === 'rate' && results.ours.length && results.bare.length) {
  const ours = median(results.ours.map((x) => x.rate));
  const bare = median(results.bare.map((x) => x.rate));
  const fromDue = median(results.ours.map((x) => x.rateFromDue));
  console.log(`median checks/s: ours ${ours.toFixed(1)} (${fromDue.toFixed(1)} counted from the due time), bare ${bare.toFixed(1)}, ratio ${(ours / bare).toFixed(2)} (${(fromDue / bare).toFixed(2)})`);
}
