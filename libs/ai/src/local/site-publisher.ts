// Who publishes the site, as its foot says in a sentence: "Good Table Magazine is published by Good Table
// Media Ltd.", "This magazine is a publication of Halden Press", "Published by Orrin Media". The site's own
// writing (its articles, its recipes) has that publisher; a shop's books or a venue's events have their own.
import type { AnyNode } from 'domhandler';
import type { Page } from './page.js';
import { siteNames } from './page-facts.js';
import { textWithin } from './bounded-text.js';
import { visibleClean } from './item-labels.js';
import { joinCompounds } from './compound-words.js';
import { COPULAS, PUBLICATION_OF, PUBLISHED_BY, phrasePattern } from './publisher-phrases.js';

// the foot of the page: where a site states who runs it (a few of them at most, each read only this far)
const FOOT = 'footer, [role="contentinfo"], [class*="footer" i], [id*="footer" i]';
const MAX_FEET = 4;
const MAX_FOOT_TEXT = 3000;
// the relation, once, in any label language: a subject (the site, or none) that is published by, or a publication of, a party; the
// party ends where the sentence goes on to how or what ("under licence", "with support from", "for ...", "in 2024")
const ACT = PUBLISHED_BY.map(phrasePattern).join('|');
const RELATION = new RegExp(`(?:^|[.!?©]\\s*|\\s)(?:(.{2,60}?)\\s+(?:${COPULAS.join('|')})\\s+)?((?:owned and )?(?:${ACT})|${PUBLICATION_OF.map(phrasePattern).join('|')})\\s+(.{2,80}?)(?=\\.\\s|\\.$|[;|·•]|,\\s|\\s+(?:and|under|with|for|in)\\s|$)`, 'dgi');
// with no subject the relation opens a sentence ("Published by X"), after a stop, a bar or "© 2026"; else it is
// another thing's (a photo's, a book's: "Photography published by X")
const OPENS = /(?:^|[.!?|·•]|©(?:\s*\d{4}(?:\s*[-–]\s*\d{4})?)?)\s*$/;
// "this site", "the magazine", "our web site": the site said without its name (compound-words.ts joins "web site")
const SELF_DETERMINERS = new Set(['this', 'the', 'our']);
const SELF_NOUNS = new Set(['site', 'website', 'magazine', 'blog', 'publication', 'newsletter']);
const isSelf = (subject: string): boolean => {
  const words = joinCompounds(subject.toLowerCase().split(/[\s-]+/));
  return words.length === 2 && SELF_DETERMINERS.has(words[0]) && SELF_NOUNS.has(words[1]);
};

/** the party the page's foot says publishes the site, or null */
export function statedSitePublisher(page: Page): string | null {
  return page.remember('statedSitePublisher', () => {
    const names = siteNames(page).map((n) => n.toLowerCase());
    // named as the foot, else the body's last blocks (a foot in plain divs: "legal", "site-end")
    const last = page.$('body').children().not('script,style,template,noscript').toArray().slice(-2).reverse();
    const feet = [...page.$(FOOT).toArray().slice(0, MAX_FEET), ...last];
    for (const foot of feet) {
      const text = visibleClean(textWithin(foot as AnyNode, MAX_FOOT_TEXT) ?? '');
      for (const m of text.matchAll(RELATION)) {
        const subject = (m[1] ?? '').replace(/^.*[.!?©]\s*/, '').replace(/^\d{4}\s+/, '').trim();
        if (subject && !isSelf(subject) && !names.includes(subject.toLowerCase())) continue;
        if (!subject && !OPENS.test(text.slice(0, m.indices?.[2]?.[0] ?? 0))) continue;
        const party = m[3].replace(/\s+\d{4}$/, '').trim();
        if (/\p{L}{2}/u.test(party) && !names.includes(party.toLowerCase())) return party;
      }
    }
    return null;
  });
}
