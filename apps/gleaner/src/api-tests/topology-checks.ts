// The black-box checks (libs/testkit/src/black-box) every topology must pass alike, in one list so that
// the embedded and the farm test files (topologies.*.test.ts) run exactly the same ones. A client must
// not be able to tell the topologies apart.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Test } from 'tap';
import {
  LIMIT_PLANS, runBlackBoxChecks, runLimitChecks, runScheduleChecks, runMonitoringChecks, runResearchChecks,
  runHardeningWebhooksChecks, runHardeningRedirectsChecks, runHardeningMonitorRacesChecks, runHardeningCapsChecks,
  runHardeningMessagesChecks, runHardeningResearchChecks, runHardeningEdgesChecks, runFileChecks,
  runHardeningSpeedChecks, runHardeningCachesChecks, runHardeningListsChecks,
} from '@gleaner/testkit';

export interface Topology {
  baseUrl: string;
  adminToken: string;
  siteUrl: string;
  /** each API process's own address (the farm's behind its proxy; the embedded server's own) */
  apiUrls: string[];
}

/** a plans file with the built-in plans and one whose limits the checks can reach */
export function limitPlansFile(t: Test): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gleaner-plans-'));
  t.teardown(() => fs.rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'plans.json');
  fs.writeFileSync(file, JSON.stringify(LIMIT_PLANS));
  return file;
}

export async function runTopologyChecks(t: Test, { apiUrls, ...target }: Topology): Promise<void> {
  await runBlackBoxChecks(t, target);
  await t.test('files', (t) => runFileChecks(t, target));
  await runLimitChecks(t, target);
  await t.test('schedules', (t) => runScheduleChecks(t, target));
  await t.test('monitoring', (t) => runMonitoringChecks(t, target));
  await t.test('monitor races', (t) => runHardeningMonitorRacesChecks(t, target));
  await t.test('research', (t) => runResearchChecks(t, target));
  await t.test('hardening: webhooks', (t) => runHardeningWebhooksChecks(t, target));
  await t.test('redirects', (t) => runHardeningRedirectsChecks(t, target));
  await t.test('caps', (t) => runHardeningCapsChecks(t, target));
  await t.test('hardening: messages', (t) => runHardeningMessagesChecks(t, target));
  await t.test('research-gone-sources', (t) => runHardeningResearchChecks(t, target));
  await t.test('edges', (t) => runHardeningEdgesChecks(t, target));
  await t.test('speed', (t) => runHardeningSpeedChecks(t, target));
  await t.test('caches', (t) => runHardeningCachesChecks(t, { ...target, apiUrls }));
  await t.test('lists', (t) => runHardeningListsChecks(t, target));
}
