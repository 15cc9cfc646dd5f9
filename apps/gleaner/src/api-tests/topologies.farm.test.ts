import t from 'tap';
import { startFarm, startFixtureSite } from '@gleaner/testkit';
import { limitPlansFile, runTopologyChecks } from './topology-checks.js';

// The black-box checks against the farm: API processes behind a round-robin proxy, render, scheduler
// and dispatcher processes over the MongoDB, Kafka and S3 stand-ins. The embedded default runs the same
// list in topologies.embedded.test.ts.

t.test('the farm (2 API processes behind a proxy, 2 renderers) answers as the embedded server does', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const farm = await startFarm({ env: { GLEANER_LOG_LEVEL: 'warn', GLEANER_PLANS_FILE: limitPlansFile(t) } });
  t.teardown(() => farm.stop());
  await runTopologyChecks(t, { baseUrl: farm.url, adminToken: farm.adminToken, siteUrl: site.url, apiUrls: farm.apis.map((a) => a.url) });
  const sent = Object.values(farm.proxy.sent());
  t.ok(sent.length === 2 && sent.every((n) => n > 5), `both API processes answered (${sent.join(', ')} requests)`);
});
