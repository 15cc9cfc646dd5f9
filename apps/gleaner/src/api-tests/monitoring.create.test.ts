import t from 'tap';
import { startHarness } from './harness.js';

// POST /monitoring with every field and default, the 400s of decisions.md (each problem listed),
// 402 without credits, lists, detail, PATCH, pause, resume, DELETE and the channel endpoints.
// Channel targets are secrets: never shown.

const SECRET_HOOK = 'https://hooks.example.com/secret-token-123';
const SECRET_SLACK = 'https://hooks.slack.com/services/T000/B000/secretslack';

// E-mail channels need a mail server configured (none is reached in these tests: no alert is sent).
const MAIL = { GLEANER_SMTP_URL: 'smtp://127.0.0.1:9' };

t.test('POST /v1/monitoring with every field, and its defaults', async (t) => {
  const h = await startHarness(t, MAIL);
  const u = await h.createUser({ plan: 'pro', credits: 10 });
  const before = h.clock.now();
  const full = await h.call('POST', '/v1/monitoring', {
    key: u.key,
    body: {
      name: 'Price watch',
      url: 'https://shop.example.com/item',
      monitorType: 'selector',
      selector: '.price',
      prompt: 'alert only when the price drops',
      checkInterval: '15min',
      notifyOnlyOnChanges: false,
      includeScreenshot: true,
      alertChannels: [
        { type: 'email', email: 'ops@example.com' },
        { type: 'slack', slackWebhookUrl: SECRET_SLACK, isEnabled: false },
        { type: 'webhook', webhookUrl: SECRET_HOOK, webhookHeaders: { Authorization: 'Bearer hook-secret' } },
      ],
    },
  });
  t.equal(full.status, 201, JSON.stringify(full.body));
  const m = full.body.data;
  t.match(m, {
    name: 'Price watch',
    url: 'https://shop.example.com/item',
    monitorType: 'selector',
    selector: '.price',
    prompt: 'alert only when the price drops',
    checkInterval: '15min',
    status: 'active',
    consecutiveErrors: 0,
    notifyOnlyOnChanges: false,
    includeScreenshot: true,
    lastCheckAt: null,
  });
  t.match(m.id, /^mon_[0-9a-f]{24}$/);
  t.ok(m.createdAt, 'createdAt');
  const next = Date.parse(m.nextCheckAt) - before;
  t.ok(next >= 15 * 60_000 && next < 16 * 60_000, `the next check is an interval away, with a little phase (${next} ms)`);
  t.same(
    m.alertChannels.map((c: Record<string, unknown>) => Object.keys(c).sort()),
    [['email', 'id', 'isEnabled', 'type'], ['id', 'isEnabled', 'type'], ['id', 'isEnabled', 'type']],
    'a channel shows its id, type, isEnabled (and email): never its target',
  );
  t.match(m.alertChannels, [{ type: 'email', email: 'ops@example.com', isEnabled: true }, { type: 'slack', isEnabled: false }, { type: 'webhook', isEnabled: true }]);
  t.notMatch(JSON.stringify(full.body), /secret/, 'no secret in the answer');

  const plain = await h.call('POST', '/v1/monitoring', { key: u.key, body: { name: 'Home', url: 'https://example.com/' } });
  t.equal(plain.status, 201);
  t.match(plain.body.data, { monitorType: 'full_page', selector: null, prompt: null, checkInterval: 'hourly', notifyOnlyOnChanges: true, includeScreenshot: false, alertChannels: [] });

  // Monitors made in one second do not share their check time.
  const times = new Set<string>();
  for (let i = 0; i < 5; i++) times.add((await h.call('POST', '/v1/monitoring', { key: u.key, body: { name: `m${i}`, url: 'https://example.com/', checkInterval: '5min' } })).body.data.nextCheckAt);
  t.ok(times.size >= 4, `spread over the interval: ${[...times].join(', ')}`);

  const profile = await h.call('GET', '/v1/user/profile', { key: u.key });
  t.ok(profile.body.data.credits.balance <= 10, 'creation itself costs nothing (baseline checks may have run)');
  t.equal((await h.call('POST', '/v1/monitoring', { key: u.testKey, body: { name: 'sandbox', url: 'https://example.com/' } })).status, 201, 'a test key makes monitors too');
  t.equal((await h.call('GET', '/v1/monitoring', { key: u.testKey })).body.pagination.total, 1, "a test key's monitors are its own");
});

t.test('POST /v1/monitoring refuses every wrong field with the codes of decisions.md', async (t) => {
  const h = await startHarness(t, { GLEANER_ALLOW_PRIVATE_NETWORKS: 'false' });
  const u = await h.createUser({ plan: 'pro', credits: 10 });
  const base = { name: 'n', url: 'https://example.com/' };
  const refused: [unknown, string, string][] = [
    [{ ...base, name: undefined }, 'missing_parameter', 'name'],
    [{ ...base, url: undefined }, 'missing_parameter', 'url'],
    [{ ...base, name: 'x'.repeat(101) }, 'invalid_parameter', 'name'],
    [{ ...base, name: '' }, 'invalid_parameter', 'name'],
    [{ ...base, url: 'ftp://example.com/' }, 'invalid_url', 'url'],
    [{ ...base, url: 'http://10.1.2.3/' }, 'invalid_url', 'url'],
    [{ ...base, checkInterval: '10min' }, 'invalid_parameter', 'checkInterval'],
    [{ ...base, monitorType: 'visual' }, 'invalid_parameter', 'monitorType'],
    [{ ...base, monitorType: 'selector' }, 'missing_parameter', 'selector'],
    [{ ...base, selector: '' }, 'invalid_parameter', 'selector'],
    [{ ...base, prompt: 'p'.repeat(2001) }, 'invalid_parameter', 'prompt'],
    [{ ...base, notifyOnlyOnChanges: 'yes' }, 'invalid_parameter', 'notifyOnlyOnChanges'],
    [{ ...base, alertChannels: {} }, 'invalid_parameter', 'alertChannels'],
    [{ ...base, alertChannels: [{ type: 'sms' }] }, 'invalid_parameter', 'alertChannels.0.type'],
    [{ ...base, alertChannels: [{ email: 'a@example.com' }] }, 'missing_parameter', 'alertChannels.0.type'],
    [{ ...base, alertChannels: [{ type: 'email' }] }, 'missing_parameter', 'alertChannels.0.email'],
    [{ ...base, alertChannels: [{ type: 'email', email: 'not an address' }] }, 'invalid_parameter', 'alertChannels.0.email'],
    [{ ...base, alertChannels: [{ type: 'slack' }] }, 'missing_parameter', 'alertChannels.0.slackWebhookUrl'],
    [{ ...base, alertChannels: [{ type: 'webhook' }] }, 'missing_parameter', 'alertChannels.0.webhookUrl'],
    [{ ...base, alertChannels: [{ type: 'webhook', webhookUrl: 'nope' }] }, 'invalid_url', 'alertChannels.0.webhookUrl'],
    [{ ...base, alertChannels: [{ type: 'webhook', webhookUrl: 'http://169.254.169.254/x' }] }, 'invalid_url', 'alertChannels.0.webhookUrl'],
    [{ ...base, alertChannels: [{ type: 'webhook', webhookUrl: SECRET_HOOK, email: 'a@example.com' }] }, 'invalid_parameter', 'alertChannels.0.email'],
    [{ ...base, alertChannels: [{ type: 'webhook', webhookUrl: SECRET_HOOK, webhookHeaders: { 'X-Signature': 'forged' } }] }, 'invalid_parameter', 'alertChannels.0.webhookHeaders'],
    [{ ...base, alertChannels: [{ type: 'webhook', webhookUrl: SECRET_HOOK, webhookHeaders: { 'bad name': 'v' } }] }, 'invalid_parameter', 'alertChannels.0.webhookHeaders'],
    [{ ...base, alertChannels: [{ type: 'email', email: 'a@example.com', slackWebhookUrl: SECRET_SLACK }] }, 'invalid_parameter', 'alertChannels.0.slackWebhookUrl'],
    [{ ...base, extra: 1 }, 'invalid_parameter', 'extra'],
  ];
  for (const [body, code, field] of refused) {
    const res = await h.call('POST', '/v1/monitoring', { key: u.key, body });
    t.equal(res.status, 400, `${JSON.stringify(body)} -> ${res.status} ${JSON.stringify(res.body)}`);
    t.equal(res.body.error?.code, code, `${JSON.stringify(body)}: ${code} (${res.body.error?.code})`);
    t.ok(
      res.body.error?.details?.field === field || res.body.error?.details?.field?.startsWith(`${field}.`) || res.body.error?.details?.errors?.some((e: { field: string }) => e.field === field || e.field.startsWith(`${field}.`)),
      `${JSON.stringify(body)} names ${field}: ${JSON.stringify(res.body.error?.details)}`,
    );
    t.notMatch(JSON.stringify(res.body), /secret-token/, 'a refused secret is not echoed');
  }
  const many = await h.call('POST', '/v1/monitoring', { key: u.key, body: { name: 'x'.repeat(101), url: 'https://example.com/', checkInterval: 'often', monitorType: 'visual' } });
  t.equal(many.status, 400);
  t.ok(many.body.error.details.errors.length >= 3, `every problem at once: ${JSON.stringify(many.body.error.details.errors)}`);
  t.equal((await h.call('POST', '/v1/monitoring', { body: base })).status, 401, 'no key');
  t.equal((await h.call('GET', '/v1/monitoring', { key: u.key })).body.pagination.total, 0, 'nothing was created');

  const broke = await h.createUser({ plan: 'free', credits: 0 });
  const poor = await h.call('POST', '/v1/monitoring', { key: broke.key, body: base });
  t.equal(poor.status, 402, 'less than 1 credit: 402 on POST /monitoring');
  t.equal(poor.body.error.code, 'insufficient_credits');
});

t.test('GET, PATCH, pause, resume, DELETE /v1/monitoring and the channel endpoints', async (t) => {
  const h = await startHarness(t, MAIL);
  const u = await h.createUser({ plan: 'pro', credits: 50 });
  const other = await h.createUser({ plan: 'pro', credits: 5 });
  const create = async (body: object) => {
    const res = await h.call('POST', '/v1/monitoring', { key: u.key, body: { url: 'https://example.com/', ...body } });
    t.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.data;
  };
  const a = await create({ name: 'a' });
  const b = await create({ name: 'b', monitorType: 'selector', selector: '#x' });

  const list = await h.call('GET', '/v1/monitoring', { key: u.key });
  t.equal(list.status, 200);
  t.same(list.body.pagination, { page: 1, limit: 20, total: 2, totalPages: 1 }, 'pagination names totalPages');
  t.same(list.body.data.map((m: { id: string }) => m.id), [b.id, a.id], 'newest first');
  t.match(list.body.data[0]._count, { checks: Number, alerts: Number });
  t.notOk('checks' in list.body.data[0] || 'alerts' in list.body.data[0], 'a list shows no checks or alerts');
  t.equal((await h.call('GET', '/v1/monitoring?limit=1&page=2', { key: u.key })).body.data[0].id, a.id);
  t.equal((await h.call('GET', '/v1/monitoring?status=bogus', { key: u.key })).status, 400);
  t.equal((await h.call('GET', '/v1/monitoring?limit=101', { key: u.key })).status, 400);

  const detail = await h.call('GET', `/v1/monitoring/${a.id}`, { key: u.key });
  t.equal(detail.status, 200);
  t.match(detail.body.data, { id: a.id, checks: Array, alerts: Array, _count: { checks: Number, alerts: Number } });

  // PATCH: every field; null removes selector and prompt.
  const patched = await h.call('PATCH', `/v1/monitoring/${b.id}`, { key: u.key, body: { name: 'b2', prompt: 'only prices', checkInterval: 'daily', notifyOnlyOnChanges: false, includeScreenshot: true } });
  t.equal(patched.status, 200, JSON.stringify(patched.body));
  t.match(patched.body.data, { name: 'b2', prompt: 'only prices', checkInterval: 'daily', notifyOnlyOnChanges: false, includeScreenshot: true, checks: Array, _count: Object });
  const nextDaily = Date.parse(patched.body.data.nextCheckAt) - h.clock.now();
  t.ok(nextDaily > 23 * 3_600_000, 'a new interval moves the next check');
  t.equal((await h.call('PATCH', `/v1/monitoring/${b.id}`, { key: u.key, body: { selector: null } })).status, 400, 'a selector monitor keeps its selector');
  const toPage = await h.call('PATCH', `/v1/monitoring/${b.id}`, { key: u.key, body: { monitorType: 'full_page', selector: null, prompt: null } });
  t.match(toPage.body.data, { monitorType: 'full_page', selector: null, prompt: null });
  t.equal((await h.call('PATCH', `/v1/monitoring/${b.id}`, { key: u.key, body: { monitorType: 'selector' } })).status, 400, 'selector type without a selector');
  for (const body of [{}, { name: 'x'.repeat(101) }, { checkInterval: '2min' }, { status: 'error' }, { url: 'ftp://x/' }, { bogus: 1 }]) {
    const res = await h.call('PATCH', `/v1/monitoring/${b.id}`, { key: u.key, body });
    t.equal(res.status, 400, `PATCH ${JSON.stringify(body)} -> 400 (${res.status})`);
  }

  // status through PATCH, pause and resume.
  const paused = await h.call('PATCH', `/v1/monitoring/${a.id}`, { key: u.key, body: { status: 'paused' } });
  t.match(paused.body.data, { status: 'paused', nextCheckAt: null });
  const active = await h.call('PATCH', `/v1/monitoring/${a.id}`, { key: u.key, body: { status: 'active' } });
  t.equal(active.body.data.status, 'active');
  t.ok(active.body.data.nextCheckAt, 'active again: a next check');
  const pause = await h.call('POST', `/v1/monitoring/${a.id}/pause`, { key: u.key });
  t.same(pause.body, { success: true, message: `Monitor ${a.id} paused.` });
  t.equal((await h.call('POST', `/v1/monitoring/${a.id}/pause`, { key: u.key })).status, 200, 'pausing a paused monitor changes nothing');
  t.match((await h.call('GET', `/v1/monitoring/${a.id}`, { key: u.key })).body.data, { status: 'paused', nextCheckAt: null });
  t.equal((await h.call('GET', '/v1/monitoring?status=paused', { key: u.key })).body.pagination.total, 1, 'status filter');
  const resumeAt = h.clock.now();
  const resumed = await h.call('POST', `/v1/monitoring/${a.id}/resume`, { key: u.key });
  t.equal(resumed.status, 200);
  t.match(resumed.body.data, { id: a.id, status: 'active', consecutiveErrors: 0 });
  const gap = Date.parse(resumed.body.data.nextCheckAt) - resumeAt;
  t.ok(gap >= 3_600_000 && gap < 3_660_000, `resume: now + checkInterval (${gap} ms)`);

  // Channels: add (201), update, remove; targets never shown.
  const added = await h.call('POST', `/v1/monitoring/${a.id}/channels`, { key: u.key, body: { type: 'webhook', webhookUrl: SECRET_HOOK, webhookHeaders: { 'X-Token': 'secret-header' } } });
  t.equal(added.status, 201, JSON.stringify(added.body));
  t.same(Object.keys(added.body.data).sort(), ['id', 'isEnabled', 'type']);
  const channelId = added.body.data.id;
  const disabled = await h.call('PATCH', `/v1/monitoring/${a.id}/channels/${channelId}`, { key: u.key, body: { isEnabled: false, webhookUrl: `${SECRET_HOOK}/v2` } });
  t.equal(disabled.status, 200);
  t.same(disabled.body.data, { id: channelId, type: 'webhook', isEnabled: false });
  t.equal((await h.call('PATCH', `/v1/monitoring/${a.id}/channels/${channelId}`, { key: u.key, body: { email: 'a@example.com' } })).status, 400, 'another type\'s field');
  t.equal((await h.call('PATCH', `/v1/monitoring/${a.id}/channels/${channelId}`, { key: u.key, body: {} })).status, 400, 'an empty patch');
  t.equal((await h.call('PATCH', `/v1/monitoring/${a.id}/channels/chn_nope`, { key: u.key, body: { isEnabled: true } })).status, 404);
  t.equal((await h.call('POST', `/v1/monitoring/${a.id}/channels`, { key: u.key, body: { type: 'slack' } })).status, 400);
  const email = await h.call('POST', `/v1/monitoring/${a.id}/channels`, { key: u.key, body: { type: 'email', email: 'me@example.com' } });
  t.match(email.body.data, { type: 'email', email: 'me@example.com', isEnabled: true });
  const shown = await h.call('GET', `/v1/monitoring/${a.id}`, { key: u.key });
  t.equal(shown.body.data.alertChannels.length, 2);
  t.notMatch(JSON.stringify(shown.body), /secret/, 'no target or header value in the detail');
  t.same((await h.call('DELETE', `/v1/monitoring/${a.id}/channels/${channelId}`, { key: u.key })).body, { success: true, message: `Alert channel ${channelId} removed.` });
  t.equal((await h.call('DELETE', `/v1/monitoring/${a.id}/channels/${channelId}`, { key: u.key })).status, 404);

  // Another user's monitor is not found, whatever the route.
  for (const [method, path, body] of [
    ['GET', '', undefined],
    ['PATCH', '', { name: 'x' }],
    ['POST', '/pause', undefined],
    ['POST', '/resume', undefined],
    ['POST', '/check-now', undefined],
    ['GET', '/checks', undefined],
    ['GET', '/alerts', undefined],
    ['POST', '/channels', { type: 'email', email: 'x@example.com' }],
    ['DELETE', '', undefined],
  ] as const) {
    const res = await h.call(method, `/v1/monitoring/${a.id}${path}`, { key: other.key, ...(body ? { body } : {}) });
    t.equal(res.status, 404, `${method} ${path || '/'} of another user's monitor`);
    t.equal(res.body.error?.code, 'not_found');
  }

  const deleted = await h.call('DELETE', `/v1/monitoring/${a.id}`, { key: u.key });
  t.same(deleted.body, { success: true, message: `Monitor ${a.id} deleted with its checks and alerts.` });
  t.equal((await h.call('GET', `/v1/monitoring/${a.id}`, { key: u.key })).status, 404);
  t.equal((await h.call('DELETE', `/v1/monitoring/${a.id}`, { key: u.key })).status, 404);
  t.equal((await h.call('GET', `/v1/monitoring/${a.id}/checks`, { key: u.key })).status, 404);
});
