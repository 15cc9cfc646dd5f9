import type { Test } from 'tap';
import { blackBoxCaller } from './caller.js';
import type { BlackBoxTarget } from './checks.js';

// Black-box checks of the scrape path with fewer round trips (issue 30 item 3), for any topology: a
// render worker stores a job's record without reading for an earlier one first, publishes that go
// out together in one produce request (Kafka) and the render queue's bound read less often must
// still give every concurrent scrape its own answer, stored once, charged once. On the farm the burst
// spreads over the API processes, the render queue and its replies. The target runs with LIMIT_PLANS.

const BURST = 5; // the starter plan's render slots: none of them refused

export async function runHardeningSpeedChecks(t: Test, target: BlackBoxTarget): Promise<void> {
  const call = blackBoxCaller(target.baseUrl);
  const run = `${process.pid}-${Date.now()}`;
  const made = await call('POST', '/v1/admin/users', { key: target.adminToken, body: { email: `speed-${run}@example.com`, name: 'Speed', plan: 'starter', credits: 100 } });
  if (made.status !== 201) throw new Error(`could not create a user: ${made.status} ${JSON.stringify(made.body)}`);
  const key = made.body.data.api_key as string;

  await t.test(`${BURST} concurrent scrapes: each answered with its own page, stored once, charged once`, async (t) => {
    const urls = Array.from({ length: BURST }, (_, i) => `${target.siteUrl}/simple?speed=${run}-${i}`);
    const answers = await Promise.all(urls.map((url) => call('POST', '/v1/content/scrape', { key, body: { url } })));
    t.same(answers.map((a) => a.status), urls.map(() => 200), 'every scrape answered 200');
    t.same(answers.map((a) => a.body.data?.url), urls, 'each answer is its own request\'s page');
    t.equal(new Set(answers.map((a) => a.body.data?.id)).size, BURST, 'five records');
    for (const a of answers) {
      const stored = await call('GET', `/v1/content/data/${a.body.data.id}`, { key });
      t.equal(stored.status, 200);
      t.same({ url: stored.body.data?.url, raw_html: stored.body.data?.raw_html, pages_scraped: stored.body.data?.pages_scraped }, { url: a.body.data.url, raw_html: a.body.data.raw_html, pages_scraped: 1 }, 'the stored record is the one answered');
    }
    const list = await call('GET', '/v1/content/data?limit=50', { key });
    t.equal(list.body.pagination?.total, BURST, 'stored once each');
    const profile = await call('GET', '/v1/user/profile', { key });
    t.equal(profile.body.data?.credits?.balance, 100 - BURST, 'one credit a scrape, settled once');
  });
}
