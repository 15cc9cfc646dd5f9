import t from 'tap';
import { ADMIN_TOKEN, startHarness, type Harness, type NewUser } from './harness.js';

// Which key may touch which credential: a test key never creates, changes, reveals or restores a
// live credential (docs/api.md, "Keys, worlds and limits").

const ADMIN_ROUTES = (id: string) => [
  ['POST', '/v1/admin/users', { email: 'x@example.com', name: 'X' }],
  ['POST', `/v1/admin/users/${id}/credits`, { amount: 5 }],
  ['POST', `/v1/admin/users/${id}/revoke-key`, undefined],
] as const;

async function status(h: Harness, key: string): Promise<number> {
  return (await h.call('GET', '/v1/user/profile', { key })).status;
}

t.test('a test key regenerates the test key only; the live key is untouched', async (t) => {
  const h = await startHarness(t);
  const u = await h.createUser();
  const res = await h.call('POST', '/v1/user/api-key/regenerate', { key: u.testKey });
  t.equal(res.status, 200);
  t.match(res.body.data.api_key, /^gl_test_[A-Za-z0-9]{32}$/, 'a test key, never a live one');
  t.equal(res.body.data.previous_key_invalidated, true);
  t.equal((await h.call('GET', '/v1/user/profile', { key: u.testKey })).body.error.code, 'api_key_expired', 'the old test key ends');
  t.equal(await status(h, res.body.data.api_key), 200, 'the new test key works');
  t.equal(await status(h, u.key), 200, 'the live key is untouched');

  const again = await h.call('POST', '/v1/user/api-key/regenerate', { key: res.body.data.api_key });
  t.equal(again.status, 429, 'once per hour for the test key too');
  const live = await h.call('POST', '/v1/user/api-key/regenerate', { key: u.key });
  t.equal(live.status, 200, "the test key's regeneration does not use up the live key's");
  t.match(live.body.data.api_key, /^gl_live_/);
  t.equal(await status(h, res.body.data.api_key), 200, "the live key's regeneration leaves the test key");
});

t.test('after an operator revoked the live key, no key brings a live key back', async (t) => {
  const h = await startHarness(t);
  const u = await h.createUser();
  t.equal((await h.call('POST', `/v1/admin/users/${u.id}/revoke-key`, { key: ADMIN_TOKEN })).status, 200);

  const byLive = await h.call('POST', '/v1/user/api-key/regenerate', { key: u.key });
  t.equal(byLive.status, 401);
  t.equal(byLive.body.error.code, 'api_key_revoked');

  const byTest = await h.call('POST', '/v1/user/api-key/regenerate', { key: u.testKey });
  t.equal(byTest.status, 200);
  t.match(byTest.body.data.api_key, /^gl_test_/, 'a test key only');
  t.equal((await h.call('GET', '/v1/user/profile', { key: u.key })).body.error.code, 'api_key_revoked', 'the revoke stays');
  const secret = await h.call('POST', '/v1/user/webhook-secret/regenerate', { key: byTest.body.data.api_key });
  t.equal(secret.status, 403);
  t.equal(secret.body.error.code, 'forbidden');
});

t.test('the webhook secret needs the live key', async (t) => {
  const h = await startHarness(t);
  const u = await h.createUser();
  const byTest = await h.call('POST', '/v1/user/webhook-secret/regenerate', { key: u.testKey });
  t.equal(byTest.status, 403);
  t.equal(byTest.body.error.code, 'forbidden');
  t.notOk(JSON.stringify(byTest.body).includes('whsec_'), 'no secret in the refusal');
  const byLive = await h.call('POST', '/v1/user/webhook-secret/regenerate', { key: u.key });
  t.equal(byLive.status, 200);
  t.match(byLive.body.data.webhook_secret, /^whsec_/);
  t.not(byLive.body.data.webhook_secret, u.webhookSecret);
});

t.test('the profile shows the calling world\'s key: a test key reveals nothing of the live key', async (t) => {
  const h = await startHarness(t);
  const u: NewUser = await h.createUser();
  const live = await h.call('GET', '/v1/user/profile', { key: u.key });
  t.equal(live.body.data.api_key.prefix, u.key.slice(0, 11));
  const test = await h.call('GET', '/v1/user/profile', { key: u.testKey });
  t.equal(test.body.data.api_key.prefix, u.testKey.slice(0, 11));
  t.notOk(JSON.stringify(test.body).includes(u.key.slice(0, 11)), 'no part of the live key');
  t.equal(test.body.data.credits.balance, live.body.data.credits.balance, 'one account, both worlds');
  // Served twice more from the caches: each world keeps its own.
  t.equal((await h.call('GET', '/v1/user/profile', { key: u.key })).body.data.api_key.prefix, u.key.slice(0, 11));
  t.equal((await h.call('GET', '/v1/user/profile', { key: u.testKey })).body.data.api_key.prefix, u.testKey.slice(0, 11));
});

t.test('operator routes take the admin token, never an API key of either kind', async (t) => {
  const h = await startHarness(t);
  const u = await h.createUser();
  for (const key of [u.key, u.testKey]) {
    for (const [method, path, body] of ADMIN_ROUTES(u.id)) {
      const res = await h.call(method, path, { key, body });
      t.equal(res.status, 401, `${method} ${path} with a ${key.slice(3, 7)} key`);
      t.equal(res.body.error.code, 'unauthorized');
    }
  }
  t.equal(await status(h, u.key), 200, 'nothing was revoked');
});
