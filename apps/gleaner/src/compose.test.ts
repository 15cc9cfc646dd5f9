import t from 'tap';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// A start that fails at the last step (the port is taken) must stop what it started: a caller
// that handles the error (a test harness trying another port) would otherwise never exit.
t.test('a start on a taken port rejects with EADDRINUSE and leaves nothing running', async (t) => {
  const blocker = net.createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => blocker.close(() => resolve())));
  const port = (blocker.address() as net.AddressInfo).port;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gleaner-compose-'));
  t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  // The child catches the failure and then does nothing: it ends only if nothing was left open.
  const script = `require(${JSON.stringify(path.join(__dirname, 'compose.js'))}).startGleaner({ warmBrowser: false }).then(() => console.log('started'), (e) => console.log('failed ' + e.code));`;
  const child = spawn(process.execPath, ['-e', script], {
    env: { ...process.env, GLEANER_DATA_DIR: dataDir, GLEANER_PORT: String(port), GLEANER_HOST: '127.0.0.1', GLEANER_LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  const exited = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 15_000);
    child.on('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  if (!exited) child.kill('SIGKILL');
  t.equal(out.trim(), 'failed EADDRINUSE');
  t.ok(exited, 'the process ended by itself after the failed start');
});

// MongoDB that does not answer: start-up fails within the URI's server selection timeout, naming
// the variable (never the credentials), instead of hanging or falling back to SQLite.
t.test('GLEANER_MONGODB_URI unreachable: start-up fails clearly and soon', async (t) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gleaner-mongo-'));
  t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const closed = net.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  const uri = `mongodb://gleaner:secret@127.0.0.1:${port}/gleaner?serverSelectionTimeoutMS=1000`;
  const child = spawn(process.execPath, [path.join(__dirname, 'main.js')], {
    env: { ...process.env, GLEANER_DATA_DIR: dataDir, GLEANER_PORT: '0', GLEANER_HOST: '127.0.0.1', GLEANER_LOG_LEVEL: 'silent', GLEANER_MONGODB_URI: uri },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  let out = '';
  child.stderr.on('data', (d) => (err += d));
  child.stdout.on('data', (d) => (out += d));
  const started = Date.now();
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve(null);
    }, 20_000);
    child.on('exit', (c) => {
      clearTimeout(timer);
      resolve(c);
    });
  });
  t.equal(code, 1, 'exit code 1, by itself');
  t.ok(Date.now() - started < 20_000);
  t.match(err, new RegExp(`could not start: the document store cannot be reached; retry shortly \\(MongoDB at mongodb://\\*\\*\\*@127\\.0\\.0\\.1:${port}/gleaner\\S* \\(GLEANER_MONGODB_URI\\) cannot be reached`));
  t.notMatch(err, /secret/, 'the password is not printed');
  t.notMatch(out, /listening/, 'nothing was started');
  t.notOk(fs.existsSync(path.join(dataDir, 'gleaner.sqlite')), 'no embedded store was opened');
});

// The Kafka bus exists: an unreachable broker list makes start-up fail within seconds, naming the
// brokers, rather than hang retrying.
t.test('GLEANER_KAFKA_BROKERS unreachable: start-up fails clearly and soon', async (t) => {
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gleaner-kafka-'));
  t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const started = Date.now();
  const child = spawn(process.execPath, [path.join(__dirname, 'main.js')], {
    env: { ...process.env, GLEANER_DATA_DIR: dataDir, GLEANER_PORT: '0', GLEANER_HOST: '127.0.0.1', GLEANER_LOG_LEVEL: 'silent', GLEANER_KAFKA_BROKERS: `127.0.0.1:${port}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  let out = '';
  child.stderr.on('data', (d) => (err += d));
  child.stdout.on('data', (d) => (out += d));
  const killer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearTimeout(killer);
  t.equal(code, 1, 'exits by itself with code 1');
  t.match(err, new RegExp(`could not start: .*Kafka brokers 127\\.0\\.0\\.1:${port}`));
  t.notMatch(out, /listening/, 'the API never listened');
  t.ok(Date.now() - started < 30_000, `gave up after ${Date.now() - started} ms`);
});
