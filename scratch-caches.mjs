import t from 'tap';
import { startFarm, runHardeningCachesChecks, runLimitChecks, LIMIT_PLANS, startFixtureSite } from '@gleaner/testkit';
import fs from 'node:fs';
t.setTimeout(600_000);
const plans = '/tmp/s1/plans.json';
fs.writeFileSync(plans, JSON.stringify(LIMIT_PLANS));
const farm = await startFarm({ renderers: Number(process.env.R ?? 0), env: { GLEANER_LOG_LEVEL: 'warn', GLEANER_PLANS_FILE: plans } });
const site = await startFixtureSite();
try {
  await t.test('caches', (t) => runHardeningCachesChecks(t, { baseUrl: farm.url, adminToken: farm.adminToken, siteUrl: site.url, apiUrls: farm.apis.map((a) => a.url) }));
  if (process.env.LIMITS) await t.test('limits', (t) => runLimitChecks(t, { baseUrl: farm.url, adminToken: farm.adminToken, siteUrl: site.url }));
} finally {
  await farm.stop();
  await site.close();
}
