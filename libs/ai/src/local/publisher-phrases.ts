// The words that say who publishes a thing, in one table: the act, followed by its party ("Published by X"), and
// the relations that name the publisher of what they are said of ("a publication of X", "a title from X").
// site-roles.ts reads the item's "Published by X" sentence, site-publisher.ts the site's foot, and a publisher's
// label ("Published by: X", "Imprint: X", dom-fields.ts, item-facts.ts) is PUBLISHER_LABELS.

/** the act of publishing, its party after it */
export const PUBLISHED_BY = ['published by'];

/** a relation naming the publisher of its subject ("This magazine is a publication of X") */
export const PUBLICATION_OF = ['a publication of', 'a title from'];

/** a phrase as the alternative of a regular expression: any run of spaces between its words, a first "a" also "an" */
export const phrasePattern = (phrase: string): string => phrase.replace(/^a /, 'an? ').split(' ').join('\\s+');

/** a publisher's label ("Publisher: X", "Imprint: X", "Published by: X"), one list for the item's facts and its labelled fields */
export const PUBLISHER_LABELS: string[] = ['publisher', ...PUBLISHED_BY, 'imprint', 'publishing house'];
