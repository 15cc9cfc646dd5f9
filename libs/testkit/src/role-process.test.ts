import t from 'tap';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnRoleApp } from './role-process.js';

// The port a role app gets is free a moment before it listens: a start that another process beat
// to it (EADDRINUSE) is tried again on a new port. Stood in for by a script that reports its port
// taken, as a role app does, on its first `failures` starts, then serves /healthz.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'role-process-'));
t.teardown(() => fs.rmSync(dir, { recursive: true, force: true }));

function fakeApp(failures: number, message = 'listen EADDRINUSE: address already in use'): { main: string; starts: () => string[] } {
  const log = path.join(dir, `starts-${Math.random().toString(36).slice(2)}.log`);
  const main = path.join(dir, `app-${path.basename(log, '.log')}.js`);
  fs.writeFileSync(
    main,
    `const fs = require('node:fs');
const port = process.env.GLEANER_PORT;
fs.appendFileSync(${JSON.stringify(log)}, port + '\\n');
if (fs.readFileSync(${JSON.stringify(log)}, 'utf8').trim().split('\\n').length <= ${failures}) {
  console.error('gleaner test: could not start: Error: ${message} 127.0.0.1:' + port);
  process.exit(1);
}
require('node:http').createServer((req, res) => res.end('ok')).listen(Number(port), '127.0.0.1');
`,
  );
  return { main, starts: () => fs.readFileSync(log, 'utf8').trim().split('\n') };
}

t.test('a start whose port was taken meanwhile is tried again on another port', async (t) => {
  const { main, starts } = fakeApp(2);
  const app = await spawnRoleApp(main, {}, 10_000);
  t.teardown(() => app.stop('SIGKILL'));
  t.equal(starts().length, 3, 'started three times');
  t.equal(new Set(starts()).size, 3, 'each on a port of its own');
  t.equal(app.url, `http://127.0.0.1:${starts()[2]}`, 'the URL is the port it listens on');
  t.equal((await fetch(`${app.url}/healthz`)).status, 200);
});

t.test('other start failures are not tried again', async (t) => {
  const { main, starts } = fakeApp(1, 'GLEANER_MONGODB_URI is not a MongoDB URI');
  await t.rejects(spawnRoleApp(main, {}, 10_000), /exited before answering: .*not a MongoDB URI/);
  t.equal(starts().length, 1, 'started once');
});

t.test('five taken ports in a row: the start fails', async (t) => {
  const { main, starts } = fakeApp(99);
  await t.rejects(spawnRoleApp(main, {}, 10_000), /EADDRINUSE/);
  t.equal(starts().length, 5, 'five tries');
});
