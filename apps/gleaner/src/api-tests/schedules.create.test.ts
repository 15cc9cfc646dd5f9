import t from 'tap';
import { startHarness } from './harness.js';

// POST /schedules: every field, next_run_at by frequency and time zone (the clock is the test's),
// and every wrong value answering the codes of decisions.md. Lists, details, pause, resume, delete.

const at = (iso: string) => Date.parse(iso);

t.test('POST /v1/schedules with every field, and next_run_at by frequency', async (t) => {
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 100 });
  const create = (body: object, key = u.key) => h.call('POST', '/v1/schedules', { key, body: { name: 'n', type: 'scrape', url: 'https://example.com/', frequency: 'daily', ...body } });

  // Wednesday 2026-03-25 10:00 UTC (11:00 in Berlin, CET).
  h.clock.set(at('2026-03-25T10:00:00Z'));
  const full = await create({
    name: 'Prices', url: 'https://example.com/p', frequency: 'weekly', time: '09:30', day_of_week: 5, timezone: 'Europe/Berlin',
    config: { extract: { title: 'the title' }, pagination: { next_button_selector: 'a.next', max_pages: 3 } },
    webhook_url: 'https://hooks.example.com/x?token=secret', max_runs: 4, ends_at: '2027-01-01T00:00:00Z',
  });
  t.equal(full.status, 201, JSON.stringify(full.body));
  const d = full.body.data;
  t.match(d, { name: 'Prices', type: 'scrape', url: 'https://example.com/p', frequency: 'weekly', time: '09:30', day_of_week: 5, timezone: 'Europe/Berlin', status: 'active', max_runs: 4, ends_at: '2027-01-01T00:00:00.000Z', webhook_configured: true });
  t.match(d.id, /^sch_[0-9a-f]{24}$/);
  t.equal(d.next_run_at, '2026-03-27T08:30:00.000Z', 'Friday 09:30 CET');
  t.equal(d.created_at, '2026-03-25T10:00:00.000Z');
  t.same(d.config.extract, { title: 'the title' });
  t.equal(d.config.timeout, 30000, "the config gets the one-off endpoint's defaults");
  t.notOk(JSON.stringify(full.body).includes('secret'), 'the webhook URL (and its token) is never shown');

  const cases: [object, string][] = [
    [{ frequency: 'hourly', time: '00:45' }, '2026-03-25T10:45:00.000Z'],
    [{ frequency: 'hourly', time: '23:05', timezone: 'Asia/Kolkata' }, '2026-03-25T10:35:00.000Z'],
    [{ frequency: 'daily' }, '2026-03-26T00:00:00.000Z'],
    [{ frequency: 'daily', time: '09:30', timezone: 'Europe/Berlin' }, '2026-03-26T08:30:00.000Z'],
    [{ frequency: 'weekly' }, '2026-03-30T00:00:00.000Z'],
    [{ frequency: 'weekly', day_of_week: 3, time: '12:00' }, '2026-03-25T12:00:00.000Z'],
    [{ frequency: 'monthly' }, '2026-04-01T00:00:00.000Z'],
    [{ frequency: 'monthly', day_of_month: 28, time: '23:59', timezone: 'America/New_York' }, '2026-03-29T03:59:00.000Z'],
  ];
  for (const [body, next] of cases) {
    const res = await create(body);
    t.equal(res.status, 201, JSON.stringify(body));
    t.equal(res.body.data.next_run_at, next, `${JSON.stringify(body)} runs next at ${next}`);
  }
  const defaults = await create({ frequency: 'weekly' });
  t.match(defaults.body.data, { time: '00:00', timezone: 'UTC', day_of_week: 1, webhook_configured: false, max_runs: null, ends_at: null });
  t.notOk('day_of_month' in defaults.body.data);
  const monthly = await create({ frequency: 'monthly' });
  t.equal(monthly.body.data.day_of_month, 1);

  // Across the spring change in Berlin (2026-03-29, 02:00 -> 03:00): 09:30 local on both sides, and
  // 02:30 (which does not exist that day) at 03:00 CEST.
  h.clock.set(at('2026-03-28T09:00:00Z'));
  t.equal((await create({ time: '09:30', timezone: 'Europe/Berlin' })).body.data.next_run_at, '2026-03-29T07:30:00.000Z', '09:30 CEST the day of the change');
  h.clock.set(at('2026-03-28T23:00:00Z'));
  t.equal((await create({ time: '02:30', timezone: 'Europe/Berlin' })).body.data.next_run_at, '2026-03-29T01:00:00.000Z', 'a skipped 02:30 runs at 03:00 CEST');
  // Autumn (2026-10-25, 03:00 -> 02:00): 02:30 happens twice and runs at the first.
  h.clock.set(at('2026-10-24T23:00:00Z'));
  t.equal((await create({ time: '02:30', timezone: 'Europe/Berlin' })).body.data.next_run_at, '2026-10-25T00:30:00.000Z', 'a repeated 02:30 runs once, at the first');
  t.equal((await create({ time: '09:30', timezone: 'Europe/Berlin' })).body.data.next_run_at, '2026-10-25T08:30:00.000Z', '09:30 CET the day of the change');

  // Every type with its own config; a test key's schedules are its own world.
  h.clock.set(Date.now());
  t.equal((await create({ type: 'pdf', config: { format: 'letter', orientation: 'landscape' } })).status, 201);
  t.equal((await create({ type: 'screenshot', config: { full_page: true, type: 'jpeg', viewport: { width: 800, height: 600 } } })).status, 201);
  t.equal((await create({}, u.testKey)).status, 201);
});

t.test('POST /v1/schedules refuses every wrong field with the codes of decisions.md', async (t) => {
  const h = await startHarness(t, { GLEANER_ALLOW_PRIVATE_NETWORKS: 'false' });
  const u = await h.createUser({ plan: 'pro' });
  const base = { name: 'n', type: 'scrape', url: 'https://example.com/', frequency: 'daily' };
  const post = (body: unknown) => h.call('POST', '/v1/schedules', { key: u.key, body });
  const refused: [unknown, number, string, string][] = [
    [{ ...base, name: undefined }, 400, 'missing_parameter', 'name'],
    [{ ...base, type: undefined }, 400, 'missing_parameter', 'type'],
    [{ ...base, url: undefined }, 400, 'missing_parameter', 'url'],
    [{ ...base, frequency: undefined }, 400, 'missing_parameter', 'frequency'],
    [{ ...base, name: '' }, 400, 'invalid_parameter', 'name'],
    [{ ...base, type: 'extract' }, 400, 'invalid_parameter', 'type'],
    [{ ...base, url: 'ftp://example.com/' }, 400, 'invalid_url', 'url'],
    [{ ...base, url: 'http://127.0.0.1/' }, 400, 'invalid_url', 'url'],
    [{ ...base, frequency: 'yearly' }, 400, 'invalid_parameter', 'frequency'],
    [{ ...base, time: '24:00' }, 400, 'invalid_parameter', 'time'],
    [{ ...base, time: '9:30' }, 400, 'invalid_parameter', 'time'],
    [{ ...base, time: 930 }, 400, 'invalid_parameter', 'time'],
    [{ ...base, frequency: 'weekly', day_of_week: 7 }, 400, 'invalid_parameter', 'day_of_week'],
    [{ ...base, frequency: 'weekly', day_of_week: -1 }, 400, 'invalid_parameter', 'day_of_week'],
    [{ ...base, frequency: 'weekly', day_of_week: 1.5 }, 400, 'invalid_parameter', 'day_of_week'],
    [{ ...base, frequency: 'daily', day_of_week: 2 }, 400, 'invalid_parameter', 'day_of_week'],
    [{ ...base, frequency: 'monthly', day_of_month: 29 }, 400, 'invalid_parameter', 'day_of_month'],
    [{ ...base, frequency: 'monthly', day_of_month: 0 }, 400, 'invalid_parameter', 'day_of_month'],
    [{ ...base, frequency: 'weekly', day_of_month: 3 }, 400, 'invalid_parameter', 'day_of_month'],
    [{ ...base, timezone: 'Mars/Olympus_Mons' }, 400, 'invalid_parameter', 'timezone'],
    [{ ...base, timezone: '' }, 400, 'invalid_parameter', 'timezone'],
    [{ ...base, timezone: 'IST' }, 400, 'invalid_parameter', 'timezone'],
    [{ ...base, timezone: '+05:30' }, 400, 'invalid_parameter', 'timezone'],
    [{ ...base, config: [] }, 400, 'invalid_parameter', 'config'],
    [{ ...base, config: { format: 'a4' } }, 400, 'invalid_parameter', 'config.format'],
    [{ ...base, config: { url: 'https://example.com/' } }, 400, 'invalid_parameter', 'config.url'],
    [{ ...base, config: { timeout: 5 } }, 400, 'invalid_parameter', 'config.timeout'],
    [{ ...base, config: { pagination: { max_pages: 3 } } }, 400, 'missing_parameter', 'config.pagination.next_button_selector'],
    [{ ...base, config: { proxy: true } }, 400, 'invalid_parameter', 'config.proxy'],
    [{ ...base, type: 'pdf', config: { extract: { a: 'b' } } }, 400, 'invalid_parameter', 'config.extract'],
    [{ ...base, type: 'pdf', config: { scale: 3 } }, 400, 'invalid_parameter', 'config.scale'],
    [{ ...base, type: 'screenshot', config: { quality: 101 } }, 400, 'invalid_parameter', 'config.quality'],
    [{ ...base, type: 'screenshot', config: { viewport: { width: 7680, height: 7680, device_scale_factor: 4 } } }, 400, 'invalid_parameter', 'config.viewport'],
    [{ ...base, webhook_url: 'not a url' }, 400, 'invalid_url', 'webhook_url'],
    [{ ...base, webhook_url: 'http://10.0.0.1/hook' }, 400, 'invalid_url', 'webhook_url'],
    [{ ...base, webhook_url: 'http://169.254.169.254/latest' }, 400, 'invalid_url', 'webhook_url'],
    [{ ...base, max_runs: 0 }, 400, 'invalid_parameter', 'max_runs'],
    [{ ...base, max_runs: 'ten' }, 400, 'invalid_parameter', 'max_runs'],
    [{ ...base, ends_at: 'tomorrow' }, 400, 'invalid_parameter', 'ends_at'],
    [{ ...base, ends_at: '2020-01-01T00:00:00Z' }, 400, 'invalid_parameter', 'ends_at'],
    [{ ...base, ends_at: new Date(Date.now() + 60_000).toISOString(), time: '00:00' }, 400, 'invalid_parameter', 'ends_at'],
    [{ ...base, extra: 1 }, 400, 'invalid_parameter', 'extra'],
    [[base], 400, 'invalid_parameter', '(body)'],
  ];
  for (const [body, status, code, field] of refused) {
    const res = await post(body);
    t.equal(res.status, status, `${JSON.stringify(body)} -> ${res.status} ${JSON.stringify(res.body)}`);
    t.equal(res.body.error?.code, code, `${JSON.stringify(body)}: ${code}`);
    t.equal(res.body.error?.details?.field, field, `${JSON.stringify(body)} names ${field}`);
  }
  const many = await post({ ...base, time: '25:00', timezone: 'Nowhere/City', frequency: 'daily', day_of_month: 3 });
  t.equal(many.status, 400);
  t.ok(many.body.error.details.errors.length >= 3, `every problem at once: ${JSON.stringify(many.body.error.details.errors)}`);
  // Messages say what is wrong in words: a time is HH:MM (never the regex); a refused loopback or
  // private target names the operator's setting that allows it (for development).
  const badTime = await post({ ...base, time: '9:30' });
  t.equal(badTime.body.error.message, 'time must be a time of day as HH:MM, 24-hour (for example 09:30 or 17:05)');
  t.notMatch(JSON.stringify(badTime.body), /\^|\[0-5\]|pattern/, 'no regex');
  for (const url of ['http://127.0.0.1/', 'http://10.0.0.1/']) {
    const refusedHere = await post({ ...base, url });
    t.match(refusedHere.body.error.message, /not a public address.*GLEANER_ALLOW_PRIVATE_NETWORKS=true/, `${url}: the setting is named`);
  }
  t.equal((await h.call('POST', '/v1/schedules', { rawBody: '{', key: u.key })).status, 400, 'not JSON');
  t.equal((await h.call('POST', '/v1/schedules', { body: base })).status, 401, 'no key');
  t.equal((await h.call('GET', '/v1/schedules', { key: u.key })).body.pagination.total, 0, 'nothing was created');
});

t.test('GET, list, pause, resume and DELETE /v1/schedules', async (t) => {
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro' });
  const other = await h.createUser({ plan: 'pro' });
  h.clock.set(at('2026-05-04T10:00:00Z'));
  const ids: string[] = [];
  for (const [type, frequency] of [['scrape', 'daily'], ['pdf', 'hourly'], ['screenshot', 'weekly'], ['scrape', 'monthly']]) {
    h.clock.advance(1000);
    const res = await h.call('POST', '/v1/schedules', { key: u.key, body: { name: `${type} ${frequency}`, type, url: 'https://example.com/', frequency } });
    t.equal(res.status, 201);
    ids.push(res.body.data.id);
  }
  const list = await h.call('GET', '/v1/schedules', { key: u.key });
  t.equal(list.status, 200);
  t.same(list.body.data.map((s: { id: string }) => s.id), [...ids].reverse(), 'newest first');
  t.same(list.body.pagination, { page: 1, limit: 20, total: 4, total_pages: 1 });
  t.match(list.body.data[0], { total_runs: 0, last_run_at: null, status: 'active' });
  t.notOk('config' in list.body.data[0], 'config only in detail and create responses');
  t.equal((await h.call('GET', '/v1/schedules?type=scrape', { key: u.key })).body.data.length, 2);
  const paged = await h.call('GET', '/v1/schedules?limit=3&page=2', { key: u.key });
  t.same(paged.body.pagination, { page: 2, limit: 3, total: 4, total_pages: 2 });
  t.equal(paged.body.data.length, 1);
  for (const q of ['status=done', 'type=extract', 'limit=0', 'limit=101', 'page=0', 'sort=name']) t.equal((await h.call('GET', `/v1/schedules?${q}`, { key: u.key })).status, 400, q);
  t.equal((await h.call('GET', '/v1/schedules', { key: other.key })).body.pagination.total, 0, "another user's list is their own");
  t.equal((await h.call('GET', '/v1/schedules', { key: u.testKey })).body.pagination.total, 0, 'test keys see only test data');

  const id = ids[0];
  const detail = await h.call('GET', `/v1/schedules/${id}`, { key: u.key });
  t.equal(detail.status, 200);
  t.match(detail.body.data, { id, status: 'active', next_run_at: '2026-05-05T00:00:00.000Z', total_runs: 0, successful_runs: 0, failed_runs: 0, last_run_at: null, last_run_status: null, config: {} });

  const pause = await h.call('POST', `/v1/schedules/${id}/pause`, { key: u.key });
  t.equal(pause.status, 200);
  t.match(pause.body, { success: true, message: String, data: { id, status: 'paused', next_run_at: null } });
  t.equal((await h.call('POST', `/v1/schedules/${id}/pause`, { key: u.key })).body.data.status, 'paused', 'pausing a paused schedule changes nothing');
  t.equal((await h.call('GET', '/v1/schedules?status=paused', { key: u.key })).body.data[0].id, id);
  t.equal((await h.call('GET', '/v1/schedules?status=active', { key: u.key })).body.pagination.total, 3);

  h.clock.set(at('2026-05-07T12:00:00Z'));
  const resume = await h.call('POST', `/v1/schedules/${id}/resume`, { key: u.key });
  t.equal(resume.status, 200);
  t.match(resume.body.data, { status: 'active', next_run_at: '2026-05-08T00:00:00.000Z' }, 'the next due time after now');
  t.equal((await h.call('POST', `/v1/schedules/${id}/resume`, { key: u.key })).body.data.next_run_at, '2026-05-08T00:00:00.000Z', 'resuming an active schedule changes nothing');

  for (const [method, path] of [['GET', ''], ['GET', '/runs'], ['POST', '/pause'], ['POST', '/resume'], ['POST', '/run'], ['DELETE', '']]) {
    const res = await h.call(method, `/v1/schedules/${id}${path}`, { key: other.key });
    t.equal(res.status, 404, `${method} ${path} of another user's schedule`);
    t.equal(res.body.error.code, 'not_found');
    t.equal((await h.call(method, `/v1/schedules/sch_000000000000000000000000${path}`, { key: u.key })).status, 404, `${method} ${path} of a missing schedule`);
  }
  const del = await h.call('DELETE', `/v1/schedules/${id}`, { key: u.key });
  t.same(del.body, { success: true, message: `Schedule ${id} deleted.` });
  t.equal((await h.call('GET', `/v1/schedules/${id}`, { key: u.key })).status, 404, 'gone');
  t.equal((await h.call('DELETE', `/v1/schedules/${id}`, { key: u.key })).status, 404, 'a second delete is not_found');
  t.equal((await h.call('GET', '/v1/schedules', { key: u.key })).body.pagination.total, 3);
});
