import t from 'tap';
import { startHarness } from './harness.js';

t.test('GET /v1/user/profile', async (t) => {
  const h = await startHarness(t);
  const u = await h.createUser({ name: 'Ada', plan: 'starter' });

  t.test('the key works and the profile has every field of the spec', async (t) => {
    const res = await h.call('GET', '/v1/user/profile', { key: u.key });
    t.equal(res.status, 200);
    t.equal(res.body.success, true);
    const p = res.body.data;
    t.equal(p.id, u.id);
    t.match(p.id, /^usr_[0-9a-f]{24}$/);
    t.equal(p.name, 'Ada');
    t.same(p.plan.name, 'starter');
    t.equal(p.plan.credits_included, 5000);
    t.ok(Array.isArray(p.plan.features));
    t.same(p.credits, { balance: 5000, used_this_month: 0, expires_at: null });
    t.equal(p.api_key.prefix, u.key.slice(0, 11));
    t.match(p.api_key.prefix, /^gl_live_/);
    t.ok(p.api_key.last_used_at, 'last_used_at is set by the request itself');
    t.notOk(JSON.stringify(res.body).includes(u.key), 'the full key is never shown again');
    t.match(res.headers.get('x-ratelimit-limit'), '300');
    t.ok(res.headers.get('x-ratelimit-remaining'));
    t.ok(res.headers.get('x-ratelimit-reset'));
  });

  t.test('a test key reaches the same profile', async (t) => {
    const res = await h.call('GET', '/v1/user/profile', { key: u.testKey });
    t.equal(res.status, 200);
    t.equal(res.body.data.id, u.id);
  });

  t.test('401 unauthorized: missing, malformed and unknown keys', async (t) => {
    for (const [what, headers] of [
      ['no header', {}],
      ['not bearer', { authorization: `Basic ${u.key}` }],
      ['malformed', { authorization: 'Bearer nope' }],
      ['unknown key', { authorization: 'Bearer gl_live_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }],
    ] as const) {
      const res = await h.call('GET', '/v1/user/profile', { headers: headers as Record<string, string> });
      t.equal(res.status, 401, what);
      t.equal(res.body.success, false);
      t.equal(res.body.error.code, 'unauthorized', what);
      t.type(res.body.error.message, 'string');
    }
  });

  t.test('the header is exactly "Bearer <key>": any case of Bearer, one space (issue 32)', async (t) => {
    for (const [what, authorization, message] of [
      ['two spaces', `Bearer  ${u.key}`, /exactly one space/],
      ['a tab', `Bearer\t${u.key}`, /exactly one space \(no tab\)/],
      ['a second word', `Bearer ${u.key} ${u.key}`, /no spaces/],
      ['no space', `Bearer${u.key}`, /must be "Bearer <API_KEY>"/],
    ] as const) {
      const res = await h.call('GET', '/v1/user/profile', { headers: { authorization } });
      t.equal(res.status, 401, what);
      t.equal(res.body.error?.code, 'unauthorized', what);
      t.match(res.body.error?.message, message, what);
    }
    for (const scheme of ['bearer', 'BEARER']) t.equal((await h.call('GET', '/v1/user/profile', { headers: { authorization: `${scheme} ${u.key}` } })).status, 200, `${scheme} <key>`);
  });

  t.test('a second user created by the admin API works; restart keeps both', async (t) => {
    const other = await h.createUser({ name: 'Grace' });
    await h.restart();
    for (const [key, name] of [[u.key, 'Ada'], [other.key, 'Grace']]) {
      const res = await h.call('GET', '/v1/user/profile', { key });
      t.equal(res.status, 200);
      t.equal(res.body.data.name, name);
    }
  });
});

t.test('unknown routes and bad bodies answer with the error envelope', async (t) => {
  const h = await startHarness(t);
  const u = await h.createUser();
  const missing = await h.call('GET', '/v1/no/such/route', { key: u.key });
  t.equal(missing.status, 404);
  t.same(missing.body.success, false);
  t.equal(missing.body.error.code, 'not_found');
  t.equal(missing.headers.get('content-type'), 'application/json; charset=utf-8');
  const wrongMethod = await h.call('DELETE', '/v1/user/profile', { key: u.key });
  t.equal(wrongMethod.status, 405, 'a known path with another method');
  t.equal(wrongMethod.body.error?.code, 'method_not_allowed', JSON.stringify(wrongMethod.body));
  t.match(wrongMethod.headers.get('allow'), /GET/, 'Allow names the methods the path has');
  t.equal(wrongMethod.headers.get('content-type'), 'application/json; charset=utf-8');
  const slash = await h.call('GET', '/v1/user/profile/?unused=1', { key: u.key });
  t.equal(slash.status, 200, 'a trailing slash and a query string reach the route');
  t.equal(slash.body.data.id, u.id);
  const notJson = await h.call('POST', '/v1/user/api-key/regenerate', { key: u.key, rawBody: '{oops' });
  t.equal(notJson.status, 400);
  t.equal(notJson.body.error.code, 'invalid_parameter');
  const array = await h.call('POST', '/v1/user/api-key/regenerate', { key: u.key, rawBody: '[1,2]' });
  t.equal(array.status, 400);
  t.equal(array.body.error.code, 'invalid_parameter');
});
