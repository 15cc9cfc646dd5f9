// Deep research (issue 16), through the API of the embedded default (`make run`'s server):
//   quality: the 48 SQuAD articles served by a local site, scraped, made one session's sources; the 247
//            questions asked (POST /research/{id}/ask); scored as in squad.mjs (gold inside the answer,
//            exact match and F1 of the span, right article first, right by quartile of confidence), and
//            the questions of own-questions.jsonl (not in this repository; 20 of them unanswerable);
//   speed:   50 sources of 200 KB of page text each (real prose: the articles, rotated); the time from
//            POST /research to ready, and the ask latency p50/p99 over HTTP, side by side with the
//            engine alone in this process on the same index (ratio = ours / engine); then one source
//            deleted and the questions asked again (the ask leaves its passages out: issue 32 item 6).
// Loopback only. Usage: node bench/research/run.mjs [--only quality|speed] [--asks 200] [--tree DIR]
// (--tree: the Gleaner built at DIR, for an A/B: bench/content/ab-tree.sh)
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pct, startGleaner } from '../lib/measure.mjs';
import { ai, contains, score, squadArticles, squadQuestions } from './squad.mjs';
import { scoreV2, v2Articles, v2Questions } from './squad-v2.mjs';

const { values } = parseArgs({ options: { only: { type: 'string' }, asks: { type: 'string', default: '200' }, tree: { type: 'string' } } });
const articles = squadArticles();
const articlesV2 = v2Articles();
const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const SOURCE_KB = 200;

function longText(i) {
  let out = '';
  for (let k = 0; out.length < SOURCE_KB * 1024; k++) out += articles[(i + k) % articles.length].text + '\n';
  return out.slice(0, SOURCE_KB * 1024);
}

function startSite() {
  const server = http.createServer((req, res) => {
    const [, kind, n] = /^\/(article|v2|long)\/(\d+)$/.exec(req.url) ?? [];
    if (!kind) return void res.writeHead(404).end();
    const i = Number(n);
    const title = kind === 'article' ? articles[i].title : kind === 'v2' ? articlesV2[i].title : `Reading ${i}`;
    const text = kind === 'article' ? articles[i].text : kind === 'v2' ? articlesV2[i].text : longText(i);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><head><title>${escape(title)}</title></head><body><nav><a href="/">Home</a></nav><main><h1>${escape(title)}</h1>${text.split('\n').filter(Boolean).map((p) => `<p>${escape(p)}</p>`).join('')}</main></body></html>`);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() })));
}

async function call(base, key, method, p, body) {
  const res = await fetch(base + p, { method, headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
  const json = await res.json();
  if (res.status >= 300) throw new Error(`${method} ${p}: ${res.status} ${JSON.stringify(json).slice(0, 200)}`);
  return json;
}

async function scrapeAll(g, urls) {
  const ids = new Array(urls.length);
  let next = 0;
  await Promise.all(Array.from({ length: 4 }, async () => {
    while (next < urls.length) {
      const i = next++;
      ids[i] = (await call(g.base, g.key, 'POST', '/v1/content/scrape', { url: urls[i] })).data.id;
    }
  }));
  return ids;
}

async function session(g, name, ids) {
  const t0 = performance.now();
  const created = (await call(g.base, g.key, 'POST', '/v1/research', { name, data_sources: ids })).data;
  for (;;) {
    // indexing 10 MB in the server's process holds its event loop: on a loaded machine longer than the
    // server's keep-alive timeout, which then closes the socket a poll was just sent on
    const s = (await call(g.base, g.key, 'GET', `/v1/research/${created.id}`).catch((err) => {
      if (err.cause?.code !== 'ECONNRESET') throw err;
      return { data: { status: 'processing' } };
    })).data;
    if (s.status !== 'processing') return { id: created.id, status: s.status, readyMs: performance.now() - t0 };
    await new Promise((r) => setTimeout(r, 20));
  }
}

const site = await startSite();
const g = await startGleaner({ GLEANER_RESEARCH_READY_WAIT_MS: '0' }, ...(values.tree ? [path.resolve(values.tree)] : []));
const report = {};
try {
  if (values.only !== 'speed') {
    const ids = await scrapeAll(g, articles.map((_, i) => `${site.url}/article/${i}`));
    const s = await session(g, 'SQuAD', ids);
    const questions = squadQuestions();
    const answers = [];
    for (const q of questions) answers.push((await call(g.base, g.key, 'POST', `/v1/research/${s.id}/ask`, { question: q.question })).data);
    const idOf = (title) => ids[articles.findIndex((a) => a.title === title.replace(/_/g, ' ') || a.doc_id === title)];
    const { rows, ...squad } = score(questions, answers, idOf);
    const own = fs.readFileSync(path.join(import.meta.dirname, 'own-questions.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    const ownAnswers = [];
    for (const q of own) ownAnswers.push((await call(g.base, g.key, 'POST', `/v1/research/${s.id}/ask`, { question: q.question })).data);
    const answerable = own.map((q, i) => [q, ownAnswers[i]]).filter(([q]) => q.answers.length);
    const unanswerable = own.map((q, i) => [q, ownAnswers[i]]).filter(([q]) => !q.answers.length);
    report.quality = {
      squad: { ...squad, indexMs: Math.round(s.readyMs) },
      own: {
        answerable: answerable.length,
        answerableRight: answerable.filter(([q, a]) => a.found && contains(a.answer, q.answers)).length,
        unanswerable: unanswerable.length,
        saidNotFound: unanswerable.filter(([, a]) => !a.found).length,
        unanswerableConfidenceMedian: pct(unanswerable.map(([, a]) => a.confidence), 50),
      },
    };
    // SQuAD 2.0: one session per article
    const v2Ids = await scrapeAll(g, articlesV2.map((_, i) => `${site.url}/v2/${i}`));
    const v2Sessions = new Map();
    for (const [i, a] of articlesV2.entries()) v2Sessions.set(a.doc_id, (await session(g, a.title, [v2Ids[i]])).id);
    const v2 = v2Questions();
    const v2Answers = [];
    for (const q of v2) v2Answers.push((await call(g.base, g.key, 'POST', `/v1/research/${v2Sessions.get(q.title)}/ask`, { question: q.question })).data);
    const { rows: _v2rows, ...v2Score } = scoreV2(articlesV2, v2, v2Answers);
    report.quality.squadV2 = v2Score;
  }
  if (values.only !== 'quality') {
    const urls = Array.from({ length: 50 }, (_, i) => `${site.url}/long/${i}`);
    const ids = await scrapeAll(g, urls);
    const s = await session(g, 'Fifty long sources', ids);
    const qs = squadQuestions().slice(0, Number(values.asks));
    const http = [];
    for (const q of qs) {
      const t = performance.now();
      await call(g.base, g.key, 'POST', `/v1/research/${s.id}/ask`, { question: q.question });
      http.push(performance.now() - t);
    }
    // one source deleted: each ask counts the sources still there, the worker searches without it
    await call(g.base, g.key, 'DELETE', `/v1/content/data/${ids[0]}`);
    const gone = [];
    for (const q of qs) {
      const t = performance.now();
      await call(g.base, g.key, 'POST', `/v1/research/${s.id}/ask`, { question: q.question });
      gone.push(performance.now() - t);
    }
    // the engine alone, on an index of the same texts built here
    const engine = new ai.LocalResearchEngine();
    const t0 = performance.now();
    const bytes = await engine.index(urls.map((u, i) => ({ id: String(i), url: u, title: `Reading ${i}`, text: longText(i) })));
    const engineIndexMs = performance.now() - t0;
    const t1 = performance.now();
    const index = engine.load(bytes);
    // what a worker pays once per session when the index is not in its memory (plus reading the file)
    const engineLoadMs = performance.now() - t1;
    const alone = [];
    for (const q of qs) {
      const t = performance.now();
      await engine.ask(index, { question: q.question, format: 'text' });
      alone.push(performance.now() - t);
    }
    const p50 = pct(http, 50);
    report.speed = {
      sources: 50,
      sourceKb: SOURCE_KB,
      readyMs: Math.round(s.readyMs),
      engineIndexMs: Math.round(engineIndexMs),
      indexMb: +(bytes.length / 1e6).toFixed(1),
      engineLoadMs: Math.round(engineLoadMs),
      asks: qs.length,
      askP50: +p50.toFixed(1),
      askP99: +pct(http, 99).toFixed(1),
      engineP50: +pct(alone, 50).toFixed(1),
      engineP99: +pct(alone, 99).toFixed(1),
      ratioP50: +(p50 / pct(alone, 50)).toFixed(2),
      oneGoneFirstAsk: +gone[0].toFixed(1),
      oneGoneP50: +pct(gone, 50).toFixed(1),
      oneGoneP99: +pct(gone, 99).toFixed(1),
    };
  }
} finally {
  await g.stop();
  site.close();
}
console.log(JSON.stringify(report, null, 1));
