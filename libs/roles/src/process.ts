import { ConfigError, isGleanerError, withCause, createLogger, createMetrics, loadConfig, systemClock, type Config, type Logger } from '@gleaner/platform';
import { createStore } from '@gleaner/store';
import { createBus } from '@gleaner/bus';
import { createFileStore } from '@gleaner/blobs';
import { shutdownTelemetry } from '@gleaner/telemetry';
import type { Ports, Role } from './ports.js';
import { startOpsServer, type OpsServer } from './ops-server.js';

// The life of a process that runs one role (apps/api, apps/renderer, apps/scheduler,
// apps/dispatcher): configuration, the ports, the role, /healthz /readyz /metrics on GLEANER_PORT
// when the role has no HTTP server of its own, and a graceful stop on SIGTERM or SIGINT.

export type RoleName = 'api' | 'render' | 'scheduler' | 'dispatcher';

export interface RoleProcessOptions {
  /** The role serves /healthz, /readyz and /metrics itself (the API). */
  servesOps?: boolean;
  /** How long a stop may take before the process exits anyway (default GLEANER_SHUTDOWN_GRACE_S, 25 s: under Kubernetes' default 30 s grace). */
  stopWithinMs?: number;
}

export interface RunningRole {
  config: Config;
  logger: Logger;
  ports: Ports;
  role: Role;
  ops?: OpsServer;
  /** Stops the role, then the ops server, then the ports (what SIGTERM does). */
  stop(): Promise<void>;
}

/**
 * Opens the ports the configuration picks. Several processes share them: nothing is exclusive.
 * `requests`: the role makes bus requests (the API); others listen for replies only once they do.
 */
export function openPorts(config: Config, logger: Logger, options: { requests?: boolean } = {}): Ports {
  const bus = createBus(config, { requests: options.requests });
  const files = createFileStore(config.files, config.data.dir, systemClock);
  const store = createStore(config);
  return { store, bus, files, logger, clock: systemClock, metrics: createMetrics() };
}

export async function startRoleProcess(name: RoleName, start: (config: Config, ports: Ports) => Promise<Role> | Role, options: RoleProcessOptions = {}): Promise<RunningRole> {
  const config = loadConfig();
  const logger = createLogger(config.log.level).child({ role: name });
  const ports = openPorts(config, logger, { requests: name === 'api' });
  const closePorts = async () => {
    await ports.bus.close();
    await ports.store.close();
  };
  let role: Role;
  let ops: OpsServer | undefined;
  try {
    role = await start(config, ports);
    if (!options.servesOps) {
      const checks = [
        { name: 'store', check: () => ports.store.ping() },
        { name: 'bus', check: () => ports.bus.ping() },
        { name: 'files', check: () => ports.files.ping() },
        ...(role.checks ?? []),
      ];
      ops = await startOpsServer({ metrics: ports.metrics, checks, port: config.api.port, host: config.api.host });
      logger.info({ port: ops.port }, `${name} role running (/healthz, /readyz, /metrics)`);
    }
  } catch (err) {
    await closePorts();
    throw err;
  }
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await role.close();
      await ops?.close();
      await closePorts();
    })());
  return { config, logger, ports, role, ops, stop };
}

/** Runs a role as the process's main: exits 2 on bad configuration, 1 when it cannot start, 0 after a clean stop. */
export function runRoleProcess(name: RoleName, start: (config: Config, ports: Ports) => Promise<Role> | Role, options: RoleProcessOptions = {}): void {
  startRoleProcess(name, start, options).then(
    (running) => {
      const stopWithin = options.stopWithinMs ?? running.config.shutdown.graceMs;
      const onSignal = (signal: string) => {
        running.logger.info({ signal }, 'stopping');
        // Past the deadline, exit anyway: in-flight jobs are redelivered to another process.
        setTimeout(() => {
          running.logger.error({ stop_within_ms: stopWithin }, 'stop took too long; exiting');
          process.exit(1);
        }, stopWithin).unref();
        running
          .stop()
          .then(() => shutdownTelemetry())
          .then(
            () => process.exit(0),
            (err) => {
              running.logger.error({ err }, 'stop failed');
              process.exit(1);
            },
          );
      };
      process.once('SIGTERM', () => onSignal('SIGTERM'));
      process.once('SIGINT', () => onSignal('SIGINT'));
    },
    (err) => {
      if (err instanceof ConfigError) {
        process.stderr.write(`gleaner ${name}: ${err.message}\n`);
        process.exit(2);
      }
      process.stderr.write(`gleaner ${name}: could not start: ${isGleanerError(err) ? withCause(err) : ((err as Error).stack ?? err)}\n`);
      process.exit(1);
    },
  );
}
