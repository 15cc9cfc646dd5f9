import type { Test } from 'tap';
import { blackBoxCaller } from './caller.js';
import type { BlackBoxTarget } from './checks.js';

// Black-box checks of issue 32, item 4, for any topology (both run them: topology-checks.ts): a
// page of the fixture site that redirects to a host that does not resolve fails as that URL asked
// directly would (400 url_not_accessible, nothing charged), whichever process renders it; a
// schedule run of it is a failed run. Before, each answered 200 with the guard's own text.

const GONE = 'http://gone.invalid/';

export async function runHardeningRedirectsChecks(t: Test, target: BlackBoxTarget): Promise<void> {
  const call = blackBoxCaller(target.baseUrl);
  const user = await call('POST', '/v1/admin/users', { key: target.adminToken, body: { email: `redirects-${process.pid}-${Date.now()}@example.com`, name: 'Redirects', plan: 'pro', credits: 10 } });
  const key: string = user.body.data.api_key;
  const balance = async () => (await call('GET', '/v1/user/profile', { key })).body.data.credits.balance as number;
  const url = `${target.siteUrl}/redirect/to?location=${encodeURIComponent(GONE)}`;

  await t.test('a redirect to a host that does not resolve: 400 url_not_accessible, not charged', async (t) => {
    const cases: [string, string, object][] = [
      ['scrape (javascript on)', '/v1/content/scrape', { url }],
      ['scrape (javascript off)', '/v1/content/scrape', { url, javascript: false }],
      ['pdf', '/v1/pdf/generate', { url }],
      ['screenshot', '/v1/screenshot/capture', { url }],
    ];
    const before = await balance();
    for (const [what, path, body] of cases) {
      const a = await call('POST', path, { key, body });
      t.equal(a.status, 400, `${what}: ${JSON.stringify(a.body).slice(0, 300)}`);
      t.equal(a.body.error?.code, 'url_not_accessible', what);
      t.match(a.body.error?.message, /gone\.invalid/, `${what}: names the host`);
    }
    t.equal(await balance(), before, 'nothing charged');
  });

  await t.test('a schedule run of it is a failed run, not charged', async (t) => {
    const created = await call('POST', '/v1/schedules', { key, body: { name: 'moving', frequency: 'daily', type: 'screenshot', url } });
    t.equal(created.status, 201, JSON.stringify(created.body).slice(0, 300));
    const before = await balance();
    const run = await call('POST', `/v1/schedules/${created.body.data.id}/run`, { key });
    t.equal(run.status, 200);
    t.match(run.body.data, { status: 'failed', credits_used: 0, error: { code: 'url_not_accessible' } }, JSON.stringify(run.body).slice(0, 300));
    t.equal(await balance(), before, 'nothing charged');
  });
}
