// Shared pieces of the benchmarks: driving loops for a fixed time, percentiles, process-tree RSS,
// starting Gleaner as a child process with a plan that does not limit the benchmark.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
/** The value after `--name` on the command line, else `def`. */
export const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : def;
};
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
export const pct = (xs, p) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] : NaN);

/** Runs `slots` loops of `job` for `seconds`; returns the rate, latency percentiles and jobs done. */
export async function drive(slots, seconds, job) {
  const lat = [];
  const stop = Date.now() + seconds * 1000;
  let i = 0;
  let errors = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: slots }, async (_, slot) => {
      while (Date.now() < stop) {
        const t0 = performance.now();
        try {
          await job(i++, slot);
          lat.push(performance.now() - t0);
        } catch (err) {
          errors++;
          if (errors <= 3) console.error('job failed:', err.message);
        }
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  return { rate: lat.length / elapsed, p50: pct(lat, 50), p99: pct(lat, 99), errors, done: lat.length };
}

/** Sum of VmRSS over one or more root pids and all their descendants, in MB. */
export function treeRssMb(roots) {
  const rootSet = new Set(Array.isArray(roots) ? roots : [roots]);
  const parent = new Map();
  const rss = new Map();
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const status = fs.readFileSync(`/proc/${d}/status`, 'utf8');
      parent.set(Number(d), Number(/PPid:\s+(\d+)/.exec(status)[1]));
      rss.set(Number(d), Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0));
    } catch {}
  }
  let sum = 0;
  for (const [pid, kb] of rss) {
    for (let p = pid; p > 1; p = parent.get(p)) {
      if (rootSet.has(p)) {
        sum += kb;
        break;
      }
    }
  }
  return Math.round(sum / 1024);
}

export function peakSampler(pid) {
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, treeRssMb(pid))), 250);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

/** Starts the embedded Gleaner; resolves with its base URL, a live key and the child process. */
/** Starts the server of the tree at `from` (default: this one; an A/B build: bench/content/ab-tree.sh). */
export async function startGleaner(env = {}, from = root) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gleaner-bench-'));
  const plans = path.join(dataDir, 'plans.json');
  fs.writeFileSync(plans, JSON.stringify([{ name: 'bench', credits_included: 100_000_000, requests_per_minute: 100_000_000, renders_in_flight: 1000 }]));
  const child = spawn(process.execPath, ['--disable-warning=DEP0111', path.join(from, 'apps/gleaner/dist/main.js')], {
    env: { ...process.env, GLEANER_DATA_DIR: dataDir, GLEANER_PORT: '0', GLEANER_HOST: '127.0.0.1', GLEANER_LOG_LEVEL: 'silent', GLEANER_PLANS_FILE: plans, GLEANER_ALLOW_PRIVATE_NETWORKS: 'true', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const match = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /listening on (http:\/\/\S+)[\s\S]*Live API key \(shown once\): (\S+)/.exec(out);
      if (m) resolve(m);
    });
    child.on('exit', (code) => reject(new Error(`gleaner exited ${code}: ${out}`)));
  });
  return {
    base: match[1].replace('localhost', '127.0.0.1'),
    key: match[2],
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function postJson(url, key, body) {
  const res = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text);
}
