import t from 'tap';
import { ManualClock } from '@gleaner/platform';
import { KeyLimits } from './limits.js';

t.test('requests per minute in a fixed window', async (t) => {
  const clock = new ManualClock(Date.parse('2026-01-01T00:00:10Z'));
  const limits = new KeyLimits(clock);
  for (let i = 0; i < 3; i++) t.equal(limits.hit('k', 3).allowed, true);
  const over = limits.hit('k', 3);
  t.equal(over.allowed, false);
  t.equal(over.remaining, 0);
  t.equal(over.resetSeconds, 50);
  t.equal(limits.hit('other', 3).allowed, true, 'keys are counted apart');
  clock.advance(50_000);
  t.equal(limits.hit('k', 3).allowed, true, 'a new window');
});

t.test('render slots in flight', async (t) => {
  const limits = new KeyLimits();
  const a = limits.acquire('k', 2);
  const b = limits.acquire('k', 2);
  t.throws(() => limits.acquire('k', 2), { code: 'concurrent_limit_exceeded', status: 429 });
  a();
  a(); // releasing twice frees one slot only
  const c = limits.acquire('k', 2);
  t.throws(() => limits.acquire('k', 2), { code: 'concurrent_limit_exceeded' });
  b();
  c();
});
