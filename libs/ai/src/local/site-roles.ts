// When the site's own name answers the item's fact: the site is the book's publisher, the job's employer or
// the home's agent when the page says so of it, not because it is the site. A university press's catalogue
// says "Published by <press> in March 2021"; a university's vacancy is under "Jobs at the University of X"
// or "X is a ... employer". The name must be the site's own (its og:site_name, logo, head title), so another
// party named in the same words (a reviewed book's press, a recruitment agency's client) is not taken for it.
import type { Page } from './page.js';
import { siteNames } from './page-facts.js';
import { sentenceParty } from './fact-lines.js';
import { squash } from './text.js';

// a party's name: capitalised words and the particles between them, cut where the sentence goes on
const PARTY = '(?:the\\s+)?(\\p{Lu}.{1,70}?)(?=\\s+(?:in|on|at|from|for|and|since)\\s|\\s*[,.;:!?()|–—-]|$)';
// "Published by X in March 2021", "It was published by X": a sentence that opens with the act of publishing
const PUBLISHED_BY = new RegExp(`(?:^|[.!?]\\s+)(?:it\\s+was\\s+|first\\s+)?published\\s+by\\s+${PARTY}`, 'iu');
// "Jobs at X", "Careers at X", "Vacancies at X", "Work for X": a site's jobs section names who employs
const JOBS_AT = new RegExp(`(?:^|\\|\\s*|[–—-]\\s+)(?:jobs|careers|vacancies|current vacancies|work|working)\\s+(?:at|for|with)\\s+${PARTY}`, 'iu');
// "The University of X is a Disability Confident employer", "X is an equal opportunities employer"
const IS_EMPLOYER = /(?:^|[.!?]\s+)(?:the\s+)?(\p{Lu}[^.!?]{1,70}?)\s+is\s+(?:an?\s+)(?:[\p{L}\s-]{0,40}\s)?employer\b/iu;

const sameName = (page: Page, name: string | null): string | null => {
  if (!name) return null;
  const want = squash(name.replace(/^the\s+/i, '')).toLowerCase();
  return siteNames(page).some((n) => squash(n.replace(/^the\s+/i, '')).toLowerCase() === want) ? name.replace(/^the\s+/i, '') : null;
};

/** the site as the item's publisher: its name in the item's "Published by X" sentence; else null */
export function siteAsPublisher(page: Page): string | null {
  return page.remember('siteAsPublisher', () => sameName(page, sentenceParty(page, PUBLISHED_BY)));
}

/** the site as the job's employer: its jobs section under its name ("Jobs at X"), or "X is a ... employer"; else null */
export function siteAsEmployer(page: Page): string | null {
  return page.remember('siteAsEmployer', () => {
    const title = page.$('title').first().text().replace(/\s+/g, ' ').trim();
    const m = JOBS_AT.exec(title);
    if (m) return m[1].replace(/^the\s+/i, '');
    return sameName(page, sentenceParty(page, IS_EMPLOYER));
  });
}
