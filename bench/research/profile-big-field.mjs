// Where one free-text field on the 2 MB page of verify-cost.mjs spends its time: the field asked
// --runs times after a first cold run (timed, CPU and wall), and with --prof a CPU profile's self and inclusive time per
// function. Usage: node bench/research/profile-big-field.mjs [--runs 3] [--prof] [--top 30]
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { printTop, profileTimes, startProfile } from '../lib/in-process-profile.mjs';
import { squadArticles } from './squad.mjs';

const require = createRequire(import.meta.url);
const arg = (n, d) => (process.argv.includes(`--${n}`) ? process.argv[process.argv.indexOf(`--${n}`) + 1] : d);
const ai = require(path.resolve(import.meta.dirname, '../../libs/ai/dist/index.js'));
const articles = squadArticles();
// the same page as verify-cost.mjs
const paragraphs = [];
for (let i = 0; paragraphs.join('').length < 2 * 1024 * 1024; i++) paragraphs.push(`<p>${articles[i % articles.length].text.replace(/\n/g, ' ').replace(/</g, '&lt;')}</p>`);
paragraphs.splice(paragraphs.length - 3, 0, '<p>The Harlow paper mill was founded in 1874 by the engineer Tomas Brandt on the banks of the river Elde.</p>');
const bigPage = `<!doctype html><html><head><title>Readings</title></head><body><main>${paragraphs.join('\n')}</main></body></html>`;
const fields = { founder: arg('field', 'who founded the Harlow paper mill') };

// the first field loads compromise and warms the JIT: it runs before the profile starts
{
  const local = new ai.LocalEngine();
  const t = performance.now();
  await local.extractFields({ html: bigPage, url: 'http://127.0.0.1/big', fields });
  console.log(`first (cold) run: ${Math.round(performance.now() - t)} ms wall`);
}
let session;
if (process.argv.includes('--prof')) {
  session = await startProfile();
}
const runs = Number(arg('runs', 3));
for (let r = 0; r < runs; r++) {
  const local = new ai.LocalEngine();
  const c = process.cpuUsage();
  const t = performance.now();
  const out = await local.extractFields({ html: bigPage, url: 'http://127.0.0.1/big', fields });
  const u = process.cpuUsage(c);
  console.log(`run ${r}: ${Math.round(performance.now() - t)} ms wall, ${Math.round((u.user + u.system) / 1000)} ms CPU (load ${os.loadavg()[0].toFixed(1)}) ${JSON.stringify(out)}`);
}
if (session) {
  const { self, incl } = await profileTimes(session);
  const top = Number(arg('top', 30));
  printTop('self time a run', self, runs, top);
  printTop('inclusive time a run', incl, runs, top);
}
