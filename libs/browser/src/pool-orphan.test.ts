import t from 'tap';
import { spawn } from 'node:child_process';
import path from 'node:path';

// A Gleaner process killed outright (SIGKILL, the OOM killer) must not leave its Chromium running:
// nothing would ever close it, and each restart would add one more.

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

t.test('Chromium quits when the process that launched it is killed with SIGKILL', async (t) => {
  const child = spawn(process.execPath, [path.join(__dirname, 'testing', 'hold-pool.js')], { stdio: ['ignore', 'pipe', 'inherit'] });
  const pids = await new Promise<number[]>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('\n')) resolve((JSON.parse(out) as { pids: number[] }).pids);
    });
    child.once('exit', (code) => reject(new Error(`hold-pool exited ${code}: ${out}`)));
  });
  t.teardown(() => pids.filter(alive).forEach((pid) => process.kill(pid, 'SIGKILL')));
  t.ok(pids.length > 0 && pids.every(alive), `its browser runs (${pids.join(', ')})`);
  child.kill('SIGKILL');
  const until = Date.now() + 10_000;
  while (pids.some(alive) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  t.same(pids.filter(alive), [], 'no browser outlives it');
});
