// When the site's own name answers the item's fact: the site is the book's publisher, the job's employer or
// the home's agent when the page says so of it, not because it is the site. A university press's catalogue
// says "Published by <press> in March 2021"; a university's vacancy is under "Jobs at the University of X"
// or "X is a ... employer". The name must be the site's own (its og:site_name, logo, head title), so another
// party named in the same words (a reviewed book's press, a recruitment agency's client) is not taken for it.
import type { Page } from './page.js';
import { siteNames } from './page-facts.js';
import { sentenceParty } from './fact-lines.js';
import { squash } from './text.js';
import { PUBLISHED_BY as PUBLISHING } from './publisher-phrases.js';

// the words of a pattern in either case, its names not: only a capital opens a name ("Work with us" names no one)
const anyCase = (words: string): string => words.replace(/\p{L}/gu, (c) => `[${c.toLowerCase()}${c.toUpperCase()}]`);
// a party's name: capitalised words and the particles between them, cut where the sentence goes on
const PARTY = `(?:${anyCase('the')}\\s+)?(\\p{Lu}.{1,70}?)(?=\\s+(?:in|on|at|from|for|and|since)\\s|\\s*[,.;:!?()|–—-]|$)`;
// "Published by X in March 2021", "It was published by X": a sentence that opens with the act of publishing
const PUBLISHED_BY = new RegExp(`(?:^|[.!?]\\s+)(?:${anyCase('it was')}\\s+|${anyCase('first')}\\s+)?(?:${PUBLISHING.map(anyCase).join('|')})\\s+${PARTY}`.replace(/ /g, '\\s+'), 'u');
// "Jobs at X", "Careers at X", "Vacancies at X", "Work for X": a site's jobs section names who employs
const JOBS = ['jobs', 'careers', 'vacancies', 'current vacancies', 'work', 'working'].map(anyCase).join('|');
const JOBS_AT = new RegExp(`(?:^|\\|\\s*|[–—-]\\s+)(?:${JOBS})\\s+(?:${anyCase('at')}|${anyCase('for')}|${anyCase('with')})\\s+${PARTY}`.replace(/ /g, '\\s+'), 'u');
// "The University of X is a Disability Confident employer", "X is an equal opportunities employer"
const IS_EMPLOYER = new RegExp(`(?:^|[.!?]\\s+)(?:${anyCase('the')}\\s+)?(\\p{Lu}[^.!?]{1,70}?)\\s+is\\s+(?:an?\\s+)(?:[\\p{L}\\s-]{0,40}\\s)?employer\\b`, 'u');
// a job board's name ends in the many jobs it lists ("Charity Jobs", "Leeds Vacancies"): their employers are not it
const BOARD = new RegExp(`\\s(?:${anyCase('jobs')}|${anyCase('vacancies')})$`, 'u');

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
    // the title's name only when it is the site's own, and the site no board of others' jobs ("Westmere Council
    // Jobs" under the logo "Westmere Council" is the council's own jobs section, not a board)
    const names = siteNames(page).map((n) => n.replace(/\s+/g, ' ').trim().toLowerCase());
    if (names.some((n) => BOARD.test(n) && !names.includes(n.replace(BOARD, '')))) return null;
    const m = JOBS_AT.exec(title);
    // the site says it of itself in its footer too ("© X. X is a Disability Confident employer."): the footer's
    // text is read (its first 2,000 characters) since the name must be the site's own anyway
    const footer = page.$('footer').last().text().replace(/\s+/g, ' ').trim().slice(0, 2000);
    return sameName(page, m ? m[1] : null) ?? sameName(page, sentenceParty(page, IS_EMPLOYER)) ?? sameName(page, IS_EMPLOYER.exec(footer)?.[1] ?? null);
  });
}
