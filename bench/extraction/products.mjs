// product_extraction_benchmark: fields given as plain descriptions, scored as the upstream evaluate.py
// does (price as a decimal, sku and availability by exact match; one prediction per page; tp/fp/fn summed).
import fs from 'node:fs';
import path from 'node:path';
import { ai, datasets, readGz, prf } from './common.mjs';

export const FIELDS = {
  price: 'current product price (number)',
  currency: 'price currency',
  brand: 'product brand',
  sku: 'site product id / SKU',
  availability: 'InStock or OutOfStock',
  gtin: 'GTIN / EAN barcode number',
  mpn: 'manufacturer part number (MPN)',
};

// currency is not scored upstream; here a symbol in the ground truth matches its ISO code
const SYMBOL_CODES = { $: ['USD', 'CAD', 'AUD', 'CLP', 'MXN', 'ARS', 'COP', 'TWD', 'HKD', 'SGD', 'NZD'], '€': ['EUR'], '£': ['GBP'], '₽': ['RUB'], '₹': ['INR'], Rs: ['INR', 'PKR', 'LKR'], '¥': ['JPY', 'CNY'], 'zł': ['PLN'], 'Kč': ['CZK'], 'руб': ['RUB'], 'грн': ['UAH'], lei: ['RON'], kn: ['HRK'], 'ر.س': ['SAR'], 'р.': ['RUB'], kr: ['SEK', 'NOK', 'DKK'] };

function decimal(x) {
  if (x === null || x === undefined || x === '') return null;
  const n = Number(x);
  return Number.isFinite(n) ? n : NaN;
}

function matches(field, truth, pred) {
  if (field === 'price') return truth.some((t) => decimal(t) === decimal(pred));
  if (field === 'currency') return truth.some((t) => t === pred || (SYMBOL_CODES[t] ?? SYMBOL_CODES[t.toLowerCase()] ?? []).includes(pred) || t.toUpperCase() === String(pred).toUpperCase());
  if (field === 'brand') return truth.some((t) => t.toLowerCase() === String(pred).toLowerCase());
  return truth.includes(String(pred));
}

// --split: ids sorted, even positions = dev (look at its misses), odd positions = holdout (figures only)
export function splitIds(ids, split = 'all') {
  if (split === 'all') return ids;
  const sorted = [...ids].sort();
  const want = split === 'dev' ? 0 : split === 'holdout' ? 1 : null;
  if (want === null) throw new Error(`--split must be dev, holdout or all, not ${split}`);
  const keep = new Set(sorted.filter((_, i) => i % 2 === want));
  return ids.filter((id) => keep.has(id));
}

export async function runProducts({ showErrors = false, split = 'all' } = {}) {
  const dir = path.join(datasets, 'product_extraction_benchmark');
  const gt = JSON.parse(fs.readFileSync(path.join(dir, 'ground-truth.json'), 'utf8'));
  const engine = new ai.LocalEngine();
  const counts = Object.fromEntries(Object.keys(FIELDS).map((f) => [f, { tp: 0, fp: 0, fn: 0, support: 0 }]));
  const times = [];
  const sizes = [];
  for (const id of splitIds(Object.keys(gt), split)) {
    const truth = gt[id];
    const html = readGz(path.join(dir, 'html', `${id}.html.gz`));
    const t0 = performance.now();
    const out = await engine.extractFields({ html, url: truth.url, fields: FIELDS });
    times.push(performance.now() - t0);
    sizes.push(html.length);
    for (const field of Object.keys(FIELDS)) {
      const expected = truth[field] ?? [];
      const c = counts[field];
      if (expected.length) c.support++;
      const pred = out[field];
      if (pred === null || pred === undefined) {
        if (expected.length) c.fn++;
      } else if (matches(field, expected, pred)) c.tp++;
      else {
        c.fp++;
        if (expected.length) c.fn++;
        if (showErrors && (showErrors === true || showErrors === field)) console.log(`${field}\t${id.slice(0, 8)}\t${JSON.stringify(expected)}\t${JSON.stringify(pred)}\t${truth.url.slice(0, 60)}`);
      }
      if ((pred === null || pred === undefined) && expected.length && showErrors && (showErrors === true || showErrors === field)) console.log(`${field}\t${id.slice(0, 8)}\t${JSON.stringify(expected)}\tnull\t${truth.url.slice(0, 60)}`);
    }
  }
  const fields = Object.fromEntries(Object.entries(counts).map(([f, c]) => [f, { ...prf(c.tp, c.fp, c.fn), support: c.support }]));
  return { fields, times, sizes, pages: times.length };
}
