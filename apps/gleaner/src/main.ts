#!/usr/bin/env node
import '@gleaner/telemetry/start';
import { ConfigError, isGleanerError, withCause } from '@gleaner/platform';
import { StoreLockedError } from '@gleaner/store';
import { shutdownTelemetry } from '@gleaner/telemetry';
import { startGleaner } from './compose.js';
import { createFirstUser, firstUserNotice } from './first-user.js';

// `make run`: start the embedded default; on a first start, print a ready-to-use key.

async function main(): Promise<void> {
  const gleaner = await startGleaner();
  process.stdout.write(`Gleaner listening on ${gleaner.url} (API: ${gleaner.config.api.baseUrl}/v1, data: ${gleaner.config.data.dir})\n`);
  const first = await createFirstUser(gleaner.account);
  if (first) process.stdout.write(firstUserNotice(first, gleaner.config.api.baseUrl));
  const stop = async (signal: string) => {
    gleaner.logger.info({ signal }, 'stopping');
    await gleaner.close();
    await shutdownTelemetry().catch((err) => gleaner.logger.warn({ err }, 'could not flush traces'));
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`gleaner: ${err.message}\n`);
    process.exit(2);
  }
  if (err instanceof StoreLockedError) {
    process.stderr.write(`gleaner: could not start: ${err.message}; one server per data directory (GLEANER_DATA_DIR)\n`);
    process.exit(1);
  }
  // A backend that cannot be reached is said in one line; anything else with its stack.
  process.stderr.write(`gleaner: could not start: ${isGleanerError(err) ? withCause(err) : ((err as Error).stack ?? err)}\n`);
  process.exit(1);
});
