import path from 'node:path';
import t from 'tap';
import { spawnRoleApp, startFixtureSite } from '@gleaner/testkit';
import { limitPlansFile, runTopologyChecks } from './topology-checks.js';

// The black-box checks against the embedded default (dist/main.js, what `make run` starts); the farm
// runs the same list in topologies.farm.test.ts.

t.test('the embedded server (make run) answers as the contract says', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const adminToken = 'black-box-admin';
  const app = await spawnRoleApp(path.join(__dirname, '..', 'main.js'), { GLEANER_ADMIN_TOKEN: adminToken, GLEANER_ALLOW_PRIVATE_NETWORKS: 'true', GLEANER_LOG_LEVEL: 'warn', GLEANER_PLANS_FILE: limitPlansFile(t) }, 90_000);
  t.teardown(() => app.stop());
  await runTopologyChecks(t, { baseUrl: app.url, adminToken, siteUrl: site.url, apiUrls: [app.url] });
});
