// wcxb_dev: main content (word F1 by page type, the benchmark's metric), with/without snippets, and the
// page metadata (title exact, author token F1, published date exact) of ai.mainContent on 740 real pages.
import fs from 'node:fs';
import path from 'node:path';
import { ai, bagOverlap, datasets, readGz, words } from './common.mjs';

const tokens = words;
export const wordF1 = (pred, ref) => bagOverlap(pred, ref).f1;

// typographic quotes and dashes count as their plain forms (the ground truth writes them plain)
const squash = (s) => (s ?? '').replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, '-').replace(/\s+/g, ' ').trim().toLowerCase();
const contains = (text, snippet) => squash(text).includes(squash(snippet));

/** "2025-09-04T10:00:00Z", "Sep 4, 2025" -> "2025-09-04"; null when it does not read as a date */
function day(value) {
  if (!value) return null;
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(value.trim());
  if (iso) return iso[1];
  const t = Date.parse(value);
  return Number.isFinite(t) ? new Date(t).toISOString().slice(0, 10) : null;
}

export async function runWcxb({ types = null, showErrors = null, half = null } = {}) {
  const dir = path.join(datasets, 'wcxb_dev');
  const rows = fs.readFileSync(path.join(dir, 'index.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  const byType = new Map();
  const times = [];
  const meta = { title: [0, 0], author: [0, 0], authorFalse: [0, 0], date: [0, 0], dateFalse: [0, 0] };
  for (const row of rows) {
    if (types && !types.includes(row.page_type)) continue;
    // halves by file id parity, to see whether a figure holds beyond the pages it was read on
    if (half && (Number(row.file_id) % 2 === 0) !== (half === 'even')) continue;
    const html = readGz(path.join(dir, row.html_file));
    const gt = JSON.parse(fs.readFileSync(path.join(dir, row.gt_file), 'utf8')).ground_truth;
    const t0 = performance.now();
    const out = ai.mainContent(html, row.url);
    times.push(performance.now() - t0);
    const f1 = wordF1(tokens(out.text), tokens(gt.main_content));
    const withOk = (gt.with ?? []).filter((s) => contains(out.text, s)).length;
    const withoutOk = (gt.without ?? []).filter((s) => !contains(out.text, s)).length;
    const t = byType.get(row.page_type) ?? { pages: 0, f1: 0, with: [0, 0], without: [0, 0] };
    t.pages++;
    t.f1 += f1;
    t.with[0] += withOk;
    t.with[1] += (gt.with ?? []).length;
    t.without[0] += withoutOk;
    t.without[1] += (gt.without ?? []).length;
    byType.set(row.page_type, t);
    meta.title[0] += squash(out.title) === squash(gt.title) ? 1 : 0;
    meta.title[1]++;
    if (gt.author) {
      meta.author[0] += wordF1(tokens(out.byline), tokens(gt.author));
      meta.author[1]++;
    } else {
      meta.authorFalse[0] += out.byline ? 1 : 0;
      meta.authorFalse[1]++;
    }
    if (gt.publish_date) {
      meta.date[0] += day(out.published_time) === gt.publish_date ? 1 : 0;
      meta.date[1]++;
    } else {
      meta.dateFalse[0] += out.published_time ? 1 : 0;
      meta.dateFalse[1]++;
    }
    if (showErrors === 'content' && f1 < 0.5) console.log(`content\t${row.file_id}\t${row.page_type}\tF1 ${f1.toFixed(2)}\tgot ${tokens(out.text).length} words, truth ${tokens(gt.main_content).length}`);
    if (showErrors === 'title' && squash(out.title) !== squash(gt.title)) console.log(`title\t${row.file_id}\t${JSON.stringify(out.title)}\ttruth ${JSON.stringify(gt.title)}`);
    if (showErrors === 'author' && (gt.author || out.byline) && wordF1(tokens(out.byline), tokens(gt.author)) < 1) console.log(`author\t${row.file_id}\t${JSON.stringify(out.byline)}\ttruth ${JSON.stringify(gt.author)}`);
    if (showErrors === 'date' && day(out.published_time) !== (gt.publish_date ?? null)) console.log(`date\t${row.file_id}\t${JSON.stringify(out.published_time)}\ttruth ${JSON.stringify(gt.publish_date)}`);
  }
  const types_ = Object.fromEntries([...byType].map(([k, v]) => [k, { pages: v.pages, f1: v.f1 / v.pages, with: v.with[0] / (v.with[1] || 1), without: v.without[0] / (v.without[1] || 1) }]));
  const all = [...byType.values()];
  const pages = all.reduce((s, v) => s + v.pages, 0);
  return {
    pages,
    types: types_,
    f1: all.reduce((s, v) => s + v.f1, 0) / pages,
    title: meta.title[0] / meta.title[1],
    author: meta.author[0] / (meta.author[1] || 1),
    authorFalse: meta.authorFalse[0] / (meta.authorFalse[1] || 1),
    date: meta.date[0] / (meta.date[1] || 1),
    dateFalse: meta.dateFalse[0] / (meta.dateFalse[1] || 1),
    times,
  };
}
