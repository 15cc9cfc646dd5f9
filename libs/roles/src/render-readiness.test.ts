import t from 'tap';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startRoleProcess } from './process.js';
import { startRenderRole, type RenderRole } from './render.js';

// A render process's /readyz says whether its browser is up: 503 naming why while Chromium is not
// launched yet or has exited, 200 once it is up. A probe that finds it down starts one, so a process
// whose Chromium died while idle becomes ready again without waiting for a job.

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

t.test('a render process is ready only while its browser is up', async (t) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-ready-'));
  Object.assign(process.env, { GLEANER_PORT: '0', GLEANER_HOST: '127.0.0.1', GLEANER_DATA_DIR: dataDir, GLEANER_LOG_LEVEL: 'silent' });
  // Chromium is not launched at start here, so the first probe finds it not launched yet.
  const running = await startRoleProcess('render', (config, ports) => startRenderRole(config, ports, { warmBrowser: false }));
  t.teardown(async () => {
    await running.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const pool = (running.role as RenderRole).pool;
  const readyz = async () => {
    const res = await fetch(`http://127.0.0.1:${running.ops!.port}/readyz`);
    return { status: res.status, body: (await res.json()) as { status: string; checks: Record<string, string> } };
  };

  const first = await readyz();
  t.equal(first.status, 503, 'not ready before Chromium is up');
  t.match(first.body.checks, { store: 'ok', bus: 'ok', files: 'ok', browser: /^failing: Chromium is not launched yet/ }, 'the browser named as the reason');

  await until('ready after the probe launched Chromium', async () => ((await readyz()).status === 200 ? true : undefined));
  t.same((await readyz()).body.checks.browser, 'ok');

  const pids = await pool.browserPids();
  t.equal(pids.length, 1, 'one browser');
  process.kill(pids[0], 'SIGKILL');
  const down = await until('not ready once Chromium is killed', async () => {
    const r = await readyz();
    return r.status === 503 ? r : undefined;
  });
  t.match(down.body.checks.browser, /^failing: Chromium exited/, 'says the browser exited');

  await until('ready again with a new browser', async () => ((await readyz()).status === 200 ? true : undefined));
  const [relaunched] = await pool.browserPids();
  t.ok(relaunched && relaunched !== pids[0], 'a new Chromium, started by the probe (no job ran)');
  t.equal(pool.stats().pagesServed, 0);
});
