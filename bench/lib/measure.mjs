// Shared pieces of the benchmarks: driving loops for a fixed time, percentiles, process-tree RSS and CPU,
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

const PAGE_KB = 4; // /proc/<pid>/stat counts resident memory in 4 KB pages on x86-64 Linux
const TICKS_PER_S = 100; // and CPU time in clock ticks (USER_HZ)

/** The fields of /proc/<pid>/stat (or of a thread's, `task/<tid>`) after the command name (which may hold spaces). */
function statFields(pid, file = 'stat') {
  const stat = fs.readFileSync(`/proc/${pid}/${file}`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** Every process now: pid -> { ppid, cpuS (its own and its reaped children's), rssKb }. */
function processTable() {
  const table = new Map();
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const f = statFields(d);
      const cpuTicks = Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
      table.set(Number(d), { ppid: Number(f[1]), cpuS: cpuTicks / TICKS_PER_S, rssKb: Number(f[21]) * PAGE_KB });
    } catch {} // gone since readdir
  }
  return table;
}

/** The entries of the processes under one or more root pids, roots included. */
function treeEntries(roots) {
  const table = processTable();
  const rootSet = new Set(Array.isArray(roots) ? roots : [roots]);
  const inTree = (pid) => {
    for (let p = pid; p !== undefined; p = table.get(p)?.ppid) {
      if (rootSet.has(p)) return true;
      if (p <= 1) return false;
    }
    return false;
  };
  return [...table].filter(([pid]) => inTree(pid)).map(([, entry]) => entry);
}

/** Resident memory of one or more root pids and all their descendants, in MB. */
export function treeRssMb(roots) {
  return Math.round(treeEntries(roots).reduce((sum, e) => sum + e.rssKb, 0) / 1024);
}

/** CPU seconds of the trees under `roots` (dead children count through their parent's cutime/cstime). */
export function treeCpu(roots) {
  return treeEntries(roots).reduce((sum, e) => sum + e.cpuS, 0);
}

/** User + system CPU ms in one stat file of /proc/<pid>/ (children left out). */
function cpuMsIn(pid, file) {
  const f = statFields(pid, file);
  return ((Number(f[11]) + Number(f[12])) * 1000) / TICKS_PER_S;
}

/** CPU milliseconds (user + system) one process has used so far, its children left out. */
export const processCpuMs = (pid) => cpuMsIn(pid, 'stat');

/** CPU ms of a process's main thread alone (Node's event loop; not its worker or libuv threads). */
export const mainThreadCpuMs = (pid) => cpuMsIn(pid, `task/${pid}/stat`);

/** Starts counting CPU of this Node process plus the trees of `roots`; the returned function gives ms since. */
export function cpuMeter(roots) {
  const node0 = process.cpuUsage();
  const tree0 = treeCpu(roots);
  return () => {
    const n = process.cpuUsage(node0);
    return (treeCpu(roots) - tree0) * 1000 + (n.user + n.system) / 1000;
  };
}

export function peakSampler(pid) {
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, treeRssMb(pid))), 250);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

/**
 * Starts the embedded Gleaner of the tree at `from` (default: this one; an A/B build:
 * bench/content/ab-tree.sh); resolves with its base URL, a live key and the child process.
 * `env.NODE_ARGS` (space-separated) goes to node's command line instead of the environment.
 */
export async function startGleaner(env = {}, from = root) {
  const { NODE_ARGS = '', ...vars } = env;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gleaner-bench-'));
  const plans = path.join(dataDir, 'plans.json');
  fs.writeFileSync(plans, JSON.stringify([{ name: 'bench', credits_included: 100_000_000, requests_per_minute: 100_000_000, renders_in_flight: 1000 }]));
  const nodeArgs = [...NODE_ARGS.split(' ').filter(Boolean)];
  const child = spawn(process.execPath, [...nodeArgs, path.join(from, 'apps/gleaner/dist/main.js')], {
    env: { ...process.env, GLEANER_DATA_DIR: dataDir, GLEANER_PORT: '0', GLEANER_HOST: '127.0.0.1', GLEANER_LOG_LEVEL: 'silent', GLEANER_PLANS_FILE: plans, GLEANER_ALLOW_PRIVATE_NETWORKS: 'true', ...vars },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const match = await new Promise((resolve, reject) => {
    let out = '';
    let found = false;
    child.stdout.on('data', (d) => {
      // Read on, but kept no longer once found (a service logging every request writes megabytes).
      if (found) return;
      out += d;
      const m = /listening on (http:\/\/\S+)[\s\S]*Live API key \(shown once\): (\S+)/.exec(out);
      if (m) {
        found = true;
        out = '';
        resolve(m);
      }
    });
    child.on('exit', (code) => reject(new Error(`gleaner exited ${code}: ${out}`)));
  });
  return {
    base: match[1].replace('localhost', '127.0.0.1'),
    key: match[2],
    pid: child.pid,
    async stop() {
      // A server that died under load has exited already: waiting for its exit would hang for ever.
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
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
