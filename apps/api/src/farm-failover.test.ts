import t from 'tap';
import { apiClient, startFarm, startFixtureSite, type RoleApp } from '@gleaner/testkit';

// A render process killed mid-job (SIGKILL: no hand-back, no commit) over HTTP: an API process and
// two render processes. The job the dead one held was never committed, so when the group drops the
// dead member (after the session timeout, GLEANER_KAFKA_SESSION_TIMEOUT_MS; 6 s here) its partition
// goes to the survivor, which takes the job again from the last commit and completes it within the
// request's deadline. The user is charged once and one record is stored. docs/architecture.md
// ("Kafka bus") has the trade-off of the session timeout.

const PAGE_DELAY_MS = 6000; // the page answers after this: the job is surely in flight when it dies

/** gleaner_render_jobs_in_flight{kind="scrape"} of a render process, from its /metrics. */
async function scrapesInFlight(app: RoleApp): Promise<number> {
  const text = await fetch(`${app.url}/metrics`).then((r) => r.text(), () => '');
  const line = text.split('\n').find((l) => l.startsWith('gleaner_render_jobs_in_flight{kind="scrape"}'));
  return line ? Number(line.split(' ').pop()) : 0;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

t.test('a render process killed mid-job: the other completes it in time, charged once, stored once', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const farm = await startFarm({ apis: 1, renderers: 2 });
  t.teardown(() => farm.stop());
  const api = apiClient(farm.apis[0].url);
  const { key } = await api.createUser(farm.adminToken, { email: 'failover@example.com', credits: 5 });

  const url = `${site.url}/slow?delay=${PAGE_DELAY_MS}`;
  const sent = Date.now();
  const answer = api.call('POST', '/v1/content/scrape', { key, body: { url } });

  // The render process holding the job: the one whose in-flight gauge shows it, once the page is asked for.
  let busy: RoleApp | undefined;
  while (!busy && Date.now() - sent < 60_000) {
    if (site.hits('/slow') > 0) {
      const counts = await Promise.all(farm.renderers.map(scrapesInFlight));
      busy = farm.renderers[counts.indexOf(1)];
    }
    if (!busy) await wait(50);
  }
  if (!busy) throw new Error('no render process took the job');
  const survivor = farm.renderers.find((r) => r !== busy)!;
  t.equal(await scrapesInFlight(survivor), 0, 'the other render process is idle');
  const exited = new Promise((resolve) => busy!.child.once('exit', resolve));
  busy.child.kill('SIGKILL');
  await exited;
  const killed = Date.now();
  t.comment(`killed the render process holding the job ${killed - sent} ms after the request`);

  // Redelivery: the survivor asks for the page again.
  while (site.hits('/slow') < 2 && Date.now() - killed < 60_000) await wait(50);
  t.equal(site.hits('/slow'), 2, 'the survivor loaded the page again');
  t.comment(`redelivered ${Date.now() - killed} ms after the kill (session timeout ${farm.env.GLEANER_KAFKA_SESSION_TIMEOUT_MS} ms)`);

  const done = await answer;
  t.equal(done.status, 200, `the scrape completed (${done.status} ${JSON.stringify(done.body).slice(0, 200)})`);
  t.comment(`answered ${done.ms} ms after it was sent (its deadline: 45 s, the default 30 s page timeout and the margins)`);
  t.match(done.body?.data?.raw_html, /Slow page/, 'with the page');
  t.equal(done.body?.credits_used, 1, 'charged one credit');
  t.equal(done.body?.credits_remaining, 4, 'once');
  const profile = await api.call('GET', '/v1/user/profile', { key });
  t.equal(profile.body?.data?.credits?.balance, 4, 'the balance shows one charge');
  const list = await api.call('GET', '/v1/content/data', { key });
  t.equal(list.status, 200);
  t.same(list.body?.data?.map((r: { id: string }) => r.id), [done.body?.data?.id], 'exactly one record stored, the one answered');
  t.equal(list.body?.pagination?.total, 1);
  t.equal(await scrapesInFlight(survivor), 0, 'nothing left running');
});
