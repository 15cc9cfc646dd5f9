import t from 'tap';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startHarness } from './harness.js';

const run = promisify(execFile);
const appDir = path.resolve(__dirname, '..');

t.test('health, readiness, metrics and the OpenAPI document need no key', async (t) => {
  const h = await startHarness(t);
  const health = await h.call('GET', '/healthz');
  t.equal(health.status, 200);
  t.same(health.body, { status: 'ok' });
  const ready = await h.call('GET', '/readyz');
  t.equal(ready.status, 200);
  t.same(ready.body.checks, { store: 'ok', bus: 'ok', files: 'ok' });
  const u = await h.createUser();
  await h.call('GET', '/v1/user/profile', { key: u.key });
  const metrics = await h.call('GET', '/metrics');
  t.equal(metrics.status, 200);
  t.match(metrics.body, /gleaner_http_requests_total\{method="get",route="\/v1\/user\/profile",status="200"\} 1/);
  t.match(metrics.body, /process_cpu_seconds_total/);
  const doc = await h.call('GET', '/v1/openapi.json');
  t.equal(doc.status, 200);
  t.equal(doc.body.openapi, '3.1.0');
  t.ok(doc.body.paths['/user/profile'].get);
  t.ok(doc.body.paths['/admin/users'].post.requestBody);
  t.same(doc.body.paths['/user/usage'].get.parameters.map((p: { name: string }) => p.name), ['period', 'from', 'to']);
  t.ok(doc.body.paths['/user/profile'].get.responses['200'].content['application/json'].schema.properties.data.properties.api_key);
});

t.test('GLEANER_METRICS_PORT moves /metrics to its own port', async (t) => {
  const net = await import('node:net');
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as { port: number }).port;
  await new Promise((r) => server.close(r));
  const h = await startHarness(t, { GLEANER_METRICS_PORT: String(port) });
  t.equal((await h.call('GET', '/metrics')).status, 404, 'not on the API port');
  const res = await fetch(`http://127.0.0.1:${port}/metrics`);
  t.equal(res.status, 200);
  t.match(await res.text(), /process_cpu_seconds_total/);
});

t.test('the README configuration table is the one the schema generates', async (t) => {
  const fs = await import('node:fs');
  const { configTable } = await import('@gleaner/platform');
  const readme = fs.readFileSync(path.resolve(appDir, '../../../README.md'), 'utf8');
  t.ok(readme.includes(configTable()), 'regenerate the table in README.md from configTable()');
});

t.test('readiness fails when the store is gone', async (t) => {
  const h = await startHarness(t);
  await h.gleaner.store.close();
  const ready = await h.call('GET', '/readyz');
  t.equal(ready.status, 503);
  t.match(ready.body.checks.store, /failing/);
});

t.test('bad configuration: a clear message naming the variable, exit non-zero', async (t) => {
  try {
    await run(process.execPath, [path.join(appDir, 'main.js')], { env: { ...process.env, GLEANER_PORT: 'abc', GLEANER_ALLOW_PRIVATE_NETWORKS: 'maybe' } });
    t.fail('should exit non-zero');
  } catch (err) {
    const e = err as { code: number; stderr: string };
    t.equal(e.code, 2);
    t.match(e.stderr, /GLEANER_PORT/);
    t.match(e.stderr, /GLEANER_ALLOW_PRIVATE_NETWORKS/);
  }
});

t.test('`gleaner user create` prints a user whose key works against the server', async (t) => {
  const h = await startHarness(t);
  // The server holds the store to itself; the CLI goes through the handoff it left (no admin token in this env).
  const handoff = path.join(h.dataDir, 'server.json');
  t.equal(fs.statSync(handoff).mode & 0o777, 0o600, 'the handoff is readable by its owner only');
  const env = { ...process.env, GLEANER_DATA_DIR: h.dataDir, GLEANER_ADMIN_TOKEN: '' };
  const { stdout } = await run(process.execPath, [path.join(appDir, 'cli.js'), 'user', 'create', '--email', 'cli@example.com', '--name', 'From CLI', '--plan', 'starter', '--credits', '42'], { env });
  const created = JSON.parse(stdout);
  t.match(created.api_key, /^gl_live_/);
  t.equal(created.user.credits.balance, 42);
  const res = await h.call('GET', '/v1/user/profile', { key: created.api_key });
  t.equal(res.status, 200);
  t.equal(res.body.data.email, 'cli@example.com');
  t.equal(res.body.data.plan.name, 'starter');
  try {
    await run(process.execPath, [path.join(appDir, 'cli.js'), 'user', 'create', '--name', 'No Mail'], { env });
    t.fail('should fail');
  } catch (err) {
    t.equal((err as { code: number }).code, 64);
    t.match((err as { stderr: string }).stderr, /--email/);
  }
  try {
    await run(process.execPath, [path.join(appDir, 'cli.js'), 'user', 'create', '--email', 'cli@example.com', '--name', 'Again'], { env });
    t.fail('should fail');
  } catch (err) {
    t.match((err as { stderr: string }).stderr, /already_exists/);
  }
});

t.test('`gleaner user create` with no server running opens the store itself', async (t) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gleaner-cli-'));
  t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const env = { ...process.env, GLEANER_DATA_DIR: dataDir, GLEANER_ADMIN_TOKEN: '' };
  const { stdout } = await run(process.execPath, [path.join(appDir, 'cli.js'), 'user', 'create', '--email', 'offline@example.com', '--name', 'Offline', '--credits', '7'], { env });
  t.equal(JSON.parse(stdout).user.credits.balance, 7);
  t.notOk(fs.existsSync(path.join(dataDir, 'server.json')), 'no server, no handoff');
  try {
    await run(process.execPath, [path.join(appDir, 'cli.js'), 'user', 'create', '--email', 'offline@example.com', '--name', 'Again'], { env });
    t.fail('should fail');
  } catch (err) {
    t.match((err as { stderr: string }).stderr, /already_exists/, 'the first user is in the store');
  }
});

t.test('a stopped server takes its handoff back; a CLI finding the store held and no handoff says what to do', async (t) => {
  const h = await startHarness(t);
  const handoff = path.join(h.dataDir, 'server.json');
  t.ok(fs.existsSync(handoff));
  fs.renameSync(handoff, `${handoff}.aside`);
  const env = { ...process.env, GLEANER_DATA_DIR: h.dataDir, GLEANER_ADMIN_TOKEN: '' };
  try {
    await run(process.execPath, [path.join(appDir, 'cli.js'), 'user', 'create', '--email', 'held@example.com', '--name', 'Held'], { env });
    t.fail('should fail');
  } catch (err) {
    t.equal((err as { code: number }).code, 1);
    t.match((err as { stderr: string }).stderr, /another process holds .*gleaner\.sqlite.*stop it/);
  }
  // A handoff naming a port nobody answers on (a server that died while another holds the store).
  fs.writeFileSync(handoff, JSON.stringify({ url: 'http://127.0.0.1:1', admin_token: 'stale', pid: 1 }));
  try {
    await run(process.execPath, [path.join(appDir, 'cli.js'), 'user', 'create', '--email', 'held@example.com', '--name', 'Held'], { env });
    t.fail('should fail');
  } catch (err) {
    t.equal((err as { code: number }).code, 1);
    t.match((err as { stderr: string }).stderr, /the server holding .* \(pid 1\) did not answer at http:\/\/127\.0\.0\.1:1/);
  }
  fs.renameSync(`${handoff}.aside`, handoff);
  await h.restart();
  t.ok(fs.existsSync(handoff), 'the restarted server left its own');
  await h.gleaner.close();
  t.notOk(fs.existsSync(handoff), 'and took it back when it stopped');
  await h.restart(); // (closes the stopped one again, which is harmless) so that teardown has a server to stop
});

t.test('a second server on the same data directory refuses to start and says why', async (t) => {
  const h = await startHarness(t);
  const env = { ...process.env, GLEANER_DATA_DIR: h.dataDir, GLEANER_PORT: '0', GLEANER_HOST: '127.0.0.1', GLEANER_LOG_LEVEL: 'silent' };
  try {
    await run(process.execPath, [path.join(appDir, 'main.js')], { env, timeout: 30_000 });
    t.fail('should exit non-zero');
  } catch (err) {
    const e = err as { code: number; stderr: string };
    t.equal(e.code, 1);
    t.match(e.stderr, /gleaner\.sqlite is in use by another process.*one server per data directory/);
  }
  const res = await h.call('GET', '/healthz');
  t.equal(res.status, 200, 'the first server is unharmed');
});
