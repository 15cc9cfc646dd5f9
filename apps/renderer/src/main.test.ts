import t from 'tap';
import path from 'node:path';
import { spawnRoleApp, waitFor } from '@gleaner/testkit';

// The renderer's process: it starts Chromium, answers its ops endpoints, and SIGTERM closes the
// browser with it.
t.test('the renderer process serves /readyz and stops on SIGTERM with its browser', async (t) => {
  const p = await spawnRoleApp(path.join(__dirname, 'main.js'));
  t.teardown(() => p.stop('SIGKILL'));
  // Ready once Chromium is up (launched at start; /readyz answers 503 naming the browser until then).
  const ready = await waitFor('the renderer ready', async () => ((await fetch(`${p.url}/readyz`)).status === 200 ? true : undefined), 60_000);
  t.ok(ready);
  t.equal((await fetch(`${p.url}/metrics`)).status, 200);
  const { code } = await p.stop('SIGTERM');
  t.equal(code, 0);
});
