import type { Test } from 'tap';
import { blackBoxCaller, type Answer } from './caller.js';
import type { BlackBoxTarget } from './checks.js';
import { waitFor } from '../wait-for.js';
import { startReceiver } from '../http/webhook-receiver.js';

// Black-box checks of webhook isolation (issue 32, item 1), for any topology (both run them:
// topology-checks.ts). Account X, with a test key (free), makes 40 schedule runs whose
// schedule.completed webhooks go to a receiver that never answers; account Y's run a moment later
// must be delivered at once, not after X's attempts time out (10 s each, 16 at a time per dispatcher:
// 9 to 30 s late without the per-account cap). Runs are scrapes without JavaScript: no browser.

const X_RUNS = 40;
/** X's runs are made this many at a time; runs of one schedule started at once may answer 503 (try again). */
const X_LANES = 5;
/** Far above a delivery's latency on either topology, far below the default 10 s attempt timeout. */
const PROMPT_MS = 5000;

export async function runHardeningWebhooksChecks(t: Test, target: BlackBoxTarget): Promise<void> {
  const call = blackBoxCaller(target.baseUrl);
  const status = (t: Test, a: Answer, expected: number, what: string) => t.equal(a.status, expected, a.status === expected ? what : `${what}: ${JSON.stringify(a.body).slice(0, 300)}`);
  const account = async (name: string, credits: number) =>
    (await call('POST', '/v1/admin/users', { key: target.adminToken, body: { email: `${name}-${process.pid}-${Date.now()}@example.com`, name, plan: 'pro', credits } })).body.data;
  const hang = await startReceiver(() => 'hang');
  const answers = await startReceiver();
  t.teardown(async () => {
    await hang.close(); // X's attempts in flight end now (reset), not at their timeout
    await answers.close();
  });
  const schedule = async (key: string, webhookUrl: string) =>
    call('POST', '/v1/schedules', { key, body: { name: 'hook', type: 'scrape', url: `${target.siteUrl}/product`, frequency: 'daily', config: { javascript: false }, webhook_url: webhookUrl } });

  await t.test("one account's receivers that hang do not delay another account's webhook", async (t) => {
    const x = (await account('hooks-x', 0)).test_api_key as string;
    const y = (await account('hooks-y', 5)).api_key as string;
    const xs = await schedule(x, hang.url);
    status(t, xs, 201, "X's schedule (test key)");
    const ys = await schedule(y, answers.url);
    status(t, ys, 201, "Y's schedule");

    const runX = async (): Promise<Answer> => {
      for (let tries = 1; ; tries++) {
        const a = await call('POST', `/v1/schedules/${xs.body.data.id}/run`, { key: x });
        if (a.status !== 503 || tries === 10) return a;
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    };
    const runs: Answer[] = [];
    let started = 0;
    await Promise.all(Array.from({ length: X_LANES }, async () => {
      while (started++ < X_RUNS) runs.push(await runX());
    }));
    t.equal(runs.filter((r) => r.status === 200).length, X_RUNS, `X's ${X_RUNS} runs made (answers: ${[...new Set(runs.map((r) => r.status))].join(', ')})`);
    await waitFor("X's webhooks hanging", async () => (hang.hits.length > 0 ? true : undefined), 30_000, 50);
    await new Promise((resolve) => setTimeout(resolve, 1000)); // every slot X may take, taken
    t.comment(`X's attempts so far (each hangs until its timeout): ${hang.hits.length}`);

    const run = await call('POST', `/v1/schedules/${ys.body.data.id}/run`, { key: y });
    status(t, run, 200, "Y's run");
    const answered = Date.now();
    const hit = await waitFor("Y's schedule.completed webhook", async () => answers.hits[0], 45_000, 20);
    const latency = Date.now() - answered;
    t.ok(latency < PROMPT_MS, `Y's webhook arrived ${latency} ms after its run answered (X's hang for 10 s each)`);
    t.match(JSON.parse(hit.body.toString('utf8')), { event: 'schedule.completed', run_id: run.body.data.id });
  });
}
