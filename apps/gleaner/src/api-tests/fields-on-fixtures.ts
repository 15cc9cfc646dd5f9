import type { Test } from 'tap';
import { startFixtureSite } from '@gleaner/testkit';
import { startHarness } from './harness.js';

export type ExtractOnFixture = (path: string, fields: Record<string, string>) => Promise<Record<string, unknown>>;

/**
 * A server, the fixture site and a user with `credits`, for the tests of fields in words: scrapes a
 * fixture page with the fields, checks the answer is 200 and gives what was extracted.
 */
export async function fieldsOnFixtures(t: Test, credits: number): Promise<ExtractOnFixture> {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits });
  return async (path, fields) => {
    const res = await h.call('POST', '/v1/content/scrape', { key: u.key, body: { url: `${site.url}${path}`, extract: fields } });
    t.equal(res.status, 200, JSON.stringify(res.body).slice(0, 300));
    return res.body.data.extracted;
  };
}
