import t, { type Test } from 'tap';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiClient, startFarm, startFixtureSite, type ApiAnswer, type Farm, type FixtureSite } from '@gleaner/testkit';

// The farm when a backend goes away and comes back, over HTTP: an API process and a render process
// (and the scheduler and dispatcher) over the stand-ins. While Kafka or MongoDB is down, a scrape
// answers 503 service_unavailable with Retry-After in bounded time (never hangs, never 500) and
// charges nothing, and the API's /readyz answers 503 naming the backend; once it is back, the same
// processes serve again, none restarted. Kafka comes back on the same addresses with its data
// (the stand-in's down()/up()); MongoDB is restarted on its port with its data (kept in a file).

const BOUND_MS = 20_000; // an outage is answered within this (MongoDB's server selection takes 5 s)
const RECOVER_MS = 90_000; // the farm serves again within this after the backend is back

let farm: Farm;
let site: FixtureSite;
let key: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gleaner-outage-'));
const api = () => apiClient(farm.apis[0].url);

t.before(async () => {
  site = await startFixtureSite();
  farm = await startFarm({ apis: 1, renderers: 1, dataDir });
  key = (await api().createUser(farm.adminToken, { email: 'outage@example.com', credits: 20 })).key;
});
t.teardown(async () => {
  await farm?.stop();
  await site?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let pages = 0;
const scrape = (timeoutMs = 60_000) => api().call('POST', '/v1/content/scrape', { key, body: { url: `${site.url}/simple?n=${++pages}` }, timeoutMs });
const credits = async () => (await api().call('GET', '/v1/user/profile', { key })).body?.data?.credits?.balance as number;
/** gleaner_account_cache_live of the API process (NaN when /metrics does not answer). */
const cacheLive = async () => Number(/^gleaner_account_cache_live (\S+)$/m.exec(await fetch(`${farm.apis[0].url}/metrics`).then((r) => r.text(), () => ''))?.[1]);
async function untilCacheLive(t: Test, value: number, ms: number): Promise<boolean> {
  const start = Date.now();
  while (Date.now() - start < ms) {
    if ((await cacheLive()) === value) {
      t.comment(`gleaner_account_cache_live ${value} after ${Date.now() - start} ms (of ${ms})`);
      return true;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}
const show = (a: ApiAnswer) => `${a.status} ${JSON.stringify(a.body).slice(0, 200)}`;

/** Retries `scrape` until it answers 200; the time it took from now. */
async function untilServing(t: Test): Promise<number> {
  const back = Date.now();
  let last: ApiAnswer | undefined;
  while (Date.now() - back < RECOVER_MS) {
    last = await scrape(30_000).catch(() => undefined);
    if (last?.status === 200) return Date.now() - back;
    t.comment(`not yet: ${last ? show(last) : 'no answer'}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
  t.fail(`not serving ${RECOVER_MS} ms after the backend came back: ${last ? show(last) : 'no answer'}`);
  return Date.now() - back;
}

/** A scrape during an outage: 503 service_unavailable with Retry-After, in bounded time. */
async function refused(t: Test, what: string): Promise<void> {
  const answer = await scrape();
  t.equal(answer.status, 503, `${what}: 503 (${show(answer)})`);
  t.equal(answer.body?.error?.code, 'service_unavailable', `${what}: service_unavailable`);
  t.ok(Number(answer.headers.get('retry-after')) >= 1, `${what}: with Retry-After`);
  t.ok(answer.ms < BOUND_MS, `${what}: answered in ${answer.ms} ms`);
}

t.test('Kafka down: 503 naming the bus, nothing charged; back up: served again, no process restarted', async (t) => {
  const first = await scrape();
  t.equal(first.status, 200, `a scrape before the outage (${show(first)})`);
  const before = await credits();
  t.ok(await untilCacheLive(t, 1, 10_000), 'gleaner_account_cache_live is 1: the account caches are in force');

  await farm.kafka.down();
  const down = Date.now();
  const ready = await api().call('GET', '/readyz');
  t.equal(ready.status, 503, 'the API is not ready');
  t.match(ready.body?.checks?.bus, /^failing: /, `readiness names the bus (${ready.body?.checks?.bus})`);
  t.equal(ready.body?.checks?.store, 'ok', 'the store is fine');
  await refused(t, 'a scrape');
  await refused(t, 'another scrape');
  t.equal(await credits(), before, 'nothing charged for the refused scrapes');
  t.comment(`outage noticed: /readyz and two scrapes answered ${Date.now() - down} ms after the brokers went down`);
  t.ok(await untilCacheLive(t, 0, 5_000), 'gleaner_account_cache_live is 0: no heartbeat comes back, every request reads the store');

  await farm.kafka.up();
  const ms = await untilServing(t);
  t.comment(`served again ${ms} ms after the brokers came back`);
  t.equal((await api().call('GET', '/readyz')).status, 200, 'ready again');
  // Trusted again once the account-changes group has joined again and a heartbeat came back: a
  // rebalance on the Kafka stand-in takes about its 6 s session timeout, up to twice that (4.6 s of
  // the 10 s this waited before, at load 21).
  t.ok(await untilCacheLive(t, 1, 30_000), 'gleaner_account_cache_live is 1 again');
  t.equal(await credits(), before - 1, 'the scrape that worked was charged once');
  t.equal(farm.apis[0].child.exitCode, null, 'the API process was not restarted');
  t.equal(farm.renderers[0].child.exitCode, null, 'the render process was not restarted');
});

t.test('MongoDB down: 503 naming the store; back: served again, no process restarted', async (t) => {
  const before = await credits();
  await farm.mongo.stop();
  const down = Date.now();
  const ready = await api().call('GET', '/readyz');
  t.equal(ready.status, 503, 'the API is not ready');
  t.match(ready.body?.checks?.store, /^failing: /, `readiness names the store (${ready.body?.checks?.store})`);
  t.equal(ready.body?.checks?.bus, 'ok', 'the bus is fine');
  await refused(t, 'a scrape');
  const profile = await api().call('GET', '/v1/user/profile', { key });
  t.equal(profile.status, 503, `the profile: 503 (${show(profile)})`);
  t.notMatch(JSON.stringify(profile.body), /mongodb:\/\//, 'the answer does not say where the store is');
  t.comment(`outage noticed: /readyz, a scrape and the profile answered ${Date.now() - down} ms after MongoDB went down`);

  await farm.mongo.restart();
  const ms = await untilServing(t);
  t.comment(`served again ${ms} ms after MongoDB came back`);
  t.equal((await api().call('GET', '/readyz')).status, 200, 'ready again');
  t.equal(await credits(), before - 1, 'the same user, its balance kept, charged once for the scrape that worked');
  t.equal(farm.apis[0].child.exitCode, null, 'the API process was not restarted');
  t.equal(farm.renderers[0].child.exitCode, null, 'the render process was not restarted');
});
