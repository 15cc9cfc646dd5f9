// gleaner_render_jobs_in_flight: a render process shows the jobs it is running (by kind) while it
// runs them, and none once they are done, failed or not.
import t from 'tap';
import { createMetrics, silentLogger } from '@gleaner/platform';
import { MemoryBus } from '@gleaner/bus';
import { RenderClient, startRenderWorker, type RenderJob } from './jobs.js';
import type { RenderRunners } from './runners.js';

const owner = { userId: 'usr_1', env: 'live' as const };
const payload = { url: 'http://127.0.0.1:9/', timeout: 1000, javascript: false, proxy: false, pages: 1 };

t.test('the in-flight gauge counts the jobs running in this process', async (t) => {
  const metrics = createMetrics({ defaults: false });
  const bus = new MemoryBus();
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const notHere = async (): Promise<never> => {
    throw new Error('boom');
  };
  const runners: RenderRunners = {
    scrape: async (job) => {
      await held;
      return { id: job.id, pages_scraped: 1 };
    },
    extract: notHere,
    pdf: notHere,
    screenshot: notHere,
    monitor_capture: notHere,
  };
  const worker = await startRenderWorker(bus, runners, { concurrency: 2, logger: silentLogger(), metrics });
  t.teardown(async () => {
    await worker.close();
    await bus.close();
  });
  const value = async () => (await metrics.renderJobsInFlight.get()).values.map((v) => [v.labels.kind, v.value]);
  const client = new RenderClient(bus);
  const job: RenderJob<'scrape'> = { kind: 'scrape', id: 'scr_1', owner, payload };
  const running = client.run(job, 5000);
  while ((await value()).length === 0) await new Promise((r) => setTimeout(r, 5));
  t.same(await value(), [['scrape', 1]], 'one scrape running');
  release();
  await running;
  t.same(await value(), [['scrape', 0]], 'none once it is done');
  await t.rejects(client.run({ ...job, id: 'pdf_1', kind: 'pdf' } as unknown as RenderJob<'pdf'>, 5000));
  t.same(await value(), [['scrape', 0], ['pdf', 0]], 'none after a failure');
  const totals = (await metrics.renderJobs.get()).values.map((v) => [v.labels.kind, v.labels.outcome, v.value]);
  t.same(totals, [['scrape', 'ok', 1], ['pdf', 'internal_error', 1]], 'gleaner_render_jobs_total: each job once, by outcome');
});
