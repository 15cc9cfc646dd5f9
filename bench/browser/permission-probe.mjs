// Probe (not a test): what a page's permission requests do to a pool tab (WarmSlot, own context,
// minimised window unless VISIBLE=1) and whether the permission state survives the reset.
// Found Nov 21: geolocation in a minimised window kills the whole browser; in a visible one,
// repeated denied requests leave geolocation 'denied' for the next job (docs/notes/browser.md).
// Usage: [VISIBLE=1] [WHICH=ngm] [OVERRIDE=prompt|denied] [EXTRA_ARG=--some-flag] node bench/browser/permission-probe.mjs
// (OVERRIDE: a CDP geolocation permission override on the tab's context before the job;
// GEO_OVERRIDE=1: Emulation.setGeolocationOverride without a position)
// (n = Notification.requestPermission, g = geolocation, G = wait for its answer, m = getUserMedia, w = just wait 2 s in the page). Loopback fixture only.
import puppeteer from 'puppeteer-core';
import { chromiumArgs, findChromium } from '@gleaner/browser';
import { WarmSlot } from '@gleaner/browser/dist/warm-slot.js';
import { startFixtureSite } from '@gleaner/testkit';

const site = await startFixtureSite();
const browser = await puppeteer.launch({ executablePath: findChromium(), headless: true, args: [...chromiumArgs(), ...(process.env.EXTRA_ARG ? [process.env.EXTRA_ARG] : [])] });
let closing = false;
browser.on('disconnected', () => closing || console.log('the browser disconnected (crashed)'));
const slot = await WarmSlot.open(browser);
if (process.env.OVERRIDE) await slot.state.cdp.send('Browser.setPermission', { permission: { name: 'geolocation' }, setting: process.env.OVERRIDE, browserContextId: slot.context.id });
if (process.env.GEO_OVERRIDE) await slot.state.cdp.send('Emulation.setGeolocationOverride', {});
if (process.env.VISIBLE) await slot.state.cdp.send('Browser.setWindowBounds', { windowId: slot.state.windowId, bounds: { windowState: 'normal' } });
const startJob = async (i) => {
  await slot.state.cdp.send('Emulation.setScriptExecutionDisabled', { value: false });
  await slot.page.goto(`${site.url}/simple?i=${i}`);
};
const read = () =>
  slot.page.evaluate(async () => {
    const q = async (name) => (await navigator.permissions.query({ name }).catch(() => ({ state: 'error' }))).state;
    return { notifications: Notification.permission, geolocation: await q('geolocation'), microphone: await q('microphone') };
  });
try {
  await startJob(1);
  console.log('job 1, fresh:', await read());
  for (let k = 0; k < 4; k++) {
    const got = await slot.page.evaluate(async (which) => {
      const late = (p) => Promise.race([p, new Promise((r) => setTimeout(() => r('no answer'), 1500))]);
      const out = {};
      if (which.includes('n')) out.n = await late(Notification.requestPermission());
      if (which.includes('g')) out.g = await (which.includes('G') ? (p) => p : late)(new Promise((res) => navigator.geolocation.getCurrentPosition(() => res('ok'), (e) => res(`error ${e.code}`), { timeout: 1500 })));
      if (which.includes('w')) out.w = await new Promise((r) => setTimeout(() => r('waited 2 s'), 2000));
      if (which.includes('m')) out.m = await late(navigator.mediaDevices.getUserMedia({ audio: true }).then(() => 'ok', (e) => e.name));
      return out;
    }, process.env.WHICH ?? 'ngm');
    console.log(`job 1, request ${k + 1}:`, got);
  }
  console.log('job 1, after the requests:', await read());
  await slot.reset();
  if (process.env.RESETPERM) await slot.state.cdp.send('Browser.resetPermissions', { browserContextId: slot.context.id });
  if (process.env.SETPROMPT) await slot.state.cdp.send('Browser.setPermission', { permission: { name: 'notifications' }, setting: 'prompt', browserContextId: slot.context.id });
  await startJob(2);
  console.log('job 2, after the reset:', await read());
} catch (err) {
  console.log('failed:', err.message);
}
closing = true;
await browser.close().catch(() => undefined);
await site.close();
