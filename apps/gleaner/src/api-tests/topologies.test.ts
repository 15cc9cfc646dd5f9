import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { LIMIT_PLANS, runBlackBoxChecks, runLimitChecks, runScheduleChecks, runMonitoringChecks, runResearchChecks, runHardeningWebhooksChecks, spawnRoleApp, startFarm, startFixtureSite, runHardeningRedirectsChecks, runHardeningMonitorRacesChecks, runHardeningCapsChecks, runHardeningMessagesChecks, runHardeningResearchChecks, runHardeningEdgesChecks, runFileChecks, runHardeningSpeedChecks, runHardeningCachesChecks, runHardeningListsChecks } from '@gleaner/testkit';

// The same black-box checks (libs/testkit/src/black-box/checks.ts) against both topologies: the
// embedded default (dist/main.js, what `make run` starts) and the farm (API processes behind a
// round-robin proxy, render, scheduler and dispatcher processes over the MongoDB, Kafka and S3
// stand-ins). A client must not be able to tell them apart.

t.test('the same answers from the embedded server and from the farm', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  // The built-in plans and one whose limits the checks can reach.
  const plansDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gleaner-plans-'));
  t.teardown(() => fs.rmSync(plansDir, { recursive: true, force: true }));
  const GLEANER_PLANS_FILE = path.join(plansDir, 'plans.json');
  fs.writeFileSync(GLEANER_PLANS_FILE, JSON.stringify(LIMIT_PLANS));

  await t.test('embedded (make run)', async (t) => {
    const adminToken = 'black-box-admin';
    const app = await spawnRoleApp(path.join(__dirname, '..', 'main.js'), { GLEANER_ADMIN_TOKEN: adminToken, GLEANER_ALLOW_PRIVATE_NETWORKS: 'true', GLEANER_LOG_LEVEL: 'warn', GLEANER_PLANS_FILE }, 90_000);
    t.teardown(() => app.stop());
    await runBlackBoxChecks(t, { baseUrl: app.url, adminToken, siteUrl: site.url });
    await t.test('files', (t) => runFileChecks(t, { baseUrl: app.url, adminToken, siteUrl: site.url }));
    await runLimitChecks(t, { baseUrl: app.url, adminToken, siteUrl: site.url });
    await t.test('schedules', (t) => runScheduleChecks(t, { baseUrl: app.url, adminToken, siteUrl: site.url }));
    await t.test('monitoring', (t) => runMonitoringChecks(t, { baseUrl: app.url, adminToken, siteUrl: site.url }));
    await t.test('monitor races', (t) => runHardeningMonitorRacesChecks(t, { baseUrl: app.url, adminToken, siteUrl: site.url }));
    await t.test('research', (t) => runResearchChecks(t, { baseUrl: app.url, adminToken, siteUrl: site.url }));
    await t.test('hardening: webhooks', (t) => runHardeningWebhooksChecks(t, { baseUrl: app.url, adminToken, siteUrl: site.url }));
    await t.test('redirects', (t) => runHardeningRedirectsChecks(t, { baseUrl: app.url, adminToken, siteUrl: site.url }));
    await t.test('caps', (t) => runHardeningCapsChecks(t, { baseUrl: app.url, adminToken, siteUrl: site.url }));
    await t.test('hardening: messages', (t) => runHardeningMessagesChecks(t, { baseUrl: app.url, adminToken, siteUrl: site.url }));
    await t.test('research-gone-sources', (t) => runHardeningResearchChecks(t, { baseUrl: app.url, adminToken, siteUrl: site.url }));
    await t.test('edges', (t) => runHardeningEdgesChecks(t, { baseUrl: app.url, adminToken, siteUrl: site.url }));
    await t.test('speed', (t) => runHardeningSpeedChecks(t, { baseUrl: app.url, adminToken, siteUrl: site.url }));
    await t.test('caches', (t) => runHardeningCachesChecks(t, { baseUrl: app.url, adminToken, siteUrl: site.url, apiUrls: [app.url] }));
    await t.test('lists', (t) => runHardeningListsChecks(t, { baseUrl: app.url, adminToken, siteUrl: site.url }));
  });

  await t.test('farm (2 API processes behind a proxy, 2 renderers)', async (t) => {
    const farm = await startFarm({ env: { GLEANER_LOG_LEVEL: 'warn', GLEANER_PLANS_FILE } });
    t.teardown(() => farm.stop());
    await runBlackBoxChecks(t, { baseUrl: farm.url, adminToken: farm.adminToken, siteUrl: site.url });
    await t.test('files', (t) => runFileChecks(t, { baseUrl: farm.url, adminToken: farm.adminToken, siteUrl: site.url }));
    await runLimitChecks(t, { baseUrl: farm.url, adminToken: farm.adminToken, siteUrl: site.url });
    await t.test('schedules', (t) => runScheduleChecks(t, { baseUrl: farm.url, adminToken: farm.adminToken, siteUrl: site.url }));
    await t.test('monitoring', (t) => runMonitoringChecks(t, { baseUrl: farm.url, adminToken: farm.adminToken, siteUrl: site.url }));
    await t.test('monitor races', (t) => runHardeningMonitorRacesChecks(t, { baseUrl: farm.url, adminToken: farm.adminToken, siteUrl: site.url }));
    await t.test('research', (t) => runResearchChecks(t, { baseUrl: farm.url, adminToken: farm.adminToken, siteUrl: site.url }));
    await t.test('hardening: webhooks', (t) => runHardeningWebhooksChecks(t, { baseUrl: farm.url, adminToken: farm.adminToken, siteUrl: site.url }));
    await t.test('redirects', (t) => runHardeningRedirectsChecks(t, { baseUrl: farm.url, adminToken: farm.adminToken, siteUrl: site.url }));
    await t.test('caps', (t) => runHardeningCapsChecks(t, { baseUrl: farm.url, adminToken: farm.adminToken, siteUrl: site.url }));
    await t.test('hardening: messages', (t) => runHardeningMessagesChecks(t, { baseUrl: farm.url, adminToken: farm.adminToken, siteUrl: site.url }));
    await t.test('research-gone-sources', (t) => runHardeningResearchChecks(t, { baseUrl: farm.url, adminToken: farm.adminToken, siteUrl: site.url }));
    await t.test('edges', (t) => runHardeningEdgesChecks(t, { baseUrl: farm.url, adminToken: farm.adminToken, siteUrl: site.url }));
    await t.test('speed', (t) => runHardeningSpeedChecks(t, { baseUrl: farm.url, adminToken: farm.adminToken, siteUrl: site.url }));
    await t.test('caches', (t) => runHardeningCachesChecks(t, { baseUrl: farm.url, adminToken: farm.adminToken, siteUrl: site.url, apiUrls: farm.apis.map((a) => a.url) }));
    await t.test('lists', (t) => runHardeningListsChecks(t, { baseUrl: farm.url, adminToken: farm.adminToken, siteUrl: site.url }));
    const sent = Object.values(farm.proxy.sent());
    t.ok(sent.length === 2 && sent.every((n) => n > 5), `both API processes answered (${sent.join(', ')} requests)`);
  });
});
