// Schedules: N due at one instant on SEVERAL scheduler processes sharing the farm's stand-ins (issue 31):
// the MongoDB stand-in (CongoDB, a process of its own) and the Kafka stand-in (librdkafka's mock
// cluster). Shows that the work is shared (each process's fires and takes) and that nothing fires or
// runs twice (runs per schedule, takes per run, render jobs per run). Each scheduler is a child
// process that starts the scheduler role as apps/scheduler does (startSchedulerRole(config, ports) on
// MongoStore and the Kafka bus), with render work stubbed (a responder of the render topic in each
// process answers every job at once). The first child makes the user and inserts the N schedules
// (due at D) before its role's start-up reconcile makes their Agenda jobs; the next ones start after it.
//
// CongoDB scans whole collections on every query: the figures are the stand-in's, not MongoDB's
// (docs/capacity.md says what real MongoDB would use). Keep N small (a few thousand).
// Usage: node bench/schedules/due-burst-shared.mjs [--schedules 5000] [--schedulers 2] [--lead 120] [--timeout 600]
import { spawn } from 'node:child_process';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { pct } from '../lib/measure.mjs';
import { startMongoProcess } from '../lib/farm.mjs';

const { values } = parseArgs({
  options: {
    schedules: { type: 'string', default: '5000' },
    schedulers: { type: 'string', default: '2' },
    lead: { type: 'string', default: '120' },
    timeout: { type: 'string', default: '600' },
    child: { type: 'string' },
    due: { type: 'string' },
  },
});
const N = Number(values.schedules);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const sec = (ms) => (ms / 1000).toFixed(1);

async function runScheduler(index, D, deadline) {
  const { loadConfig, createLogger, createMetrics, systemClock } = await import('@gleaner/platform');
  const { createStore } = await import('@gleaner/store');
  const { createBus } = await import('@gleaner/bus');
  const { createFileStore } = await import('@gleaner/blobs');
  const { createAccountArea, ScheduleService, SCHEDULE_COLLECTIONS, newScheduleRecord } = await import('@gleaner/features');
  const { ScheduleFiring, RunExecutor } = await import('@gleaner/features/maintenance');
  const { startSchedulerRole } = await import('@gleaner/roles/scheduler');
  const fs = await import('node:fs');
  const path = await import('node:path');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `gleaner-due-shared-${index}-`));
  const config = loadConfig({ ...process.env, GLEANER_DATA_DIR: dataDir, GLEANER_LOG_LEVEL: 'warn', GLEANER_ALLOW_PRIVATE_NETWORKS: 'true' });
  const logger = createLogger(config.log.level);
  const store = createStore(config);
  const bus = createBus(config, { requests: false });
  const ports = { store, bus, files: createFileStore(config.files, config.data.dir, systemClock), logger, clock: systemClock, metrics: createMetrics() };
  const runs = store.collection(SCHEDULE_COLLECTIONS.runs);
  if (index === 0) {
    const account = await createAccountArea({ store, config, logger, clock: systemClock, authCacheMs: 0 });
    await new ScheduleService({ store, quota: { counts: () => {} } }).setup();
    const user = (await account.accounts.createUser({ email: 'bench@example.com', name: 'Bench', credits: 100_000_000 })).user;
    const dueIso = new Date(D).toISOString();
    const now = new Date().toISOString();
    const schedules = Array.from({ length: N }, (_, i) =>
      newScheduleRecord({ id: `sch_shared${String(i).padStart(6, '0')}`, user_id: user.id, env: 'live', name: `bench ${i}`, type: 'scrape', url: `http://127.0.0.1:9/page/${i}`, frequency: 'daily', time: dueIso.slice(11, 16), timezone: 'UTC', config: { timeout: 30000 }, next_run_at: dueIso }, now),
    );
    for (let i = 0; i < N; i += 1000) await store.collection(SCHEDULE_COLLECTIONS.schedules).insertMany(schedules.slice(i, i + 1000));
  }
  let rendered = 0;
  await bus.respond('render', 'renderers', async (job) => {
    rendered++;
    const at = new Date().toISOString();
    const record = { id: job.id, user_id: job.owner.userId, env: job.owner.env, url: job.payload.url, final_url: job.payload.url, extracted: {}, raw_html: '', text: '', metadata: { status_code: 200, content_type: 'text/html', load_time_ms: 1 }, pages_scraped: 1, created_at: at, scraped_at: at };
    return { id: job.id, pages_scraped: 1, record };
  }, { concurrency: 64 });
  // This process's fire handler calls, and runs it took (work() follows a successful take only).
  let fires = 0;
  let takes = 0;
  const fire = ScheduleFiring.prototype.fire;
  ScheduleFiring.prototype.fire = function (job) {
    fires++;
    return fire.call(this, job);
  };
  const work = RunExecutor.prototype.work;
  RunExecutor.prototype.work = function (run) {
    takes++;
    return work.call(this, run);
  };
  const role = await startSchedulerRole(config, ports);
  process.stdout.write(`ready ${index} ${Date.now()}\n`);
  await sleep(Math.max(0, D - 1000 - Date.now()));
  const cpu0 = process.cpuUsage();
  while (Date.now() < deadline) {
    await sleep(1000);
    if ((await runs.count({})) >= N && (await runs.count({ status: 'running' })) === 0) break;
  }
  const cpu = process.cpuUsage(cpu0);
  const result = { index, fires, takes, rendered, cpuS: (cpu.user + cpu.system) / 1e6 };
  if (index === 0) {
    const all = await runs.find({}, { exclude: ['data', 'job'] });
    const perSchedule = new Map();
    for (const r of all) perSchedule.set(r.schedule_id, (perSchedule.get(r.schedule_id) ?? 0) + 1);
    const delays = all.filter((r) => r.takes > 0).map((r) => Date.parse(r.started_at) - D);
    Object.assign(result, {
      runs: all.length,
      schedulesFired: perSchedule.size,
      schedulesFiredTwice: [...perSchedule.values()].filter((n) => n > 1).length,
      started: delays.length,
      succeeded: all.filter((r) => r.status === 'success').length,
      takenTwice: all.filter((r) => r.takes > 1).length,
      allFiredMs: Math.max(...all.map((r) => Date.parse(r.created_at))) - D,
      p50Ms: pct(delays, 50),
      p99Ms: pct(delays, 99),
      allStartedMs: Math.max(...delays),
    });
  }
  await role.close();
  await bus.close();
  await store.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return result;
}

function spawnChild(index, env, D) {
  const child = spawn(process.execPath, [import.meta.filename, '--child', String(index), '--due', String(D), '--schedules', String(N), '--timeout', values.timeout], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } });
  let out = '';
  const ready = new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes(`ready ${index}`)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`scheduler ${index} exited ${code} before it was ready: ${out}`)));
  });
  const result = new Promise((resolve, reject) =>
    child.on('exit', (code) => {
      const line = out.trim().split('\n').pop();
      if (code !== 0 || !line?.startsWith('{')) reject(new Error(`scheduler ${index} exited ${code}: ${out.slice(-2000)}`));
      else resolve(JSON.parse(line));
    }),
  );
  return { ready, result };
}

if (values.child !== undefined) {
  const D = Number(values.due);
  const result = await runScheduler(Number(values.child), D, D + Number(values.timeout) * 1000);
  process.stdout.write(`${JSON.stringify(result)}\n`);
  process.exit(0); // Agenda leaves timers behind (docs/architecture.md)
} else {
  const { startKafkaStandIn, KAFKA_STAND_IN_ENV } = await import('@gleaner/testkit');
  const mongo = await startMongoProcess();
  const kafka = await startKafkaStandIn({ topics: { render: 4, 'render.dead': 1 } });
  try {
    const env = { ...KAFKA_STAND_IN_ENV, GLEANER_MONGODB_URI: `${mongo.uri}shared${process.pid}?serverMonitoringMode=poll`, GLEANER_KAFKA_BROKERS: kafka.brokers.join(',') };
    const D = Math.ceil((Date.now() + Number(values.lead) * 1000) / 1000) * 1000;
    console.log(`${N} schedules due at one instant on ${values.schedulers} schedulers over the MongoDB (CongoDB) and Kafka (mock) stand-ins; load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    const children = [];
    // One after the other: the first inserts the schedules and reconciles; the next find the jobs made
    // (and members joining a group at once meet the mock coordinator's ordering bug).
    // A process joining the groups while the others rebalance may fail its start on the mock (kafkajs
    // gives up on "the group is rebalancing" after its retries): started again, up to 3 times.
    for (let i = 0; i < Number(values.schedulers); i++) {
      for (let attempt = 1; ; attempt++) {
        const c = spawnChild(i, env, D);
        c.result.catch(() => undefined);
        try {
          await c.ready;
          children.push(c);
          console.log(`scheduler ${i} ready ${sec(D - Date.now())} s before D${attempt > 1 ? ` (start ${attempt})` : ''}`);
          break;
        } catch (err) {
          if (i === 0 || attempt === 3) throw err;
          console.log(`scheduler ${i} failed to start (${String(err.message).split('\n')[0].slice(0, 200)}): again`);
        }
      }
    }
    if (Date.now() > D - 1000) throw new Error('the schedulers were ready too late for D: raise --lead');
    const results = await Promise.all(children.map((c) => c.result));
    const first = results[0];
    console.log(`load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    for (const r of results) console.log(`scheduler ${r.index}: ${r.fires} fires, ${r.takes} runs taken, ${r.rendered} render jobs answered, CPU ${r.cpuS.toFixed(1)} s`);
    console.log(
      `all: ${first.runs} runs for ${first.schedulesFired}/${N} schedules (fired twice: ${first.schedulesFiredTwice}); ${first.started} started, ${first.succeeded} succeeded, ` +
        `taken twice: ${first.takenTwice}; fires ${results.reduce((s, r) => s + r.fires, 0)}, takes ${results.reduce((s, r) => s + r.takes, 0)}; ` +
        `all fired ${sec(first.allFiredMs)} s after D; delay p50 ${sec(first.p50Ms)} s, p99 ${sec(first.p99Ms)} s, all started ${sec(first.allStartedMs)} s`,
    );
  } finally {
    await kafka.stop();
    await mongo.stop();
  }
}
