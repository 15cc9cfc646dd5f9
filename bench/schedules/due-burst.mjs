// Schedules: N schedules due in the same instant (issue 14). How many due runs a second one scheduler
// process fires into the bus, and the delay from the due time to the start of each run (p50/p99, the
// last one), against a bare Agenda on the same backend doing nothing. Two sides, each in a child
// process of its own (its CPU counted apart, nothing left over from the other side), the order
// alternating per round:
// - ours: the embedded default as apps/gleaner composes it: a fresh data dir, the SQLite store
//   opened exclusive, the in-process bus, the account area with its caches (the ledger owns the
//   accounts), and startSchedulerRole(config, ports, { credits }) as the server starts it. Render
//   work is stubbed: a responder of the render topic answers every job at once with a small scrape
//   record. One user with credits; N daily scrape schedules inserted straight into the store (a
//   loopback URL, so the guard's check needs no DNS) with next_run_at = D; the role's start-up
//   reconcile creates their Agenda jobs. A run is fired when its record is written (created_at) and
//   starts when an executor takes it (started_at); its delay is started_at - due_at.
// - bare: Agenda alone on the same backend (SqliteAgendaBackend through a SqliteStore's connection
//   opened exclusive, as the server's: WAL, synchronous NORMAL), N one-off jobs of one name due at D,
//   a handler that only notes Date.now(); the same processEvery, concurrency, lock limit and lock
//   lifetime as ours (read from the same configuration). Delay = handler start - D.
// With `--store mongo` both sides run on the MongoDB stand-in instead (CongoDB in a process of its
// own, a fresh database per side; ours: MongoStore, caches off as on the farm, @agendajs/mongo-backend;
// bare: @agendajs/mongo-backend). The stand-in scans whole collections: its figures say little
// about MongoDB's speed (use a smaller --schedules).
// D is a whole second `--lead` seconds after the side's process starts (its setup must end a second
// before: checked). --env goes to both sides. Usage (loopback only):
//   node bench/schedules/due-burst.mjs [--rounds 1] [--schedules 10000] [--lead 10] [--sides ours,bare]
//        [--env GLEANER_SCHEDULER_LOCK_LIMIT=0,...] [--timeline] [--timeout 150] [--store sqlite|mongo]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { median, pct } from '../lib/measure.mjs';
import { startMongoProcess } from '../lib/farm.mjs';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '1' },
    schedules: { type: 'string', default: '10000' },
    lead: { type: 'string', default: '10' },
    sides: { type: 'string', default: 'ours,bare' },
    env: { type: 'string', default: '' },
    timeout: { type: 'string', default: '150' },
    timeline: { type: 'boolean', default: false },
    store: { type: 'string', default: 'sqlite' },
    child: { type: 'string' },
  },
});
const N = Number(values.schedules);
const LEAD_S = Number(values.lead);
const TIMEOUT_S = Number(values.timeout);
const ENV = Object.fromEntries(values.env.split(',').filter(Boolean).map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]));
/** The scheduler role's lock on a firing job (FIRE_LOCK_MS in libs/roles/src/scheduler.ts): the bare side takes the same. */
const FIRE_LOCK_MS = 10_000;

const sec = (ms) => (ms / 1000).toFixed(1);

function perSecond(D, times) {
  const counts = [];
  for (const t of times) {
    const s = Math.max(0, Math.floor((t - D) / 1000));
    while (counts.length <= s) counts.push(0);
    counts[s]++;
  }
  return counts;
}

/** Figures of one side from the times of its N events (ms since the epoch) and D. */
function figures(D, fired, started, finished) {
  const delays = started.map((t) => t - D);
  const firstFire = Math.min(...fired);
  const lastFire = Math.max(...fired);
  return {
    n: started.length,
    firesPerS: fired.length > 1 ? ((fired.length - 1) * 1000) / Math.max(1, lastFire - firstFire) : NaN,
    firstFireMs: firstFire - D,
    allFiredMs: lastFire - D,
    p50Ms: pct(delays, 50),
    p99Ms: pct(delays, 99),
    allStartedMs: Math.max(...delays),
    allFinishedMs: finished.length ? Math.max(...finished) - D : NaN,
    // Per second after D: how many were fired, and how many started, in that second.
    timeline: { fired: perSecond(D, fired), started: perSecond(D, started) },
  };
}

// ---------------------------------------------------------------------------------------------
// child: ours

async function runOurs() {
  const t0 = Date.now();
  const D = Math.ceil((t0 + LEAD_S * 1000) / 1000) * 1000;
  const { loadConfig, createLogger, createMetrics, systemClock } = await import('@gleaner/platform');
  const { createStore } = await import('@gleaner/store');
  const { createBus } = await import('@gleaner/bus');
  const { createFileStore } = await import('@gleaner/blobs');
  const { createAccountArea, ScheduleService, SCHEDULE_COLLECTIONS, newScheduleRecord } = await import('@gleaner/features');
  const { ScheduleFiring } = await import('@gleaner/features/maintenance');
  const { startSchedulerRole } = await import('@gleaner/roles/scheduler');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gleaner-due-burst-'));
  const config = loadConfig({ GLEANER_DATA_DIR: dataDir, GLEANER_LOG_LEVEL: 'warn', GLEANER_ALLOW_PRIVATE_NETWORKS: 'true', ...ENV, ...mongoEnv('ours') });
  const clock = systemClock;
  const logger = createLogger(config.log.level);
  const bus = createBus(config);
  const files = createFileStore(config.files, config.data.dir, clock);
  const store = createStore(config, { exclusive: true }); // (MongoDB: never exclusive)
  const ports = { store, bus, files, logger, clock, metrics: createMetrics() };
  // What the API role sets up on this store: accounts (caches on when it owns the store) and the schedules' indexes.
  const account = await createAccountArea({ store, config, logger, clock, authCacheMs: store.exclusive ? 60_000 : 0 });
  await new ScheduleService({ store, quota: { counts: () => {} } }).setup(); // only its indexes: the quota's counter is not used
  const created = await account.accounts.createUser({ email: 'bench@example.com', name: 'Bench', credits: 100_000_000 });
  const userId = created.user.id;

  // The render stub: every job answered at once, as a render worker answers a small scrape.
  let rendered = 0;
  await bus.respond(
    'render',
    'renderers',
    async (job) => {
      rendered++;
      const now = new Date().toISOString();
      const record = {
        id: job.id,
        user_id: job.owner.userId,
        env: job.owner.env,
        url: job.payload.url,
        final_url: job.payload.url,
        extracted: {},
        raw_html: '',
        text: '',
        metadata: { status_code: 200, content_type: 'text/html', load_time_ms: 1 },
        pages_scraped: 1,
        created_at: now,
        scraped_at: now,
      };
      return { id: job.id, pages_scraped: 1, record };
    },
    { concurrency: 64 },
  );

  // N daily scrape schedules, all due at D (their time of day is D's; the next after D is a day later).
  const dueIso = new Date(D).toISOString();
  const nowIso = new Date().toISOString();
  const hhmm = dueIso.slice(11, 16);
  const schedules = Array.from({ length: N }, (_, i) =>
    newScheduleRecord(
      { id: `sch_bench${String(i).padStart(6, '0')}`, user_id: userId, env: 'live', name: `bench ${i}`, type: 'scrape', url: `http://127.0.0.1:9/page/${i}`, frequency: 'daily', time: hhmm, timezone: 'UTC', config: { timeout: 30000 }, next_run_at: dueIso },
      nowIso,
    ),
  );
  await store.collection(SCHEDULE_COLLECTIONS.schedules).insertMany(schedules);
  const inserted = Date.now();

  // Counts the fire handler's calls (a job fired twice, as Agenda does after a lock expired, shows here).
  let fires = 0;
  const fire = ScheduleFiring.prototype.fire;
  ScheduleFiring.prototype.fire = function (job) {
    fires++;
    return fire.call(this, job);
  };

  const role = await startSchedulerRole(config, ports, { credits: account.credits });
  const roleStarted = Date.now();
  const setup = { insertMs: inserted - t0, roleStartMs: roleStarted - inserted, marginMs: D - roleStarted };
  if (roleStarted > D - 1000) throw new Error(`setup ended ${roleStarted - D + 1000} ms too late for D: raise --lead (setup ${JSON.stringify(setup)})`);

  const runs = store.collection(SCHEDULE_COLLECTIONS.runs);
  await sleepUntil(D - 1000);
  const cpu0 = process.cpuUsage();
  const deadline = D + TIMEOUT_S * 1000;
  // Until every run rendered and none is running (or the time is out); the poll is cheap next to the work.
  while (Date.now() < deadline) {
    await sleep(500);
    if (rendered >= N && (await runs.count({ status: 'running' })) === 0) break;
  }
  const cpu = process.cpuUsage(cpu0);
  const all = await runs.find({}, { exclude: ['data', 'job'] });
  const done = all.filter((r) => r.status !== 'running');
  const takenAll = all.filter((r) => r.takes > 0);
  const f = figures(
    D,
    all.map((r) => Date.parse(r.created_at)),
    takenAll.map((r) => Date.parse(r.started_at)),
    done.map((r) => Date.parse(r.completed_at)),
  );
  const result = {
    side: 'ours',
    ...f,
    runs: all.length,
    started: takenAll.length,
    succeeded: all.filter((r) => r.status === 'success').length,
    failed: all.filter((r) => r.status === 'failed').length,
    fires,
    rendered,
    cpuS: (cpu.user + cpu.system) / 1e6,
    cpuMsPerRun: (cpu.user + cpu.system) / 1e3 / Math.max(1, takenAll.length),
    setup,
    config: { pollMs: config.schedules.pollMs, fireConcurrency: config.schedules.fireConcurrency, lockLimit: config.schedules.lockLimit, runConcurrency: config.schedules.runConcurrency },
  };
  if (result.failed) result.firstError = all.find((r) => r.status === 'failed')?.error;
  await role.close();
  await bus.close();
  await store.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return result;
}

// ---------------------------------------------------------------------------------------------
// child: bare

async function runBare() {
  const t0 = Date.now();
  const D = Math.ceil((t0 + LEAD_S * 1000) / 1000) * 1000;
  const { loadConfig } = await import('@gleaner/platform');
  const { SqliteStore } = await import('@gleaner/store');
  const { loadAgenda, SqliteAgendaBackend } = await import('@gleaner/agenda-backends');
  const { Agenda } = await loadAgenda();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gleaner-due-burst-bare-'));
  const config = loadConfig({ GLEANER_DATA_DIR: dataDir, ...ENV, ...mongoEnv('bare') });
  let store;
  let backend;
  if (config.data.mongodbUri) {
    const { createMongoAgendaBackend } = await import('@gleaner/agenda-backends/mongo');
    backend = await createMongoAgendaBackend({ uri: config.data.mongodbUri });
  } else {
    // The same file setup as the embedded server's: a SqliteStore opened exclusive, Agenda through its connection.
    store = new SqliteStore({ file: path.join(dataDir, 'gleaner.sqlite'), exclusive: true });
    backend = new SqliteAgendaBackend({ db: store.db });
  }
  const { pollMs, fireConcurrency, lockLimit } = config.schedules;
  const agenda = new Agenda({
    backend,
    processEvery: pollMs,
    maxConcurrency: fireConcurrency,
    defaultConcurrency: fireConcurrency,
    defaultLockLifetime: FIRE_LOCK_MS,
    removeOnComplete: false,
  });
  const startedAt = new Array(N);
  let calls = 0;
  agenda.define(
    'noop',
    async (job) => {
      calls++;
      startedAt[job.attrs.data.i] ??= Date.now();
    },
    { concurrency: fireConcurrency, lockLifetime: FIRE_LOCK_MS, lockLimit },
  );
  await agenda.ready;
  for (let i = 0; i < N; i++) await agenda.create('noop', { i }).schedule(new Date(D)).save();
  const inserted = Date.now();
  await agenda.start();
  const setup = { insertMs: inserted - t0, marginMs: D - inserted };
  if (inserted > D - 1000) throw new Error(`setup ended too late for D: raise --lead (setup ${JSON.stringify(setup)})`);
  await sleepUntil(D - 1000);
  const cpu0 = process.cpuUsage();
  const deadline = D + TIMEOUT_S * 1000;
  let finished = 0;
  let lastFinish;
  agenda.on('complete:noop', () => {
    finished++;
    lastFinish = Date.now();
  });
  while (Date.now() < deadline && finished < N) await sleep(200);
  const cpu = process.cpuUsage(cpu0);
  const times = startedAt.filter((t) => t !== undefined);
  const result = {
    side: 'bare',
    ...figures(D, times, times, finished >= N ? [lastFinish] : []),
    started: times.length,
    fires: calls,
    cpuS: (cpu.user + cpu.system) / 1e6,
    cpuMsPerRun: (cpu.user + cpu.system) / 1e3 / Math.max(1, times.length),
    setup,
    config: { pollMs, fireConcurrency, lockLimit },
  };
  await agenda.stop();
  await store?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return result;
}

/** With --store mongo, the side's own database on the stand-in whose URI the parent passes down. */
function mongoEnv(side) {
  if (!process.env.BENCH_MONGO_URI) return {};
  // The driver's streaming heartbeat is more than CongoDB speaks (bench/lib/farm.mjs): poll.
  return { GLEANER_MONGODB_URI: `${process.env.BENCH_MONGO_URI}${side}${process.pid}?serverMonitoringMode=poll` };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const sleepUntil = (t) => sleep(Math.max(0, t - Date.now()));

// ---------------------------------------------------------------------------------------------
// parent

let mongo;

/** The goal read on the medians of the rounds. */
function rowsMet(rounds) {
  const m = (k) => median(rounds.map((r) => r.ours[k]));
  return rounds.every((r) => r.ours.started === N) && m('allStartedMs') <= 60_000 && m('p50Ms') < 10_000;
}

function runChild(side) {
  const args = [import.meta.filename, '--child', side, '--schedules', String(N), '--lead', String(LEAD_S), '--timeout', String(TIMEOUT_S), '--env', values.env];
  return new Promise((resolve, reject) => {
    const env = { ...process.env, ...(mongo ? { BENCH_MONGO_URI: mongo.uri } : {}) };
    const child = spawn(process.execPath, [...args], { stdio: ['ignore', 'pipe', 'inherit'], env });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) => {
      const line = out.trim().split('\n').pop();
      if (code !== 0 || !line?.startsWith('{')) reject(new Error(`${side} exited ${code}: ${out.slice(-2000)}`));
      else resolve(JSON.parse(line));
    });
  });
}

function describe(r) {
  const fired = r.side === 'ours' ? `, ${r.runs} runs (${r.succeeded} ok, ${r.failed} failed), fire calls ${r.fires}` : `, handler calls ${r.fires}`;
  return (
    `${r.side}: ${r.started}/${N} started; ${r.firesPerS.toFixed(0)} fires/s (first ${sec(r.firstFireMs)} s, last ${sec(r.allFiredMs)} s after D); ` +
    `delay p50 ${sec(r.p50Ms)} s, p99 ${sec(r.p99Ms)} s, all started ${sec(r.allStartedMs)} s, all finished ${sec(r.allFinishedMs)} s; ` +
    `CPU ${r.cpuS.toFixed(1)} s${fired}; setup ${JSON.stringify(r.setup)}`
  );
}

if (values.child) {
  const result = values.child === 'ours' ? await runOurs() : await runBare();
  process.stdout.write(`${JSON.stringify(result)}\n`);
  process.exit(0); // Agenda leaves timers of lockLifetime / 2 behind (docs/architecture.md)
} else {
  const sides = values.sides.split(',');
  const rounds = [];
  if (values.store === 'mongo') mongo = await startMongoProcess();
  console.log(`${N} schedules due at one instant on ${values.store}; ${values.env || 'default configuration'}; load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  for (let round = 0; round < Number(values.rounds); round++) {
    const order = round % 2 === 0 ? sides : [...sides].reverse();
    const out = {};
    for (const side of order) {
      out[side] = await runChild(side);
      console.log(`round ${round + 1} (load ${os.loadavg()[0].toFixed(2)}) ${describe(out[side])}`);
      if (values.timeline) console.log(`  per second after D: fired ${out[side].timeline.fired.join(' ')}; started ${out[side].timeline.started.join(' ')}`);
    }
    rounds.push(out);
  }
  if (sides.includes('ours') && sides.includes('bare')) {
    const m = (side, k) => median(rounds.map((r) => r[side][k]));
    const rows = [
      ['fires per second', 'firesPerS', (v) => v.toFixed(0)],
      ['delay p50 (s)', 'p50Ms', (v) => sec(v)],
      ['delay p99 (s)', 'p99Ms', (v) => sec(v)],
      ['all started (s after due)', 'allStartedMs', (v) => sec(v)],
      ['all finished (s after due)', 'allFinishedMs', (v) => sec(v)],
      ['CPU of the process from D - 1 s to the end (s)', 'cpuS', (v) => v.toFixed(1)],
      ['CPU a run (ms)', 'cpuMsPerRun', (v) => v.toFixed(2)],
    ];
    console.log(`\nmedians of ${rounds.length} round(s); load now ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    console.log('| | ours | bare Agenda | ours / bare (median of rounds) |');
    console.log('|---|---|---|---|');
    for (const [label, k, fmt] of rows) {
      const ratio = median(rounds.map((r) => r.ours[k] / r.bare[k]));
      console.log(`| ${label} | ${fmt(m('ours', k))} | ${fmt(m('bare', k))} | ${ratio.toFixed(2)} |`);
    }
    const ok = rounds.map((r) => r.ours.started === N && r.ours.allStartedMs <= 60_000 && r.ours.p50Ms < 10_000);
    console.log(`goal (every run started within 60 s, p50 under 10 s): met in ${ok.filter(Boolean).length} of ${ok.length} round(s), ${rowsMet(rounds) ? 'met' : 'not met'} by the medians`);
  }
  await mongo?.stop();
}
