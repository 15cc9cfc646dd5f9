import type { Test } from 'tap';
import { createHmac } from 'node:crypto';
import type { BlackBoxTarget } from './checks.js';
import { monitoringWorld } from './monitoring-world.js';
import { waitFor } from '../wait-for.js';
import { htmlPage, jsonPage } from '../fixture-site/mutable-site.js';

// Black-box checks of monitoring, for any topology (both run them: topology-checks.ts): a page
// and an API that change, the baseline, check-now, a signed monitor.change_detected webhook with
// the channel's headers, the alert recorded, the page that shows the change.

const STARTING_CREDITS = 10;

export async function runMonitoringChecks(t: Test, target: BlackBoxTarget): Promise<void> {
  const { call, status, key, webhookSecret: secret, hook, site, balance } = await monitoringWorld(t, target, 'Monitoring', STARTING_CREDITS);
  const checks = (id: string, n: number) =>
    waitFor(`${n} checks`, async () => {
      const a = await call('GET', `/v1/monitoring/${id}/checks`, { key });
      return a.body.data?.length >= n ? (a.body.data as any[]) : undefined;
    }, 60_000);

  await t.test('a full_page monitor: baseline, change, signed alert, change page', async (t) => {
    site.set('/page', htmlPage('Offer', '<main><h1>Offer</h1><p>Price: $10.00</p><p>Updated 2 minutes ago</p></main>'));
    const created = await call('POST', '/v1/monitoring', {
      key,
      body: { name: 'offer', url: `${site.url}/page`, alertChannels: [{ type: 'webhook', webhookUrl: hook.url, webhookHeaders: { 'X-Team': 'pricing' } }] },
    });
    status(t, created, 201, 'created');
    const id = created.body.data.id as string;
    const [baseline] = await checks(id, 1);
    t.match(baseline, { status: 'success', changeDetected: false });
    site.set('/page', htmlPage('Offer', '<main><h1>Offer</h1><p>Price: $8.00</p><p>Updated just now</p></main>'));
    const now = await call('POST', `/v1/monitoring/${id}/check-now`, { key });
    status(t, now, 200, 'check-now');
    t.match(now.body.data, { status: 'success', changeDetected: true, changeSummary: /10\.00.*8\.00/ });
    t.equal(now.body.credits_used, 1);
    t.equal(await balance(), STARTING_CREDITS - 2, 'the baseline and check-now: 1 credit each');
    const hit = await waitFor('the monitor.change_detected webhook', async () => hook.hits[0], 30_000);
    const event = JSON.parse(hit.body.toString('utf8'));
    t.match(event, { event: 'monitor.change_detected', data: { monitorId: id, monitorName: 'offer', url: `${site.url}/page`, check: { id: now.body.data.id, changeDetected: true, status: 'success' } } });
    t.equal(hit.headers['x-team'], 'pricing', "the channel's headers");
    const [, ts, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(hit.headers['x-signature'])) ?? [];
    t.equal(v1, createHmac('sha256', secret).update(`${ts}.`).update(hit.body).digest('hex'), 'signed with the webhook secret');
    const alert = await waitFor('the alert recorded as sent', async () => {
      const a = await call('GET', `/v1/monitoring/${id}/alerts`, { key });
      return a.body.data?.[0]?.success ? a.body : undefined;
    }, 15_000);
    t.match(alert.data[0], { channelType: 'webhook', success: true, sentAt: String, check: { checkedAt: now.body.data.checkedAt } });
    t.match(alert.pagination, { total: 1, totalPages: 1 });
    const page = await fetch(now.body.data.diffUrl);
    t.equal(page.status, 200, 'the change page opens without a key');
    t.match(await page.text(), /8\.00/);
    status(t, await call('DELETE', `/v1/monitoring/${id}`, { key }), 200, 'deleted');
    t.equal((await call('GET', `/v1/monitoring/${id}/alerts`, { key })).status, 404);
  });

  await t.test('an api_response monitor ignores a volatile key and sees a real change', async (t) => {
    site.set('/api', jsonPage({ request_id: 'a1', stock: 5 }));
    const created = await call('POST', '/v1/monitoring', { key, body: { name: 'api', url: `${site.url}/api`, monitorType: 'api_response', checkInterval: '5min' } });
    status(t, created, 201, 'created');
    const id = created.body.data.id as string;
    await checks(id, 1);
    site.set('/api', jsonPage({ request_id: 'b2', stock: 5 }));
    t.match((await call('POST', `/v1/monitoring/${id}/check-now`, { key })).body.data, { changeDetected: false });
    site.set('/api', jsonPage({ request_id: 'c3', stock: 4 }));
    t.match((await call('POST', `/v1/monitoring/${id}/check-now`, { key })).body.data, { changeDetected: true, changeSummary: /stock/ });
  });

  await t.test('bad input answers 400 with every field', async (t) => {
    const bad = await call('POST', '/v1/monitoring', { key, body: { name: 'x'.repeat(101), url: `${site.url}/page`, checkInterval: 'often', monitorType: 'selector' } });
    status(t, bad, 400, 'answered 400');
    t.same(bad.body.error.details.errors.map((e: { field: string }) => e.field).sort(), ['checkInterval', 'name', 'selector']);
  });
}
