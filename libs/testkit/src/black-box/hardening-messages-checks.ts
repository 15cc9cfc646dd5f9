import type { Test } from 'tap';
import { blackBoxCaller, type Answer } from './caller.js';
import type { BlackBoxTarget } from './checks.js';

// Issue 32, items 7 and 8, on any topology (topology-checks.ts runs both): a stored URL is kept as
// its parsed href (answered by one API process, read back through another on the farm), one with a
// control character is refused naming the field, and a channel header the service sets is refused.

const SPOOF = '<!channel> <https://evil.example/login|Sale ended: log in>';

export async function runHardeningMessagesChecks(t: Test, target: BlackBoxTarget): Promise<void> {
  const call = blackBoxCaller(target.baseUrl);
  const show = (a: Answer) => JSON.stringify(a.body).slice(0, 300);
  const user = await call('POST', '/v1/admin/users', { key: target.adminToken, body: { email: `hardening-messages-${process.pid}-${Date.now()}@example.com`, name: 'Messages', plan: 'pro', credits: 5 } });
  const key: string = user.body.data.api_key;
  const raw = `${target.siteUrl}/simple?q=${SPOOF} x`;
  const href = new URL(raw).href;

  await t.test('monitor and schedule URLs are stored and echoed as their href', async (t) => {
    // Weekly: the baseline runs at creation, no other check during the test.
    const monitor = await call('POST', '/v1/monitoring', { key, body: { name: 'href', url: raw, checkInterval: 'weekly' } });
    t.equal(monitor.status, 201, show(monitor));
    t.equal(monitor.body.data?.url, href);
    const id = monitor.body.data?.id as string;
    for (let i = 0; i < 2; i++) t.equal((await call('GET', `/v1/monitoring/${id}`, { key })).body.data?.url, href, `read back (${i + 1})`);
    const schedule = await call('POST', '/v1/schedules', { key, body: { name: 'href', type: 'scrape', frequency: 'monthly', url: raw } });
    t.equal(schedule.status, 201, show(schedule));
    t.equal(schedule.body.data?.url, href);
    for (let i = 0; i < 2; i++) t.equal((await call('GET', `/v1/schedules/${schedule.body.data?.id}`, { key })).body.data?.url, href, `read back (${i + 1})`);
    t.equal((await call('DELETE', `/v1/monitoring/${id}`, { key })).status, 200);
    t.equal((await call('DELETE', `/v1/schedules/${schedule.body.data?.id}`, { key })).status, 200);
  });

  await t.test('a control character in a URL, or a reserved channel header: 400 invalid_parameter naming it', async (t) => {
    const crlf = await call('POST', '/v1/monitoring', { key, body: { name: 'crlf', url: `${target.siteUrl}/simple\r\nBcc: victim@example.com` } });
    t.equal(crlf.status, 400, show(crlf));
    t.match(crlf.body.error, { code: 'invalid_parameter', details: { field: 'url' } });
    const tab = await call('POST', '/v1/schedules', { key, body: { name: 'tab', type: 'scrape', frequency: 'daily', url: `${target.siteUrl}/simple`, webhook_url: `${target.siteUrl}/\thook` } });
    t.equal(tab.status, 400, show(tab));
    t.match(tab.body.error, { code: 'invalid_parameter', details: { field: 'webhook_url' } });
    const ua = await call('POST', '/v1/monitoring', { key, body: { name: 'ua', url: `${target.siteUrl}/simple`, alertChannels: [{ type: 'webhook', webhookUrl: `${target.siteUrl}/hook`, webhookHeaders: { 'user-agent': 'Evil/1.0' } }] } });
    t.equal(ua.status, 400, show(ua));
    t.match(ua.body.error, { code: 'invalid_parameter', details: { field: 'alertChannels.0.webhookHeaders.user-agent' } });
    t.equal((await call('GET', '/v1/monitoring', { key })).body.pagination?.total, 0, 'nothing was made');
  });
}
