import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Test } from 'tap';
import { ManualClock, silentLogger, type Logger } from '@gleaner/platform';
import { freePort } from '@gleaner/testkit';
import { startGleaner, type Gleaner } from '../compose.js';

// Starts a real Gleaner on a free loopback port with its own data dir, for API tests.

export const ADMIN_TOKEN = 'test-admin-token';

export interface Harness {
  gleaner: Gleaner;
  clock: ManualClock;
  dataDir: string;
  base: string;
  call(method: string, urlPath: string, options?: { key?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> }): Promise<ApiResponse>;
  createUser(input?: { email?: string; name?: string; plan?: string; credits?: number }): Promise<NewUser>;
  restart(): Promise<void>;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  body: any;
}

export interface NewUser {
  id: string;
  key: string;
  testKey: string;
  webhookSecret: string;
}

let userSeq = 0;

/** A free loopback port, so that BASE_URL (and the download links built on it) is known before start. */
export { freePort };

/**
 * The suite runs many servers and browsers on a shared 2-core machine, whose event loops run late
 * for the machine's reasons: the lag signal of the overload guard is off in tests that do not ask for
 * it (overload-guard.test.ts tests it; http.push-back.test.ts tests the in-flight bound over HTTP).
 */
export const NO_LAG_SHEDDING = { GLEANER_HTTP_MAX_LAG_MS: '0' };

/**
 * Starts Gleaner on a port found free just before: another process (the parallel test files,
 * their browsers) may take it in between, so a taken port is tried again with a new one.
 */
async function startOnFreePort(dataDir: string, clock: ManualClock, env: Record<string, string>, logger: Logger): Promise<{ gleaner: Gleaner; fullEnv: Record<string, string> }> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const fullEnv = { GLEANER_DATA_DIR: dataDir, GLEANER_PORT: String(port), GLEANER_BASE_URL: `http://127.0.0.1:${port}`, GLEANER_HOST: '127.0.0.1', GLEANER_ADMIN_TOKEN: ADMIN_TOKEN, GLEANER_LOG_LEVEL: 'silent', GLEANER_ALLOW_PRIVATE_NETWORKS: 'true', ...NO_LAG_SHEDDING, ...env };
    try {
      return { gleaner: await startGleaner({ env: fullEnv, clock, logger, warmBrowser: false }), fullEnv };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= 5) throw err;
    }
  }
}

/** `logger`: where the service logs (default: nowhere), for tests of its log lines. */
export async function startHarness(t: Test, env: Record<string, string> = {}, options: { logger?: Logger } = {}): Promise<Harness> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gleaner-api-'));
  const clock = new ManualClock();
  const logger = options.logger ?? silentLogger();
  const { gleaner, fullEnv } = await startOnFreePort(dataDir, clock, env, logger);
  const h: Harness = {
    gleaner,
    clock,
    dataDir,
    base: '',
    async call(method, urlPath, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.key !== undefined) headers.authorization = `Bearer ${options.key}`;
      let body: string | undefined = options.rawBody;
      if (options.body !== undefined) body = JSON.stringify(options.body);
      if (body !== undefined) headers['content-type'] ??= 'application/json';
      let res: Response;
      try {
        res = await fetch(h.base + urlPath, { method, headers, body });
      } catch (err) {
        throw new Error(`${method} ${urlPath}: ${(err as Error).message} (${String((err as { cause?: unknown }).cause)})`);
      }
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        /* not JSON: keep the text */
      }
      return { status: res.status, headers: res.headers, body: parsed };
    },
    async createUser(input = {}) {
      const res = await h.call('POST', '/v1/admin/users', {
        key: ADMIN_TOKEN,
        body: { email: input.email ?? `user${++userSeq}-${process.pid}@example.com`, name: input.name ?? 'Test User', ...(input.plan ? { plan: input.plan } : {}), ...(input.credits !== undefined ? { credits: input.credits } : {}) },
      });
      if (res.status !== 201) throw new Error(`could not create a user: ${res.status} ${JSON.stringify(res.body)}`);
      return { id: res.body.data.user.id, key: res.body.data.api_key, testKey: res.body.data.test_api_key, webhookSecret: res.body.data.webhook_secret };
    },
    async restart() {
      await h.gleaner.close();
      // Let the client notice its kept-alive sockets were closed before it sends again.
      await new Promise((resolve) => setTimeout(resolve, 100));
      h.gleaner = await startGleaner({ env: fullEnv, clock, logger, warmBrowser: false });
      h.base = h.gleaner.url;
    },
  };
  h.base = h.gleaner.url;
  t.teardown(async () => {
    await h.gleaner.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return h;
}
