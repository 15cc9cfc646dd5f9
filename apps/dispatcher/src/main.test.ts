import t from 'tap';
import path from 'node:path';
import { spawnRoleApp } from '@gleaner/testkit';

// The dispatcher's process: its ops endpoints answer and SIGTERM stops it cleanly.
t.test('the dispatcher process serves /healthz and /readyz, and stops on SIGTERM', async (t) => {
  const p = await spawnRoleApp(path.join(__dirname, 'main.js'));
  t.teardown(() => p.stop('SIGKILL'));
  const ready = await fetch(`${p.url}/readyz`);
  t.equal(ready.status, 200);
  t.equal(((await ready.json()) as { status: string }).status, 'ready');
  const { code } = await p.stop('SIGTERM');
  t.equal(code, 0);
});
