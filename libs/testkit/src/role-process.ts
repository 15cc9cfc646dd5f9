import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.js';

// Starts a role's app (apps/<role>/dist/main.js) as a real process on a free loopback port with its
// own data directory, waits until it answers /healthz, and stops it with a signal, for the apps'
// tests.

export interface RoleApp {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** What it printed on stdout and stderr so far. */
  output(): string;
  /** Sends `signal` and resolves with the exit code and how long the exit took. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; ms: number }>;
}

/** Runs `main` until it exits; resolves with its code and output (for start-ups that must fail). */
export function runToExit(main: string, env: Record<string, string>, timeoutMs = 30_000): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [main], { env: { ...process.env, GLEANER_LOG_LEVEL: 'silent', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

export interface SpawnRoleAppOptions {
  /** Called with each chunk the process prints (stdout and stderr), e.g. to pass its log on. */
  onOutput?(text: string): void;
  /** Keep what it prints for output() (default true); false keeps it only until it answers. */
  keepOutput?: boolean;
}

/** Thrown when the process exited before answering because its port was taken meanwhile. */
class PortTaken extends Error {}

/**
 * The port is found free just before the process starts, and the process listens only once it has
 * booted (seconds on a loaded machine): another process (a parallel test file's servers, browsers,
 * stand-ins) may take it in between. A start that fails on EADDRINUSE is tried again on a new port.
 */
export async function spawnRoleApp(main: string, env: Record<string, string> = {}, timeoutMs = 30_000, options: SpawnRoleAppOptions = {}): Promise<RoleApp> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await spawnOnFreePort(main, env, timeoutMs, options);
    } catch (err) {
      if (!(err instanceof PortTaken) || attempt >= 5) throw err;
    }
  }
}

async function spawnOnFreePort(main: string, env: Record<string, string>, timeoutMs: number, options: SpawnRoleAppOptions): Promise<RoleApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gleaner-role-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, GLEANER_DATA_DIR: dataDir, GLEANER_PORT: String(port), GLEANER_HOST: '127.0.0.1', GLEANER_BASE_URL: url, GLEANER_LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let keep = true;
  const take = (d: Buffer) => {
    if (keep) output += d;
    options.onOutput?.(d.toString());
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  let exited = false;
  child.once('exit', () => (exited = true));
  // What it printed last (its error) may still be on its way when 'exit' comes.
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const cleanUp = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (exited) {
      await Promise.race([closed, new Promise((r) => setTimeout(r, 1000).unref())]);
      cleanUp();
      // The port it was given, not one a caller's env chose.
      const taken = /EADDRINUSE/.test(output) && output.includes(`:${port}`);
      throw new (taken ? PortTaken : Error)(`${main} exited before answering: ${output}`);
    }
    const answered = await fetch(`${url}/healthz`).then((r) => r.ok, () => false);
    if (answered) break;
    if (Date.now() > until) {
      child.kill('SIGKILL');
      cleanUp();
      throw new Error(`${main} did not answer /healthz in ${timeoutMs} ms: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  if (options.keepOutput === false) {
    keep = false;
    output = '';
  }
  return {
    url,
    dataDir,
    child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      const started = Date.now();
      const code = exited ? child.exitCode : await new Promise<number | null>((resolve) => {
        child.once('exit', (c) => resolve(c));
        child.kill(signal);
      });
      cleanUp();
      return { code, ms: Date.now() - started };
    },
  };
}
