// Who publishes the site, as its foot says in a sentence: "Good Table Magazine is published by Good Table
// Media Ltd.", "This magazine is a publication of Halden Press", "Published by Orrin Media". The site's own
// writing (its articles, its recipes) has that publisher; a shop's books or a venue's events have their own.
import type { AnyNode } from 'domhandler';
import type { Page } from './page.js';
import { siteNames } from './page-facts.js';
import { textWithin } from './bounded-text.js';
import { visibleClean } from './item-labels.js';
import { joinCompounds } from './compound-words.js';
import { ORGANIZER_FOOT_BY } from './organizer-role.js';
import { withoutBodyKind } from './body-kind.js';
import { COPULAS, GROUP_NOUNS, MEMBER_OF, PUBLICATION_OF, PUBLISHED_BY, phrasePattern } from './publisher-phrases.js';

// the foot of the page: where a site states who runs it (a few of them at most, each read only this far)
const FOOT = 'footer, [role="contentinfo"], [class*="footer" i], [id*="footer" i]';
const MAX_FEET = 4;
const MAX_FOOT_TEXT = 3000;
// the relation, once, in any label language: a subject (the site, or none) that is published by, or a publication of, a party; the
// party ends where the sentence goes on to how or what ("under licence", "with support from", "for ...", "in 2024")
const relation = (acts: string[], relations: string[]): RegExp => {
  const act = acts.map(phrasePattern).join('|');
  const others = relations.length ? `|${relations.map(phrasePattern).join('|')}` : '';
  return new RegExp(`(?:^|[.!?©]\\s*|\\s)(?:(.{2,60}?)\\s+(?:${COPULAS.join('|')})\\s+)?((?:owned and )?(?:${act})${others})\\s+(.{2,80}?)(?=\\.\\s|\\.$|[;|·•]|,\\s|\\s+(?:and|under|with|for|in)\\s|$)`, 'dgi');
};
// the site's publisher: published by, a publication of, a member of the publisher's family
const PUBLISHER_RELATION = relation(PUBLISHED_BY, [...PUBLICATION_OF, ...MEMBER_OF]);
// the site's event's organizer: organised by, produced by (organizer-role.ts)
const ORGANIZER_RELATION = relation(ORGANIZER_FOOT_BY, []);
const MEMBER = new RegExp(`^(?:${MEMBER_OF.map(phrasePattern).join('|')})$`, 'i');
// the group's noun around a member's party, in lower case (a capital one is the name's: "Guardian Media Group"):
// "the X publishing family" is X, "the X group" X, "groupe X" X
const GROUP = GROUP_NOUNS.map(phrasePattern).join('|');
const AROUND_GROUP = new RegExp(`^(?:(?:[Tt]he|[Dd]er|[Dd]ie|[Dd]as|[Ll]e|[Ll]a|[Ee]l|[Ii]l|[Dd]e|[Hh]et|o|a)\\s+)?(?:(?:${GROUP})\\s+)?(.+?)(?:\\s+(?:${GROUP}))?$`);
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

// the last one to six words of a subject ("Privacy policy This website" -> "website", "This website", ...)
const tails = (subject: string): string[] => {
  const words = subject.split(/\s+/).slice(-6);
  return words.map((_, i) => words.slice(i).join(' '));
};

/** the party the page's foot says publishes the site, or null */
export function statedSitePublisher(page: Page): string | null {
  return page.remember('statedSitePublisher', () => statedSiteParty(page, PUBLISHER_RELATION));
}

/** the party the page's foot says organises the site's event ("PlatformSummit is produced by X"), or null */
export function statedSiteOrganizer(page: Page): string | null {
  return page.remember('statedSiteOrganizer', () => statedSiteParty(page, ORGANIZER_RELATION, true));
}

// a site's own name as the party: its organizer may be (the site runs its event), its publisher is read elsewhere (site-roles.ts)
function statedSiteParty(page: Page, RELATION: RegExp, partyMayBeSite = false): string | null {
  const names = siteNames(page).map((n) => n.toLowerCase());
  // named as the foot, else the body's last blocks (a foot in plain divs: "legal", "site-end")
  const last = page.$('body').children().not('script,style,template,noscript').toArray().slice(-2).reverse();
  const feet = [...page.$(FOOT).toArray().slice(0, MAX_FEET), ...last];
  for (const foot of feet) {
    const text = visibleClean(textWithin(foot as AnyNode, MAX_FOOT_TEXT) ?? '');
    for (const m of text.matchAll(RELATION)) {
      const subject = (m[1] ?? '').replace(/^.*[.!?©]\s*/, '').replace(/^\d{4}\s+/, '').trim();
      // the subject is the sentence's last words before its verb (the foot's links run into it without a stop)
      if (subject && !tails(subject).some((s) => isSelf(s) || names.includes(s.toLowerCase()))) continue;
      if (!subject && !OPENS.test(text.slice(0, m.indices?.[2]?.[0] ?? 0))) continue;
      // a family the site is part of publishes it; said of no subject it is another thing's
      const member = MEMBER.test(m[2]);
      if (member && !subject) continue;
      // (the kind of body before a name is no part of it: "l'association X" is X, body-kind.ts)
      const party = withoutBodyKind((member ? (AROUND_GROUP.exec(m[3].trim())?.[1] ?? '') : m[3]).replace(/\s+\d{4}$/, '').trim());
      if (/\p{L}{2}/u.test(party) && (partyMayBeSite || !names.includes(party.toLowerCase()))) return party;
    }
  }
  return null;
}
