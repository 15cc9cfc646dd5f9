import type { Test } from 'tap';
import type { Answer } from './caller.js';
import type { BlackBoxTarget } from './checks.js';
import { monitoringWorld } from './monitoring-world.js';
import { waitFor } from '../wait-for.js';
import { jsonPage } from '../fixture-site/mutable-site.js';

// Issue 32 item 5, on any topology: eight check-nows of one monitor fired at once after one change
// (on the farm they reach both API processes through the proxy) while the page holds its answer.
// Checks of a monitor run one at a time: the requests that find a check under way join it, so
// there is one change, one alert, and a credit per check actually run, not per request.

const STARTING_CREDITS = 20;
const REQUESTS = 8;

/** A page answer held until the test lets it go: the first check stays under way meanwhile. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

export async function runHardeningMonitorRacesChecks(t: Test, target: BlackBoxTarget): Promise<void> {
  const { call, status, key, hook, site, balance } = await monitoringWorld(t, target, 'Races', STARTING_CREDITS);

  await t.test(`${REQUESTS} check-nows at once after one change: one check's change, one alert, a credit per check run`, async (t) => {
    site.set('/stock', jsonPage({ item: 'lamp', stock: 5 }));
    // Daily: no scheduled check comes between (the farm runs on the real clock).
    const created = await call('POST', '/v1/monitoring', {
      key,
      body: { name: 'stock', url: `${site.url}/stock`, monitorType: 'api_response', checkInterval: 'daily', alertChannels: [{ type: 'webhook', webhookUrl: hook.url }] },
    });
    status(t, created, 201, 'created');
    const id = created.body.data.id as string;
    await waitFor('the baseline', async () => ((await call('GET', `/v1/monitoring/${id}/checks`, { key })).body.data?.length === 1 ? true : undefined), 60_000);
    t.equal(await balance(), STARTING_CREDITS - 1, 'the baseline: 1 credit');

    const held = gate();
    site.set('/stock', async () => {
      await held.opened;
      return jsonPage({ item: 'lamp', stock: 0 });
    });
    const answers = Promise.all(Array.from({ length: REQUESTS }, () => call('POST', `/v1/monitoring/${id}/check-now`, { key })));
    // The first check is reading the page; the other requests arrive while it is held.
    await waitFor('the first check to read the page', async () => (site.hits('/stock') >= 2 ? true : undefined), 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    held.open();
    const all = await answers;
    for (const a of all) status(t, a, 200, 'check-now');

    const byCheck = new Map<string, Answer[]>();
    for (const a of all) byCheck.set(a.body.data.id, [...(byCheck.get(a.body.data.id) ?? []), a]);
    t.ok(byCheck.size < REQUESTS, `requests joined a check under way (${byCheck.size} checks for ${REQUESTS} requests)`);
    for (const [checkId, group] of byCheck) {
      t.equal(group.filter((a) => a.body.credits_used === 1).length, 1, `check ${checkId}: charged to one request`);
      t.equal(group.filter((a) => a.body.credits_used === 0 && /^Joined the check already under way/.test(a.body.message)).length, group.length - 1, `check ${checkId}: the others joined it for nothing`);
    }
    const checks: any[] = (await call('GET', `/v1/monitoring/${id}/checks?limit=100`, { key })).body.data;
    t.equal(checks.length, 1 + byCheck.size, 'the baseline and the checks run');
    t.equal(checks.filter((c) => c.changeDetected).length, 1, 'one change');
    t.equal(all.filter((a) => a.body.data.changeDetected).length, all.filter((a) => a.body.data.id === checks.find((c) => c.changeDetected)?.id).length, 'every answer with a change is that check');
    t.equal(await balance(), STARTING_CREDITS - 1 - byCheck.size, 'a credit per check run');

    await waitFor('the alert', async () => hook.hits[0], 30_000);
    // A second alert would have been enqueued with its check: give its delivery time to show.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    t.equal(hook.hits.length, 1, 'one webhook post');
    t.equal((await call('GET', `/v1/monitoring/${id}/alerts`, { key })).body.pagination.total, 1, 'one alert recorded');
    status(t, await call('DELETE', `/v1/monitoring/${id}`, { key }), 200, 'deleted');
  });
}
