import t from 'tap';
import { startFixtureSite } from '@gleaner/testkit';
import { startHarness } from './harness.js';

// Past the requests an API process holds at once (GLEANER_HTTP_IN_FLIGHT), every route of the
// contract is pushed back with 503 service_unavailable and Retry-After at once, before authentication
// and any charge; health, readiness and metrics still answer. Set to 2 here, with slow scrapes holding
// the places, so that the cheap routes (the profile, a list) arriving meanwhile pass it.

function sample(metrics: string, name: string): number {
  let sum = 0;
  for (const line of metrics.split('\n')) if (line.startsWith(name)) sum += Number(line.slice(line.lastIndexOf(' ') + 1));
  return sum;
}

t.test('past GLEANER_HTTP_IN_FLIGHT: only 2xx and 503 with Retry-After, 503s not charged, health answers, a later request is served', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const h = await startHarness(t, { GLEANER_HTTP_IN_FLIGHT: '2' });
  const u = await h.createUser({ plan: 'pro', credits: 500 });
  const balance = async () => (await h.call('GET', '/v1/user/profile', { key: u.key })).body.data.credits.balance as number;
  const before = await balance();

  // Six slow scrapes (the page answers after 4 s) and, once two of them hold the places, cheap reads.
  const scrape = (delay = 4000) => h.call('POST', '/v1/content/scrape', { key: u.key, body: { url: `${site.url}/slow?delay=${delay}`, javascript: false } });
  const scrapes = Array.from({ length: 6 }, () => scrape());
  let first;
  for (let i = 0; i < 60; i++) {
    first = await h.call('GET', '/v1/user/profile', { key: u.key });
    if (first.status === 503) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  t.equal(first?.status, 503, 'a profile read is refused while the scrapes hold both places');
  const reads = await Promise.all([
    ...Array.from({ length: 4 }, () => h.call('GET', '/v1/user/profile', { key: u.key })),
    h.call('GET', '/v1/content/data?limit=5', { key: u.key }),
    h.call('GET', '/v1/user/profile', { key: 'not-a-key' }),
  ]);
  const probes = await Promise.all([h.call('GET', '/healthz'), h.call('GET', '/readyz'), h.call('GET', '/metrics')]);
  const answers = [...(await Promise.all(scrapes)), ...reads];

  const statuses = answers.map((a) => a.status);
  t.same([...new Set(statuses)].filter((s) => s !== 200 && s !== 503), [], `only 200 and 503 (${statuses.join(' ')})`);
  const pushed = answers.filter((a) => a.status === 503);
  // Two places: at most two scrapes hold them, so at least four scrapes and every read are refused.
  t.ok(pushed.length >= 4 + reads.length, `pushed back: ${pushed.length} of ${answers.length}`);
  t.equal(reads[reads.length - 1].status, 503, 'refused before authentication: a wrong key is not even read');
  for (const a of pushed) {
    t.equal(a.body.success, false);
    t.equal(a.body.error.code, 'service_unavailable');
    t.ok(Number(a.headers.get('retry-after')) >= 1, 'Retry-After in seconds');
    t.ok(a.headers.get('x-request-id'), 'X-Request-Id');
  }
  t.same(
    probes.map((p) => p.status),
    [200, 200, 200],
    'health, readiness and metrics answer while the process is at its bound',
  );

  const served = answers.slice(0, 6).filter((a) => a.status === 200);
  const charged = served.reduce((sum, a) => sum + a.body.credits_used, 0);
  t.equal(await balance(), before - charged, `only the ${served.length} served scrapes were charged`);

  const metrics = (await h.call('GET', '/metrics')).body as string;
  t.ok(sample(metrics, 'gleaner_http_shed_total{route="/v1/user/profile",reason="in_flight"}') >= 5, 'the refused profile reads counted');
  t.ok(sample(metrics, 'gleaner_http_shed_total{route="/v1/content/scrape",reason="in_flight"}') >= 4, 'the refused scrapes counted');

  const later = await h.call('GET', '/v1/user/profile', { key: u.key });
  t.equal(later.status, 200, 'a later request is served');
  const again = await scrape(0);
  t.equal(again.status, 200, 'a later scrape is served');
});
