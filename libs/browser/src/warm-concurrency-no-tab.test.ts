// A browser that cannot open a tab (out of memory, targets refused) must fail the job, not the
// process: puppeteer-cluster throws out of its work loop after ten failed jobInstance calls, an
// unhandled rejection that ended the API in a capacity run with four render slots.
import { EventEmitter } from 'node:events';
import t from 'tap';
import { Cluster } from 'puppeteer-cluster';
import type { Page } from 'puppeteer-core';
import { tabUnavailable, warmPageConcurrency } from './warm-concurrency.js';

/** a launched browser that is up but refuses every new context */
function refusingPuppeteer(tally: { contexts: number }) {
  return {
    launch: async () =>
      Object.assign(new EventEmitter(), {
        connected: true,
        process: () => null,
        close: async () => undefined,
        createBrowserContext: async () => {
          tally.contexts += 1;
          throw new Error('Target.createBrowserContext refused');
        },
      }),
  };
}

t.test('a job that gets no tab fails on its own; the process and the worker stay', async (t) => {
  const unhandled: unknown[] = [];
  const onUnhandled = (err: unknown) => void unhandled.push(err);
  process.on('unhandledRejection', onUnhandled);
  t.teardown(() => void process.off('unhandledRejection', onUnhandled));

  const tally = { contexts: 0 };
  const cluster = await Cluster.launch({
    concurrency: warmPageConcurrency({ recycleAfter: 100 }),
    puppeteer: refusingPuppeteer(tally),
    maxConcurrency: 1,
    retryLimit: 0,
  });
  t.teardown(() => cluster.close());
  const task = async ({ page }: { page: Page }) => {
    const cause = tabUnavailable(page);
    if (cause !== undefined) throw new Error(`no tab: ${(cause as Error).message}`);
    return 'ran';
  };
  for (const n of [1, 2]) {
    const outcome = await Promise.race([
      cluster.execute(null, task).then(String, (err: Error) => err.message),
      new Promise((r) => setTimeout(() => r('never settled'), 10_000)),
    ]);
    t.match(outcome, /^no tab: Target.createBrowserContext refused/, `job ${n} fails with the reason`);
  }
  t.equal(tally.contexts, 6, 'three attempts a job, then the job is failed (not ten, then the process)');
  await new Promise((r) => setTimeout(r, 50));
  t.same(unhandled, [], 'nothing thrown out of the cluster');
});
