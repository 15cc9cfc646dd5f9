import type { Test } from 'tap';
import { blackBoxCaller } from './caller.js';
import type { BlackBoxTarget } from './checks.js';

// Black-box checks of the per-key limits, for any topology: a key's requests per minute and its
// render operations in flight are the key's whatever process answers (on the farm the proxy sends
// consecutive requests to different API processes, so a count kept per process would let more
// through). The target must run with LIMIT_PLANS as its GLEANER_PLANS_FILE.

/** The built-in plans (the other checks use pro), `tight` and `capped`, whose limits a test can reach. */
export const LIMIT_PLANS = [
  { name: 'free', credits_included: 100, requests_per_minute: 60, renders_in_flight: 2 },
  { name: 'starter', credits_included: 5000, requests_per_minute: 300, renders_in_flight: 5 },
  { name: 'pro', credits_included: 50000, requests_per_minute: 600, renders_in_flight: 10 },
  { name: 'tight', credits_included: 20, requests_per_minute: 12, renders_in_flight: 2 },
  // Caps a check can reach (hardening-caps-checks.ts); the others get the plans file's defaults.
  { name: 'capped', credits_included: 20, requests_per_minute: 600, renders_in_flight: 2, max_monitors: 2, max_schedules: 2, max_alert_channels: 3, test_keys: { max_monitors: 1, max_schedules: 1, max_alert_channels: 1 } },
];
const PER_MINUTE = 12;
const IN_FLIGHT = 2;

export async function runLimitChecks(t: Test, target: BlackBoxTarget): Promise<void> {
  const call = blackBoxCaller(target.baseUrl);
  const run = `${process.pid}-${Date.now()}`;
  const newKey = async (name: string): Promise<string> => {
    const a = await call('POST', '/v1/admin/users', { key: target.adminToken, body: { email: `limits-${name}-${run}@example.com`, name, plan: 'tight' } });
    if (a.status !== 201) throw new Error(`could not create a user: ${a.status} ${JSON.stringify(a.body)}`);
    return a.body.data.api_key as string;
  };

  await t.test(`requests per minute: ${PER_MINUTE} of 20 concurrent requests pass, the rest are 429`, async (t) => {
    const key = await newKey('rate');
    // The burst must fall in one window: if this one ends soon, start in the next.
    const first = await call('GET', '/v1/user/profile', { key });
    t.equal(first.status, 200);
    const reset = Number(first.headers.get('x-ratelimit-reset'));
    const burst = async (n: number) => Promise.all(Array.from({ length: n }, () => call('GET', '/v1/user/profile', { key })));
    let answers = reset > 8 ? await burst(20) : undefined;
    let used = 1;
    if (!answers) {
      await new Promise((resolve) => setTimeout(resolve, reset * 1000 + 300));
      answers = await burst(20);
      used = 0;
    }
    const passed = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 429);
    t.equal(passed.length, PER_MINUTE - used, 'exactly the plan minus what was already used');
    t.equal(refused.length, 20 - passed.length, 'the rest are refused');
    t.ok(refused.every((a) => a.body.error.code === 'rate_limit_exceeded' && Number(a.headers.get('retry-after')) >= 1), 'as rate_limit_exceeded with Retry-After');
    t.same(passed.map((a) => Number(a.headers.get('x-ratelimit-remaining'))).sort((x, y) => x - y), Array.from({ length: passed.length }, (_, i) => i), 'each saw its own place in the window');
  });

  await t.test(`render operations in flight: ${IN_FLIGHT} of 5 concurrent slow scrapes run, the rest are 429`, async (t) => {
    const key = await newKey('slots');
    const scrape = () => call('POST', '/v1/content/scrape', { key, body: { url: `${target.siteUrl}/slow?delay=3000&run=${Math.random()}` } });
    const answers = await Promise.all(Array.from({ length: 5 }, scrape));
    const ran = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 429);
    t.equal(ran.length, IN_FLIGHT, 'exactly the plan ran');
    t.equal(refused.length, 5 - IN_FLIGHT, 'the rest are refused');
    t.ok(refused.every((a) => a.body.error.code === 'concurrent_limit_exceeded' && a.headers.get('retry-after') === '1'), 'as concurrent_limit_exceeded with Retry-After: 1');
    const after = await call('POST', '/v1/content/scrape', { key, body: { url: `${target.siteUrl}/slow?delay=10` } });
    t.equal(after.status, 200, 'the slots were given back with the answers');
    const profile = await call('GET', '/v1/user/profile', { key });
    t.equal(profile.body.data.credits.balance, 20 - IN_FLIGHT - 1, 'only the scrapes that ran were charged');
  });
}
