import t from 'tap';
import { startFixtureSite } from '@gleaner/testkit';
import { startHarness, type Harness, type NewUser } from './harness.js';

// Runs: POST /schedules/{id}/run of each type (the same job as the one-off endpoint, through the
// render queue, charged once), a run without credits, max_runs and ends_at leading to completed,
// runs listed with their data.

async function balance(h: Harness, u: NewUser): Promise<number> {
  return (await h.call("GET", "/v1/user/profile", { key: u.key })).body.data.credits.balance;
}

t.test('POST /v1/schedules/{id}/run of each type, charged once', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 20 });
  const schedule = async (body: object) => {
    const res = await h.call('POST', '/v1/schedules', { key: u.key, body: { name: 'n', frequency: 'daily', ...body } });
    t.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.data.id as string;
  };

  const scrape = await schedule({ type: 'scrape', url: `${site.url}/list/links`, config: { extract: { title: 'the page title' }, pagination: { next_button_selector: 'a.next', max_pages: 3 } } });
  const before = await h.call('GET', `/v1/schedules/${scrape}`, { key: u.key });
  const run = await h.call('POST', `/v1/schedules/${scrape}/run`, { key: u.key });
  t.equal(run.status, 200, JSON.stringify(run.body).slice(0, 400));
  const r = run.body.data;
  t.match(r, { schedule_id: scrape, status: 'success', trigger: 'manual', due_at: null, credits_used: 3, webhook: null });
  t.match(r.id, /^run_[0-9a-f]{24}$/);
  t.equal(r.data.pages_scraped, 3);
  t.ok(r.data.extracted && typeof r.data.extracted === 'object', 'the extracted fields');
  t.notOk('raw_html' in r.data, 'the HTML stays in the scrape record');
  t.ok(Date.parse(r.completed_at) >= Date.parse(r.started_at));
  t.equal(run.body.credits_used, 3);
  t.equal(run.body.credits_remaining, 17);
  t.equal(await balance(h, u), 17, 'charged once: 1 credit a page');
  const stored = await h.call('GET', `/v1/content/data/${r.data.id}`, { key: u.key });
  t.equal(stored.status, 200, 'the scrape is stored like a one-off scrape');
  t.match(stored.body.data.raw_html, /<html/i);
  const after = await h.call('GET', `/v1/schedules/${scrape}`, { key: u.key });
  t.match(after.body.data, { total_runs: 1, successful_runs: 1, failed_runs: 0, last_run_status: 'success', next_run_at: before.body.data.next_run_at });
  t.equal(after.body.data.last_run_at, r.started_at);

  const pdf = await schedule({ type: 'pdf', url: `${site.url}/long?sections=3`, config: { format: 'letter' } });
  const pdfRun = (await h.call('POST', `/v1/schedules/${pdf}/run`, { key: u.key })).body;
  t.match(pdfRun.data, { status: 'success', credits_used: 2, data: { pdf_url: String, pages: Number, settings: { format: 'letter' } } });
  const file = await fetch(pdfRun.data.data.pdf_url);
  t.equal(file.status, 200);
  t.equal(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString(), '%PDF-');
  t.equal((await h.call('GET', `/v1/pdf/${pdfRun.data.data.id}`, { key: u.key })).status, 200, 'listed with the PDFs');

  const shot = await schedule({ type: 'screenshot', url: `${site.url}/product`, config: { type: 'jpeg', viewport: { width: 640, height: 480 } } });
  const shotRun = (await h.call('POST', `/v1/schedules/${shot}/run`, { key: u.key })).body;
  t.match(shotRun.data, { status: 'success', credits_used: 1, data: { image_url: String, type: 'jpeg', width: 640, height: 480 } });
  t.equal(await balance(h, u), 14, '3 + 2 + 1 credits in all');

  // A failed render costs nothing and is a failed run, not an error of the request.
  const broken = await schedule({ type: 'scrape', url: `${site.url}/slow?delay=3000`, config: { timeout: 500 } });
  const failed = await h.call('POST', `/v1/schedules/${broken}/run`, { key: u.key });
  t.equal(failed.status, 200);
  t.match(failed.body.data, { status: 'failed', credits_used: 0, error: { code: 'timeout' } }, JSON.stringify(failed.body));
  t.equal(await balance(h, u), 14);
  t.match((await h.call('GET', `/v1/schedules/${broken}`, { key: u.key })).body.data, { failed_runs: 1, successful_runs: 0, last_run_status: 'failed' });

  // Runs, newest first.
  await h.call('POST', `/v1/schedules/${scrape}/run`, { key: u.key });
  const runs = await h.call('GET', `/v1/schedules/${scrape}/runs`, { key: u.key });
  t.equal(runs.status, 200);
  t.same(runs.body.pagination, { page: 1, limit: 20, total: 2, total_pages: 1 });
  t.equal(runs.body.data[1].id, r.id, 'newest first');
  t.equal((await h.call('GET', `/v1/schedules/${scrape}/runs?limit=1&page=2`, { key: u.key })).body.data[0].id, r.id);
  t.equal((await h.call('GET', `/v1/schedules/${scrape}/runs?limit=500`, { key: u.key })).status, 400);

  // Usage counts scheduled runs under schedules/run.
  const usage = await h.call('GET', '/v1/user/usage', { key: u.key });
  t.ok(usage.body.data.by_endpoint['schedules/run'], JSON.stringify(usage.body.data.by_endpoint));

  // A test key's runs work for real and cost nothing.
  const testSchedule = await h.call('POST', '/v1/schedules', { key: u.testKey, body: { name: 'n', frequency: 'daily', type: 'screenshot', url: `${site.url}/product` } });
  const testRun = await h.call('POST', `/v1/schedules/${testSchedule.body.data.id}/run`, { key: u.testKey });
  t.match(testRun.body.data, { status: 'success', credits_used: 0 }, JSON.stringify(testRun.body));
  t.equal(await balance(h, u), 11, 'the second scrape run took its 3 pages, the test-key run nothing');
});

t.test('a run without credits fails with insufficient_credits and is recorded; max_runs completes', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 1 });
  const created = await h.call('POST', '/v1/schedules', { key: u.key, body: { name: 'n', type: 'pdf', url: `${site.url}/product`, frequency: 'hourly', max_runs: 2 } });
  const id = created.body.data.id;
  const poor = await h.call('POST', `/v1/schedules/${id}/run`, { key: u.key });
  t.equal(poor.status, 200);
  t.match(poor.body.data, { status: 'failed', credits_used: 0, error: { code: 'insufficient_credits' } });
  t.equal(await balance(h, u), 1, 'nothing taken');
  t.equal((await h.call('GET', `/v1/schedules/${id}/runs`, { key: u.key })).body.data.length, 1, 'recorded once, not retried');
  t.match((await h.call('GET', `/v1/schedules/${id}`, { key: u.key })).body.data, { status: 'active', total_runs: 1 });

  await h.call('POST', `/v1/admin/users/${u.id}/credits`, { key: 'test-admin-token', body: { amount: 10 } });
  const last = await h.call('POST', `/v1/schedules/${id}/run`, { key: u.key });
  t.match(last.body.data, { status: 'success', credits_used: 2 }, JSON.stringify(last.body));
  const done = await h.call('GET', `/v1/schedules/${id}`, { key: u.key });
  t.match(done.body.data, { status: 'completed', next_run_at: null, total_runs: 2 }, 'max_runs reached: completed');
  const more = await h.call('POST', `/v1/schedules/${id}/run`, { key: u.key });
  t.equal(more.status, 400);
  t.equal(more.body.error.code, 'invalid_parameter', 'a completed schedule runs no more');
  t.equal((await h.call('POST', `/v1/schedules/${id}/resume`, { key: u.key })).body.data.status, 'completed', 'resume leaves a completed schedule');
  t.equal((await h.call('GET', '/v1/schedules?status=completed', { key: u.key })).body.data[0].id, id);
});
