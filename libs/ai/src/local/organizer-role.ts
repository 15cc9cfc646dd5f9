// The words of an event's organizer role, in one table: the nouns of the one who puts it on, the participles a
// label or a line writes with "by" ("Hosted by"), and the verbs a question asks with ("who is hosting it").
// lexicon.ts (a field's words), item-facts.ts (a page's labels, names and role lines) and verb-asks.ts (a
// question's verb) read it; where a word also means another thing there, that reader leaves it out and says why.
import { labelWords } from './label-languages.js';
export const ORGANIZER_ROLE = {
  nouns: ['organizer', 'organiser', 'promoter', 'host', 'presenter'],
  by: ['organized', 'organised', 'hosted', 'presented', 'run', 'promoted'],
  verbs: ['organise', 'organize', 'host', 'promote', 'present'],
  // said of the site (its event, its series) in its foot only ("PlatformSummit is produced by X"): in an item's text
  // "produced by" is as often a show's or a film's producer
  foot: ['produced', 'put on'],
} as const;

/** the role's participles with "by": "hosted by", "run by" */
export const ORGANIZER_BY: string[] = ORGANIZER_ROLE.by.map((p) => `${p} by`);

/** the participles a site's foot says its organizer with: "organised by", "produced by" */
// and the label languages' participles with their "by" ("organisé par", "organizzato da", "georganiseerd door"), the
// label table's phrases of more than one word
export const ORGANIZER_FOOT_BY: string[] = [
  ...[...ORGANIZER_ROLE.by, ...ORGANIZER_ROLE.foot].map((p) => `${p} by`),
  ...labelWords('organizer').filter((w) => /\s/.test(w) && !/^a\s/.test(w)),
];

/** the role's nouns but these: a reader's own exclusions, each said where it is */
export const organizerNouns = (...not: string[]): string[] => ORGANIZER_ROLE.nouns.filter((n) => !not.includes(n));

// a partner named after the organizer ("X in association with Y", "X i samarbete med Y", "X en collaboration avec
// Y") only helps: the organizer is the name before the clause, in any of the label languages' wordings
const PARTNERED = [
  'in association with', 'in partnership with', 'in collaboration with', 'in cooperation with', 'in co-operation with',
  'in zusammenarbeit mit', 'en collaboration avec', 'en partenariat avec', 'en colaboración con', 'in collaborazione con',
  'in samenwerking met', 'em parceria com', 'em colaboração com', 'we współpracy z', 'i samarbete med',
];
const PARTNER_CLAUSE = new RegExp(`[\\s,]+(?:${PARTNERED.join('|')})\\s.*$`, 'isu');

// a count of the others beside the first named ("Aoife Brennan and 2 others", "Jo Lee + 3 more"): the first is the party
const OTHERS_COUNTED = /\s+(?:and|&|\+)\s+\d{1,3}\s+(?:others?|more|co-?hosts?)\s*$/i;

/** the organizer's value without a partner's clause, or a count of others, after it */
export const withoutPartner = (value: string): string => value.replace(PARTNER_CLAUSE, '').replace(OTHERS_COUNTED, '');
