import t from 'tap';
import { ADMIN_TOKEN, startHarness } from './harness.js';

t.test('POST /v1/user/api-key/regenerate', async (t) => {
  const h = await startHarness(t);
  const u = await h.createUser();

  const first = await h.call('POST', '/v1/user/api-key/regenerate', { key: u.key });
  t.equal(first.status, 200);
  t.match(first.body.data.api_key, /^gl_live_[A-Za-z0-9]{32}$/);
  t.equal(first.body.data.previous_key_invalidated, true);
  t.type(first.body.data.created_at, 'string');
  t.type(first.body.message, 'string');
  const fresh = first.body.data.api_key;

  const old = await h.call('GET', '/v1/user/profile', { key: u.key });
  t.equal(old.status, 401);
  t.equal(old.body.error.code, 'api_key_expired', 'the old key is invalid at once');

  const now = await h.call('GET', '/v1/user/profile', { key: fresh });
  t.equal(now.status, 200);
  t.equal(now.body.data.api_key.prefix, fresh.slice(0, 11), 'the profile shows the new prefix');

  const test = await h.call('GET', '/v1/user/profile', { key: u.testKey });
  t.equal(test.status, 200, 'the test key stays as it is');

  const again = await h.call('POST', '/v1/user/api-key/regenerate', { key: fresh });
  t.equal(again.status, 429);
  t.equal(again.body.error.code, 'rate_limited');
  t.ok(again.body.error.retry_after > 3500 && again.body.error.retry_after <= 3600, `retry_after ${again.body.error.retry_after}`);
  t.equal(again.headers.get('retry-after'), String(again.body.error.retry_after));

  h.clock.advance(3601_000);
  const later = await h.call('POST', '/v1/user/api-key/regenerate', { key: fresh });
  t.equal(later.status, 200, 'allowed again an hour later');
  t.equal((await h.call('GET', '/v1/user/profile', { key: fresh })).body.error.code, 'api_key_expired');
});

t.test('revoked keys answer api_key_revoked; admin routes', async (t) => {
  const h = await startHarness(t);
  const u = await h.createUser();

  const wrong = await h.call('POST', `/v1/admin/users/${u.id}/revoke-key`, { key: 'not-the-token' });
  t.equal(wrong.status, 401);
  t.equal(wrong.body.error.code, 'unauthorized');
  const byUser = await h.call('POST', `/v1/admin/users/${u.id}/revoke-key`, { key: u.key });
  t.equal(byUser.status, 401, 'an API key is not an admin token');

  const revoke = await h.call('POST', `/v1/admin/users/${u.id}/revoke-key`, { key: ADMIN_TOKEN });
  t.equal(revoke.status, 200);
  t.same(Object.keys(revoke.body).sort(), ['message', 'success']);
  const res = await h.call('GET', '/v1/user/profile', { key: u.key });
  t.equal(res.status, 401);
  t.equal(res.body.error.code, 'api_key_revoked');
  t.equal((await h.call('GET', '/v1/user/profile', { key: u.testKey })).status, 200, 'revocation acts on the live key only');

  const missing = await h.call('POST', '/v1/admin/users/usr_000000000000000000000000/revoke-key', { key: ADMIN_TOKEN });
  t.equal(missing.status, 404);
  t.equal(missing.body.error.code, 'not_found');
});

t.test('admin: create, duplicates, validation, credits', async (t) => {
  const h = await startHarness(t);
  const created = await h.call('POST', '/v1/admin/users', { key: ADMIN_TOKEN, body: { email: 'Lin@Example.com', name: 'Lin', plan: 'pro', credits: 7 } });
  t.equal(created.status, 201);
  t.match(created.body.data.api_key, /^gl_live_[A-Za-z0-9]{32}$/);
  t.match(created.body.data.test_api_key, /^gl_test_[A-Za-z0-9]{32}$/);
  t.type(created.body.data.webhook_secret, 'string');
  t.equal(created.body.data.user.credits.balance, 7, 'credits at creation are the starting balance');
  t.equal(created.body.data.user.plan.name, 'pro');
  const dup = await h.call('POST', '/v1/admin/users', { key: ADMIN_TOKEN, body: { email: 'lin@example.com', name: 'Other' } });
  t.equal(dup.status, 409);
  t.equal(dup.body.error.code, 'already_exists');
  const badPlan = await h.call('POST', '/v1/admin/users', { key: ADMIN_TOKEN, body: { email: 'x@example.com', name: 'X', plan: 'platinum' } });
  t.equal(badPlan.status, 400);
  t.equal(badPlan.body.error.code, 'invalid_parameter');
  t.equal(badPlan.body.error.details.field, 'plan');
  const missing = await h.call('POST', '/v1/admin/users', { key: ADMIN_TOKEN, body: { name: 'No Mail', credits: -1 } });
  t.equal(missing.status, 400);
  t.equal(missing.body.error.code, 'missing_parameter');
  t.same(missing.body.error.details.errors.map((e: { field: string }) => e.field).sort(), ['credits', 'email']);
  t.equal(missing.body.error.details.field, 'email');

  const id = created.body.data.user.id;
  const topUp = await h.call('POST', `/v1/admin/users/${id}/credits`, { key: ADMIN_TOKEN, body: { amount: 10 } });
  t.equal(topUp.status, 200);
  t.equal(topUp.body.data.credits.balance, 17);
  const zero = await h.call('POST', `/v1/admin/users/${id}/credits`, { key: ADMIN_TOKEN, body: { amount: 0 } });
  t.equal(zero.status, 400);
  t.equal(zero.body.error.code, 'invalid_parameter');
});

t.test('without GLEANER_ADMIN_TOKEN the admin routes answer 404', async (t) => {
  const h = await startHarness(t, { GLEANER_ADMIN_TOKEN: '' });
  const res = await h.call('POST', '/v1/admin/users', { key: ADMIN_TOKEN, body: { email: 'a@b.c', name: 'A' } });
  t.equal(res.status, 404);
  t.equal(res.body.error.code, 'not_found');
});
