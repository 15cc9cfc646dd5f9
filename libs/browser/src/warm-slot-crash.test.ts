// A tab being opened when its browser is killed must give up at once: puppeteer's own newPage()
// then waits 30 s for the target, and the pool worker waiting in it served no job meanwhile
// (the flaky crash test's cause; docs/notes/browser.md).
import t from 'tap';
import puppeteer, { type Browser } from 'puppeteer-core';
import { chromiumArgs, findChromium } from './chromium.js';
import { WarmSlot } from './warm-slot.js';

/** Kills the browser when Chromium answers Target.createTarget: the tab exists, its target is not ready yet. */
function killOnCreateTarget(browser: Browser): { killedAt: () => number | undefined } {
  let killedAt: number | undefined;
  const target = browser.target();
  const createSession = target.createCDPSession.bind(target);
  browser.target = () => target;
  target.createCDPSession = async () => {
    const session = await createSession();
    const send = session.send.bind(session) as (method: string, ...rest: unknown[]) => Promise<unknown>;
    (session as unknown as { send: typeof send }).send = (method, ...rest) => {
      const answer = send(method, ...rest);
      if (method === 'Target.createTarget') {
        answer.then(() => {
          killedAt ??= Date.now();
          browser.process()?.kill('SIGKILL');
        }, () => undefined);
      }
      return answer;
    };
    return session;
  };
  return { killedAt: () => killedAt };
}

t.test('opening a tab on a browser killed mid-open rejects at once', async (t) => {
  for (let run = 1; run <= 2; run++) {
    const browser = await puppeteer.launch({ executablePath: findChromium(), headless: true, args: chromiumArgs(), handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false });
    t.teardown(() => browser.close().catch(() => undefined));
    const hook = killOnCreateTarget(browser);
    const err = await WarmSlot.open(browser).then(
      () => undefined,
      (e: Error) => e,
    );
    const killedAt = hook.killedAt();
    t.ok(killedAt, `run ${run}: the browser was killed right after Target.createTarget answered`);
    t.match(err?.message, /browser has disconnected/, `run ${run}: open failed as a crash (the pool retries those)`);
    // Seconds, not the 30 s puppeteer waits: generous for a loaded machine, far below the hang.
    const after = Date.now() - (killedAt ?? Date.now());
    t.ok(after < 5000, `run ${run}: settled ${after} ms after the kill`);
  }
});
