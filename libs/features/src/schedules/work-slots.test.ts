import t from 'tap';
import { workSlots } from './work-slots.js';

t.test('work slots: at most `size` at once, the rest in turn, a failure frees its slot', async (t) => {
  const slots = workSlots(2);
  let running = 0;
  let most = 0;
  const order: number[] = [];
  const work = (i: number) =>
    slots(async () => {
      most = Math.max(most, ++running);
      await new Promise((r) => setTimeout(r, 5));
      running--;
      order.push(i);
      if (i === 1) throw new Error('boom');
      return i;
    });
  const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map(work));
  t.equal(most, 2);
  t.same(results.map((r) => r.status), ['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
  t.same(order.slice(2), [2, 3, 4, 5], 'the waiting go in turn');
  t.equal(await slots(async () => 'free'), 'free', 'every slot came back');
});
