import t from 'tap';
import { OverloadGuard } from './overload-guard.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Keeps the event loop busy for `ms` in blocks of `blockMs`, yielding to timers between blocks. */
async function busy(ms: number, blockMs: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const stop = Date.now() + blockMs;
    while (Date.now() < stop) {
      /* spin */
    }
    await new Promise((r) => setImmediate(r));
  }
}

t.test('in flight: past the bound a request is refused; a place given back admits the next', async (t) => {
  const guard = new OverloadGuard({ inFlight: 2, maxLagMs: 0 });
  t.teardown(() => guard.close());
  t.equal(guard.enter(), undefined);
  t.equal(guard.enter(), undefined);
  t.equal(guard.enter(), 'in_flight', 'the third is refused');
  t.equal(guard.inFlight, 2, 'a refusal takes no place');
  guard.leave();
  t.equal(guard.enter(), undefined, 'admitted once a place is free');
  const err = guard.refusal('in_flight');
  t.equal(err.code, 'service_unavailable');
  t.equal(err.status, 503);
  t.ok((err.retryAfter ?? 0) >= 1, 'with a Retry-After');
});

t.test('no bound: 0 admits everything', async (t) => {
  const guard = new OverloadGuard({ inFlight: 0, maxLagMs: 0 });
  const refused = Array.from({ length: 10_000 }, () => guard.enter()).filter((r) => r !== undefined);
  t.same(refused, [], 'none refused');
  t.equal(guard.inFlight, 10_000);
  guard.close();
});

t.test('event-loop lag: a loop late for over a second sheds, and stops shedding once it keeps time again', async (t) => {
  const guard = new OverloadGuard({ inFlight: 0, maxLagMs: 50 });
  t.teardown(() => guard.close());
  t.equal(guard.enter(), undefined, 'a quiet loop admits');
  guard.leave();
  // One long task is not an overload.
  await busy(400, 400);
  await sleep(20);
  t.equal(guard.enter(), undefined, 'one 400 ms task does not shed');
  guard.leave();
  // Turns of 150 ms, for two and a half seconds: every timer runs about 150 ms late.
  let shed: string | undefined;
  const end = Date.now() + 2500;
  while (Date.now() < end && !shed) {
    await busy(150, 150);
    shed = guard.enter();
    if (!shed) guard.leave();
  }
  t.equal(shed, 'event_loop_lag', 'a loop late on every turn sheds');
  // Idle again: within a few windows requests are admitted (generous: the machine may be shared).
  let admitted = false;
  for (let i = 0; i < 50 && !admitted; i++) {
    await sleep(200);
    admitted = guard.enter() === undefined;
  }
  t.ok(admitted, 'admitted again once the loop keeps time');
});
