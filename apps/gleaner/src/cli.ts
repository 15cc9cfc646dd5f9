#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, silentLogger } from '@gleaner/platform';
import { createStore, StoreLockedError, type DocumentStore } from '@gleaner/store';
import { createAccountArea } from '@gleaner/features';
import { callServerAdmin, readHandoff } from './local-admin.js';

// The `gleaner` command: `gleaner serve` (the default) and `gleaner user create`.

const USAGE = `usage:
  gleaner serve                      start the embedded default (same as make run)
  gleaner user create --email E --name N [--plan P] [--credits C]
                                     create a user; prints {user, api_key, test_api_key, webhook_secret}`;

async function userCreate(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { email: { type: 'string' }, name: { type: 'string' }, plan: { type: 'string' }, credits: { type: 'string' } }, strict: true });
  if (!values.email || !values.name) throw new UsageError('--email and --name are required');
  if (!/^[^@\s]+@[^@\s]+$/.test(values.email)) throw new UsageError('--email must be an e-mail address');
  let credits: number | undefined;
  if (values.credits !== undefined) {
    if (!/^\d+$/.test(values.credits)) throw new UsageError('--credits must be a whole number of 0 or more');
    credits = Number(values.credits);
  }
  const config = loadConfig();
  const request = { email: values.email, name: values.name, plan: values.plan, credits };
  // A server running on this data directory creates the user: the embedded one holds the store,
  // and `make run-cluster`'s keeps its documents in a MongoDB this shell may not know of.
  if (isRunning(readHandoff(config.data.dir)?.pid)) return printCreated(await callServerAdmin(config.data.dir, 'POST', '/v1/admin/users', request));
  let store: DocumentStore;
  try {
    store = createStore(config, { busyTimeoutMs: 1000 });
  } catch (err) {
    if (!(err instanceof StoreLockedError)) throw err;
    // A server runs on this data directory and holds the store: it creates the user.
    return printCreated(await callServerAdmin(config.data.dir, 'POST', '/v1/admin/users', request));
  }
  try {
    const area = await createAccountArea({ store, config, logger: silentLogger() });
    printCreated(await area.accounts.createUser(request));
  } finally {
    await store.close();
  }
}

function printCreated(created: unknown): void {
  process.stdout.write(JSON.stringify(created, null, 2) + '\n');
}

function isRunning(pid: number | undefined): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'; // alive, someone else's
  }
}

class UsageError extends Error {}

async function main(argv: string[]): Promise<void> {
  const [command, sub, ...rest] = argv;
  if (command === undefined || command === 'serve') {
    await import('./main.js');
    return;
  }
  if (command === 'user' && sub === 'create') return userCreate(rest);
  throw new UsageError(`unknown command: ${argv.join(' ')}`);
}

main(process.argv.slice(2)).catch((err) => {
  if (err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    process.stderr.write(`gleaner: ${(err as Error).message}\n${USAGE}\n`);
    process.exit(64);
  }
  if (err instanceof ConfigError) {
    process.stderr.write(`gleaner: ${err.message}\n`);
    process.exit(2);
  }
  const e = err as { code?: string; message: string };
  process.stderr.write(`gleaner: ${e.code ? `${e.code}: ` : ''}${e.message}\n`);
  process.exit(1);
});
