// PDFs and screenshots per second THROUGH THE API next to raw puppeteer on a warm page
// (goto + page.pdf / page.screenshot), same fixture page, one run; p50/p99 and peak RSS.
// Usage: node bench/artifacts/render-api.mjs [--seconds 8] [--concurrency 2]   (loopback only)
import { parseArgs } from 'node:util';
import { startFixtureSite } from '@gleaner/testkit';
import { drive, peakSampler, postJson, startGleaner } from '../lib/measure.mjs';
import { rawLimit } from '../lib/raw-limit.mjs';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '8' }, concurrency: { type: 'string', default: '2' } } });
const SECONDS = Number(values.seconds);
const C = Number(values.concurrency);
const site = await startFixtureSite();
const pageUrl = (i) => `${site.url}/long?sections=3&i=${i}`;
const fmt = (r) => `${r.rate.toFixed(2)}/s p50 ${r.p50.toFixed(0)} ms p99 ${r.p99.toFixed(0)} ms${r.errors ? ` (${r.errors} errors)` : ''}`;

const ops = {
  pdf: { api: '/v1/pdf/generate', body: {}, raw: (p) => p.pdf({ format: 'A4', printBackground: true }) },
  screenshot: { api: '/v1/screenshot/capture', body: {}, raw: (p) => p.screenshot({ type: 'png' }) },
};

const raw = (op) => rawLimit(C, SECONDS, async (page, i) => (await page.goto(pageUrl(i), { waitUntil: 'load' }), op.raw(page)));

const g = await startGleaner({ GLEANER_RENDER_CONCURRENCY: String(C) });
try {
  for (const [name, op] of Object.entries(ops)) {
    const job = (i) => postJson(`${g.base}${op.api}`, g.key, { url: pageUrl(i), ...op.body });
    await drive(C, 2, job);
    const peak = peakSampler(g.pid);
    const o = await drive(C, SECONDS, job);
    const mb = peak();
    const r = await raw(op);
    console.log(`${name} c=${C}: api ${fmt(o)} peak RSS ${mb} MB | raw warm page ${fmt(r)} | api/raw ${(o.rate / r.rate).toFixed(2)}`);
  }
} finally {
  await g.stop();
  await site.close();
}
