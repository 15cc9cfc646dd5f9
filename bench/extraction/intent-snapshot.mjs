// Usage: node bench/extraction/intent-snapshot.mjs > before.jsonl (then after a change, diff the two): one line per distinct
// [key, description] of bench/extraction/*-ways.mjs and per squad question, with its fieldIntent and its reading.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { datasets } from './common.mjs';
const root = process.cwd();
const { fieldIntent } = await import(pathToFileURL(path.join(root, 'libs/ai/dist/local/intent.js')).href);
const { readDescription } = await import(pathToFileURL(path.join(root, 'libs/ai/dist/local/description-reader.js')).href);
const pairs = [];
const walk = (v) => { if (Array.isArray(v)) { if (v.length === 2 && typeof v[0] === 'string' && typeof v[1] === 'string') pairs.push(v); else v.forEach(walk); } else if (v && typeof v === 'object') Object.values(v).forEach(walk); };
for (const f of fs.readdirSync('bench/extraction').filter((f) => f.endsWith('-ways.mjs'))) walk(await import(pathToFileURL(path.join(root, 'bench/extraction', f)).href));
for (const f of ['squad_v1.1_subset/squad_v1.1_dev_subset.jsonl', 'squad_v2_dev/squad_v2.0_dev_subset.jsonl']) for (const l of fs.readFileSync(path.join(datasets, f), 'utf8').trim().split('\n')) pairs.push(['answer', JSON.parse(l).question]);
const seen = new Set();
for (const [k, d] of pairs) { const id = k + '\t' + d; if (seen.has(id)) continue; seen.add(id); const i = fieldIntent(k, d); const r = readDescription(d); console.log(JSON.stringify({ k, d, i: { ...i, description: i.description }, r: { request: r.request, excluded: r.excluded, context: r.context, notes: r.notes } })); }
