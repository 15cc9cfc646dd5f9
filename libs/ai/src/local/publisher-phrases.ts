// The words that say who publishes a thing, in one table: the act, followed by its party ("Published by X"), and
// the relations that name the publisher of what they are said of ("a publication of X", "a title from X"), in
// English and the label languages (label-languages.ts). site-roles.ts reads the item's "Published by X" sentence,
// site-publisher.ts the site's foot, and a publisher's label ("Published by: X", "Imprint: X", dom-fields.ts,
// item-facts.ts) is PUBLISHER_LABELS.
import type { LabelLanguage } from './label-languages.js';

type Phrases = Record<'en' | LabelLanguage, string[]>;

// the act of publishing, its party after it ("Herausgegeben von X", "Uitgegeven door X")
const ACT: Phrases = {
  en: ['published by'],
  de: ['herausgegeben von', 'veröffentlicht von'],
  fr: ['publié par', 'publiée par', 'édité par', 'éditée par'],
  es: ['publicado por', 'publicada por', 'editado por', 'editada por'],
  it: ['pubblicato da', 'pubblicata da', 'edito da', 'edita da'],
  nl: ['uitgegeven door', 'gepubliceerd door'],
  pt: ['publicado por', 'publicada por', 'editado por', 'editada por'],
  pl: ['wydawany przez', 'wydawana przez', 'wydawane przez'],
  sv: ['utgiven av', 'utgivet av', 'ges ut av'],
};
// the publication, said of its subject, its publisher after it ("Smaakmakers is een uitgave van X"); Polish
// says it in a case of the party's name ("publikacją wydawnictwa X"), not read
const RELATION: Phrases = {
  en: ['a publication of', 'a title from'],
  de: ['ein titel von', 'eine publikation von', 'eine publikation der', 'ein titel der'],
  fr: ['une publication de', 'une publication du', 'une publication des'],
  es: ['una publicación de'],
  it: ['una pubblicazione di'],
  nl: ['een uitgave van', 'een publicatie van'],
  pt: ['uma publicação de', 'uma publicação da', 'uma publicação do'],
  pl: [],
  sv: ['en publikation från'],
};
// a membership in the publisher's family, said of its subject, the publisher after it ("HomeCooks is part of the X
// publishing family", "X ist Teil der Y Gruppe"): read only of the site itself, its group's noun after the party cut
const MEMBERSHIP: Phrases = {
  en: ['part of', 'a member of', 'a brand of', 'a division of'],
  de: ['teil von', 'teil der', 'eine marke von', 'eine marke der'],
  fr: ['une marque de', 'une marque du', 'membre de', 'membre du'],
  es: ['parte de', 'parte del', 'una marca de'],
  it: ['parte di', 'parte del', 'un marchio di'],
  nl: ['onderdeel van', 'een merk van'],
  pt: ['parte de', 'parte do', 'parte da', 'uma marca de', 'uma marca do'],
  pl: ['częścią'],
  sv: ['en del av', 'ett varumärke från'],
};
// the group a member belongs to, named around the party ("the X publishing family", "the X group", "groupe Y")
export const GROUP_NOUNS = ['publishing family', 'family of brands', 'family of sites', 'publishing group', 'media group', 'publishing network', 'network', 'family', 'group', 'groupe', 'gruppe', 'grupo', 'gruppo', 'groep'];
// the verb that joins a subject to what it is ("X is a publication of", "X wordt uitgegeven door", "X est publié par")
export const COPULAS = ['is', 'are', 'ist', 'wird', 'sind', 'est', 'sont', 'es', 'son', 'è', 'sono', 'wordt', 'worden', 'é', 'são', 'jest', 'är'];

/** the act of publishing, its party after it, in every language */
export const PUBLISHED_BY = Object.values(ACT).flat();

/** a relation naming the publisher of its subject ("This magazine is a publication of X"), in every language */
export const PUBLICATION_OF = Object.values(RELATION).flat();

/** a membership in the publisher's family ("X is part of the Y publishing family"), in every language */
export const MEMBER_OF = [...new Set(Object.values(MEMBERSHIP).flat())];

/** a phrase as the alternative of a regular expression: any run of spaces between its words, a first "a" also "an" */
export const phrasePattern = (phrase: string): string => phrase.replace(/^a /, 'an? ').split(' ').join('\\s+');

/** a publisher's label ("Publisher: X", "Imprint: X", "Published by: X"), one list for the item's facts and its labelled fields */
export const PUBLISHER_LABELS: string[] = ['publisher', ...ACT.en, 'imprint', 'publishing house'];
