import t from 'tap';
import { startFixtureSite, startReceiver, waitFor, type Receiver } from '@gleaner/testkit';
import { verifySignature } from '@gleaner/features';
import { startHarness, type Harness, type NewUser } from './harness.js';

// schedule.completed over HTTP on the embedded server: delivered and signed, retried after a 500,
// given up after the last attempt, and kept across a restart of the server in the middle of its
// retries. The test's clock decides when a retry is due (backoff 1 s at most here); the dispatcher
// looks every second.

const ENV = { GLEANER_WEBHOOK_BACKOFF_MS: '1000', GLEANER_WEBHOOK_MAX_DELAY_MS: '1000' };

async function scheduleWithHook(h: Harness, u: NewUser, siteUrl: string, hook: Receiver): Promise<string> {
  const res = await h.call('POST', '/v1/schedules', { key: u.key, body: { name: 'hooked', type: 'scrape', url: `${siteUrl}/product`, frequency: 'daily', config: { extract: { name: 'product name' } }, webhook_url: hook.url } });
  return res.body.data.id;
}

async function webhookOf(h: Harness, u: NewUser, scheduleId: string) {
  return (await h.call('GET', `/v1/schedules/${scheduleId}/runs`, { key: u.key })).body.data[0].webhook;
}

/** Moves the clock past the next retry and waits for the receiver's `n`th hit. */
async function nextHit(h: Harness, hook: Receiver, n: number) {
  h.clock.advance(1500);
  return waitFor(`hit ${n}`, () => (hook.hits.length >= n ? hook.hits[n - 1] : undefined));
}

t.test('schedule.completed is delivered, signed, and shown with the run', async (t) => {
  const site = await startFixtureSite();
  const hook = await startReceiver();
  t.teardown(() => Promise.all([site.close(), hook.close()]));
  const h = await startHarness(t, ENV);
  const u = await h.createUser({ plan: 'pro', credits: 10 });
  const id = await scheduleWithHook(h, u, site.url, hook);
  const run = (await h.call('POST', `/v1/schedules/${id}/run`, { key: u.key })).body.data;
  const hit = await waitFor('the event', () => hook.hits[0]);
  t.equal(hit.headers['content-type'], 'application/json');
  t.equal(hit.headers['x-gleaner-event'], 'schedule.completed');
  const header = String(hit.headers['x-signature']);
  // Signed at the attempt's time on the server's clock (the test's): checked at that time.
  const signedAt = Number(/t=(\d+)/.exec(header)![1]) * 1000;
  t.equal(signedAt, Math.floor(h.clock.now() / 1000) * 1000, "t is the server's time of the attempt");
  const verdict = verifySignature({ secret: u.webhookSecret, body: hit.body, header, now: signedAt });
  t.ok(verdict.ok, `signed with the user's webhook secret (${JSON.stringify(verdict)})`);
  t.notOk(verifySignature({ secret: 'another secret', body: hit.body, header, now: signedAt }).ok, 'and not with another');
  const event = JSON.parse(hit.body.toString('utf8'));
  t.match(event, { event: 'schedule.completed', schedule_id: id, run_id: run.id, status: 'success', credits_used: 1, completed_at: run.completed_at });
  t.match(String(event.data.extracted.name), /Fixture Kettle/, 'the extracted result');
  const webhook = await waitFor('the delivery recorded', async () => {
    const w = await webhookOf(h, u, id);
    return w.status === 'delivered' ? w : undefined;
  });
  t.match(webhook, { status: 'delivered', attempts: 1, last_status_code: 200, last_error: null });
  t.equal(hook.hits.length, 1, 'sent once');
});

t.test('a 500 is retried; five failures give up; a restart in the middle of retries loses nothing', async (t) => {
  const site = await startFixtureSite();
  // /flaky answers 500 to its first hit of each delivery; /down always 500.
  const hook = await startReceiver((hit, n) => ({ status: hit.path.startsWith('/down') || n === 1 ? 500 : 200 }));
  t.teardown(() => Promise.all([site.close(), hook.close()]));
  const h = await startHarness(t, ENV);
  const u = await h.createUser({ plan: 'pro', credits: 10 });
  const flaky = await scheduleWithHook(h, u, site.url, { ...hook, url: `${hook.origin}/flaky` });
  await h.call('POST', `/v1/schedules/${flaky}/run`, { key: u.key });
  await waitFor('the first attempt', () => hook.hits[0]);
  await waitFor('its 500 recorded', async () => ((await webhookOf(h, u, flaky)).attempts === 1 ? true : undefined));
  t.match(await webhookOf(h, u, flaky), { status: 'pending', attempts: 1, last_status_code: 500 });
  await nextHit(h, hook, 2);
  const delivered = await waitFor('delivered', async () => {
    const w = await webhookOf(h, u, flaky);
    return w.status === 'delivered' ? w : undefined;
  });
  t.match(delivered, { attempts: 2, last_status_code: 200 }, 'retried after the 500, then delivered');
  // Each attempt is readable: when, how long, what came back; never the URL or the headers.
  t.match(delivered.attempt_history, [
    { attempt: 1, at: String, duration_ms: Number, status_code: 500, error_code: null },
    { attempt: 2, at: String, duration_ms: Number, status_code: 200, error_code: null },
  ]);
  t.same(Object.keys(delivered.attempt_history[0]).sort(), ['at', 'attempt', 'duration_ms', 'error_code', 'status_code']);
  t.notMatch(JSON.stringify(delivered), /flaky|127\.0\.0\.1/, 'no target in the run');

  const down = await scheduleWithHook(h, u, site.url, { ...hook, url: `${hook.origin}/down` });
  const before = hook.hits.length;
  await h.call('POST', `/v1/schedules/${down}/run`, { key: u.key });
  await waitFor('the first attempt', () => (hook.hits.length > before ? true : undefined));
  // The server stops and starts again between attempts: the delivery is in the store, not in memory.
  await waitFor('attempt 1 recorded', async () => ((await webhookOf(h, u, down)).attempts === 1 ? true : undefined));
  await h.restart();
  for (let n = 2; n <= 5; n++) {
    await nextHit(h, hook, before + n);
    await waitFor(`attempt ${n} recorded`, async () => ((await webhookOf(h, u, down)).attempts === n ? true : undefined));
  }
  const failed = await waitFor('given up', async () => {
    const w = await webhookOf(h, u, down);
    return w.status === 'failed' ? w : undefined;
  });
  t.match(failed, { status: 'failed', attempts: 5, last_status_code: 500 }, 'five attempts, then failed');
  h.clock.advance(60_000);
  await new Promise((r) => setTimeout(r, 1500));
  t.equal(hook.hits.length - before, 5, 'no sixth attempt');
});
