import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import type { Operation } from '@gleaner/contract';
import { startHarness } from './harness.js';

// Plans come from a file here so that the limits are small enough to reach.
const plansFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gleaner-plans-')), 'plans.json');
fs.writeFileSync(plansFile, JSON.stringify([{ name: 'tiny', credits_included: 5, requests_per_minute: 4, renders_in_flight: 1 }]));

t.test('429 rate_limit_exceeded with Retry-After and X-RateLimit-*', async (t) => {
  const h = await startHarness(t, { GLEANER_PLANS_FILE: plansFile });
  const u = await h.createUser();
  const remaining: string[] = [];
  for (let i = 0; i < 4; i++) {
    const ok = await h.call('GET', '/v1/user/profile', { key: u.key });
    t.equal(ok.status, 200);
    t.equal(ok.headers.get('x-ratelimit-limit'), '4');
    remaining.push(ok.headers.get('x-ratelimit-remaining')!);
  }
  t.same(remaining, ['3', '2', '1', '0']);
  const over = await h.call('GET', '/v1/user/profile', { key: u.key });
  t.equal(over.status, 429);
  t.equal(over.body.error.code, 'rate_limit_exceeded');
  const retry = Number(over.headers.get('retry-after'));
  t.ok(retry >= 1 && retry <= 60, `Retry-After ${retry}`);
  t.equal(over.headers.get('x-ratelimit-remaining'), '0');
  t.equal(over.headers.get('x-ratelimit-reset'), String(retry));
  t.equal((await h.call('GET', '/v1/user/profile', { key: u.testKey })).status, 200, 'each key has its own window');
  h.clock.advance(retry * 1000);
  t.equal((await h.call('GET', '/v1/user/profile', { key: u.key })).status, 200, 'the next window admits again');
});

t.test('429 concurrent_limit_exceeded for render operations in flight', async (t) => {
  const h = await startHarness(t, { GLEANER_PLANS_FILE: plansFile });
  const u = await h.createUser();
  // A render-class operation whose work waits until the test lets it finish.
  let finish!: () => void;
  let entered = false;
  const gate = new Promise<void>((r) => (finish = r));
  const op: Operation = { id: 'testRender', method: 'post', path: '/v1/test/render', tag: 'Test', summary: 'test', auth: 'key', render: true, usageName: 'test/render' };
  h.gleaner.api.mount(op, async () => {
    entered = true;
    await gate;
    return { data: { done: true } };
  });
  const first = h.call('POST', '/v1/test/render', { key: u.key, body: {} });
  for (let i = 0; i < 200 && !entered; i++) await new Promise((r) => setTimeout(r, 25));
  const second = await h.call('POST', '/v1/test/render', { key: u.key, body: {} });
  t.equal(second.status, 429);
  t.equal(second.body.error.code, 'concurrent_limit_exceeded');
  t.ok(Number(second.headers.get('retry-after')) >= 1);
  t.ok(second.headers.get('x-ratelimit-limit'), 'rate headers on the 429 too');
  t.equal((await h.call('GET', '/v1/user/profile', { key: u.key })).status, 200, 'non-render operations still pass');
  finish();
  t.equal((await first).status, 200);
  t.equal((await h.call('POST', '/v1/test/render', { key: u.key, body: {} })).status, 200, 'the slot was released');
});
