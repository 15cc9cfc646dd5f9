// The link of a person or maker a key names before its "url" ("author.url", "publisher_link", `brand.url`):
// their own page, from the item's structured data (and an author's rel="author" link), never the page's own
// address: a field that asks the author's link and finds none is null.
import type { FieldIntent, FieldKind } from './intent.js';
import type { Page } from './page.js';
import { atPath, rankedThings } from './structured-fields.js';
import { kindOfStem, stem } from './lexicon.js';

const OWNER_PATHS: Partial<Record<FieldKind, string[]>> = { author: ['author', 'creator'], publisher: ['publisher'], brand: ['brand', 'manufacturer'] };

/** the person or maker whose link a url field asks for ("author.url": author), or null */
export function linkOwner(intent: FieldIntent): FieldKind | null {
  if (intent.kind !== 'url' || intent.subject !== 'item') return null;
  for (const w of intent.words) {
    const k = kindOfStem(stem(w));
    if (k && OWNER_PATHS[k]) return k;
  }
  return null;
}

/** the owner's links the page states, absolute, best first */
export function ownerLinks(page: Page, owner: FieldKind): string[] {
  const raw: string[] = [];
  for (const thing of rankedThings(page.things, owner)) {
    for (const path of OWNER_PATHS[owner] ?? []) for (const v of atPath(thing, `${path}.url`)) if (typeof v === 'string' && v.trim()) raw.push(v.trim());
  }
  if (owner === 'author') page.$('a[rel~="author"][href]').each((_, a) => void raw.push(page.$(a).attr('href') ?? ''));
  const out: string[] = [];
  for (const u of raw) {
    try {
      out.push(new URL(u, page.url ?? undefined).href);
    } catch {
      // not an address
    }
  }
  return out;
}
