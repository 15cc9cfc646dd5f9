import type { Test } from 'tap';
import { blackBoxCaller, type Answer } from './caller.js';
import type { BlackBoxTarget } from './checks.js';
import { waitFor } from '../wait-for.js';
import { htmlPage, startMutableSite } from '../fixture-site/mutable-site.js';

// Issue 32 item 9, on any topology (topology-checks.ts runs it on the embedded server and on the
// farm, where a proxy, several API processes, the scheduler and the renderers each take part):
// - a `*.localhost` name is loopback on every process, without DNS (RFC 6761). The targets allow
//   private networks (their fixture pages are on loopback), so such a URL reaches the page on
//   127.0.0.1: a monitor's checks and a one-off scrape read it. (Where private networks are not
//   allowed the same names are refused at creation: hardening.edges.test.ts.)
// - the change page shows the monitor's name of check time and answers only its own path: extra
//   leading segments are a 404;
// - the Authorization header is exactly `Bearer <key>` (the scheme in any case), through the proxy too.

export async function runHardeningEdgesChecks(t: Test, target: BlackBoxTarget): Promise<void> {
  const call = blackBoxCaller(target.baseUrl);
  const status = (t: Test, a: Answer, expected: number, what: string) => t.equal(a.status, expected, a.status === expected ? what : `${what}: ${JSON.stringify(a.body).slice(0, 300)}`);
  const user = await call('POST', '/v1/admin/users', { key: target.adminToken, body: { email: `edges-${process.pid}-${Date.now()}@example.com`, name: 'Edges', plan: 'pro', credits: 20 } });
  status(t, user, 201, 'a user');
  const key: string = user.body.data.api_key;
  const site = await startMutableSite();
  t.teardown(() => site.close());
  // The fixture site's port under a localhost name: no resolver on the machine needs to know it.
  const localhostSite = site.url.replace('127.0.0.1', 'edges.localhost');

  await t.test('a *.localhost name is loopback: a monitor on it is checked; its change page keeps its name and has its exact path', async (t) => {
    site.set('/page', htmlPage('Edges', '<main><p>Status: green</p></main>'));
    const created = await call('POST', '/v1/monitoring', { key, body: { name: 'Edges before', url: `${localhostSite}/page` } });
    status(t, created, 201, 'created');
    const id = created.body.data.id as string;
    const baseline = await waitFor('the baseline check', async () => (await call('GET', `/v1/monitoring/${id}/checks`, { key })).body.data?.[0], 60_000);
    t.match(baseline, { status: 'success' }, `the baseline read the page on loopback: ${JSON.stringify(baseline.error ?? null)}`);
    site.set('/page', htmlPage('Edges', '<main><p>Status: red</p></main>'));
    const now = await call('POST', `/v1/monitoring/${id}/check-now`, { key });
    status(t, now, 200, 'check-now');
    t.match(now.body.data, { status: 'success', changeDetected: true });
    const diffUrl = now.body.data.diffUrl as string;
    status(t, await call('PATCH', `/v1/monitoring/${id}`, { key, body: { name: 'Edges after' } }), 200, 'renamed after the change');
    const page = await fetch(diffUrl);
    t.equal(page.status, 200, 'the change page');
    const html = await page.text();
    t.match(html, /Status: red/);
    t.match(html, /<h1>Edges before<\/h1>/, 'the name of check time, not the new one');
    const link = new URL(diffUrl);
    const [checkId, token] = link.pathname.split('/').slice(-2);
    for (const path of [`/v1/changes/x/${checkId}/${token}`, `/v1/changes/${checkId}/${checkId}/${token}`, `/v1/changes/${checkId}/${token}/`]) {
      const res = await fetch(`${target.baseUrl}${path}`);
      t.equal(res.status, 404, `${path.replace(token, '<token>')}: 404`);
      t.notMatch(await res.text(), /Status: red/, 'nothing of the check');
    }
    status(t, await call('DELETE', `/v1/monitoring/${id}`, { key }), 200, 'deleted');
  });

  await t.test('a one-off scrape of a *.localhost URL reads the page on loopback', async (t) => {
    site.set('/scrape', htmlPage('Scrape', '<main><p>Loopback by name</p></main>'));
    for (const javascript of [false, true]) {
      const scrape = await call('POST', '/v1/content/scrape', { key, body: { url: `${localhostSite.replace('edges.localhost', 'scrape.localhost.')}/scrape`, javascript } });
      status(t, scrape, 200, `scraped (javascript ${javascript})`);
      t.match(JSON.stringify(scrape.body.data ?? null), /Loopback by name/, 'the page text');
    }
  });

  await t.test('Authorization is exactly "Bearer <key>": any case of Bearer, one space', async (t) => {
    const profile = (authorization: string) => fetch(`${target.baseUrl}/v1/user/profile`, { headers: { authorization } });
    for (const [what, authorization] of [['two spaces', `Bearer  ${key}`], ['a tab', `Bearer\t${key}`], ['a second word', `Bearer ${key} x`]]) {
      const res = await profile(authorization);
      t.equal(res.status, 401, what);
      const body = await res.json();
      t.equal(body.error?.code, 'unauthorized', what);
      t.match(body.error?.message, /Authorization header/, `${what}: says what is wrong`);
    }
    for (const scheme of ['Bearer', 'bearer', 'BEARER']) t.equal((await profile(`${scheme} ${key}`)).status, 200, `${scheme} <key>`);
  });
}
