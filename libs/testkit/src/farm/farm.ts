import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { KAFKA_STAND_IN_ENV, startKafkaStandIn, type KafkaStandIn } from '../kafka/kafka-stand-in.js';
import { MONGO_STAND_IN_URI_OPTIONS, startMongoStandIn, type MongoStandIn } from '../mongo/stand-in.js';
import { startS3StandIn, type S3StandIn } from '../s3/stand-in.js';
import { spawnRoleApp, type RoleApp } from '../role-process.js';
import { startRoundRobinProxy, type RoundRobinProxy } from './proxy.js';

// The farm on one machine: the distributed topology's processes (API, render, scheduler,
// dispatcher; apps/*/dist/main.js, built by `tsc -b`) over the MongoDB, Kafka and S3 stand-ins,
// with a round-robin proxy in front of the API processes. For tests (startFarm) and for
// `make run-cluster` (apps/gleaner/src/run-cluster.ts).

export type FarmRole = 'api' | 'renderer' | 'scheduler' | 'dispatcher';

export interface FarmOptions {
  /** API processes (default 2). */
  apis?: number;
  /** Render processes (default 2). */
  renderers?: number;
  /** Stand-ins to use instead of starting them (they are left running at stop()). */
  mongo?: MongoStandIn;
  kafka?: KafkaStandIn;
  s3?: S3StandIn;
  /** Keep the stand-ins' data here (MongoDB in mongo.json, S3 objects in s3/) instead of memory and a temporary directory. */
  dataDir?: string;
  /** Database (default gleaner) and bucket (default gleaner-files). */
  database?: string;
  bucket?: string;
  /** Partitions of the render topic: at most this many renderers take jobs at once (default 4). */
  renderPartitions?: number;
  /** The proxy's port (default: a free one) and address (default 127.0.0.1). */
  port?: number;
  host?: string;
  /** GLEANER_ADMIN_TOKEN of every process (default: a random one, in `adminToken`). */
  adminToken?: string;
  /** GLEANER_ALLOW_PRIVATE_NETWORKS (default true: a test farm's pages are on loopback). */
  allowPrivateNetworks?: boolean;
  /** GLEANER_BASE_URL of the API processes (default: the proxy's URL). */
  baseUrl?: string;
  /** More environment for every process (GLEANER_*, OTEL_*), merged last. The launcher's own environment is inherited. */
  env?: Record<string, string>;
  /** How long one process may take to answer /healthz (default 90 s: Chromium's start on a busy machine). */
  startTimeoutMs?: number;
  /** How long a process may take to stop after SIGTERM before it gets SIGKILL (default 30 s). */
  stopTimeoutMs?: number;
  /** Where the apps are (default: this repository's apps/). */
  appsDir?: string;
  /** Each process's output as it comes (default: kept in memory, see RoleApp.output()). */
  onOutput?(role: FarmRole, index: number, text: string): void;
}

export interface Farm {
  /** The proxy in front of the API processes: the farm's API. */
  url: string;
  proxy: RoundRobinProxy;
  apis: RoleApp[];
  renderers: RoleApp[];
  scheduler: RoleApp;
  dispatcher: RoleApp;
  mongo: MongoStandIn;
  kafka: KafkaStandIn;
  s3: S3StandIn;
  adminToken: string;
  /** What every process was given besides its port (the stand-ins' addresses, the admin token...). */
  env: Record<string, string>;
  /** Starts one more API process and puts it behind the proxy. */
  addApi(): Promise<RoleApp>;
  /**
   * Starts one more render process. It joins the render group, which makes the group rebalance: on
   * the Kafka stand-in that takes about the session timeout (GLEANER_KAFKA_SESSION_TIMEOUT_MS: 6 s in
   * the farm, KAFKA_STAND_IN_ENV), and render jobs wait meanwhile. The same holds after a render
   * process stops or dies (about twice as long then, on the mock).
   */
  addRenderer(): Promise<RoleApp>;
  /** Stops a process (SIGTERM, SIGKILL after stopTimeoutMs); an API process leaves the proxy first. */
  stopProcess(app: RoleApp): Promise<{ code: number | null; ms: number }>;
  /** Stops everything this farm started: the proxy, the APIs, the other roles, then its stand-ins. */
  stop(): Promise<void>;
}

const ROLE_APP: Record<FarmRole, string> = { api: 'api', renderer: 'renderer', scheduler: 'scheduler', dispatcher: 'dispatcher' };

/** The topics the roles use, made up front (the Kafka stand-in cannot create topics on request). */
export function farmTopics(renderPartitions = 4): Record<string, number> {
  // RENDER_TOPIC of @gleaner/features and its dead letters; reply topics (replies.<bus id>) are
  // made by their consumers as they start (auto-create).
  return { render: renderPartitions, 'render.dead': 1 };
}

/** Like Promise.all, but waits for every start to end before failing, so none is left running unseen. */
async function settled<T>(starts: Promise<T>[]): Promise<T[]> {
  const results = await Promise.allSettled(starts);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((r) => (r as PromiseFulfilledResult<T>).value);
}

/** Sends SIGTERM, then SIGKILL if the process has not exited after `deadlineMs`. */
export async function stopWithin(app: RoleApp, deadlineMs: number): Promise<{ code: number | null; ms: number }> {
  const killer = setTimeout(() => app.child.kill('SIGKILL'), deadlineMs);
  try {
    return await app.stop('SIGTERM');
  } finally {
    clearTimeout(killer);
  }
}

export async function startFarm(options: FarmOptions = {}): Promise<Farm> {
  const appsDir = options.appsDir ?? path.resolve(__dirname, '..', '..', '..', '..', 'apps');
  const startTimeoutMs = options.startTimeoutMs ?? 90_000;
  const stopTimeoutMs = options.stopTimeoutMs ?? 30_000;
  const adminToken = options.adminToken ?? randomBytes(24).toString('hex');
  const ownStandIns: { stop(): Promise<void> }[] = [];
  const processes = new Set<RoleApp>();
  let proxy: RoundRobinProxy | undefined;

  const stopAll = async (): Promise<void> => {
    await proxy?.close();
    // The API processes first (no new work), then the rest, then the stand-ins under them.
    const apis = [...processes].filter((p) => apiSet.has(p));
    await Promise.all(apis.map((p) => stopWithin(p, stopTimeoutMs)));
    await Promise.all([...processes].filter((p) => !apiSet.has(p)).map((p) => stopWithin(p, stopTimeoutMs)));
    processes.clear();
    await Promise.all(ownStandIns.map((s) => s.stop()));
  };
  const apiSet = new Set<RoleApp>();

  try {
    const dataDir = options.dataDir;
    const started = async <T extends { stop(): Promise<void> }>(given: T | undefined, start: () => Promise<T>): Promise<T> => {
      if (given) return given;
      const standIn = await start();
      ownStandIns.push(standIn);
      return standIn;
    };
    const standIns = await Promise.allSettled([
      started(options.mongo, () => startMongoStandIn(dataDir ? { persistPath: path.join(dataDir, 'mongo.json') } : {})),
      started(options.kafka, () => startKafkaStandIn({ topics: farmTopics(options.renderPartitions) })),
      started(options.s3, () => startS3StandIn(dataDir ? { directory: path.join(dataDir, 's3') } : {})),
    ] as const);
    for (const r of standIns) if (r.status === 'rejected') throw r.reason;
    const [mongo, kafka, s3] = standIns.map((r) => (r as PromiseFulfilledResult<unknown>).value) as [MongoStandIn, KafkaStandIn, S3StandIn];
    // The proxy first: its URL is the API processes' base URL. It answers 503 until they are up.
    proxy = await startRoundRobinProxy({ port: options.port, host: options.host });
    const serviceName = options.env?.OTEL_SERVICE_NAME ?? process.env.OTEL_SERVICE_NAME ?? 'gleaner';
    const env: Record<string, string> = {
      GLEANER_MONGODB_URI: `${mongo.uri}${options.database ?? 'gleaner'}?${MONGO_STAND_IN_URI_OPTIONS}`,
      GLEANER_KAFKA_BROKERS: kafka.brokers.join(','),
      ...s3.env(options.bucket ?? 'gleaner-files'),
      GLEANER_ADMIN_TOKEN: adminToken,
      GLEANER_ALLOW_PRIVATE_NETWORKS: String(options.allowPrivateNetworks ?? true),
      GLEANER_BASE_URL: options.baseUrl ?? proxy.url,
      // Several processes on one machine: no shared metrics port (each serves /metrics on its own).
      GLEANER_METRICS_PORT: '0',
      // Consumer timing for the mock cluster: without the assigner's wait, a second render process's
      // first join fails now and then (the mock's SyncGroup ordering) and it exits at start.
      ...KAFKA_STAND_IN_ENV,
      // The render bound's reuse of depth reads counts on at least this many API processes (two spare for addApi).
      GLEANER_KAFKA_API_PROCESSES: String(Math.max(0, options.apis ?? 2) + 2),
      // Test farms share a loaded machine whose loops run late for the machine's reasons: no shedding
      // on event-loop lag unless a test asks (the in-flight bound stays on).
      GLEANER_HTTP_MAX_LAG_MS: '0',
      ...options.env,
    };
    const counts: Record<FarmRole, number> = { api: 0, renderer: 0, scheduler: 0, dispatcher: 0 };
    const spawn = async (role: FarmRole): Promise<RoleApp> => {
      const index = counts[role]++;
      const main = path.join(appsDir, ROLE_APP[role], 'dist', 'main.js');
      // One configuration for all (as one config map would be), but each role its service name.
      const roleEnv = { ...env, OTEL_SERVICE_NAME: `${serviceName}-${role}` };
      const onOutput = options.onOutput;
      const app = await spawnRoleApp(main, roleEnv, startTimeoutMs, onOutput ? { onOutput: (text) => onOutput(role, index, text), keepOutput: false } : {});
      processes.add(app);
      return app;
    };
    const addApi = async (): Promise<RoleApp> => {
      const app = await spawn('api');
      apiSet.add(app);
      proxy!.setBackends([...proxy!.backends(), app.url]);
      return app;
    };
    const count = (n: number | undefined, fallback: number) => Math.max(0, n ?? fallback);
    // Renderers first, so that the first request finds one; the rest at once.
    const renderers = await settled(Array.from({ length: count(options.renderers, 2) }, () => spawn('renderer')));
    const [scheduler, dispatcher, ...apis] = await settled([spawn('scheduler'), spawn('dispatcher'), ...Array.from({ length: count(options.apis, 2) }, () => addApi())]);
    const farmProxy = proxy;
    let stopping: Promise<void> | undefined;
    return {
      url: farmProxy.url,
      proxy: farmProxy,
      apis,
      renderers,
      scheduler,
      dispatcher,
      mongo,
      kafka,
      s3,
      adminToken,
      env,
      addApi: async () => {
        const app = await addApi();
        apis.push(app);
        return app;
      },
      addRenderer: async () => {
        const app = await spawn('renderer');
        renderers.push(app);
        return app;
      },
      async stopProcess(app) {
        if (apiSet.has(app)) farmProxy.setBackends(farmProxy.backends().filter((url) => url !== app.url));
        const result = await stopWithin(app, stopTimeoutMs);
        processes.delete(app);
        apiSet.delete(app);
        return result;
      },
      stop: () => (stopping ??= stopAll()),
    };
  } catch (err) {
    await stopAll().catch(() => undefined);
    throw err;
  }
}
