import t from 'tap';
import { isGleanerError } from '@gleaner/platform';
import { RequestReply } from './request-reply.js';
import type { JobBus, Subscription } from './port.js';

// A publish slower than the request's deadline: the caller gets a timeout, and nothing rejects unhandled.
t.test('a request whose publish outlasts its deadline times out without an unhandled rejection', async (t) => {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown): void => void unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  t.teardown(() => void process.off('unhandledRejection', onUnhandled));
  const subscription = { close: async () => undefined } as unknown as Subscription;
  const slowBus: Pick<JobBus, 'publish' | 'consume'> = {
    publish: async () => {
      await new Promise((r) => setTimeout(r, 150));
      return 'id';
    },
    consume: async () => subscription,
  } as unknown as Pick<JobBus, 'publish' | 'consume'>;
  const rr = new RequestReply(slowBus, 'slow-publish');
  const err = await rr.request('work', 'x', { deadlineMs: 30 }).then(() => null, (e: unknown) => e);
  t.ok(isGleanerError(err) && err.code === 'timeout', 'the caller gets the timeout');
  await new Promise((r) => setImmediate(r));
  t.same(unhandled, [], 'no rejection went unhandled');
});
