// The raw limit every benchmark's ratio is read against, defined once: the same work done with
// puppeteer-core alone, the fastest way the library allows. One Chromium with the pool's flags,
// one tab per slot opened up front and reused for every job (no reset, no isolation, no guard),
// at the pool's default viewport (1920x1080: what the pool renders scrapes, PDFs and screenshots
// at), `goto(url, { waitUntil: 'load' })` then the operation; 2 s of warm-up before measuring.
// A benchmark that measured its raw side another way (another viewport, no warm-up) measured
// something else: bench/browser/pool-bench.mjs gave 30.8/s and bench/content/scrape-api.mjs 36-42/s
// on one quiet machine before both used this.
import puppeteer from 'puppeteer-core';
import { chromiumArgs, findChromium } from '@gleaner/browser';
import { cpuMeter, drive, peakSampler } from './measure.mjs';

export const RAW_VIEWPORT = { width: 1920, height: 1080, deviceScaleFactor: 1 };
export const RAW_LAUNCH = { executablePath: findChromium(), headless: true, args: chromiumArgs(), defaultViewport: RAW_VIEWPORT };
export const RAW_WARMUP_S = 2;

/**
 * Runs `work(page, i)` on `slots` reused tabs for `seconds` after the warm-up; resolves with
 * drive()'s figures plus CPU ms a job (Chromium tree and this process) and peak RSS in MB.
 */
export async function rawLimit(slots, seconds, work) {
  const browser = await puppeteer.launch(RAW_LAUNCH);
  try {
    const pages = await Promise.all(Array.from({ length: slots }, () => browser.newPage()));
    const job = (i, slot) => work(pages[slot], i);
    await drive(slots, RAW_WARMUP_S, job);
    const pid = browser.process().pid;
    const cpu = cpuMeter([pid]);
    const peak = peakSampler(pid);
    const r = await drive(slots, seconds, job);
    r.cpuMs = cpu() / Math.max(1, r.done);
    r.peakRssMb = peak();
    return r;
  } finally {
    await browser.close();
  }
}

/** The raw limit of a scrape: load, then the page's HTML. */
export const rawScrape = (url) => async (page, i) => {
  await page.goto(url(i), { waitUntil: 'load' });
  return page.content();
};
