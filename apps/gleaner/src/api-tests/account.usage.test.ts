import t from 'tap';
import { startHarness } from './harness.js';

t.test('GET /v1/user/usage', async (t) => {
  const h = await startHarness(t);
  const u = await h.createUser();
  await h.call('GET', '/v1/user/profile', { key: u.key });
  await h.call('GET', '/v1/user/profile', { key: u.key });
  await h.call('POST', '/v1/user/api-key/regenerate', { key: u.key, rawBody: '{bad' }); // a failed request
  await h.call('GET', '/v1/user/profile', { key: u.testKey }); // the test world
  // A credit-consuming operation recorded the way every render records its usage.
  await h.gleaner.account.usage.record({ userId: u.id, env: 'live', endpoint: 'content/scrape', credits: 3, success: true, status: 200 });

  const res = await h.call('GET', '/v1/user/usage', { key: u.key });
  t.equal(res.status, 200);
  const r = res.body.data;
  t.equal(r.summary.total_requests, 4, 'every authenticated live request (the usage call itself is recorded after it answers)');
  t.equal(r.summary.successful_requests, 3);
  t.equal(r.summary.failed_requests, 1);
  t.equal(r.summary.total_credits_used, 3);
  t.same(r.by_endpoint['user/profile'], { requests: 2, credits_used: 0 });
  t.same(r.by_endpoint['content/scrape'], { requests: 1, credits_used: 3 });
  t.same(r.by_endpoint['user/api-key/regenerate'], { requests: 1, credits_used: 0 });
  t.ok(Date.parse(r.period.to) - Date.parse(r.period.from) === 30 * 86_400_000, 'month is a rolling 30 days');
  t.equal(r.daily_breakdown.length, 31);
  const today = new Date(h.clock.now()).toISOString().slice(0, 10);
  t.same(r.daily_breakdown.at(-1), { date: today, requests: 4, credits_used: 3 });

  const test = await h.call('GET', '/v1/user/usage', { key: u.testKey });
  t.equal(test.body.data.summary.total_requests, 1, 'the test key sees only test usage');

  const day = await h.call('GET', '/v1/user/usage?period=day', { key: u.key });
  t.equal(Date.parse(day.body.data.period.to) - Date.parse(day.body.data.period.from), 86_400_000);

  const range = await h.call('GET', `/v1/user/usage?from=${today}&to=${today}`, { key: u.key });
  t.equal(range.body.data.period.from, `${today}T00:00:00.000Z`);
  t.equal(range.body.data.period.to, `${today}T23:59:59.999Z`, 'a date-only to covers the day');
  t.equal(range.body.data.daily_breakdown.length, 1);
  t.ok(range.body.data.summary.total_requests >= 4);

  h.clock.advance(2 * 86_400_000);
  const later = await h.call('GET', '/v1/user/usage?period=day', { key: u.key });
  t.equal(later.body.data.summary.total_requests, 0, 'a rolling day two days later is empty');

  for (const [q, field] of [['period=fortnight', 'period'], ['from=yesterday', 'from'], ['to=2026-13-45', 'to'], ['from=2026-02-30', 'from'], ['to=2025-02-29', 'to'], ['from=2026-05-01T24:00Z', 'from'], ['to=2026-05-01T10:61Z', 'to'], ['from=2026-05-02&to=2026-05-01', 'from'], ['from=2020-01-01&to=2026-01-01', 'from']]) {
    const bad = await h.call('GET', `/v1/user/usage?${q}`, { key: u.key });
    t.equal(bad.status, 400, q);
    t.equal(bad.body.error.code, 'invalid_parameter', q);
    t.equal(bad.body.error.details.field, field, q);
  }
});
