// Requests per second of GET /v1/user/profile through Gleaner next to a bare Node http
// server answering the same JSON, in one run, as a ratio. Loopback only, bounded in time.
// Usage: node bench/account/profile-rps.mjs [--rounds 3] [--seconds 10] [--connections 10]
//   [--from DIR]   (Gleaner from another built tree, e.g. bench/content/ab-tree.sh's, for a before/after)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { median, processCpuMs, root } from '../lib/measure.mjs';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' }, seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '10' }, from: { type: 'string', default: root } } });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gleaner-bench-'));
// The benchmark must measure the service, not its rate limit: one plan with a high ceiling.
const plans = path.join(dataDir, 'plans.json');
fs.writeFileSync(plans, JSON.stringify([{ name: 'bench', credits_included: 1000, requests_per_minute: 100_000_000, renders_in_flight: 10 }]));

function start(cmd, args, env, pattern) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = pattern.exec(out);
      if (m) resolve({ child, match: m, out: () => out });
    });
    child.on('exit', (code) => reject(new Error(`${cmd} exited ${code}: ${out}`)));
  });
}

async function load(url, headers, pid) {
  const cpu0 = processCpuMs(pid);
  const result = await autocannon({ url, headers, connections: Number(values.connections), duration: Number(values.seconds), pipelining: 1 });
  const cpuMs = processCpuMs(pid) - cpu0;
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpuUs: (cpuMs * 1000) / result.requests.total };
}

const gleaner = await start('node', [path.join(values.from, 'apps/gleaner/dist/main.js')], { GLEANER_DATA_DIR: dataDir, GLEANER_PORT: '0', GLEANER_HOST: '127.0.0.1', GLEANER_LOG_LEVEL: 'silent', GLEANER_PLANS_FILE: plans }, /listening on (http:\/\/\S+)[\s\S]*Live API key \(shown once\): (\S+)/);
const [, base, key] = gleaner.match;
const profileUrl = `${base.replace('localhost', '127.0.0.1')}/v1/user/profile`;
const auth = { authorization: `Bearer ${key}` };
const body = await (await fetch(profileUrl, { headers: auth })).text();
const bare = await start('node', [path.join(import.meta.dirname, 'bare-server.mjs')], { BODY: body }, /listening (\d+)/);
const bareUrl = `http://127.0.0.1:${bare.match[1]}/v1/user/profile`;

const rounds = [];
try {
  await load(profileUrl, auth, gleaner.child.pid); // warm-up
  for (let i = 0; i < Number(values.rounds); i++) {
    // Alternate the order so that neither side always runs on a warmer or quieter machine.
    const first = i % 2 === 0;
    const b0 = first ? undefined : await load(bareUrl, {}, bare.child.pid);
    const g = await load(profileUrl, auth, gleaner.child.pid);
    const b = b0 ?? (await load(bareUrl, {}, bare.child.pid));
    rounds.push({ gleaner: g, bare: b, ratio: g.rps / b.rps, cpuRatio: b.cpuUs / g.cpuUs });
    console.log(
      `round ${i + 1}: gleaner ${g.rps.toFixed(0)} req/s (p50 ${g.p50} ms, p99 ${g.p99} ms, ${g.cpuUs.toFixed(0)} CPU-µs/req), ` +
        `bare ${b.rps.toFixed(0)} req/s (p50 ${b.p50} ms, p99 ${b.p99} ms, ${b.cpuUs.toFixed(0)} CPU-µs/req), ratio ${(g.rps / b.rps).toFixed(2)}, CPU ratio ${(b.cpuUs / g.cpuUs).toFixed(2)}`,
    );
  }
} finally {
  gleaner.child.kill();
  bare.child.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  `median: gleaner ${median(rounds.map((r) => r.gleaner.rps)).toFixed(0)} req/s, bare ${median(rounds.map((r) => r.bare.rps)).toFixed(0)} req/s, ` +
    `ratio ${median(rounds.map((r) => r.ratio)).toFixed(2)} (target >= 0.50), gleaner p99 ${median(rounds.map((r) => r.gleaner.p99))} ms; ` +
    `CPU per request: gleaner ${median(rounds.map((r) => r.gleaner.cpuUs)).toFixed(0)} µs, bare ${median(rounds.map((r) => r.bare.cpuUs)).toFixed(0)} µs, capacity ratio ${median(rounds.map((r) => r.cpuRatio)).toFixed(2)}`,
);
