import { BrowserPool } from '../pool.js';

// `node hold-pool.js`: starts a render pool, prints its browsers' pids (one JSON line) and waits
// to be killed. pool-orphan.test.ts kills it with SIGKILL and watches the browsers.

async function main(): Promise<void> {
  const pool = new BrowserPool({ concurrency: 1, queueLimit: 1, recycleAfter: 100 });
  await pool.start();
  process.stdout.write(JSON.stringify({ pids: await pool.browserPids() }) + '\n');
  setInterval(() => undefined, 60_000);
}

void main();
