// A catalogue's imprint: "Published: London : Faber & Faber, 2019." (the place, a colon, the publisher, a comma and
// the year: the cataloguing form a library record writes under its publication label). The publisher is the part
// between the place's colon and the year.
import type { Page } from './page.js';
import { labelValues, visibleClean } from './item-labels.js';
import { labelPattern } from './label-languages.js';

const IMPRINT_LABEL = labelPattern('publication_date', 'published|publication|publication details|publication info|imprint|publisher');
// the place (a few words, no digits), " : ", the publisher, ", ", the year (as "c2019", "[2019]", "©2019" too)
const IMPRINT = /^[^:;\d]{2,60}?\s:\s*([^:;]{2,80}?)\s*,\s*[[c©℗]?\s?\d{4}\]?\.?$/u;

/** "London : Faber & Faber, 2019." -> "Faber & Faber"; null for a value that is no imprint */
export function imprintParty(value: string): string | null {
  return IMPRINT.exec(visibleClean(value))?.[1] ?? null;
}

/** the publisher an imprint under a publication label names, or null when no labelled value is one */
export function imprintPublisher(page: Page): string | null {
  for (const v of labelValues(page, IMPRINT_LABEL)) {
    const party = imprintParty(v);
    if (party) return party;
  }
  return null;
}
