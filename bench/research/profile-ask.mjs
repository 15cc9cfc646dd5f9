// Where an ask of the local research engine spends its CPU: verify-cost.mjs's 50 sources of 200 KB,
// --asks SQuAD questions asked (after a warm-up of 20), CPU ms per ask (robust to load) and wall p50,
// and with --prof the self and inclusive time per function, per ask.
// Usage: node bench/research/profile-ask.mjs [--asks 100] [--prof] [--top 30]
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { printTop, profileTimes, startProfile } from '../lib/in-process-profile.mjs';
import { pct } from '../lib/measure.mjs';
import { longSources, squadArticles, squadQuestions } from './squad.mjs';

const require = createRequire(import.meta.url);
const arg = (n, d) => (process.argv.includes(`--${n}`) ? process.argv[process.argv.indexOf(`--${n}`) + 1] : d);
const ai = require(path.resolve(import.meta.dirname, '../../libs/ai/dist/index.js'));
const articles = squadArticles();
const docs = longSources(articles);
const engine = new ai.LocalResearchEngine();
const index = engine.load(await engine.index(docs));
const all = squadQuestions();
for (const q of all.slice(0, 20)) await engine.ask(index, { question: q.question, format: 'text' });
const questions = all.slice(20, 20 + Number(arg('asks', 100)));
let session;
if (process.argv.includes('--prof')) {
  session = await startProfile();
}
const wall = [];
const c0 = process.cpuUsage();
for (const q of questions) {
  const t = performance.now();
  await engine.ask(index, { question: q.question, format: 'text' });
  wall.push(performance.now() - t);
}
const cpu = process.cpuUsage(c0);
console.log(`${questions.length} asks: CPU ${((cpu.user + cpu.system) / 1000 / questions.length).toFixed(1)} ms an ask (mean), wall p50 ${pct(wall, 50).toFixed(1)} ms, p99 ${pct(wall, 99).toFixed(1)} ms (load ${os.loadavg()[0].toFixed(1)})`);
if (session) {
  const { self, incl } = await profileTimes(session);
  const n = questions.length;
  const top = Number(arg('top', 30));
  printTop('self time an ask', self, n, top, 2);
  printTop('inclusive time an ask', incl, n, top, 2);
}
