import t from 'tap';
import path from 'node:path';
import { runToExit, spawnRoleApp } from '@gleaner/testkit';

// The scheduler's process: its ops endpoints answer, SIGTERM stops it cleanly, a bad setting stops
// it with exit 2.
const MAIN = path.join(__dirname, 'main.js');

t.test('the scheduler process serves /healthz, /readyz and /metrics, and stops on SIGTERM', async (t) => {
  const p = await spawnRoleApp(MAIN);
  t.teardown(() => p.stop('SIGKILL'));
  const ready = await fetch(`${p.url}/readyz`);
  t.equal(ready.status, 200);
  t.same(await ready.json(), { status: 'ready', checks: { store: 'ok', bus: 'ok', files: 'ok' } });
  const metrics = await fetch(`${p.url}/metrics`);
  t.equal(metrics.status, 200);
  t.match(await metrics.text(), /process_cpu_seconds_total/);
  t.equal((await fetch(`${p.url}/nothing`)).status, 404);
  const { code, ms } = await p.stop('SIGTERM');
  t.equal(code, 0, `exited cleanly in ${ms} ms`);
  t.match(p.output(), /"role":"scheduler"/);
});

t.test('a bad setting stops it with exit code 2, naming the variable', async (t) => {
  const { code, output } = await runToExit(MAIN, { GLEANER_PORT: 'eighty' });
  t.equal(code, 2);
  t.match(output, /GLEANER_PORT/);
});
