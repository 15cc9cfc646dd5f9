import t from 'tap';
import path from 'node:path';
import { spawnRoleApp } from '@gleaner/testkit';

// The renderer's process: it starts Chromium, answers its ops endpoints, and SIGTERM closes the
// browser with it.
t.test('the renderer process serves /readyz and stops on SIGTERM with its browser', async (t) => {
  const p = await spawnRoleApp(path.join(__dirname, 'main.js'));
  t.teardown(() => p.stop('SIGKILL'));
  t.equal((await fetch(`${p.url}/readyz`)).status, 200);
  t.equal((await fetch(`${p.url}/metrics`)).status, 200);
  const { code } = await p.stop('SIGTERM');
  t.equal(code, 0);
});
