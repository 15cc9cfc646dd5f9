// readability_test_pages: main-content F1 as token overlap (bag of words) between mainContent().text
// and the reference expected.txt.
import fs from 'node:fs';
import path from 'node:path';
import { ai, bagOverlap as overlapF1, datasets, readGz, words as tokens } from './common.mjs';

export async function runContent() {
  const dir = path.join(datasets, 'readability_test_pages', 'pages');
  const names = fs.readdirSync(dir).sort();
  const scores = [];
  const times = [];
  let titleHits = 0;
  for (const name of names) {
    const html = readGz(path.join(dir, name, 'source.html.gz'));
    const ref = fs.readFileSync(path.join(dir, name, 'expected.txt'), 'utf8');
    const meta = JSON.parse(fs.readFileSync(path.join(dir, name, 'expected-metadata.json'), 'utf8'));
    const t0 = performance.now();
    const out = ai.mainContent(html, `http://fakehost/test/page.html`);
    times.push(performance.now() - t0);
    scores.push({ name, ...overlapF1(tokens(out.text), tokens(ref)) });
    if ((out.title ?? '').trim() === (meta.title ?? '').trim()) titleHits++;
  }
  const mean = (k) => scores.reduce((s, x) => s + x[k], 0) / scores.length;
  return { pages: scores.length, precision: mean('p'), recall: mean('r'), f1: mean('f1'), titleAccuracy: titleHits / scores.length, times, scores };
}
