import type { Test } from 'tap';
import { blackBoxCaller, type Answer } from './caller.js';
import type { BlackBoxTarget } from './checks.js';

// Black-box checks of the account caches, for any topology: a key revoked or regenerated through
// one API process is refused on every API process from the change's answer on (the spec: "old key
// invalid at once"), whatever each had cached, and the answer comes within 2 s; a balance changed
// through one shows there at the next request and on every other within BALANCE_BOUND_MS (docs/api.md,
// "Credits"), then stays. On the farm the change is made on the first API process and checked on each of
// the others directly (not through the proxy); the embedded server is its own other process.

/** How long each change is watched after its answer. */
const WATCH_MS = 1500;
/** A balance changed on one API process shows on the others within this (the caches' TTL is 10 s: only the announcement meets it). */
const BALANCE_BOUND_MS = 2000;

export interface CachesTarget extends BlackBoxTarget {
  /** Every API process's own origin (the farm's apis[i].url); the first is where changes are made. Default: [baseUrl]. */
  apiUrls?: string[];
}

interface Seen {
  afterMs: number;
  answer: Answer;
}

/** Sends `request` every 50 ms for WATCH_MS after `since` (Date.now() when the change was answered). */
async function watch(since: number, request: () => Promise<Answer>): Promise<Seen[]> {
  const seen: Seen[] = [];
  while (Date.now() - since < WATCH_MS) {
    const afterMs = Date.now() - since;
    seen.push({ afterMs, answer: await request() });
    await new Promise((r) => setTimeout(r, 50));
  }
  return seen;
}

/** Every answer to a request sent after the change's answer shows the change. */
function holds(t: Test, seen: Seen[], shows: (a: Answer) => boolean, what: string): void {
  const wrong = seen.filter((s) => !shows(s.answer));
  t.ok(seen.length > 0 && wrong.length === 0, `${what}: every request sent after the change's answer sees it (${wrong.length} of ${seen.length} did not${wrong[0] ? `, the first sent ${wrong[0].afterMs} ms after: ${wrong[0].answer.status} ${JSON.stringify(wrong[0].answer.body).slice(0, 120)}` : ''})`);
}

/** The change's answer, timed. */
async function timed(t: Test, change: () => Promise<Answer>): Promise<Answer> {
  const start = Date.now();
  const answer = await change();
  const ms = Date.now() - start;
  t.pass(`answered in ${ms} ms (it waits until every API process is in step: 1.5 s on the farm)`);
  return answer;
}

export async function runHardeningCachesChecks(t: Test, target: CachesTarget): Promise<void> {
  const apis = target.apiUrls?.length ? target.apiUrls : [target.baseUrl];
  const [first] = apis;
  const others = apis.length > 1 ? apis.slice(1) : apis;
  const admin = blackBoxCaller(first);
  const run = `${process.pid}-${Date.now()}`;
  let n = 0;
  const newUser = async () => {
    const a = await admin('POST', '/v1/admin/users', { key: target.adminToken, body: { email: `caches-${++n}-${run}@example.com`, name: 'Caches', plan: 'pro', credits: 10 } });
    if (a.status !== 201) throw new Error(`could not create a user: ${a.status} ${JSON.stringify(a.body)}`);
    return { id: a.body.data.user.id as string, key: a.body.data.api_key as string };
  };
  /** Uses the key on every process a few times, so each has it cached (where it caches). */
  const warm = async (key: string) => {
    for (const api of apis) {
      for (let i = 0; i < 5; i++) {
        const a = await blackBoxCaller(api)('GET', '/v1/user/profile', { key });
        if (a.status !== 200) throw new Error(`the key does not work on ${api}: ${a.status}`);
      }
    }
  };

  await t.test('a key revoked on one API process is refused on every other from the answer on', async (t) => {
    const user = await newUser();
    await warm(user.key);
    const revoked = await timed(t, () => admin('POST', `/v1/admin/users/${user.id}/revoke-key`, { key: target.adminToken }));
    t.equal(revoked.status, 200);
    const since = Date.now();
    for (const api of others) {
      const seen = await watch(since, () => blackBoxCaller(api)('GET', '/v1/user/profile', { key: user.key }));
      holds(t, seen, (a) => a.status === 401 && a.body?.error?.code === 'api_key_revoked', `on ${api}`);
    }
  });

  await t.test('a key regenerated on one API process: the old one answers api_key_expired on every other, the new one works, from the answer on', async (t) => {
    const user = await newUser();
    await warm(user.key);
    const regenerated = await timed(t, () => blackBoxCaller(first)('POST', '/v1/user/api-key/regenerate', { key: user.key, body: {} }));
    t.equal(regenerated.status, 200);
    const since = Date.now();
    const fresh = regenerated.body.data.api_key as string;
    for (const api of others) {
      t.equal((await blackBoxCaller(api)('GET', '/v1/user/profile', { key: fresh })).status, 200, `the new key works on ${api} at once`);
      const seen = await watch(since, () => blackBoxCaller(api)('GET', '/v1/user/profile', { key: user.key }));
      holds(t, seen, (a) => a.status === 401 && a.body?.error?.code === 'api_key_expired', `on ${api}`);
    }
  });

  await t.test('credits added on one API process show there at once and on every other within the stated bound', async (t) => {
    const user = await newUser();
    await warm(user.key);
    const added = await admin('POST', `/v1/admin/users/${user.id}/credits`, { key: target.adminToken, body: { amount: 7 } });
    t.equal(added.status, 200);
    t.equal(added.body.data.credits.balance, 17, 'the answer has the new balance');
    const since = Date.now();
    const here = await blackBoxCaller(first)('GET', '/v1/user/profile', { key: user.key });
    t.equal(here.body?.data?.credits?.balance, 17, `on ${first}, where it was made, the next request`);
    for (const api of others) {
      // Each process's cache was warm with 10: the change must arrive to show, and then stay.
      const seen: Seen[] = [];
      while (Date.now() - since < BALANCE_BOUND_MS + 500) {
        seen.push({ afterMs: Date.now() - since, answer: await blackBoxCaller(api)('GET', '/v1/user/profile', { key: user.key }) });
        await new Promise((r) => setTimeout(r, 50));
      }
      const balanceOf = (s: Seen) => s.answer.body?.data?.credits?.balance as number | undefined;
      const firstNew = seen.findIndex((s) => balanceOf(s) === 17);
      t.ok(firstNew >= 0 && seen[firstNew].afterMs <= BALANCE_BOUND_MS, `on ${api}: shown ${firstNew >= 0 ? `${seen[firstNew].afterMs} ms after the answer` : 'never'} (bound ${BALANCE_BOUND_MS} ms)`);
      t.ok(firstNew >= 0 && seen.slice(firstNew).every((s) => balanceOf(s) === 17), `on ${api}: and every later answer shows it`);
      t.ok(seen.slice(0, Math.max(0, firstNew)).every((s) => balanceOf(s) === 10), `on ${api}: before it, the old balance, never anything else`);
    }
  });
}
