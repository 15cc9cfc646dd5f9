// Monitoring quality (issue 33): does a monitor see every real change and none of the noise, and does
// its summary name the change? Real pages of every kind from shared/datasets/wcxb_dev, served on
// loopback (scripts and external styles left out: a check reads the page, not the network), each
// watched by a full_page and a selector monitor through the API of the embedded default. For each
// page and family, the page is set to its seeded base (a check makes it the baseline), then to one
// change, and a check-now says whether it alerted and what its summary says.
//   noise: reflow (same text in other markup), relative_time ("3 hours ago" -> "yesterday"), counter
//          and timestamp, ad rotation, cache-buster (image URLs), unchanged re-check
//   real:  paragraph_added, paragraph_removed, sentence_edited, number_changed, item_added
// A summary names the change when it holds the new word, the new number or the start of the text
// added or removed. Usage:
//   node bench/monitoring/quality.mjs [--per-kind 3] [--seed 33] [--datasets /work/shared/datasets] [--tree DIR] [--pages 0028,0101] [--verbose]
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import * as cheerio from 'cheerio';
import { root, startGleaner, median } from '../lib/measure.mjs';
import { rng } from '../lib/rng.mjs';

const { values } = parseArgs({
  options: {
    'per-kind': { type: 'string', default: '3' },
    seed: { type: 'string', default: '33' },
    datasets: { type: 'string', default: process.env.GLEANER_DATASETS ?? '/work/shared/datasets' },
    tree: { type: 'string' },
    concurrency: { type: 'string', default: '2' },
    verbose: { type: 'boolean', default: false },
    pages: { type: 'string' },
  },
});
const PER_KIND = Number(values['per-kind']);

/** mulberry32: the same seed, the same pages and changes. */
const rand = rng(Number(values.seed));
const pick = (xs) => xs[Math.floor(rand() * xs.length)];

const squash = (s) => (s ?? '').replace(/\s+/g, ' ').trim();

/** Hidden in the served page itself (a collapsed panel, or a page a script reveals: scripts are left out here). */
const HIDDEN = '[hidden], [style*="display:none" i], [style*="display: none" i], [style*="visibility:hidden" i], [style*="visibility: hidden" i]';

/** The page's content elements: leaf-ish blocks whose text is part of the ground truth's main content and shows. */
function contentElements($, truth) {
  const main = squash(truth).toLowerCase();
  const out = [];
  $('p, li, td, dd, h2, h3, blockquote, span, div').each((_, el) => {
    const $el = $(el);
    if ($el.find('p, li, div, td, table, ul').length > 0) return;
    if ($el.closest(HIDDEN).length > 0) return;
    const text = squash($el.text());
    if (text.length >= 40 && text.length <= 600 && main.includes(text.toLowerCase())) out.push(el);
  });
  return out;
}

const WORDS = ['harbour', 'lantern', 'meadow', 'granite', 'orchard', 'velvet', 'compass', 'thistle'];
const SENTENCES = ['The committee will publish its revised schedule for the winter season next month.', 'Readers asked for a longer guide, so a second part now covers the advanced settings.', 'A new branch opens on the north side of the river with longer opening hours.'];

/** Base and changed HTML of one page for one family, with the watched element's parent as #bench-watch. */
function variants(html, truth, family) {
  const $ = cheerio.load(html);
  $('script, link[rel="stylesheet"], iframe, noscript').remove();
  const elements = contentElements($, truth);
  if (elements.length === 0) return null;
  const numbered = elements.filter((el) => /\d/.test($(el).text()));
  const repeated = elements.filter((el) => $(el).siblings(el.tagName).length >= 1);
  const el = family === 'number_changed' ? pick(numbered.length ? numbered : [null]) : family === 'item_added' ? pick(repeated.length ? repeated : [null]) : pick(elements);
  if (!el) return null;
  const $el = $(el);
  const parent = $el.parent();
  parent.attr('id', 'bench-watch');
  // Every base carries the volatile bits noise families move: a relative time, a counter, a
  // timestamp, an ad and a cache-busted image, next to the watched element.
  const extras = (when, views, stamp, ad, v) =>
    `<p class="meta">Posted ${when} · ${views} views · Updated ${stamp}</p><div class="ad-slot">Advertisement<br><a href="https://ads.example/${ad}">${ad === 'a1' ? 'Sturdy boots, 20% off' : 'Fresh coffee, delivered'}</a></div><img src="/static/banner.png?v=${v}" alt="banner">`;
  const base = extras('3 hours ago', '1,234', '2026-11-26T10:00:00Z', 'a1', '1732611234');
  $el.after(`<div class="bench-extras">${base}</div>`);
  const before = $.html();
  let probe = null;
  const extrasEl = parent.children('.bench-extras');
  switch (family) {
    case 'unchanged':
      break;
    case 'reflow':
      // Other classes, data attributes and whitespace everywhere around; wrappers where a <div>
      // may go (inside a list, a table or a paragraph it would change what the parser builds).
      parent.children().each((_, c) => {
        $(c).attr('class', `${$(c).attr('class') ?? ''} reflowed`.trim()).attr('data-v', '2');
        if (!/^(?:p|span|a|li|ul|ol|dl|table|tbody|thead|tr|h\d|em|strong|b|i|label)$/.test(parent[0].tagName)) $(c).wrap('<div class="wrap-v2" data-layout="grid">\n  </div>');
      });
      parent.wrap('<div class="layout-v2"></div>');
      break;
    case 'relative_time':
      extrasEl.html(extras(pick(['4 hours ago', 'yesterday', '1 day ago']), '1,234', '2026-11-26T10:00:00Z', 'a1', '1732611234'));
      break;
    case 'counter_timestamp':
      extrasEl.html(extras('3 hours ago', '1,301', '2026-11-26T10:05:00Z', 'a1', '1732611234'));
      break;
    case 'ad_rotation':
      extrasEl.html(extras('3 hours ago', '1,234', '2026-11-26T10:00:00Z', 'a2', '1732611234'));
      break;
    case 'cache_buster':
      extrasEl.html(extras('3 hours ago', '1,234', '2026-11-26T10:00:00Z', 'a1', '1732699999'));
      break;
    case 'paragraph_added': {
      const s = pick(SENTENCES);
      // A paragraph where a paragraph may go: beside a list item or a span, one of its kind.
      const tag = /^(?:li|dd|td|span)$/.test(el.tagName) ? el.tagName : 'p';
      $el.after(`<${tag}>${tag === 'span' ? ' ' : ''}${s}</${tag}>`);
      probe = s.slice(0, 20);
      break;
    }
    case 'paragraph_removed':
      probe = squash($el.text()).slice(0, 20);
      $el.remove();
      break;
    case 'sentence_edited': {
      const text = $el.text();
      const words = [...text.matchAll(/\b[a-z]{5,}\b/g)];
      if (words.length === 0) return null;
      const w = pick(words);
      const word = pick(WORDS);
      $el.text(text.slice(0, w.index) + word + text.slice(w.index + w[0].length));
      probe = word;
      break;
    }
    case 'number_changed': {
      const text = $el.text();
      const nums = [...text.matchAll(/\d+/g)];
      const n = pick(nums);
      const next = String(Number(n[0]) + 1 + Math.floor(rand() * 8));
      $el.text(text.slice(0, n.index) + next + text.slice(n.index + n[0].length));
      probe = next;
      break;
    }
    case 'item_added': {
      const item = $(el).clone();
      const s = pick(SENTENCES);
      item.text(s);
      $el.after(item);
      probe = s.slice(0, 20);
      break;
    }
  }
  return { before, after: $.html(), probe };
}

const NOISE = ['unchanged', 'reflow', 'relative_time', 'counter_timestamp', 'ad_rotation', 'cache_buster'];
const REAL = ['paragraph_added', 'paragraph_removed', 'sentence_edited', 'number_changed', 'item_added'];

function startSite() {
  const pages = new Map();
  const server = http.createServer((req, res) => {
    const html = pages.get(req.url.split('?')[0]);
    if (!html) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ pages, url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() })));
}

async function api(g, method, p, body) {
  const res = await fetch(`${g.base}${p}`, { method, headers: { authorization: `Bearer ${g.key}`, 'content-type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) });
  const json = await res.json();
  if (res.status >= 300) throw new Error(`${method} ${p}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json;
}

const dir = path.join(values.datasets, 'wcxb_dev');
const rows = fs.readFileSync(path.join(dir, 'index.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const kinds = [...new Set(rows.map((r) => r.page_type))];
const chosen = values.pages ? rows.filter((r) => values.pages.split(',').includes(r.file_id)) : kinds.flatMap((k) => {
  const of = rows.filter((r) => r.page_type === k);
  const out = [];
  while (out.length < Math.min(PER_KIND, of.length)) {
    const r = pick(of);
    if (!out.includes(r)) out.push(r);
  }
  return out;
});

const site = await startSite();
const g = await startGleaner({ GLEANER_LOG_LEVEL: 'silent' }, values.tree ? path.resolve(values.tree) : root);
const results = [];
const checkMs = [];
async function runPage(row) {
  const html = zlib.gunzipSync(fs.readFileSync(path.join(dir, row.html_file))).toString('utf8');
  const truth = JSON.parse(fs.readFileSync(path.join(dir, row.gt_file), 'utf8')).ground_truth.main_content;
  const url = `/page/${row.file_id}`;
  for (const type of ['full_page', 'selector']) {
    let id = null;
    for (const family of [...NOISE, ...REAL]) {
      const v = variants(html, truth, family);
      if (!v) continue;
      site.pages.set(url, v.before);
      if (!id) {
        const created = await api(g, 'POST', '/v1/monitoring', { name: `${row.file_id} ${type}`, url: `${site.url}${url}`, monitorType: type, ...(type === 'selector' ? { selector: '#bench-watch' } : {}), checkInterval: 'daily' });
        id = created.data.id;
        for (let i = 0; i < 120; i++) {
          if ((await api(g, 'GET', `/v1/monitoring/${id}/checks`)).data.length >= 1) break;
          await new Promise((r) => setTimeout(r, 500));
        }
      } else {
        await api(g, 'POST', `/v1/monitoring/${id}/check-now`);
      }
      site.pages.set(url, v.after);
      const t0 = performance.now();
      const check = (await api(g, 'POST', `/v1/monitoring/${id}/check-now`)).data;
      checkMs.push(performance.now() - t0);
      const real = REAL.includes(family);
      const named = real && check.changeDetected && check.changeSummary ? check.changeSummary.toLowerCase().includes(v.probe.toLowerCase()) : null;
      results.push({ kind: row.page_type, type, family, real, status: check.status, alerted: check.changeDetected, named, summary: check.changeSummary });
      if (values.verbose && (real !== check.changeDetected || named === false)) console.error(`${row.file_id} ${row.page_type} ${type} ${family}: ${check.status} ${check.changeDetected} ${check.changeSummary ?? ''} [probe ${v.probe}]`);
    }
  }
}
const queue = [...chosen];
await Promise.all(Array.from({ length: Number(values.concurrency) }, async () => {
  while (queue.length) {
    const row = queue.shift();
    await runPage(row).catch((err) => console.error(`${row.file_id}: ${err.message}${err.cause ? ` (${err.cause.code ?? err.cause.message})` : ''}`));
  }
}));
await g.stop();
site.close();

const rate = (n, d) => (d ? `${n}/${d} (${(n / d).toFixed(2)})` : '-');
const ok = results.filter((r) => r.status === 'success');
const table = (by, label) => {
  const groups = [...new Set(ok.map(by))];
  console.log(`\n| ${label} | false alerts | found changes | summaries naming the change |\n|---|---|---|---|`);
  for (const gname of [...groups, 'all']) {
    const rs = gname === 'all' ? ok : ok.filter((r) => by(r) === gname);
    const noise = rs.filter((r) => !r.real);
    const real = rs.filter((r) => r.real);
    const found = real.filter((r) => r.alerted);
    console.log(`| ${gname} | ${rate(noise.filter((r) => r.alerted).length, noise.length)} | ${rate(found.length, real.length)} | ${rate(found.filter((r) => r.named).length, found.length)} |`);
  }
};
console.log(`pages: ${chosen.length} (${PER_KIND} per kind, seed ${values.seed}); checks: ${results.length}, failed: ${results.length - ok.length}; check-now median ${Math.round(median(checkMs))} ms`);
table((r) => r.family, 'family');
table((r) => r.type, 'monitor type');
table((r) => r.kind, 'page kind');
