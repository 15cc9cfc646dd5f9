import path from 'node:path';
import t from 'tap';
import { spawnRoleApp, waitFor } from '@gleaner/testkit';
import type { CreatedUser } from '@gleaner/features/api';
import { firstUserNotice } from './first-user.js';

// A first start prints what the new owner needs and can never see again: both keys and the webhook
// secret (no webhook can be verified without it).

t.test('the notice holds the created keys and webhook secret', async (t) => {
  const created = { user: { email: 'owner@localhost', plan: { name: 'pro' }, credits: { balance: 50000 } }, api_key: 'gl_live_A', test_api_key: 'gl_test_B', webhook_secret: 'whsec_C' } as unknown as CreatedUser;
  const notice = firstUserNotice(created, 'http://localhost:8080');
  t.match(notice, 'Live API key (shown once): gl_live_A\n');
  t.match(notice, 'Test API key (shown once): gl_test_B\n');
  t.match(notice, 'Webhook secret (shown once): whsec_C\n');
});

t.test('`make run` on an empty data dir prints a working key and the webhook secret', async (t) => {
  const app = await spawnRoleApp(path.join(__dirname, 'main.js'), { GLEANER_LOG_LEVEL: 'silent' }, 60_000);
  t.teardown(() => app.stop());
  const notice = await waitFor('the first-start notice', () => (/Try: curl/.test(app.output()) ? app.output() : undefined), 30_000);
  t.match(notice, /Webhook secret \(shown once\): whsec_\w+/);
  const key = /Live API key \(shown once\): (gl_live_\w+)/.exec(notice)?.[1];
  const res = await fetch(`${app.url}/v1/user/profile`, { headers: { Authorization: `Bearer ${key}` } });
  t.equal(res.status, 200, 'the printed live key works');
});
