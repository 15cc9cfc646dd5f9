// What a page's permission requests may do to the pool: nothing that outlives its job.
import t from 'tap';
import puppeteer from 'puppeteer-core';
import { startFixtureSite } from '@gleaner/testkit';
import { chromiumArgs, findChromium } from './chromium.js';
import { startRig } from './test-helpers.js';
import { WarmSlot } from './warm-slot.js';

const preJson = (html: string, id: string): unknown => {
  const m = new RegExp(`<pre id="${id}">([^<]*)</pre>`).exec(html);
  return m ? JSON.parse(m[1].replace(/&quot;/g, '"')) : undefined;
};

t.test('a position asked for in a minimised tab is refused at once and does not crash the browser', async (t) => {
  // Pool tabs wait minimised (plain scrapes and PDFs run there). A question asked with a user
  // activation, which DevTools calls grant, used to kill the whole Chromium (2 of 2 runs).
  const site = await startFixtureSite();
  const browser = await puppeteer.launch({ executablePath: findChromium(), headless: true, args: chromiumArgs() });
  t.teardown(async () => {
    await browser.close().catch(() => undefined);
    await site.close();
  });
  let crashed = false;
  const gone = new Promise<string>((resolve) => browser.on('disconnected', () => ((crashed = true), resolve('the browser crashed'))));
  const slot = await WarmSlot.open(browser);
  await slot.page.goto(`${site.url}/simple?i=1`);
  const asked = slot.page.evaluate(
    () => new Promise((resolve) => navigator.geolocation.getCurrentPosition(() => resolve('position'), (e) => resolve(`error ${e.code}`), { timeout: 2000 })),
  );
  const answer = await Promise.race([asked.catch((err: Error) => err.message), gone]);
  t.equal(answer, 'error 1', 'PERMISSION_DENIED');
  t.notOk(crashed, 'the browser is alive');
  await slot.reset();
  await slot.page.goto(`${site.url}/simple?i=2`);
  t.match(await slot.page.content(), /Simple page 2/, 'and serves the next job');
});

t.test('a page is told no position, and denied prompts do not carry over to the next job', async (t) => {
  const rig = await startRig({ concurrency: 1 });
  t.teardown(rig.close);
  const { pool, site } = rig;
  // wait_for runs the job in a visible window, where repeated prompts get an origin blocked.
  const first = await pool.scrape({ url: `${site.url}/permissions?asks=4`, timeoutMs: 20_000, waitFor: '#done' });
  const answers = preJson(first.pages[0].html, 'answers') as string[];
  t.same(answers.filter((_, i) => i % 2 === 0), ['error 1', 'error 1', 'error 1', 'error 1'], 'geolocation answers PERMISSION_DENIED at once');
  const second = await pool.scrape({ url: `${site.url}/permissions?asks=0`, timeoutMs: 15_000, waitFor: '#done' });
  t.same(preJson(second.pages[0].html, 'before'), { notifications: 'default', geolocation: 'prompt' }, 'the next job finds the defaults');
  t.equal(pool.stats().resetFailures, 0, 'the same tab was reset in between');
  t.equal(pool.stats().crashed, 0);
});
