import t from 'tap';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFixtureSite } from '@gleaner/testkit';
import { freePort } from './harness.js';

// What is charged is counted in usage, whatever moment the process dies: a real server process is
// killed with SIGKILL right after two charged answers, and the next one reports both.

const MAIN = path.join(__dirname, '..', 'main.js');
const ADMIN = 'crash-admin-token';

async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, GLEANER_DATA_DIR: dataDir, GLEANER_PORT: String(port), GLEANER_HOST: '127.0.0.1', GLEANER_ADMIN_TOKEN: ADMIN, GLEANER_LOG_LEVEL: 'silent', GLEANER_ALLOW_PRIVATE_NETWORKS: 'true' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      if (out.includes('listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening: ${out}`)));
  });
  return child;
}

async function call(base: string, method: string, urlPath: string, key: string, body?: unknown) {
  const res = await fetch(base + urlPath, { method, headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
  return { status: res.status, body: (await res.json()) as any };
}

t.test('charged requests survive a kill -9 in the usage report', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gleaner-crash-'));
  t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server = await startServer(dataDir, port);
  t.teardown(() => void server.kill('SIGKILL'));

  const created = await call(base, 'POST', '/v1/admin/users', ADMIN, { email: 'crash@example.com', name: 'Crash', credits: 10 });
  t.equal(created.status, 201);
  const key = created.body.data.api_key as string;
  const scrapes = await Promise.all([1, 2].map((i) => call(base, 'POST', '/v1/content/scrape', key, { url: `${site.url}/simple?i=${i}`, javascript: false })));
  t.same(scrapes.map((s) => s.status), [200, 200]);
  // At once: the usage of these two was still in memory, not yet flushed (once a second).
  server.kill('SIGKILL');
  await new Promise((resolve) => server.once('exit', resolve));

  server = await startServer(dataDir, port);
  const profile = await call(base, 'GET', '/v1/user/profile', key);
  t.equal(profile.body.data.credits.used_this_month, 2, 'charged: 2');
  t.equal(profile.body.data.credits.balance, 8);
  const usage = await call(base, 'GET', '/v1/user/usage?period=day', key);
  t.same(usage.body.data.by_endpoint['content/scrape'], { requests: 2, credits_used: 2 }, 'counted: the same two');
  t.equal(usage.body.data.summary.total_credits_used, 2);
});
