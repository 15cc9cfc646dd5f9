import t, { type Test } from 'tap';
import { startReceiver, type Receiver } from '@gleaner/testkit';
import { DeliveryQueue } from './delivery-queue.js';
import { fairPick } from './account-slots.js';
import type { DeliveryRequest } from './deliveries.js';
import { addUser, finished, harness, waitForDelivery, type Harness } from './harness.test-helper.js';

// Issue 32, item 1: one account's receivers that never answer must not delay another account's
// deliveries. Account X (a test key) has many deliveries to a receiver that hangs; account Y's
// delivery is still made at once, not after X's timeouts. Latencies are real time, and the bound
// asserted (half the hanging timeout) is far above what a delivery takes and far below the wait an
// unfair dispatcher would make.

const HANG_MS = 4000;
const PROMPT_MS = HANG_MS / 2;
const CAP = 4;
const X = 'usr_hangs';
const Y = 'usr_answers';

function request(id: string, userId: string, env: 'live' | 'test', url: string): DeliveryRequest {
  return { id, userId, env, event: 'schedule.completed', url, payload: { run_id: id }, source: { kind: 'schedule_run', id: `run_${id}` } };
}

async function setup(t: Test): Promise<{ h: Harness; receiver: Receiver }> {
  const h = await harness();
  await addUser(h.store, X);
  await addUser(h.store, Y);
  // /hang never answers; anything else answers 200.
  const receiver = await startReceiver((hit) => (hit.path === '/hang' ? 'hang' : { status: 200 }));
  t.teardown(async () => {
    await receiver.close(); // the hanging attempts end now (reset), not at their timeout
    await h.close();
  });
  return { h, receiver };
}

const hanging = (receiver: Receiver) => receiver.hits.filter((hit) => hit.path === '/hang').length;

async function until(what: string, done: () => boolean): Promise<void> {
  const limit = Date.now() + 10_000;
  while (!done()) {
    if (Date.now() > limit) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Real milliseconds until the delivery is delivered. */
async function latency(h: Harness, queue: DeliveryQueue, req: DeliveryRequest): Promise<number> {
  const started = Date.now();
  await queue.enqueue(req);
  const done = await waitForDelivery(h.store, req.id, finished);
  if (done.status !== 'delivered') throw new Error(`${req.id} ${done.status}`);
  return Date.now() - started;
}

t.test('a nudged delivery of another account goes at once while one account has 40 attempts hanging', async (t) => {
  const { h, receiver } = await setup(t);
  await h.startDispatcher({ timeoutMs: HANG_MS, concurrency: 16, accountConcurrency: CAP });
  for (let i = 0; i < 40; i++) await h.queue.enqueue(request(`dlv_x${i}`, X, 'test', `${receiver.origin}/hang`));
  await until(`${CAP} hanging attempts`, () => hanging(receiver) >= CAP);
  await new Promise((resolve) => setTimeout(resolve, 200)); // time for more, were they allowed
  t.equal(hanging(receiver), CAP, `account X holds ${CAP} of the 16 slots, not all of them`);

  const y = await latency(h, h.queue, request('dlv_y', Y, 'live', `${receiver.origin}/y`));
  t.ok(y < PROMPT_MS, `Y delivered in ${y} ms, while X's attempts hang for ${HANG_MS} ms`);
  const live = await latency(h, h.queue, request('dlv_x_live', X, 'live', `${receiver.origin}/x-live`));
  t.ok(live < PROMPT_MS, `X's live key is its own account: delivered in ${live} ms while its test key's attempts hang`);
  t.equal(hanging(receiver), CAP, 'still no more of X at once');
});

t.test("the poller is fair too: Y's delivery, due after X's 100, is among the first attempted", async (t) => {
  const { h, receiver } = await setup(t);
  // No nudges: only the poller finds these, oldest first. More of X than one poll reads (16 free
  // slots x 4): Y is not among the oldest it reads, and is found once X's account is left out.
  const silent = new DeliveryQueue({ store: h.store, bus: { ...h.bus, publish: async () => Promise.reject(new Error('no bus')) } as typeof h.bus, clock: h.clock });
  for (let i = 0; i < 100; i++) await silent.enqueue(request(`dlv_x${i}`, X, 'test', `${receiver.origin}/hang`));
  h.clock.advance(1);
  await silent.enqueue(request('dlv_y', Y, 'live', `${receiver.origin}/y`));
  const started = Date.now();
  await h.startDispatcher({ timeoutMs: HANG_MS, concurrency: 16, accountConcurrency: CAP });
  const done = await waitForDelivery(h.store, 'dlv_y', finished);
  const y = Date.now() - started;
  t.equal(done.status, 'delivered');
  t.ok(y < PROMPT_MS, `Y delivered ${y} ms after the dispatcher started, while X's attempts hang for ${HANG_MS} ms`);
  t.ok(hanging(receiver) <= CAP, `X's attempts so far: ${hanging(receiver)}, at most ${CAP}`);
});

t.test('fairPick: one per account in turn, the longest-waiting account first, none beyond its room', async (t) => {
  const d = (id: string, user_id: string, env: 'live' | 'test' = 'live') => ({ id, user_id, env });
  const due = [d('x1', 'x'), d('x2', 'x'), d('x3', 'x'), d('x4', 'x'), d('t1', 'x', 'test'), d('y1', 'y'), d('x5', 'x'), d('z1', 'z'), d('y2', 'y')];
  const ids = (picked: { id: string }[]) => picked.map((r) => r.id);
  t.same(ids(fairPick(due, 16, () => 4)), ['x1', 't1', 'y1', 'z1', 'x2', 'y2', 'x3', 'x4']);
  t.same(ids(fairPick(due, 3, () => 4)), ['x1', 't1', 'y1'], 'no more than the free slots');
  t.same(ids(fairPick(due, 16, (r) => (r.user_id === 'x' && r.env === 'live' ? 1 : 4))), ['x1', 't1', 'y1', 'z1', 'y2'], "an account's room bounds it");
  t.same(ids(fairPick(due, 16, () => 0)), [], 'no room anywhere: nothing');
});
