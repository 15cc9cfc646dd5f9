import t from 'tap';
import { BalanceThrottle } from './balance-throttle.js';

// A user's first balance change is announced on the next turn; a busy user's at most once a period;
// users due together share a message.

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

t.test('first change at once, a busy user once a period, another user not held back by it', async (t) => {
  const sent: { at: number; users: string[] }[] = [];
  const start = Date.now();
  const throttle = new BalanceThrottle(100, (users) => void sent.push({ at: Date.now() - start, users }));
  t.teardown(() => throttle.close());
  throttle.changed('a');
  throttle.changed('b');
  await wait(5);
  t.same(sent.map((s) => s.users), [['a', 'b']], 'the first changes of two users: one message, on the next turn');
  for (let i = 0; i < 30; i++) {
    throttle.changed('a');
    await wait(5);
  }
  throttle.changed('c');
  await wait(5);
  t.ok(sent.some((s) => s.users.includes('c')), 'a new user goes out on the next turn, though a is busy');
  await wait(120);
  const ofA = sent.filter((s) => s.users.includes('a'));
  const span = Date.now() - start;
  t.ok(ofA.length <= Math.ceil(span / 100) + 1, `a: ${ofA.length} messages in ${span} ms for 31 changes`);
  for (let i = 1; i < ofA.length; i++) t.ok(ofA[i].at - ofA[i - 1].at >= 95, `a's messages a period apart (${ofA[i].at - ofA[i - 1].at} ms)`);
  t.ok(ofA.length >= 2, 'and its later changes are told too');
});

t.test('close tells what is still waiting', async (t) => {
  const sent: string[][] = [];
  const throttle = new BalanceThrottle(10_000, (users) => void sent.push(users));
  throttle.changed('a');
  await wait(5);
  throttle.changed('a');
  throttle.close();
  t.same(sent, [['a'], ['a']]);
});
