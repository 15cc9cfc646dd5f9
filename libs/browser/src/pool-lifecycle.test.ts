// Browsers are replaced after N jobs and after a crash, without failing the jobs around them.
import t from 'tap';
import { startRig } from './test-helpers.js';

async function until(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const stop = Date.now() + ms;
  while (Date.now() < stop) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

t.test('recycles after N jobs while another job is running', async (t) => {
  const rig = await startRig({ concurrency: 2, recycleAfter: 3 });
  t.teardown(rig.close);
  const { pool, site } = rig;
  const [firstPid] = await pool.browserPids();
  const slow = pool.scrape({ url: `${site.url}/slow?delay=4000`, timeoutMs: 30_000 });
  for (let i = 0; i < 3; i++) {
    const r = await pool.scrape({ url: `${site.url}/simple?i=${i}`, timeoutMs: 10_000 });
    t.match(r.pages[0].text, new RegExp(`Simple page ${i}`));
  }
  // The replacement launches in the background (slow on a busy machine); jobs keep flowing meanwhile.
  t.ok(await until(() => pool.stats().recycled >= 1, 20_000), `recycled ${pool.stats().recycled}`);
  for (let i = 3; i < 5; i++) {
    const r = await pool.scrape({ url: `${site.url}/simple?i=${i}`, timeoutMs: 10_000 });
    t.match(r.pages[0].text, new RegExp(`Simple page ${i}`), 'served by the new browser');
  }
  const s = await slow;
  t.match(s.pages[0].text, /Slow page/, 'the job running during the recycle finished');
  t.ok(await until(async () => !(await pool.browserPids()).includes(firstPid), 10_000), 'the first browser is closed once idle');
});

// Under load the kill often lands while the workers are still opening their tabs (not during a
// navigation): this once hung a worker in puppeteer's newPage() (docs/notes/browser.md).
t.test('a killed browser fails no job, and later jobs work', async (t) => {
  const rig = await startRig({ concurrency: 2 });
  t.teardown(rig.close);
  const { pool, site } = rig;
  const inflight = [
    pool.scrape({ url: `${site.url}/slow?delay=1500`, timeoutMs: 20_000 }),
    pool.scrape({ url: `${site.url}/slow?delay=1500`, timeoutMs: 20_000 }),
  ];
  await new Promise((r) => setTimeout(r, 500));
  const pids = await pool.browserPids();
  t.equal(pids.length, 1);
  process.kill(pids[0], 'SIGKILL');
  const results = await Promise.all(inflight);
  for (const r of results) t.match(r.pages[0].text, /Slow page/, 'retried on a new browser');
  const later = await pool.scrape({ url: `${site.url}/product`, timeoutMs: 10_000 });
  t.match(later.pages[0].text, /Fixture Kettle/);
  t.ok(pool.stats().crashed >= 1);
  t.notOk((await pool.browserPids()).includes(pids[0]));
});
