import t from 'tap';
import path from 'node:path';
import { spawnRoleApp } from '@gleaner/testkit';

// An API process alone: the contract's routes (admin, keys, profile), /readyz, and a clean stop.
t.test('the API process serves the API and stops on SIGTERM', async (t) => {
  const p = await spawnRoleApp(path.join(__dirname, 'main.js'), { GLEANER_ADMIN_TOKEN: 'role-admin' });
  t.teardown(() => p.stop('SIGKILL'));
  t.equal((await fetch(`${p.url}/readyz`)).status, 200);
  const created = await fetch(`${p.url}/v1/admin/users`, {
    method: 'POST',
    headers: { authorization: 'Bearer role-admin', 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'role@example.com', name: 'Role', credits: 3 }),
  });
  t.equal(created.status, 201);
  const key = ((await created.json()) as { data: { api_key: string } }).data.api_key;
  const profile = await fetch(`${p.url}/v1/user/profile`, { headers: { authorization: `Bearer ${key}` } });
  t.equal(profile.status, 200);
  t.equal(((await profile.json()) as { data: { credits: { balance: number } } }).data.credits.balance, 3);
  const { code } = await p.stop('SIGTERM');
  t.equal(code, 0);
});
