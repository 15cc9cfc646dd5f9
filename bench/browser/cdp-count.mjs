// CDP commands a pool job sends, by method (every command of the pool, puppeteer and the cluster
// goes through puppeteer's Connection._rawSend). Loopback fixture site only.
// Usage: node bench/browser/cdp-count.mjs [--dist libs/browser/dist] [--jobs 20] [--op scrape|pdf|screenshot]
import path from 'node:path';
import { createRequire } from 'node:module';
import { startFixtureSite } from '@gleaner/testkit';
import { arg } from '../lib/measure.mjs';

const require = createRequire(import.meta.url);
const { Connection } = require('puppeteer-core/lib/cjs/puppeteer/cdp/Connection.js');
const lib = require(path.resolve(arg('dist', 'libs/browser/dist'), 'index.js'));
const JOBS = Number(arg('jobs', 20));
const OP = arg('op', 'scrape');

let counts = null;
const send = Connection.prototype._rawSend;
Connection.prototype._rawSend = function (callbacks, method, ...rest) {
  if (counts) counts.set(method, (counts.get(method) ?? 0) + 1);
  return send.call(this, callbacks, method, ...rest);
};

const site = await startFixtureSite();
const pool = new lib.BrowserPool({ concurrency: 1, queueLimit: 10, recycleAfter: 100_000 });
await pool.start();
const job = (i) =>
  OP === 'pdf'
    ? pool.pdf({ url: `${site.url}/long?sections=6`, timeoutMs: 30_000, maxPages: 1000, maxBytes: 1e9 })
    : OP === 'screenshot'
      ? pool.screenshot({ url: `${site.url}/elements`, timeoutMs: 30_000, type: 'png' })
      : pool.scrape({ url: `${site.url}/simple?i=${i}`, timeoutMs: 30_000 });
for (let i = 0; i < 3; i++) await job(i);
// The reset runs after a job answers: count from one finished job to the next, and let the last reset finish.
counts = new Map();
for (let i = 0; i < JOBS; i++) await job(i);
await new Promise((r) => setTimeout(r, 500));
const total = [...counts.values()].reduce((a, b) => a + b, 0);
console.log(`${OP}: ${(total / JOBS).toFixed(1)} CDP commands a job`);
for (const [m, n] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`  ${(n / JOBS).toFixed(2)}  ${m}`);
await pool.close();
await site.close();
