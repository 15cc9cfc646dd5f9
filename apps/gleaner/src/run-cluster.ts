#!/usr/bin/env node
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, silentLogger } from '@gleaner/platform';
import { createStore } from '@gleaner/store';
import { createAccountArea } from '@gleaner/features/api';
import { startFarm, type Farm, type FarmRole } from '@gleaner/testkit';
import { createFirstUser, firstUserNotice } from './first-user.js';
import { leaveHandoff } from './local-admin.js';

// `make run-cluster`: the distributed topology on this machine, for development. The role processes
// (apps/api, apps/renderer, apps/scheduler, apps/dispatcher) over the testkit's stand-ins for MongoDB,
// Kafka and S3 (their data under GLEANER_DATA_DIR/cluster), with a round-robin proxy on GLEANER_PORT in
// front of the API processes: startFarm of @gleaner/testkit, which is why this needs the development
// install and the test system packages (the Kafka stand-in is compiled with gcc against librdkafka).
// The same GLEANER_* variables as `make run`; a first start prints a user's keys; Ctrl-C or SIGTERM
// stops every process (exit 0). Options: --apis N (default 2), --renderers N (default 2).

const USAGE = 'usage: run-cluster [--apis N] [--renderers N]';

function count(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new ConfigError([`--${name}: must be a whole number of 1 or more (got "${value}")`]);
  return Number(value);
}

/** Passes each child's output on, line by line, behind its name (`api-1 | ...`), as docker compose does. */
function lineWriter(): (role: FarmRole, index: number, text: string) => void {
  const partial = new Map<string, string>();
  return (role, index, text) => {
    const name = `${role}-${index + 1}`;
    const lines = ((partial.get(name) ?? '') + text).split('\n');
    partial.set(name, lines.pop() ?? '');
    for (const line of lines) process.stdout.write(`${name.padEnd(12)} | ${line}\n`);
  };
}

/** On an empty database, one user whose keys are printed (as `make run` does). */
async function firstStart(farm: Farm, env: NodeJS.ProcessEnv, baseUrl: string): Promise<void> {
  const config = loadConfig({ ...env, ...farm.env });
  const store = createStore(config);
  try {
    const area = await createAccountArea({ store, config, logger: silentLogger() });
    const first = await createFirstUser(area);
    if (first) process.stdout.write(firstUserNotice(first, baseUrl));
  } finally {
    await store.close();
  }
}

function where(farm: Farm, dataDir: string): string {
  const pid = (app: { child: { pid?: number } }) => `pid ${app.child.pid}`;
  const lines = [
    `  proxy        ${farm.url} -> ${farm.apis.length} API processes (round robin)`,
    ...farm.apis.map((a, i) => `  api-${i + 1}        ${a.url} (${pid(a)}; /healthz /readyz /metrics)`),
    ...farm.renderers.map((r, i) => `  renderer-${i + 1}   ${r.url} (${pid(r)}; /healthz /readyz /metrics)`),
    `  scheduler-1  ${farm.scheduler.url} (${pid(farm.scheduler)}; /healthz /readyz /metrics)`,
    `  dispatcher-1 ${farm.dispatcher.url} (${pid(farm.dispatcher)}; /healthz /readyz /metrics)`,
    `  MongoDB      ${farm.env.GLEANER_MONGODB_URI} (stand-in; data in ${path.join(dataDir, 'mongo.json')})`,
    `  Kafka        ${farm.env.GLEANER_KAFKA_BROKERS} (stand-in; in memory)`,
    `  S3           ${farm.env.GLEANER_S3_ENDPOINT}/${farm.env.GLEANER_S3_BUCKET} (stand-in; files in ${path.join(dataDir, 's3')})`,
  ];
  return lines.join('\n') + '\n';
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { apis: { type: 'string' }, renderers: { type: 'string' } }, strict: true });
  const config = loadConfig();
  const apis = count(values.apis, 2, 'apis');
  const renderers = count(values.renderers, 2, 'renderers');
  const dataDir = path.join(config.data.dir, 'cluster');
  fs.mkdirSync(dataDir, { recursive: true });
  // A stop asked for while the farm starts waits for it (startFarm stops what it started if it fails).
  let farm: Farm | undefined;
  let stopAsked: string | undefined;
  let handoff: { remove(): void } | undefined;
  const stop = (signal: string) => {
    if (stopAsked) return;
    stopAsked = signal;
    if (!farm) return;
    process.stdout.write(`\n${signal}: stopping the cluster ...\n`);
    farm
      .stop()
      .then(() => {
        handoff?.remove();
        process.stdout.write('Gleaner cluster stopped.\n');
        process.exit(0);
      })
      .catch((err: unknown) => {
        process.stderr.write(`run-cluster: stop failed: ${(err as Error).stack ?? err}\n`);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.stdout.write(`Starting the Gleaner cluster (${apis} API, ${renderers} render, 1 scheduler, 1 dispatcher processes) ...\n`);
  const adminToken = config.api.adminToken ?? randomBytes(32).toString('hex');
  farm = await startFarm({
    apis,
    renderers,
    dataDir,
    port: config.api.port,
    host: config.api.host,
    baseUrl: config.api.baseUrl,
    adminToken,
    allowPrivateNetworks: config.net.allowPrivateNetworks,
    // Every process inherits this environment (GLEANER_SMTP_URL, OTEL_*, ...); the log level is passed on.
    env: { GLEANER_LOG_LEVEL: config.log.level },
    onOutput: lineWriter(),
  });
  // The admin routes' token (GLEANER_ADMIN_TOKEN, else one made for this run) is left (0600) in
  // <data dir>/server.json, where `gleaner user create` finds it, as with `make run`.
  handoff = leaveHandoff(config.data.dir, farm.url, adminToken);
  if (stopAsked) {
    const signal = stopAsked;
    stopAsked = undefined;
    return stop(signal);
  }
  process.stdout.write(`Gleaner cluster listening on ${farm.url} (API: ${config.api.baseUrl}/v1, data: ${dataDir})\n${where(farm, dataDir)}`);
  await firstStart(farm, process.env, config.api.baseUrl).catch((err: unknown) => {
    process.stderr.write(`run-cluster: could not check for a first user: ${(err as Error).message}\n`);
  });
  process.stdout.write(`Ready. Ctrl-C stops every process.\n`);
}

main().catch((err) => {
  if (err instanceof ConfigError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    process.stderr.write(`run-cluster: ${(err as Error).message}\n${USAGE}\n`);
    process.exit(2);
  }
  process.stderr.write(`run-cluster: could not start: ${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
