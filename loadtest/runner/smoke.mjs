#!/usr/bin/env node
// `make loadtest-smoke`: every k6 script of loadtest/ for a few iterations (SMOKE=1) with the smoke
// runner, against the service started as `make run` does (node apps/gleaner/dist/main.js) or, with
// --topology cluster, as `make run-cluster` does (apps/gleaner/dist/run-cluster.js), on a fresh data
// directory, with the fixture site (loadtest/site) as the target. With BASE_URL and ADMIN_TOKEN set, a
// running service is used instead. Fails when any script fails a check or a threshold.
//   node loadtest/runner/smoke.mjs [--topology embedded|cluster] [--only smoke,spike] [--out DIR]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startSite } from '../site/server.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const LOADTEST = path.dirname(HERE);
const REPO = path.dirname(LOADTEST);
export const SCRIPTS = ['smoke', 'scrape-mix', 'render-mix', 'read-heavy', 'schedules-monitors', 'research', 'soak', 'spike', 'breakpoint'];

const { values } = parseArgs({ options: { topology: { type: 'string', default: process.env.TOPOLOGY || 'embedded' }, only: { type: 'string' }, out: { type: 'string' } } });
if (!['embedded', 'cluster'].includes(values.topology)) throw new Error(`--topology embedded or cluster (got ${values.topology})`);
const scripts = values.only ? values.only.split(',') : SCRIPTS;
const out = values.out ?? fs.mkdtempSync(path.join(os.tmpdir(), 'loadtest-smoke-'));
fs.mkdirSync(out, { recursive: true });

const freePort = () => new Promise((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address();
    s.close(() => resolve(port));
  });
});

async function waitReady(base, child, seconds) {
  for (let i = 0; i < seconds * 4; i++) {
    if (child && child.exitCode !== null) throw new Error(`the service exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/readyz`)).status === 200) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${base}/readyz not ready after ${seconds} s`);
}

/** The service, as `make run` or `make run-cluster` starts it, on a free port and a fresh data dir. */
async function startService() {
  if (process.env.BASE_URL && process.env.ADMIN_TOKEN) return { base: process.env.BASE_URL, adminToken: process.env.ADMIN_TOKEN, stop: async () => {} };
  const port = await freePort();
  const adminToken = randomBytes(16).toString('hex');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loadtest-data-'));
  const base = `http://127.0.0.1:${port}`;
  const entry = values.topology === 'cluster' ? 'apps/gleaner/dist/run-cluster.js' : 'apps/gleaner/dist/main.js';
  const args = values.topology === 'cluster' ? [entry, '--apis', '2', '--renderers', '1'] : [entry];
  const log = fs.openSync(path.join(out, `service-${values.topology}.log`), 'w');
  const child = spawn(process.execPath, args, {
    cwd: REPO,
    stdio: ['ignore', log, log],
    env: { ...process.env, GLEANER_PORT: String(port), GLEANER_HOST: '127.0.0.1', GLEANER_BASE_URL: base, GLEANER_DATA_DIR: dataDir, GLEANER_ADMIN_TOKEN: adminToken, GLEANER_ALLOW_PRIVATE_NETWORKS: 'true', GLEANER_LOG_LEVEL: 'warn' },
  });
  await waitReady(base, child, values.topology === 'cluster' ? 240 : 120);
  return {
    base,
    adminToken,
    stop: () => new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => {
        fs.rmSync(dataDir, { recursive: true, force: true });
        resolve();
      });
      child.kill('SIGTERM');
    }),
  };
}

function runScript(script, env) {
  const exportFile = path.join(out, `${script}.json`);
  const args = [path.join(HERE, 'run.mjs'), '--fail-on-check', '--summary-export', exportFile, ...Object.entries(env).flatMap(([k, v]) => ['-e', `${k}=${v}`]), path.join(LOADTEST, `${script}.js`)];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('exit', (code) => resolve({ script, code, exportFile }));
  });
}

const site = await startSite();
const service = await startService();
const results = [];
try {
  for (const script of scripts) {
    const started = Date.now();
    const r = await runScript(script, { SMOKE: '1', BASE_URL: service.base, ADMIN_TOKEN: service.adminToken, TARGET_ORIGIN: site.origin });
    results.push({ ...r, seconds: (Date.now() - started) / 1000 });
  }
} finally {
  await service.stop();
  await site.close();
}
const failed = results.filter((r) => r.code !== 0);
process.stdout.write(`\nloadtest smoke (${values.topology}): ${results.map((r) => `${r.script} ${r.code === 0 ? 'ok' : `FAILED (${r.code})`} ${r.seconds.toFixed(1)}s`).join(', ')}\nsummaries in ${out}\n`);
process.exit(failed.length ? 1 : 0);
