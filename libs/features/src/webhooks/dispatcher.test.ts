import t, { type Test } from 'tap';
import { classifyAddress, classifyTreating, NetworkGuard, type LookupFn } from '@gleaner/net';
import { verifySignature } from './signature.js';
import { DeliveryQueue } from './delivery-queue.js';
import { WEBHOOK_USER_AGENT } from './delivery-post.js';
import type { DeliveryRequest } from './deliveries.js';
import { attemptsMade, finished, harness, setSecret, SECRET, START, USER_ID, waitForDelivery, type Harness } from './harness.test-helper.js';
import { startReceiver, type Receiver } from '@gleaner/testkit';

// The dispatcher on SQLite and the memory bus, against receivers on 127.0.0.1. The clock moves only
// when a test says so: a retry comes when the clock reaches its next_attempt_at, and not before.

const PAYLOAD = { event: 'schedule.completed', schedule_id: 'sch_1', run_id: 'run_1', data: { title: 'Café ☕', n: 1 }, completed_at: '2026-03-01T09:00:00.000Z' };

function request(id: string, url: string, extra: Partial<DeliveryRequest> = {}): DeliveryRequest {
  return { id, userId: USER_ID, env: 'live', event: 'schedule.completed', url, payload: PAYLOAD, source: { kind: 'schedule_run', id: `run_${id}` }, ...extra };
}

async function setup(t: Test, answer?: Parameters<typeof startReceiver>[0]): Promise<{ h: Harness; receiver: Receiver }> {
  const h = await harness();
  const receiver = await startReceiver(answer);
  t.teardown(async () => {
    await h.close();
    await receiver.close();
  });
  return { h, receiver };
}

/** A real pause in which a dispatcher that ignored next_attempt_at would have tried again (it polls every 10 ms). */
const pause = () => new Promise((resolve) => setTimeout(resolve, 150));

t.test('a delivery is POSTed once, signed over the exact bytes stored, and its attempt recorded', async (t) => {
  const { h, receiver } = await setup(t);
  await h.startDispatcher();
  const headers = { Authorization: 'Bearer receiver-token', 'X-Signature': 'forged', 'Content-Length': '1' };
  const queued = await h.queue.enqueue(request('dlv_signed', receiver.url, { headers }));
  t.equal(queued.status, 'pending');
  t.equal(queued.body, JSON.stringify(PAYLOAD), 'the body is serialised once, at enqueue');
  const done = await waitForDelivery(h.store, 'dlv_signed', finished);
  t.equal(done.status, 'delivered');
  t.equal(done.completed_at, new Date(START).toISOString());
  t.equal(done.next_attempt_at, null);
  t.equal(done.attempts.length, 1);
  t.match(done.attempts[0], { attempt: 1, at: new Date(START).toISOString(), status_code: 200 });
  t.type(done.attempts[0].duration_ms, 'number');
  t.notOk(done.attempts[0].error);

  t.equal(receiver.hits.length, 1);
  const hit = receiver.hits[0];
  t.equal(hit.path, '/hook');
  t.equal(hit.body.toString('utf8'), done.body, 'the stored bytes are the bytes sent');
  t.same(verifySignature({ header: hit.headers['x-signature'], body: hit.body, secret: SECRET, now: h.clock.now() }), { ok: true, timestamp: START / 1000 });
  t.equal(verifySignature({ header: hit.headers['x-signature'], body: hit.body, secret: 'whsec_other', now: h.clock.now() }).ok, false, 'another secret does not verify');
  t.match(hit.headers, {
    'content-type': 'application/json',
    'user-agent': WEBHOOK_USER_AGENT,
    'x-gleaner-event': 'schedule.completed',
    'x-gleaner-delivery': 'dlv_signed',
    'x-gleaner-attempt': '1',
    authorization: 'Bearer receiver-token',
  });
  t.not(hit.headers['x-signature'], 'forged', "a caller's headers cannot replace the signature");
  t.equal(hit.headers['content-length'], String(hit.body.length), '…nor frame the request');
});

t.test('a 500 is retried when the clock reaches the backoff, then delivered', async (t) => {
  const { h, receiver } = await setup(t, (_hit, n) => ({ status: n === 1 ? 500 : 204 }));
  await h.startDispatcher();
  await h.queue.enqueue(request('dlv_retry', receiver.url));
  const first = await waitForDelivery(h.store, 'dlv_retry', attemptsMade(1));
  t.equal(first.status, 'pending');
  t.match(first.attempts, [{ attempt: 1, status_code: 500 }]);
  t.equal(first.next_attempt_at, new Date(START + 750).toISOString(), '1000 ms base, attempt 1, jitter at 0.5: 750 ms');
  await pause();
  t.equal(receiver.hits.length, 1, 'nothing is sent before the retry is due');
  h.clock.advance(749);
  await pause();
  t.equal(receiver.hits.length, 1, 'nor a millisecond before');
  h.clock.advance(751); // due, and in the next second: its signature's t differs
  const done = await waitForDelivery(h.store, 'dlv_retry', finished);
  t.equal(done.status, 'delivered');
  t.match(done.attempts, [{ attempt: 1, status_code: 500 }, { attempt: 2, status_code: 204, at: new Date(START + 1500).toISOString() }]);
  t.same(receiver.hits.map((hit) => hit.headers['x-gleaner-attempt']), ['1', '2']);
  t.same(receiver.hits[0].body, receiver.hits[1].body, 'the same bytes at every attempt');
  t.match(receiver.hits[1].headers['x-signature'], new RegExp(`^t=${START / 1000 + 1},v1=`), 'signed afresh, at the time of the attempt');
});

t.test('after the last of 5 attempts the delivery has failed, with every attempt recorded', async (t) => {
  const { h, receiver } = await setup(t, () => ({ status: 503 }));
  await h.startDispatcher();
  await h.queue.enqueue(request('dlv_gives_up', receiver.url));
  const delays: number[] = [];
  for (let n = 1; n < 5; n++) {
    const r = await waitForDelivery(h.store, 'dlv_gives_up', attemptsMade(n), `${n} attempts`);
    t.equal(r.status, 'pending', `pending after attempt ${n}`);
    const due = Date.parse(r.next_attempt_at!);
    delays.push(due - h.clock.now());
    h.clock.set(due);
  }
  t.same(delays, [750, 1500, 3000, 6000], 'exponential backoff (jitter pinned at 0.5)');
  const done = await waitForDelivery(h.store, 'dlv_gives_up', finished);
  t.equal(done.status, 'failed');
  t.equal(done.next_attempt_at, null);
  t.equal(done.completed_at, new Date(h.clock.now()).toISOString());
  t.same(done.attempts.map((a) => [a.attempt, a.status_code]), [[1, 503], [2, 503], [3, 503], [4, 503], [5, 503]]);
  h.clock.advance(3_600_000);
  await pause();
  t.equal(receiver.hits.length, 5, 'nothing more is sent');
});

t.test('other 4xx and 3xx answers fail at once; redirects are not followed', async (t) => {
  const { h, receiver } = await setup(t, (hit) => {
    if (hit.path === '/moved') return { status: 302, headers: { location: '/hook' } };
    return { status: Number(hit.path.slice(1)) };
  });
  await h.startDispatcher();
  for (const status of [400, 401, 404, 410, 422]) await h.queue.enqueue(request(`dlv_${status}`, `${receiver.origin}/${status}`));
  await h.queue.enqueue(request('dlv_moved', `${receiver.origin}/moved`));
  for (const status of [400, 401, 404, 410, 422]) {
    const done = await waitForDelivery(h.store, `dlv_${status}`, finished);
    t.equal(done.status, 'failed', `${status} failed`);
    t.match(done.attempts, [{ attempt: 1, status_code: status }], `${status}: one attempt`);
  }
  const moved = await waitForDelivery(h.store, 'dlv_moved', finished);
  t.equal(moved.status, 'failed');
  t.match(moved.attempts, [{ attempt: 1, status_code: 302 }]);
  h.clock.advance(3_600_000);
  await pause();
  t.same(receiver.hits.map((hit) => hit.path).sort(), ['/400', '/401', '/404', '/410', '/422', '/moved'], 'one request each; /hook never reached');
});

t.test('408 and 429 are retried at the time Retry-After asks (seconds or an HTTP-date), capped at the longest delay', async (t) => {
  const { h, receiver } = await setup(t, (hit, n) => {
    if (n > 1) return { status: 200 };
    if (hit.path === '/408') return { status: 408, headers: { 'retry-after': '7' } };
    if (hit.path === '/429') return { status: 429, headers: { 'retry-after': new Date(START + 20_000).toUTCString() } };
    return { status: 429, headers: { 'retry-after': '86400' } };
  });
  await h.startDispatcher();
  for (const p of ['408', '429', 'capped']) await h.queue.enqueue(request(`dlv_${p}`, `${receiver.origin}/${p}`));
  const expected = { '408': 7000, '429': 20_000, capped: 60_000 };
  for (const [p, delay] of Object.entries(expected)) {
    const r = await waitForDelivery(h.store, `dlv_${p}`, attemptsMade(1));
    t.equal(r.next_attempt_at, new Date(START + delay).toISOString(), `${p}: next attempt ${delay} ms later`);
  }
  h.clock.advance(6999);
  await pause();
  t.equal(receiver.hits.length, 3, 'none is retried before its time');
  h.clock.advance(1);
  t.equal((await waitForDelivery(h.store, 'dlv_408', finished)).status, 'delivered', '408 after 7 s');
  h.clock.set(START + 20_000);
  t.equal((await waitForDelivery(h.store, 'dlv_429', finished)).status, 'delivered', '429 at its date');
  t.equal((await h.queue.get('dlv_capped'))!.status, 'pending', 'the capped one still waits');
  h.clock.set(START + 60_000);
  t.match(await waitForDelivery(h.store, 'dlv_capped', finished), { status: 'delivered', attempts: [{ status_code: 429 }, { status_code: 200 }] });
});

t.test('a receiver that does not answer within the timeout counts as a failed attempt and is retried', async (t) => {
  const { h, receiver } = await setup(t, (_hit, n) => (n === 1 ? 'hang' : { status: 200 }));
  await h.startDispatcher({ timeoutMs: 300 });
  await h.queue.enqueue(request('dlv_slow', receiver.url));
  const first = await waitForDelivery(h.store, 'dlv_slow', attemptsMade(1));
  t.equal(first.status, 'pending');
  t.match(first.attempts, [{ attempt: 1, error: { code: 'timeout', message: /300 ms/ } }]);
  t.notOk(first.attempts[0].status_code);
  h.clock.set(Date.parse(first.next_attempt_at!));
  t.match(await waitForDelivery(h.store, 'dlv_slow', finished), { status: 'delivered', attempts: [{ error: { code: 'timeout' } }, { status_code: 200 }] });
});

t.test('a refused connection is a network error: retried', async (t) => {
  const { h } = await setup(t);
  const gone = await startReceiver();
  await gone.close();
  await h.startDispatcher({ attempts: 2 });
  await h.queue.enqueue(request('dlv_refused', gone.url));
  const first = await waitForDelivery(h.store, 'dlv_refused', attemptsMade(1));
  t.match(first, { status: 'pending', attempts: [{ error: { code: 'url_not_accessible', message: /ECONNREFUSED/ } }] });
  h.clock.set(Date.parse(first.next_attempt_at!));
  t.match(await waitForDelivery(h.store, 'dlv_refused', finished), { status: 'failed', attempts: [{ attempt: 1 }, { attempt: 2, error: { code: 'url_not_accessible' } }] }, 'failed after the last (here: second) attempt');
});

t.test('the network guard refuses a loopback target: failed at once, and no connection reaches the receiver', async (t) => {
  const { h, receiver } = await setup(t);
  await h.startDispatcher({ allowPrivateNetworks: false });
  await h.queue.enqueue(request('dlv_private', receiver.url));
  const done = await waitForDelivery(h.store, 'dlv_private', finished);
  t.equal(done.status, 'failed');
  t.match(done.attempts, [{ attempt: 1, error: { code: 'invalid_url', message: /loopback/ } }]);
  h.clock.advance(3_600_000);
  await pause();
  t.equal(receiver.connections, 0, 'not even a connection');
  t.equal(receiver.hits.length, 0);
});

t.test('the target is resolved and checked at every attempt: a host that turns private between attempts is refused', async (t) => {
  const { h, receiver } = await setup(t, () => ({ status: 500 }));
  // hooks.test answers 127.0.0.1 (playing a public address) first, then 127.0.0.2 (private).
  const lookups: string[] = [];
  const lookup: LookupFn = async (host) => {
    lookups.push(host);
    return [{ address: lookups.length === 1 ? '127.0.0.1' : '127.0.0.2', family: 4 }];
  };
  const guard = new NetworkGuard({ allowPrivateNetworks: false, lookup, classify: classifyTreating(['127.0.0.1'], classifyAddress) });
  await h.startDispatcher({ guard });
  await h.queue.enqueue(request('dlv_rebinding', `http://hooks.test:${new URL(receiver.url).port}/hook`));
  const first = await waitForDelivery(h.store, 'dlv_rebinding', attemptsMade(1));
  t.match(first.attempts, [{ attempt: 1, status_code: 500 }], 'the first attempt went to the public address');
  h.clock.set(Date.parse(first.next_attempt_at!));
  const done = await waitForDelivery(h.store, 'dlv_rebinding', finished);
  t.match(done, { status: 'failed', attempts: [{ status_code: 500 }, { attempt: 2, error: { code: 'invalid_url', message: /127\.0\.0\.2/ } }] });
  t.same(lookups, ['hooks.test', 'hooks.test'], 'one lookup per attempt');
  t.equal(receiver.hits.length, 1, 'the second attempt sent nothing');
});

t.test('enqueue is idempotent by id: the first record stands and one request is sent', async (t) => {
  const { h, receiver } = await setup(t);
  const first = await h.queue.enqueue(request('dlv_once', receiver.url));
  const again = await Promise.all([h.queue.enqueue(request('dlv_once', receiver.url, { payload: { other: true } })), h.queue.enqueue(request('dlv_once', receiver.url))]);
  for (const record of again) t.same({ body: record.body, created_at: record.created_at }, { body: first.body, created_at: first.created_at });
  await h.startDispatcher();
  const done = await waitForDelivery(h.store, 'dlv_once', finished);
  t.equal(done.status, 'delivered');
  t.same(await h.queue.enqueue(request('dlv_once', receiver.url)), done, 'enqueued again after delivery: the delivered record, nothing sent');
  await pause();
  t.equal(receiver.hits.length, 1);
  t.equal(await h.store.collection('deliveries').count({}), 1);
});

t.test('a regenerated secret signs the attempts after it', async (t) => {
  const { h, receiver } = await setup(t, (_hit, n) => ({ status: n === 1 ? 502 : 200 }));
  await h.startDispatcher();
  await h.queue.enqueue(request('dlv_rotated', receiver.url));
  const first = await waitForDelivery(h.store, 'dlv_rotated', attemptsMade(1));
  await setSecret(h.store, 'whsec_regenerated');
  h.clock.set(Date.parse(first.next_attempt_at!));
  await waitForDelivery(h.store, 'dlv_rotated', finished);
  const [before, after] = receiver.hits;
  const check = (hit: typeof before, secret: string) => verifySignature({ header: hit.headers['x-signature'], body: hit.body, secret, now: h.clock.now() }).ok;
  t.same([check(before, SECRET), check(before, 'whsec_regenerated')], [true, false], 'the first attempt: the old secret');
  t.same([check(after, SECRET), check(after, 'whsec_regenerated')], [false, true], 'the retry: the new one');
});

t.test('a nudge that could not be published loses nothing: the poll finds the delivery', async (t) => {
  const { h, receiver } = await setup(t);
  const broken = { ...h.bus, publish: async () => Promise.reject(new Error('the bus is down')) } as typeof h.bus;
  const queue = new DeliveryQueue({ store: h.store, bus: broken, clock: h.clock });
  const record = await queue.enqueue(request('dlv_unnudged', receiver.url));
  t.equal(record.status, 'pending', 'enqueue answers: the record is stored');
  await h.startDispatcher({ pollIntervalMs: 20 });
  t.equal((await waitForDelivery(h.store, 'dlv_unnudged', finished)).status, 'delivered');
});

t.test('an account that no longer exists: failed without a request', async (t) => {
  const { h, receiver } = await setup(t);
  await h.startDispatcher();
  await h.queue.enqueue(request('dlv_orphan', receiver.url, { userId: 'usr_gone' }));
  t.match(await waitForDelivery(h.store, 'dlv_orphan', finished), { status: 'failed', attempts: [{ error: { code: 'not_found' } }] });
  t.equal(receiver.hits.length, 0);
});

t.test('bySource finds the deliveries of the given sources', async (t) => {
  const { h, receiver } = await setup(t, () => ({ status: 400 }));
  await h.queue.enqueue(request('dlv_a', receiver.url, { source: { kind: 'schedule_run', id: 'run_a' } }));
  await h.queue.enqueue(request('dlv_b', receiver.url, { source: { kind: 'schedule_run', id: 'run_b' } }));
  await h.queue.enqueue(request('dlv_c', receiver.url, { source: { kind: 'monitor_check', id: 'run_a' } }));
  await h.queue.enqueue(request('dlv_none', receiver.url, { source: undefined }));
  const found = await h.queue.bySource('schedule_run', ['run_a', 'run_b', 'run_x']);
  t.same([...found.keys()].sort(), ['run_a', 'run_b']);
  t.equal(found.get('run_a')!.id, 'dlv_a', 'the kind counts, not the id alone');
  t.same((await h.queue.bySource('schedule_run', [])).size, 0);
  t.equal(await h.queue.get('dlv_missing'), null);
});
