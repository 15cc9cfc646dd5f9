// Shared helpers of the extraction benchmarks: dataset location, gzip reading, timing, medians.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const here = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(here, '../..');
export const datasets = process.env.GLEANER_DATASETS ?? path.resolve(root, '../shared/datasets');
// GLEANER_AI_DIST: another build of libs/ai (a copy of its dist, e.g. the one before a change) to measure against
export const ai = createRequire(import.meta.url)(path.join(process.env.GLEANER_AI_DIST ?? path.join(root, 'libs/ai/dist'), 'index.js'));

export function readGz(file) {
  return zlib.gunzipSync(fs.readFileSync(file)).toString('utf8');
}

export function median(values) {
  const s = [...values].sort((a, b) => a - b);
  if (!s.length) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

export function prf(tp, fp, fn) {
  // the upstream product benchmark's conventions: an empty comparison counts as perfect
  const precision = fp === 0 && fn === 0 ? 1 : tp + fp === 0 ? 0 : tp / (tp + fp);
  const recall = fp === 0 && fn === 0 ? 1 : tp + fn === 0 ? 0 : tp / (tp + fn);
  const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f1 };
}

export function fmt(x, digits = 3) {
  return Number.isFinite(x) ? x.toFixed(digits) : '-';
}

/** lower-cased words (letters and digits) of a text */
export function words(s) {
  return (s ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** precision, recall and F1 of a bag of words against a reference bag */
export function bagOverlap(pred, ref) {
  const counts = new Map();
  for (const t of ref) counts.set(t, (counts.get(t) ?? 0) + 1);
  let common = 0;
  for (const t of pred) {
    const c = counts.get(t) ?? 0;
    if (c > 0) {
      common++;
      counts.set(t, c - 1);
    }
  }
  if (!pred.length || !ref.length) return { p: 0, r: 0, f1: pred.length === ref.length ? 1 : 0 };
  const p = common / pred.length;
  const r = common / ref.length;
  return { p, r, f1: p + r ? (2 * p * r) / (p + r) : 0 };
}
