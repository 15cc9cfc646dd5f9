// Side experiment: what each CDP command of the pool's per-job work costs in CPU. N warm pool tabs
// (WarmSlot, own context each) loop goto + content + reset with resource blocking on; each mode
// leaves some commands out (the slot's CDP session answers them at once without sending), so the
// CPU a job of the Chromium tree + Node shows what they cost. Modes run interleaved, order rotated.
// Loopback fixture site only. Not a safe pool: leaving commands out breaks the isolation.
// Usage: node bench/browser/reset-cost.mjs [--tabs 4] [--seconds 4] [--runs 3] [--modes full,none,...]
import puppeteer from 'puppeteer-core';
import { chromiumArgs, findChromium } from '@gleaner/browser';
import { WarmSlot, setResourceBlocking } from '@gleaner/browser/dist/warm-slot.js';
import { startFixtureSite } from '@gleaner/testkit';
import { arg, cpuMeter, drive, median } from '../lib/measure.mjs';

const TABS = Number(arg('tabs', 4));
const SECONDS = Number(arg('seconds', 4));
const RUNS = Number(arg('runs', 3));
const FREEZE = ['Page.stopLoading', 'Emulation.setScriptExecutionDisabled', 'Page.setDocumentContent'];
const MODES = {
  full: { skip: [] },
  'no-reset': { noReset: true },
  'no-block': { skip: [], noBlock: true },
  'no-reset-no-block': { noReset: true, noBlock: true },
  'no-storage': { skip: ['Storage.clearDataForOrigin', 'DOMStorage.clear'] },
  'no-cache': { skip: ['Network.clearBrowserCache'] },
  'no-cookies': { skip: ['Network.clearBrowserCookies'] },
  'no-history': { skip: ['Page.resetNavigationHistory'] },
  'no-freeze': { skip: FREEZE },
};

async function runMode(site, mode) {
  const browser = await puppeteer.launch({ executablePath: findChromium(), headless: true, args: chromiumArgs(), defaultViewport: { width: 1920, height: 1080 } });
  const pid = browser.process().pid;
  const slots = await Promise.all(Array.from({ length: TABS }, () => WarmSlot.open(browser)));
  for (const s of slots) {
    const send = s.state.cdp.send.bind(s.state.cdp);
    s.state.cdp.send = (method, params) => (mode.skip?.includes(method) ? Promise.resolve({}) : send(method, params));
  }
  const job = async (s, i) => {
    await Promise.all([s.state.cdp.send('Emulation.setScriptExecutionDisabled', { value: false }), setResourceBlocking(s.page, !mode.noBlock)]);
    await s.page.goto(`${site.url}/simple?i=${i}`, { waitUntil: 'load' });
    await s.page.content();
    if (!mode.noReset) await s.reset();
  };
  await Promise.all(slots.map((s, i) => job(s, i)));
  const cpuMs = cpuMeter(pid);
  const r = await drive(TABS, SECONDS, (i, slot) => job(slots[slot], i));
  const perJob = cpuMs() / r.done;
  await browser.close();
  return { rate: r.rate, cpuMs: perJob };
}

const wanted = arg('modes', Object.keys(MODES).join(',')).split(',');
const site = await startFixtureSite();
const results = Object.fromEntries(wanted.map((m) => [m, []]));
for (let r = 0; r < RUNS; r++) {
  const order = wanted.map((_, k) => wanted[(k + r) % wanted.length]);
  for (const m of order) {
    const x = await runMode(site, MODES[m]);
    results[m].push(x);
    console.log(`run ${r + 1} ${m}: ${x.rate.toFixed(1)}/s cpu ${x.cpuMs.toFixed(0)} ms/job`);
  }
}
console.log(`\nmedians of ${RUNS} runs, ${TABS} tabs, ${SECONDS} s:`);
for (const m of wanted) console.log(`${m}: ${median(results[m].map((x) => x.rate)).toFixed(1)}/s, cpu ${median(results[m].map((x) => x.cpuMs)).toFixed(0)} ms/job`);
await site.close();
