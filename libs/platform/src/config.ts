import Ajv from 'ajv';
import path from 'node:path';

// All configuration is GLEANER_* environment variables, checked by one ajv schema.
// Each variable lists its type and default here; README.md has the same table.

interface VarSpec {
  type: 'string' | 'integer' | 'number' | 'boolean';
  default?: string | number | boolean;
  minimum?: number;
  maximum?: number;
  enum?: string[];
  pattern?: string;
  description: string;
}

export const CONFIG_VARS = {
  PORT: { type: 'integer', default: 8080, minimum: 0, maximum: 65535, description: 'HTTP port of the API' },
  HOST: { type: 'string', default: '0.0.0.0', description: 'address the API listens on' },
  BASE_URL: { type: 'string', pattern: '^https?://', description: 'public origin of the API, without /v1 (default http://localhost:PORT)' },
  DOWNLOAD_BASE_URL: { type: 'string', pattern: '^https?://', description: 'where download links point (default BASE_URL/files)' },
  DATA_DIR: { type: 'string', default: './data', description: 'embedded database and files' },
  ADMIN_TOKEN: { type: 'string', description: 'enables the /v1/admin routes (absent: they answer 404)' },
  PLANS_FILE: { type: 'string', description: 'JSON file overriding the built-in plans' },
  LOG_LEVEL: { type: 'string', default: 'info', enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], description: 'pino log level' },
  ACCESS_LOG: { type: 'string', default: 'info', enum: ['info', 'debug', 'off'], description: 'level of the API\'s access line per request (method, route, status, duration_ms, user_id, request_id); off: none, but a 5xx is always logged' },
  ACCESS_LOG_SAMPLE: { type: 'number', default: 1, minimum: 0, maximum: 1, description: 'share of successful (and 429) requests given an access line; 5xx and other 4xx always get one' },
  METRICS_PORT: { type: 'integer', default: 0, minimum: 0, maximum: 65535, description: 'separate port for GET /metrics (0: served on PORT)' },
  ALLOW_PRIVATE_NETWORKS: { type: 'boolean', default: false, description: 'let pages, webhooks and alerts reach loopback/private addresses (development and tests only)' },
  KEY_REGENERATE_INTERVAL_S: { type: 'integer', default: 3600, minimum: 0, description: 'minimum seconds between two key regenerations' },
  HTTP_IN_FLIGHT: { type: 'integer', default: 512, minimum: 0, maximum: 1000000, description: 'requests an API process holds at once (renders waiting included); one more answers 503 service_unavailable with Retry-After at once, before authentication and any charge (0: no bound). Health, readiness and metrics are never refused' },
  HTTP_MAX_LAG_MS: { type: 'integer', default: 200, minimum: 0, maximum: 60000, description: "an API process whose event loop ran this many ms late on most of its turns over the last half second answers 503 service_unavailable with Retry-After at once (0: not watched): past the knee, clients are told to come back instead of timing out" },
  ACCOUNT_CACHE_MS: { type: 'integer', default: 10000, minimum: 0, maximum: 3600000, description: "farm API processes: how long keys, users and credit balances stay cached when a change's announcement over the bus is lost (0: no caches, every request reads the store); the embedded server's own caches are exact" },
  FILE_TTL_HOURS: { type: 'integer', default: 168, minimum: 1, description: 'lifetime of PDFs and screenshots (7 days)' },
  FILE_SIGNING_SECRET: { type: 'string', description: 'HMAC key of download links, the same in every process (default: on disk, generated once into DATA_DIR; on S3, derived from S3_SECRET_ACCESS_KEY, so rotating that key ends outstanding links)' },
  CHROMIUM_PATH: { type: 'string', description: 'Chromium executable (default: /usr/bin/chromium when present)' },
  CHROMIUM_DEV_SHM: { type: 'boolean', default: false, description: "Chromium keeps its shared memory in /dev/shm (true where /dev/shm is large: the chart mounts a memory-backed one); false: --disable-dev-shm-usage, in /tmp instead (a container's /dev/shm is 64 MB by default, too small)" },
  SHUTDOWN_GRACE_S: { type: 'integer', default: 25, minimum: 1, maximum: 86400, description: "on SIGTERM a process stops taking work and gives what it is doing this long: the API's requests in flight finish (past it their connections are cut); workers hand their jobs back at once; then it exits (keep it under Kubernetes' terminationGracePeriodSeconds)" },
  RENDER_CONCURRENCY: { type: 'integer', default: 2, minimum: 1, maximum: 64, description: 'pages rendered at once' },
  RENDER_QUEUE_LIMIT: { type: 'integer', default: 64, minimum: 0, description: 'render jobs waiting before 503 service_unavailable' },
  BROWSER_RECYCLE_AFTER: { type: 'integer', default: 500, minimum: 1, description: 'pages a browser serves before it is replaced' },
  PROXY_URLS: { type: 'string', description: 'comma-separated proxy URLs used (rotating) when a request sets proxy: true' },
  PDF_MAX_BYTES: { type: 'integer', default: 104857600, minimum: 1, description: 'largest PDF before page_too_large' },
  PDF_MAX_PAGES: { type: 'integer', default: 1000, minimum: 1, description: 'most PDF pages before page_too_large' },
  SCREENSHOT_MAX_PIXELS: { type: 'integer', default: 40000000, minimum: 1, description: 'most pixels (width x height) of one screenshot; also at most 16383 px a side' },
  SCHEDULER_POLL_MS: { type: 'integer', default: 1000, minimum: 10, maximum: 60000, description: 'how often a scheduler looks for due schedules (Agenda processEvery): a run starts up to this late' },
  SCHEDULER_FIRE_CONCURRENCY: { type: 'integer', default: 20, minimum: 1, maximum: 1000, description: 'due schedules a scheduler fires at once (each: a few store writes and a bus message)' },
  SCHEDULER_LOCK_LIMIT: { type: 'integer', default: 1000, minimum: 0, description: "due schedules a scheduler holds locked at once (Agenda's lockLimit), topped up every SCHEDULER_POLL_MS: at most this many fire per poll, so that the runs of a burst start while it is fired (0: no limit)" },
  SCHEDULE_RUN_CONCURRENCY: { type: 'integer', default: 10, minimum: 1, maximum: 1000, description: 'scheduled runs a scheduler executes at once (each waits on a render job)' },
  SCHEDULE_RUN_LEASE_MS: { type: 'integer', default: 60000, minimum: 1000, description: 'a run whose executor stopped renewing its lease this long is taken over by another scheduler' },
  SCHEDULE_RUN_QUEUE_GRACE_MS: { type: 'integer', default: 300000, minimum: 1000, description: 'a fired run nobody took within this is taken by the sweeper (its bus message was lost)' },
  SCHEDULE_SWEEP_MS: { type: 'integer', default: 15000, minimum: 100, description: 'how often a scheduler looks for runs nobody is working on' },
  SCHEDULE_REFUSED_WAIT_MS: { type: 'integer', default: 2000, minimum: 100, maximum: 600000, description: 'a scheduled run or monitor check whose render work is refused for load (the render queue full) waits this long, doubled after each refusal (at most 60 s), and is taken again; after 8 refusals it fails service_unavailable (a monitor check refused so never counts towards the monitor\'s error state)' },
  SCHEDULE_SWEEP_BATCH: { type: 'integer', default: 200, minimum: 1, maximum: 10000, description: 'runs a sweep reads at once; it reads again while a full batch came back (for up to SCHEDULE_SWEEP_MS), so a backlog drains at the rate the executors take it' },
  MONITOR_SCAN_MS: { type: 'integer', default: 1000, minimum: 10, maximum: 60000, description: 'how often a scheduler starts the monitor checks that are due: a check starts up to this late' },
  MONITOR_CHECK_CONCURRENCY: { type: 'integer', default: 10, minimum: 1, maximum: 1000, description: 'monitor checks a scheduler executes at once (page checks each wait on a render job)' },
  MONITOR_CHECK_LEASE_MS: { type: 'integer', default: 60000, minimum: 1000, description: 'a check whose executor stopped renewing its lease this long is taken over by another scheduler' },
  MONITOR_ERROR_THRESHOLD: { type: 'integer', default: 5, minimum: 1, maximum: 1000, description: 'failed checks in a row that put a monitor in error (its checks stop until it is resumed)' },
  MONITOR_HISTORY: { type: 'integer', default: 20, minimum: 2, maximum: 10000, description: "checks of a monitor that keep their page text (older checks keep its hash and their diff)" },
  MONITOR_RETENTION_DAYS: { type: 'integer', default: 30, minimum: 1, maximum: 3650, description: 'days a check, its screenshot, its alerts and the links to its change are kept' },
  RESEARCH_READY_WAIT_MS: { type: 'integer', default: 1000, minimum: 0, maximum: 30000, description: 'POST /research waits up to this long for its sources to be indexed, so a small session answers ready (else processing: poll GET /research/{id})' },
  RESEARCH_CACHE_MB: { type: 'integer', default: 256, minimum: 0, maximum: 65536, description: "research indexes a worker keeps in memory (MB, least recently asked dropped first); an index not kept is read from the file store" },
  RESEARCH_CONCURRENCY: { type: 'integer', default: 4, minimum: 1, maximum: 100, description: 'research questions a worker answers at once (indexing: one session at a time)' },
  RESEARCH_ASKS_IN_FLIGHT: { type: 'integer', default: 64, minimum: 1, maximum: 10000, description: 'research questions an API process waits on at once; past it an ask answers 503 with Retry-After at once, nothing charged' },
  COHERE_API_KEY: { type: 'string', description: 'enables the Cohere extraction and research engines' },
  COHERE_BASE_URL: { type: 'string', pattern: '^https?://', description: 'Cohere API base URL (for a local stand-in)' },
  WEBHOOK_ATTEMPTS: { type: 'integer', default: 5, minimum: 1, maximum: 20, description: 'attempts of one webhook delivery in all, the first included' },
  WEBHOOK_TIMEOUT_MS: { type: 'integer', default: 10000, minimum: 100, maximum: 120000, description: "one webhook attempt's limit: DNS, connection and the answer's status line and headers" },
  WEBHOOK_BACKOFF_MS: { type: 'integer', default: 30000, minimum: 1, description: 'after failed webhook attempt n the next waits a random 50-100% of BACKOFF_MS x 2^(n-1) (30 s: 15-30 s, then 30-60 s, 1-2 min, 2-4 min)' },
  WEBHOOK_ACCOUNT_CONCURRENCY: { type: 'integer', default: 4, minimum: 1, maximum: 1000, description: "webhook, Slack and e-mail attempts a dispatcher makes at once for one account (a user's live or test key) of its 16: receivers that hang slow only their own account" },
  WEBHOOK_MAX_DELAY_MS: { type: 'integer', default: 3600000, minimum: 1, description: "longest wait between two webhook attempts: caps the backoff and a receiver's Retry-After" },
  SMTP_URL: { type: 'string', pattern: '^smtps?://', description: 'SMTP server for e-mail alerts (smtp://user:pass@host:587, smtps://... for TLS from the start); unset: e-mail alert channels are refused (set it on API and dispatcher processes alike)' },
  SMTP_FROM: { type: 'string', default: 'Gleaner <alerts@gleaner.invalid>', description: 'the From of e-mail alerts' },
  MONGODB_URI: { type: 'string', description: 'MongoDB for documents instead of SQLite (a replica set: batches run in transactions); the database named in the URI, else gleaner. TLS: tls=true in the URI (and its other tls* options)' },
  MONGODB_TLS_CA_FILE: { type: 'string', description: "PEM file of the CA that signed MongoDB's certificate (turns TLS on; default: the system's CAs)" },
  KAFKA_BROKERS: { type: 'string', description: 'Kafka brokers (host:port, comma-separated) for jobs instead of the in-process bus; unreachable brokers fail start-up within seconds' },
  KAFKA_SESSION_TIMEOUT_MS: { type: 'integer', default: 10000, minimum: 1000, description: 'a consumer silent this long leaves its group: about how soon a dead render process\'s jobs go to another, and how long consumers take to rejoin after a Kafka outage; too short drops live members that stall (docs/architecture.md, Kafka bus)' },
  KAFKA_HEARTBEAT_MS: { type: 'integer', default: 3000, minimum: 10, description: 'how often consumers heartbeat their group (well under KAFKA_SESSION_TIMEOUT_MS)' },
  KAFKA_MAX_WAIT_MS: { type: 'integer', default: 100, minimum: 1, maximum: 10000, description: "longest a Kafka consumer's fetch waits when nothing has arrived (a broker answers as soon as a message comes; librdkafka's mock cluster waits it out, so each hop there costs up to this)" },
  KAFKA_LINGER_MS: { type: 'integer', default: 0, minimum: 0, maximum: 1000, description: 'how long the first message of a Kafka produce request waits for more (0: none; messages published while a request is in flight always go together in the next one)' },
  KAFKA_BATCH_BYTES: { type: 'integer', default: 262144, minimum: 1024, maximum: 16777216, description: "most bytes (keys, values, headers) in one Kafka produce batch of a partition; a larger message goes alone. Keep it well under the broker's message.max.bytes (~1 MB by default), which refuses a larger batch whole" },
  KAFKA_API_PROCESSES: { type: 'integer', default: 0, minimum: 0, maximum: 10000, description: "API processes of the farm (at least their number): a render queue depth read is then reused while the queue is under GLEANER_RENDER_QUEUE_LIMIT / (2 x this), which keeps the queue under 1.5 limits; 0 (unknown): every render job's publish reads the depth" },
  KAFKA_ASSIGN_DELAY_MS: { type: 'integer', default: 0, minimum: 0, description: 'group leader\'s wait before assigning partitions (0 on Kafka; ~300 on librdkafka\'s mock cluster, whose SyncGroup ordering fails otherwise)' },
  KAFKA_SSL: { type: 'boolean', default: false, description: 'connect to the Kafka brokers over TLS' },
  KAFKA_SSL_CA_FILE: { type: 'string', description: "PEM file of the CA that signed the brokers' certificates (needs GLEANER_KAFKA_SSL=true; default: the system's CAs)" },
  KAFKA_SASL_MECHANISM: { type: 'string', enum: ['plain', 'scram-sha-256', 'scram-sha-512'], description: 'SASL authentication to Kafka (with GLEANER_KAFKA_SASL_USERNAME and _PASSWORD; plain only over TLS in production)' },
  KAFKA_SASL_USERNAME: { type: 'string', description: 'SASL user name' },
  KAFKA_SASL_PASSWORD: { type: 'string', description: 'SASL password' },
  S3_ENDPOINT: { type: 'string', pattern: '^https?://', description: 'S3-compatible endpoint (use S3 instead of the local disk)' },
  S3_BUCKET: { type: 'string', description: 'S3 bucket for files' },
  S3_REGION: { type: 'string', default: 'us-east-1', description: 'S3 region' },
  S3_ACCESS_KEY_ID: { type: 'string', description: 'S3 credentials' },
  S3_SECRET_ACCESS_KEY: { type: 'string', description: 'S3 credentials' },
  S3_FORCE_PATH_STYLE: { type: 'boolean', default: true, description: 'path-style S3 URLs (MinIO, stand-ins)' },
  S3_DOWNLOADS: { type: 'string', default: 'stream', enum: ['stream', 'redirect', 'presigned'], description: 'how customers get files kept in S3: stream (links under DOWNLOAD_BASE_URL; the API checks them and streams the object), redirect (the same links, answered with a 302 to a presigned S3 URL living 5 minutes), presigned (links are presigned S3 URLs valid until the file expires; no API involved). Which to pick: docs/operations.md, S3' },
  S3_PUBLIC_ENDPOINT: { type: 'string', pattern: '^https?://', description: 'the S3 origin customers reach, when S3_ENDPOINT is private (redirect and presigned: presigned URLs are signed for it; default S3_ENDPOINT)' },
} satisfies Record<string, VarSpec>;

type Vars = typeof CONFIG_VARS;
type ValueOf<S> = S extends { type: 'integer' | 'number' } ? number : S extends { type: 'boolean' } ? boolean : string;
export type RawConfig = { [K in keyof Vars]: Vars[K] extends { default: unknown } ? ValueOf<Vars[K]> : ValueOf<Vars[K]> | undefined };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

function schema(): object {
  const properties: Record<string, object> = {};
  for (const [name, spec] of Object.entries(CONFIG_VARS) as [string, VarSpec][]) {
    const { description: _d, ...rest } = spec;
    properties[name] = rest;
  }
  return { type: 'object', properties, additionalProperties: true };
}

const ajv = new Ajv({ allErrors: true, coerceTypes: true, useDefaults: true });
const validate = ajv.compile(schema());

/** Reads GLEANER_* variables; throws ConfigError naming every bad variable. */
export function readRawConfig(env: NodeJS.ProcessEnv = process.env): RawConfig {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const name of Object.keys(CONFIG_VARS)) {
    const raw = env['GLEANER_' + name];
    if (raw === undefined || raw === '') continue;
    const spec = (CONFIG_VARS as Record<string, VarSpec>)[name];
    // ajv's coercion takes "1" and "" as booleans; be strict so typos are caught.
    if (spec.type === 'boolean' && !/^(true|false|1|0)$/i.test(raw)) {
      problems.push(`GLEANER_${name}: must be true or false (got "${raw}")`);
      continue;
    }
    values[name] = spec.type === 'boolean' ? /^(true|1)$/i.test(raw) : raw;
  }
  if (!validate(values)) {
    for (const e of validate.errors ?? []) {
      const name = e.instancePath.replace(/^\//, '');
      problems.push(`GLEANER_${name}: ${e.message} (got "${env['GLEANER_' + name]}")`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return values as RawConfig;
}

export interface Config {
  api: { port: number; host: string; baseUrl: string; metricsPort: number; adminToken?: string; keyRegenerateIntervalMs: number; accountCacheMs: number; overload: { inFlight: number; maxLagMs: number } };
  /** access: the API's line per request (its level, or off) and the share of successes it samples. */
  log: { level: string; access: { mode: 'info' | 'debug' | 'off'; sample: number } };
  /** mongodbTlsCaFile: the CA of MongoDB's certificate (TLS on). */
  data: { dir: string; mongodbUri?: string; mongodbTlsCaFile?: string };
  /** How long a stopping process gives what it is doing (ms). */
  shutdown: { graceMs: number };
  plans: { file?: string };
  files: {
    downloadBaseUrl: string;
    ttlMs: number;
    signingSecret?: string;
    s3?: { endpoint: string; bucket: string; region: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle: boolean; publicEndpoint?: string; downloads: 'stream' | 'redirect' | 'presigned' };
  };
  net: { allowPrivateNetworks: boolean; proxyUrls: string[] };
  /** devShm: Chromium may use /dev/shm (else --disable-dev-shm-usage). */
  browser: { chromiumPath?: string; devShm: boolean; concurrency: number; queueLimit: number; recycleAfter: number };
  pdf: { maxBytes: number; maxPages: number };
  screenshot: { maxPixels: number };
  ai: { cohereApiKey?: string; cohereBaseUrl?: string };
  /** Research sessions: how long creation waits for ready, the workers' index cache and concurrency. */
  research: { readyWaitMs: number; cacheBytes: number; concurrency: number; asksInFlight: number };
  /** topicLimits: messages a topic holds before publish answers 503 (the render queue's is GLEANER_RENDER_QUEUE_LIMIT). */
  bus: { kafkaBrokers?: string[]; topicLimits: Record<string, number>; kafka?: { sessionTimeoutMs: number; heartbeatMs: number; maxWaitMs: number; lingerMs?: number; batchBytes?: number; apiProcesses?: number; assignDelayMs: number; security?: KafkaSecurity } };
  schedules: { pollMs: number; fireConcurrency: number; lockLimit: number; runConcurrency: number; runLeaseMs: number; refusedWaitMs: number; queuedGraceMs: number; sweepMs: number; sweepBatch: number };
  /** Monitor checks: the scan's period, executors' concurrency and lease, the error state's threshold, history and retention. */
  monitoring: { scanMs: number; checkConcurrency: number; checkLeaseMs: number; errorThreshold: number; historyLength: number; retentionMs: number };
  /** E-mail alerts (the dispatcher): the SMTP server and the sender. */
  alerts: { smtpUrl?: string; from: string };
  /** Webhook deliveries (the dispatcher): attempts in all, one attempt's timeout, the backoff's base and cap. */
  webhooks: { attempts: number; timeoutMs: number; backoffMs: number; maxDelayMs: number; accountConcurrency: number };
}

export type KafkaSaslMechanism = 'plain' | 'scram-sha-256' | 'scram-sha-512';

/** How the Kafka clients connect: TLS (with a CA file, else the system's CAs) and SASL. */
export interface KafkaSecurity {
  ssl: boolean;
  sslCaFile?: string;
  sasl?: { mechanism: KafkaSaslMechanism; username: string; password: string };
}

function kafkaSecurity(raw: RawConfig): KafkaSecurity | undefined {
  const problems: string[] = [];
  if (raw.KAFKA_SSL_CA_FILE && !raw.KAFKA_SSL) problems.push('GLEANER_KAFKA_SSL_CA_FILE: needs GLEANER_KAFKA_SSL=true (a CA file without TLS would be ignored)');
  const saslParts = [raw.KAFKA_SASL_MECHANISM, raw.KAFKA_SASL_USERNAME, raw.KAFKA_SASL_PASSWORD];
  if (saslParts.some(Boolean) && !saslParts.every(Boolean)) problems.push('GLEANER_KAFKA_SASL_MECHANISM, GLEANER_KAFKA_SASL_USERNAME and GLEANER_KAFKA_SASL_PASSWORD: set all three or none');
  if (problems.length) throw new ConfigError(problems);
  if (!raw.KAFKA_SSL && !raw.KAFKA_SASL_MECHANISM) return undefined;
  return {
    ssl: raw.KAFKA_SSL,
    sslCaFile: raw.KAFKA_SSL_CA_FILE,
    sasl: raw.KAFKA_SASL_MECHANISM ? { mechanism: raw.KAFKA_SASL_MECHANISM as KafkaSaslMechanism, username: raw.KAFKA_SASL_USERNAME!, password: raw.KAFKA_SASL_PASSWORD! } : undefined,
  };
}

/** The configuration, namespaced per module. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = readRawConfig(env);
  const baseUrl = (raw.BASE_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, '');
  if (raw.KAFKA_HEARTBEAT_MS >= raw.KAFKA_SESSION_TIMEOUT_MS) throw new ConfigError(['GLEANER_KAFKA_HEARTBEAT_MS: must be less than GLEANER_KAFKA_SESSION_TIMEOUT_MS']);
  if (raw.S3_ENDPOINT && !raw.S3_BUCKET) throw new ConfigError(['GLEANER_S3_BUCKET: required when GLEANER_S3_ENDPOINT is set']);
  // Links served by the API are checked by whichever API process gets them: one key for all.
  if (raw.S3_ENDPOINT && raw.S3_DOWNLOADS !== 'presigned' && !raw.FILE_SIGNING_SECRET && !raw.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(['GLEANER_FILE_SIGNING_SECRET: required with GLEANER_S3_ENDPOINT when GLEANER_S3_SECRET_ACCESS_KEY is unset (every process must sign download links with the same key)']);
  }
  const security = kafkaSecurity(raw);
  return {
    api: { port: raw.PORT, host: raw.HOST, baseUrl, metricsPort: raw.METRICS_PORT, adminToken: raw.ADMIN_TOKEN, keyRegenerateIntervalMs: raw.KEY_REGENERATE_INTERVAL_S * 1000, accountCacheMs: raw.ACCOUNT_CACHE_MS, overload: { inFlight: raw.HTTP_IN_FLIGHT, maxLagMs: raw.HTTP_MAX_LAG_MS } },
    log: { level: raw.LOG_LEVEL, access: { mode: raw.ACCESS_LOG as 'info' | 'debug' | 'off', sample: raw.ACCESS_LOG_SAMPLE } },
    data: { dir: path.resolve(raw.DATA_DIR), mongodbUri: raw.MONGODB_URI, mongodbTlsCaFile: raw.MONGODB_TLS_CA_FILE },
    shutdown: { graceMs: raw.SHUTDOWN_GRACE_S * 1000 },
    plans: { file: raw.PLANS_FILE },
    files: {
      downloadBaseUrl: (raw.DOWNLOAD_BASE_URL ?? baseUrl + '/files').replace(/\/+$/, ''),
      ttlMs: raw.FILE_TTL_HOURS * 3600_000,
      signingSecret: raw.FILE_SIGNING_SECRET,
      s3: raw.S3_ENDPOINT
        ? {
            endpoint: raw.S3_ENDPOINT,
            bucket: raw.S3_BUCKET!,
            region: raw.S3_REGION,
            accessKeyId: raw.S3_ACCESS_KEY_ID,
            secretAccessKey: raw.S3_SECRET_ACCESS_KEY,
            forcePathStyle: raw.S3_FORCE_PATH_STYLE,
            publicEndpoint: raw.S3_PUBLIC_ENDPOINT,
            downloads: raw.S3_DOWNLOADS as 'stream' | 'redirect' | 'presigned',
          }
        : undefined,
    },
    net: { allowPrivateNetworks: raw.ALLOW_PRIVATE_NETWORKS, proxyUrls: (raw.PROXY_URLS ?? '').split(',').map((s) => s.trim()).filter(Boolean) },
    browser: { chromiumPath: raw.CHROMIUM_PATH, devShm: raw.CHROMIUM_DEV_SHM, concurrency: raw.RENDER_CONCURRENCY, queueLimit: raw.RENDER_QUEUE_LIMIT, recycleAfter: raw.BROWSER_RECYCLE_AFTER },
    pdf: { maxBytes: raw.PDF_MAX_BYTES, maxPages: raw.PDF_MAX_PAGES },
    screenshot: { maxPixels: raw.SCREENSHOT_MAX_PIXELS },
    ai: { cohereApiKey: raw.COHERE_API_KEY, cohereBaseUrl: raw.COHERE_BASE_URL },
    research: { readyWaitMs: raw.RESEARCH_READY_WAIT_MS, cacheBytes: raw.RESEARCH_CACHE_MB * 1024 * 1024, concurrency: raw.RESEARCH_CONCURRENCY, asksInFlight: raw.RESEARCH_ASKS_IN_FLIGHT },
    bus: {
      kafkaBrokers: raw.KAFKA_BROKERS ? raw.KAFKA_BROKERS.split(',').map((s) => s.trim()) : undefined,
      topicLimits: { render: raw.RENDER_QUEUE_LIMIT },
      kafka: { sessionTimeoutMs: raw.KAFKA_SESSION_TIMEOUT_MS, heartbeatMs: raw.KAFKA_HEARTBEAT_MS, maxWaitMs: raw.KAFKA_MAX_WAIT_MS, lingerMs: raw.KAFKA_LINGER_MS, batchBytes: raw.KAFKA_BATCH_BYTES, apiProcesses: raw.KAFKA_API_PROCESSES, assignDelayMs: raw.KAFKA_ASSIGN_DELAY_MS, ...(security && { security }) },
    },
    schedules: {
      pollMs: raw.SCHEDULER_POLL_MS,
      fireConcurrency: raw.SCHEDULER_FIRE_CONCURRENCY,
      lockLimit: raw.SCHEDULER_LOCK_LIMIT,
      runConcurrency: raw.SCHEDULE_RUN_CONCURRENCY,
      runLeaseMs: raw.SCHEDULE_RUN_LEASE_MS,
      refusedWaitMs: raw.SCHEDULE_REFUSED_WAIT_MS,
      queuedGraceMs: raw.SCHEDULE_RUN_QUEUE_GRACE_MS,
      sweepMs: raw.SCHEDULE_SWEEP_MS,
      sweepBatch: raw.SCHEDULE_SWEEP_BATCH,
    },
    monitoring: {
      scanMs: raw.MONITOR_SCAN_MS,
      checkConcurrency: raw.MONITOR_CHECK_CONCURRENCY,
      checkLeaseMs: raw.MONITOR_CHECK_LEASE_MS,
      errorThreshold: raw.MONITOR_ERROR_THRESHOLD,
      historyLength: raw.MONITOR_HISTORY,
      retentionMs: raw.MONITOR_RETENTION_DAYS * 24 * 3_600_000,
    },
    alerts: { smtpUrl: raw.SMTP_URL, from: raw.SMTP_FROM },
    webhooks: { attempts: raw.WEBHOOK_ATTEMPTS, timeoutMs: raw.WEBHOOK_TIMEOUT_MS, backoffMs: raw.WEBHOOK_BACKOFF_MS, maxDelayMs: raw.WEBHOOK_MAX_DELAY_MS, accountConcurrency: raw.WEBHOOK_ACCOUNT_CONCURRENCY },
  };
}

/** The README table, generated so the documentation cannot drift from the schema. */
export function configTable(): string {
  const rows = Object.entries(CONFIG_VARS as Record<string, VarSpec>).map(
    ([name, s]) => `| GLEANER_${name} | ${s.type}${s.enum ? ` (${s.enum.join(', ')})` : ''} | ${s.default === undefined ? '' : String(s.default)} | ${s.description} |`,
  );
  return ['| variable | type | default | meaning |', '|---|---|---|---|', ...rows].join('\n');
}
