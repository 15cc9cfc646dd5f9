// Probe (not a benchmark): what happens to a tab being opened when the browser is SIGKILLed.
// Side by side: puppeteer's context.newPage() and the pool's WarmSlot.open(), each killed right
// after Chromium answered Target.createTarget (the tab exists, the caller now waits for its
// target to be ready); prints how long each took to settle.
// Usage: npx tsc -b libs/browser && node bench/browser/newpage-kill-probe.mjs [--runs 3]
// (Seen here: newPage waits out puppeteer's 30 s target timer; WarmSlot.open rejects at once.)
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const puppeteer = require('puppeteer-core');
const { WarmSlot } = require('../../libs/browser/dist/warm-slot.js');
const { chromiumArgs, findChromium } = require('../../libs/browser/dist/chromium.js');

const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const GIVE_UP_MS = 40_000;

async function once(mode) {
  const browser = await puppeteer.launch({ executablePath: findChromium(), headless: true, args: chromiumArgs(), handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false });
  let killedAt = -1;
  const started = Date.now();
  const kill = () => {
    if (killedAt >= 0) return;
    killedAt = Date.now() - started;
    browser.process().kill('SIGKILL');
  };
  if (mode === 'newPage') {
    // puppeteer's newPage calls waitForTarget right after the createTarget answer.
    const wait = browser.waitForTarget.bind(browser);
    browser.waitForTarget = (...args) => {
      const p = wait(...args);
      kill();
      return p;
    };
  } else {
    // WarmSlot.open sends createTarget on a session of the browser target: kill on its answer.
    const target = browser.target();
    const createSession = target.createCDPSession.bind(target);
    browser.target = () => target;
    target.createCDPSession = async () => {
      const session = await createSession();
      const send = session.send.bind(session);
      session.send = (method, ...rest) => {
        const p = send(method, ...rest);
        if (method === 'Target.createTarget') p.then(kill, () => undefined);
        return p;
      };
      return session;
    };
  }
  const work = mode === 'newPage' ? browser.createBrowserContext().then((c) => c.newPage()) : WarmSlot.open(browser);
  const outcome = await Promise.race([
    work.then(() => 'resolved', (e) => `rejected (${String(e.message).slice(0, 60)})`),
    new Promise((r) => setTimeout(() => r('still pending'), GIVE_UP_MS).unref()),
  ]);
  if (killedAt < 0) throw new Error(`${mode}: the kill hook never fired (puppeteer internals changed?)`);
  return { killedAt, settledAt: Date.now() - started, outcome };
}

for (let i = 1; i <= runs; i++) {
  for (const mode of ['newPage', 'WarmSlot.open']) {
    const r = await once(mode);
    console.log(`run ${i} ${mode}: killed at ${r.killedAt} ms, ${r.outcome} at ${r.settledAt} ms (${r.settledAt - r.killedAt} ms after the kill)`);
  }
}
process.exit(0);
