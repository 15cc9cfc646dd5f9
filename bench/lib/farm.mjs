// The farm for the benchmarks (bench/farm/): the distributed topology's processes started apart,
// over the stand-ins, on loopback: the MongoDB stand-in (CongoDB, in a process of its own: see
// mongo-stand-in-main.mjs), the Kafka stand-in (librdkafka's mock cluster), `apis` API processes,
// `renderers` render processes, and a scheduler and a dispatcher. No S3: the benchmarks make no
// files, and each process keeps its own data directory. There is no load balancer in front: the
// benchmark's client spreads its requests over `apiUrls` itself, so no proxy hop is measured.
// Every process's pid is returned so its CPU can be read from /proc.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnRoleApp, startKafkaStandIn } from '@gleaner/testkit';
import { root } from './measure.mjs';

export const appMain = (name, from = root) => path.join(from, 'apps', name, 'dist', 'main.js');
export const ADMIN_TOKEN = 'bench-admin';
/** One plan that never limits a benchmark (the embedded side gets the same one from startGleaner). */
export const BENCH_PLAN = { name: 'bench', credits_included: 100_000_000, requests_per_minute: 100_000_000, renders_in_flight: 1000 };

/** Starts the MongoDB stand-in in a child process; resolves with its URI, pid and stop(). */
export async function startMongoProcess() {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'mongo-stand-in-main.mjs')], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  const uri = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /^mongodb (\S+)/m.exec(out);
      if (m) resolve(m[1]);
    });
    child.once('exit', (code) => reject(new Error(`the MongoDB stand-in exited ${code}: ${out}`)));
  });
  return {
    uri,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The pid of this process's child whose command name starts with `prefix` (the Kafka mock, which the testkit does not expose). */
const claimed = new Set(); // pids already returned: a second farm in the same run finds its own
export function childPid(prefix) {
  for (const d of fs.readdirSync('/proc')) {
    if (claimed.has(Number(d))) continue;
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === process.pid && comm.startsWith(prefix)) return claimed.add(Number(d)), Number(d);
    } catch {} // gone since readdir
  }
  return undefined;
}

/** POST /v1/admin/users on `apiUrl`: a user on the bench plan; resolves with its live key. */
export async function createBenchUser(apiUrl, email, credits = 100_000_000) {
  const res = await fetch(`${apiUrl}/v1/admin/users`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, name: 'Bench', plan: BENCH_PLAN.name, credits }),
  });
  const text = await res.text();
  if (res.status !== 201) throw new Error(`creating ${email}: ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text).data.api_key;
}

/**
 * Starts a farm. `renderConcurrency` is each render process's GLEANER_RENDER_CONCURRENCY (tabs of its
 * one Chromium); `renderPartitions` the render topic's partitions (render jobs are keyed by user, so
 * one user's jobs all go to one partition, hence to one render process); `extraApis` lists entry
 * points of further API processes on the same store and bus (bench/farm/api-uncached-main.mjs: the
 * caches off); `roles` the other roles started; `env` is added to every role's, `envByRole` (role ->
 * variables: api, renderer, scheduler, dispatcher) to one role's on top of it.
 * Resolves with { apiUrls, extraApiUrls, keys (one per `users`), pids, env, stop() }.
 */
export async function startFarm({ apis = 2, renderers = 1, renderConcurrency = 4, renderPartitions = 4, users = 1, roles = ['scheduler', 'dispatcher'], extraApis = [], env = {}, envByRole = {}, from = root } = {}) {
  const started = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gleaner-farm-bench-'));
  const plansFile = path.join(dataDir, 'plans.json');
  fs.writeFileSync(plansFile, JSON.stringify([BENCH_PLAN]));
  const mongo = await startMongoProcess();
  started.push(mongo);
  const kafka = await startKafkaStandIn({ topics: { render: renderPartitions } });
  started.push(kafka);
  const kafkaPid = childPid('mock-kafka');
  const roleEnv = {
    // The driver's default streaming heartbeat (hello with moreToCome) is more than CongoDB speaks: the
    // driver marks the server unknown, clears its pool and holds operations ~500 ms (its
    // minHeartbeatFrequencyMS) about once a second. Polling avoids it; real MongoDB needs neither.
    GLEANER_MONGODB_URI: `${mongo.uri}farm?serverMonitoringMode=poll`,
    GLEANER_KAFKA_BROKERS: kafka.brokers.join(','),
    GLEANER_ALLOW_PRIVATE_NETWORKS: 'true',
    GLEANER_ADMIN_TOKEN: ADMIN_TOKEN,
    GLEANER_PLANS_FILE: plansFile,
    GLEANER_LOG_LEVEL: 'warn',
    GLEANER_RENDER_CONCURRENCY: String(renderConcurrency),
    // The render bound's reuse of depth reads counts on knowing how many API processes publish.
    GLEANER_KAFKA_API_PROCESSES: String(apis + extraApis.length),
    ...env,
  };
  const stop = async () => {
    for (const p of started.reverse()) await p.stop().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const wrap = (app) => ({ app, stop: () => app.stop('SIGTERM'), pid: app.child.pid });
    const renderApps = [];
    // One after the other: members joining one group at once meet the mock coordinator's SyncGroup
    // ordering bug (docs/architecture.md, "Kafka bus").
    for (let i = 0; i < renderers; i++) {
      const r = wrap(await spawnRoleApp(appMain('renderer', from), { ...roleEnv, ...envByRole.renderer }, 60_000));
      started.push(r);
      renderApps.push(r);
    }
    const apiApps = await Promise.all(Array.from({ length: apis }, () => spawnRoleApp(appMain('api', from), { ...roleEnv, ...envByRole.api }, 60_000).then(wrap)));
    started.push(...apiApps);
    const extraApiApps = await Promise.all(extraApis.map((main) => spawnRoleApp(main, { ...roleEnv, ...envByRole.api }, 60_000).then(wrap)));
    started.push(...extraApiApps);
    const others = await Promise.all(roles.map((role) => spawnRoleApp(appMain(role, from), { ...roleEnv, ...envByRole[role] }, 60_000).then(wrap)));
    started.push(...others);
    const apiUrls = [...apiApps, ...extraApiApps].map((a) => a.app.url);
    const keys = [];
    for (let u = 0; u < users; u++) keys.push(await createBenchUser(apiUrls[0], `bench${u}@example.com`));
    return {
      apiUrls: apiUrls.slice(0, apis),
      extraApiUrls: apiUrls.slice(apis),
      keys,
      env: roleEnv,
      pids: { apis: apiApps.map((a) => a.pid), extraApis: extraApiApps.map((a) => a.pid), renderers: renderApps.map((r) => r.pid), mongo: mongo.pid, kafka: kafkaPid, others: others.map((o) => o.pid) },
      /** The Kafka stand-in (down() / up() take the brokers away and back). */
      kafka,
      output: () => [...renderApps, ...apiApps, ...extraApiApps, ...others].map((a) => a.app.output()).join(''),
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
