// Side experiment: what makes warm tabs in their own browser contexts spawn renderer processes?
// Runs N warm tabs (goto + content loop) in several set-ups, one after the other, and reports the
// rate and how many distinct renderer processes were seen. Loopback fixture site only.
// Usage: node bench/browser/renderer-churn.mjs [--tabs 4] [--seconds 4] [--runs 3] [--modes a,b]
import fs from 'node:fs';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, findChromium } from '@gleaner/browser';
import { WarmSlot, setResourceBlocking } from '@gleaner/browser/dist/warm-slot.js';
import { startFixtureSite } from '@gleaner/testkit';
import { arg, drive, median, treeCpu } from '../lib/measure.mjs';

const TABS = Number(arg('tabs', 4));
const SECONDS = Number(arg('seconds', 4));
const RUNS = Number(arg('runs', 3));
const CHROMIUM = findChromium();

function renderers(browserPid) {
  const out = new Set();
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const cmd = fs.readFileSync(`/proc/${d}/cmdline`, 'utf8');
      if (!cmd.includes('--type=renderer')) continue;
      const ppid = Number(/PPid:\s+(\d+)/.exec(fs.readFileSync(`/proc/${d}/status`, 'utf8'))[1]);
      // renderers are children of the zygote, which is a child of the browser
      const gp = Number(/PPid:\s+(\d+)/.exec(fs.readFileSync(`/proc/${ppid}/status`, 'utf8'))[1]);
      if (ppid === browserPid || gp === browserPid) out.add(Number(d));
    } catch {}
  }
  return out;
}

// CPU seconds by process type (--type=...), live processes of the tree only.
function cpuByType(root) {
  const out = {};
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const st = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
      const f = st.slice(st.lastIndexOf(')') + 2).split(' ');
      const cmd = fs.readFileSync(`/proc/${d}/cmdline`, 'utf8');
      if (!cmd.includes('chromium')) continue;
      let type = /--type=([a-z-]+)/.exec(cmd)?.[1] ?? 'browser';
      if (type === 'renderer' && process.env.PERPID) type += ':' + d;
      if (type === 'utility') type += ':' + (/--utility-sub-type=([a-zA-Z.]+)/.exec(cmd)?.[1] ?? '');
      if (Number(d) !== root && !isDescendant(Number(d), root)) continue;
      out[type] = (out[type] ?? 0) + (Number(f[11]) + Number(f[12])) / 100;
    } catch {}
  }
  return out;
}
function isDescendant(pid, root) {
  for (let p = pid, i = 0; p > 1 && i < 10; i++) {
    const st = fs.readFileSync(`/proc/${p}/stat`, 'utf8');
    p = Number(st.slice(st.lastIndexOf(')') + 2).split(' ')[1]);
    if (p === root) return true;
  }
  return false;
}

// mode: { contexts: 'one'|'own', reset: bool, block: bool, extra: [] }
const MODES = {
  shared: { contexts: 'one' },
  own: { contexts: 'own' },
  'own+slot': { slot: true },
  'own+slot+reset': { slot: true, reset: true },
  'own+slot+reset+block': { slot: true, reset: true, block: true },
  // Fetch enabled once per tab and left on (no per-job toggle)
  // no omnibox popup WebUI per window (one window per context; it re-renders on each navigation)
  'own+slot+noomni': { slot: true, extra: ['--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup'] },
  'shared+noomni': { contexts: 'one', extra: ['--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup'] },
  'own+slot+reset+block+noomni': { slot: true, reset: true, block: true, extra: ['--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup'] },
  'own+slot+reset+blockkept': { slot: true, reset: true, blockKept: true },
  'own+pps': { contexts: 'own', extra: ['--process-per-site'] },
  'own+slot+reset+block+pps': { slot: true, reset: true, block: true, extra: ['--process-per-site'] },
  'own+limit': { contexts: 'own', extra: ['--renderer-process-limit=4'] },
  'shared+slot-style': { contexts: 'one', reset: false },
  'own+keeper': { contexts: 'own', keeper: true },
  'own+keeper-blank': { contexts: 'own', keeper: 'blank' },
  'own+hidden': { contexts: 'own', hide: true },
  'own+slot+reset+block+keeper-blank': { slot: true, reset: true, block: true, keeper: 'blank' },
  'own+nospare': { contexts: 'own', extra: ['--disable-features=ProactivelySwapBrowsingInstance,BackForwardCache,RenderDocument,SpareRendererForSitePerProcess'] },
  'own+pps+limit': { contexts: 'own', extra: ['--process-per-site', '--renderer-process-limit=4'] },
  'own+plainflags': { contexts: 'own', plain: true },
  'shared+plainflags': { contexts: 'one', plain: true },
};

async function runMode(site, name, mode) {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: [...(mode.plain ? chromiumArgs().filter((a) => !a.startsWith('--disable-features') && !a.startsWith('--disable-site-isolation')) : chromiumArgs()), ...(mode.extra ?? [])], defaultViewport: { width: 1920, height: 1080 } });
  const pid = browser.process().pid;
  let tabs;
  if (mode.slot) {
    tabs = await Promise.all(Array.from({ length: TABS }, async () => {
      const slot = await WarmSlot.open(browser);
      if (mode.keeper) await slot.context.newPage();
      return slot;
    }));
  } else if (mode.contexts === 'own') {
    tabs = await Promise.all(Array.from({ length: TABS }, async () => {
      const ctx = await browser.createBrowserContext();
      // keeper: a second, idle tab in the context (does a lone tab lose its renderer?)
      if (mode.keeper) await (await ctx.newPage()).goto(mode.keeper === 'blank' ? 'about:blank' : `${site.url}/simple?i=keeper`);
      const page = await ctx.newPage();
      // hide: a newer blank tab in front, so the working tab is a background (hidden) tab
      if (mode.hide) await ctx.newPage();
      return { page };
    }));
  } else {
    tabs = await Promise.all(Array.from({ length: TABS }, async () => ({ page: await browser.newPage() })));
  }
  if (mode.blockKept) await Promise.all(tabs.map((t) => t.state.cdp.send('Fetch.enable', { patterns: ['Image', 'Font', 'Media'].map((resourceType) => ({ urlPattern: '*', resourceType })) })));
  const job = async (t, i) => {
    if (mode.slot) await t.state.cdp.send('Emulation.setScriptExecutionDisabled', { value: false });
    if (mode.block) await setResourceBlocking(t.page, true);
    await t.page.goto(`${site.url}/simple?i=${i}`, { waitUntil: 'load' });
    await t.page.content();
    if (mode.reset) await t.reset();
  };
  // warm
  await Promise.all(tabs.map((t, i) => job(t, i)));
  const seen = new Set(renderers(pid));
  const cpu0 = treeCpu(pid);
  const byType0 = cpuByType(pid);
  const node0 = process.cpuUsage();
  const sampler = setInterval(() => renderers(pid).forEach((p) => seen.add(p)), 30);
  const r = await drive(TABS, SECONDS, (i, slot) => job(tabs[slot], i));
  const n = r.done;
  clearInterval(sampler);
  const nodeCpu = process.cpuUsage(node0);
  const cpuMs = ((treeCpu(pid) - cpu0) * 1000 + (nodeCpu.user + nodeCpu.system) / 1000) / n;
  const byType1 = cpuByType(pid);
  if (process.env.BYTYPE) console.log(name, Object.entries(byType1).map(([k, v]) => `${k} ${Math.round(((v - (byType0[k] ?? 0)) * 1000) / n)}`).join(', '), `node ${Math.round((nodeCpu.user + nodeCpu.system) / 1000 / n)}`);
  await browser.close();
  return { rate: r.rate, renderers: seen.size, cpuMs };
}

const wanted = (arg('modes', '') || Object.keys(MODES).join(',')).split(',');
const site = await startFixtureSite();
const results = Object.fromEntries(wanted.map((m) => [m, []]));
for (let r = 0; r < RUNS; r++) {
  for (const m of wanted) {
    const x = await runMode(site, m, MODES[m]);
    results[m].push(x);
    console.log(`run ${r + 1} ${m}: ${x.rate.toFixed(1)}/s renderers ${x.renderers} cpu ${x.cpuMs.toFixed(0)} ms/job`);
  }
}
console.log(`\nmedians of ${RUNS} runs, ${TABS} tabs, ${SECONDS} s:`);
for (const m of wanted) console.log(`${m}: ${median(results[m].map((x) => x.rate)).toFixed(1)}/s, renderers seen ${median(results[m].map((x) => x.renderers))}, cpu ${median(results[m].map((x) => x.cpuMs)).toFixed(0)} ms/job`);
await site.close();
