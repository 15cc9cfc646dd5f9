import type { Test } from 'tap';
import { blackBoxCaller, type Answer, type Call } from './caller.js';
import type { BlackBoxTarget } from './checks.js';
import { startReceiver, type Receiver } from '../http/webhook-receiver.js';
import { startMutableSite, type MutableSite } from '../fixture-site/mutable-site.js';

// What every monitoring black-box check starts from: a user of its own (made by the operator),
// a webhook receiver and a page that changes when told, closed with the test.

export interface MonitoringWorld {
  call: Call;
  /** Asserts a status, showing the body when it is not the one expected. */
  status(t: Test, a: Answer, expected: number, what: string): void;
  key: string;
  webhookSecret: string;
  hook: Receiver;
  site: MutableSite;
  balance(): Promise<number>;
}

export async function monitoringWorld(t: Test, target: BlackBoxTarget, name: string, credits: number): Promise<MonitoringWorld> {
  const call = blackBoxCaller(target.baseUrl);
  const status = (t: Test, a: Answer, expected: number, what: string) => void t.equal(a.status, expected, a.status === expected ? what : `${what}: ${JSON.stringify(a.body).slice(0, 300)}`);
  const user = await call('POST', '/v1/admin/users', { key: target.adminToken, body: { email: `${name.toLowerCase()}-${process.pid}-${Date.now()}@example.com`, name, plan: 'pro', credits } });
  const key: string = user.body.data.api_key;
  const hook = await startReceiver();
  const site = await startMutableSite();
  t.teardown(async () => {
    await hook.close();
    await site.close();
  });
  const balance = async () => (await call('GET', '/v1/user/profile', { key })).body.data.credits.balance as number;
  return { call, status, key, webhookSecret: user.body.data.webhook_secret, hook, site, balance };
}
