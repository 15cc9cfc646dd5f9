import t from 'tap';
import { startFixtureSite } from '@gleaner/testkit';
import { ADMIN_TOKEN, startHarness } from './harness.js';

t.test('503 service_unavailable with Retry-After when the render queue is full', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const h = await startHarness(t, { GLEANER_RENDER_CONCURRENCY: '1', GLEANER_RENDER_QUEUE_LIMIT: '1' });
  const u = await h.createUser({ plan: 'pro', credits: 20 });
  const slow = (i: number) => h.call('POST', '/v1/content/scrape', { key: u.key, body: { url: `${site.url}/slow?delay=1500&i=${i}`, javascript: false } });
  const until = async (check: () => boolean | Promise<boolean>) => {
    for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setTimeout(r, 25));
  };
  const first = slow(1);
  await until(() => site.hits('/slow') >= 1); // the worker is rendering it
  const second = slow(2);
  await until(async () => (await h.gleaner.bus.depth('render')) === 1); // it waits in the queue
  const third = await slow(3);
  t.equal(third.status, 503);
  t.equal(third.body.error.code, 'service_unavailable');
  t.ok(Number(third.headers.get('retry-after')) >= 1, 'Retry-After');
  t.equal((await first).status, 200);
  t.equal((await second).status, 200);
  t.equal((await h.call('GET', '/v1/user/profile', { key: u.key })).body.data.credits.balance, 18, 'the refused request cost nothing');
});

t.test('403 credits_expired once the balance expiry has passed', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 20 });
  const expiresAt = new Date(h.clock.now() + 3600_000).toISOString();
  const set = await h.call('POST', `/v1/admin/users/${u.id}/credits`, { key: ADMIN_TOKEN, body: { amount: 5, expires_at: expiresAt } });
  t.equal(set.body.data.credits.expires_at, expiresAt, 'the profile shows the expiry');
  const ok = await h.call('POST', '/v1/content/scrape', { key: u.key, body: { url: `${site.url}/simple`, javascript: false } });
  t.equal(ok.status, 200);
  h.clock.advance(3600_001);
  const expired = await h.call('POST', '/v1/content/scrape', { key: u.key, body: { url: `${site.url}/simple`, javascript: false } });
  t.equal(expired.status, 403);
  t.equal(expired.body.error.code, 'credits_expired');
  t.equal((await h.call('GET', '/v1/user/profile', { key: u.key })).body.data.credits.balance, 24, 'nothing taken');
});
