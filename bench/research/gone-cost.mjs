// What leaving out deleted and expired sources costs an ask (issue 32 item 6), in this process, on the
// speed bench's session (50 sources of 200 KB of page text each, 10 MB):
//   lookup: the API's check of which sources still exist (markGoneSources) on a SQLite file holding the
//           50 scrapes (their text and HTML stored as a scrape keeps them): nothing gone (one count by
//           id), and with one of them deleted (found once and marked on the session, then counted);
//   engine: the local engine's ask p50/p99 over the same texts with nothing gone and with one source
//           gone, and the one-time cost of the view without it (BM25 postings rebuilt, kept per index).
// Usage: node bench/research/gone-cost.mjs [--asks 200]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { pct } from '../lib/measure.mjs';
import { ai, squadArticles, squadQuestions } from './squad.mjs';

const require = createRequire(import.meta.url);
const { SqliteStore } = require('../../libs/store/dist/index.js');
const { markGoneSources } = require('../../libs/features/dist/research/gone.js');

const { values } = parseArgs({ options: { asks: { type: 'string', default: '200' } } });
const articles = squadArticles();
const SOURCES = 50;
const SOURCE_KB = 200;

function longText(i) {
  let out = '';
  for (let k = 0; out.length < SOURCE_KB * 1024; k++) out += articles[(i + k) % articles.length].text + '\n';
  return out.slice(0, SOURCE_KB * 1024);
}

const timed = async (fn) => {
  const t = performance.now();
  await fn();
  return performance.now() - t;
};

const texts = Array.from({ length: SOURCES }, (_, i) => longText(i));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gone-cost-'));
const store = new SqliteStore({ file: path.join(dir, 'gleaner.sqlite'), exclusive: true });
const report = {};
try {
  const scrapes = store.collection('scrapes');
  const now = new Date().toISOString();
  const ids = texts.map((_, i) => `scr_${String(i).padStart(24, '0')}`);
  for (const [i, text] of texts.entries()) {
    await scrapes.insert({ id: ids[i], user_id: 'u', env: 'live', url: `http://127.0.0.1/long/${i}`, final_url: '', extracted: {}, raw_html: `<p>${text}</p>`, text, title: `Reading ${i}`, metadata: {}, pages_scraped: 1, created_at: now, scraped_at: now });
  }
  const sessions = store.collection('research_sessions');
  const session = { id: 'res_1', user_id: 'u', env: 'live', name: 'x', description: null, data_sources: ids.map((id, i) => ({ id, type: 'scrape', url: `http://127.0.0.1/long/${i}`, scraped_at: now })), status: 'ready', error: null, index_key: 'k', questions_asked: 0, total_credits_used: 0, created_at: now, ready_at: now, last_question_at: null };
  await sessions.insert(session);
  const lookups = async () => {
    const out = [];
    for (let i = 0; i < 1000; i++) out.push(await timed(async () => markGoneSources(store, await sessions.get('res_1'), now)));
    return out;
  };
  const sessionRead = [];
  for (let i = 0; i < 1000; i++) sessionRead.push(await timed(() => sessions.get('res_1')));
  const none = await lookups();
  await scrapes.deleteOne({ id: ids[0] });
  const found = await timed(async () => markGoneSources(store, await sessions.get('res_1'), now));
  const marked = await lookups();
  report.lookup = {
    sessionReadP50: +pct(sessionRead, 50).toFixed(3),
    noneGoneP50: +pct(none, 50).toFixed(3),
    noneGoneP99: +pct(none, 99).toFixed(3),
    firstAfterDeleteMs: +found.toFixed(2),
    oneMarkedP50: +pct(marked, 50).toFixed(3),
    note: 'ms, each including the session read (sessionReadP50), which the ask does anyway',
  };

  const engine = new ai.LocalResearchEngine();
  const index = engine.load(await engine.index(texts.map((text, i) => ({ id: ids[i], url: `http://127.0.0.1/long/${i}`, title: `Reading ${i}`, text }))));
  const qs = squadQuestions().slice(0, Number(values.asks));
  const gone = [ids[0]];
  for (const q of qs.slice(0, 20)) await engine.ask(index, { question: q.question, format: 'text' }); // warm-up
  const viewMs = await timed(() => index.without(gone));
  // each question asked both ways, one after the other: a machine's load weighs on both alike
  const plain = [];
  const oneGone = [];
  for (const q of qs) {
    plain.push(await timed(() => engine.ask(index, { question: q.question, format: 'text' })));
    oneGone.push(await timed(() => engine.ask(index, { question: q.question, format: 'text', gone })));
  }
  report.engine = {
    asks: qs.length,
    viewBuildMs: +viewMs.toFixed(1),
    noneGoneP50: +pct(plain, 50).toFixed(1),
    noneGoneP99: +pct(plain, 99).toFixed(1),
    oneGoneP50: +pct(oneGone, 50).toFixed(1),
    oneGoneP99: +pct(oneGone, 99).toFixed(1),
  };
} finally {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
console.log(JSON.stringify(report, null, 1));
