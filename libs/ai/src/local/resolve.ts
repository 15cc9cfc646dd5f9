// One resolver for every field: the candidates of every source of the field's kind, each with its
// signals (which source, whether it reads as the type asked, whether it is only the site's name...),
// ranked together. A source is read only while it could still outrank the best candidate so far.
import type { FieldIntent } from './intent.js';
import type { Page } from './page.js';
import { parseForKind } from './parse-kind.js';
import { sourcesOf, type Source } from './sources.js';
import { siteNamesOf } from '../content/site-name.js';

export interface Candidate {
  value: unknown;
  source: string;
  /** the source's trust (earlier sources higher) plus the signals' weights */
  score: number;
  signals: string[];
}

const squash = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
// the most any signal adds: a source can be skipped when even this would not let it win
const MAX_BONUS = 0;

/** the signals of a typed value for the field: negative weights say it is not a credible answer */
function signalsOf(page: Page, intent: FieldIntent, value: unknown): Array<[string, number]> {
  const out: Array<[string, number]> = [];
  const text = typeof value === 'string' ? value : '';
  switch (intent.kind) {
    case 'title': {
      if (intent.subject === 'item') {
        const names = page.remember('siteNames', () => siteNamesOf(page.meta, page.things, page.url));
        // a demotion, not a veto: some pages give their WebSite the article's name
        if (names.includes(squash(text))) out.push(['only-the-site-name', -1.5]);
      }
      if (text.length > 300) out.push(['too-long-for-a-title', -100]);
      break;
    }
    case 'author':
    case 'publisher':
    case 'brand':
      // a person or a maker is a short name, not a sentence, an address or a date
      if (text.length > 100 || /^(https?:|@)|\d{4,}/.test(text)) out.push(['not-a-name', -100]);
      break;
    case 'date':
      if (typeof value === 'string' && !/^\d{4}-\d{2}-\d{2}/.test(value) && !/\d/.test(value)) out.push(['no-digits', -100]);
      break;
    default:
      break;
  }
  return out;
}

/** candidates of the field's sources, best first; stops reading sources once none left could win */
export function candidates(page: Page, intent: FieldIntent, sources: Source[] = sourcesOf(intent), enough = 1): Candidate[] {
  const out: Candidate[] = [];
  sources.forEach((source, i) => {
    const prior = sources.length - i;
    const credible = out.filter((c) => c.score > 0);
    if (credible.length >= enough && credible[enough - 1].score >= prior + MAX_BONUS) return;
    const seen = new Set(out.map((c) => JSON.stringify(c.value)));
    source.read(page, intent).forEach((raw, j) => {
      const value = parseForKind(intent.kind, raw, page.url);
      if (value === null || value === '' || seen.has(JSON.stringify(value))) return;
      seen.add(JSON.stringify(value));
      const signals = signalsOf(page, intent, value);
      // within a source, its first values first
      const score = prior - j * 1e-3 + signals.reduce((s, [, w]) => s + w, 0);
      out.push({ value, source: source.name, score, signals: [source.name, ...signals.map(([n]) => n)] });
    });
    out.sort((a, b) => b.score - a.score);
  });
  return out.filter((c) => c.score > 0);
}

/** the best credible value of the field, or null when no source has one */
export function resolve(page: Page, intent: FieldIntent): unknown {
  return candidates(page, intent)[0]?.value ?? null;
}
