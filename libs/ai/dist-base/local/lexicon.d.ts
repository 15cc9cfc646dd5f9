import type { FieldKind } from './intent.js';
/** a verb's participle: "published", "written", and the irregular forms ("sold", "made", "held") */
export declare const participle: (word: string) => boolean;
/** a crude stem: plural, -ing, -ed and a final e off, so that a word's forms meet ("price", "prices", "priced") */
export declare function stem(word: string): string;
/** the stems of words, as a set to look a word's stem up in */
export declare const stemSet: (ws: string[]) => Set<string>;
/**
 * The lemmas of each kind. A kind is chosen by the head of the description ("the book's title",
 * "the date of publication"), its verb ("who wrote it", "when was it released") or its question word.
 * Trade words are words of their kind: a newsroom's hed (headline), dek, standfirst and subhead (the line
 * under it) and lede; a shop's MSRP and RRP (the maker's recommended price).
 */
export declare const LEXICON: Partial<Record<FieldKind, string[]>>;
export declare const ITEM_WORDS: string[];
export declare const ITEM_NOUNS: Set<string>;
export declare const SITE_NOUNS: Set<string>;
/** elements of a page that can be counted ("the number of photos", "how many links") */
export declare const COUNTABLE: Partial<Record<FieldKind, string>>;
export declare const GENERIC: Set<string>;
export declare const QUALIFIERS: Partial<Record<FieldKind, Set<string>>>;
/** the field words the lexicon knows as written (and their plurals), each with what it names: a kind, a fact ('fact:servings') or the site */
export declare const FIELD_WORDS: ReadonlyMap<string, string>;
/**
 * The facts of an item page (main-item.ts reads them) and the lemmas that mean each, in the order a
 * field's words are tried ("prep time" is a recipe's time before it is any time). Matched on stems,
 * phrases first, like the kinds: "place of work", "work location" and "city" all mean where the item is.
 */
export declare const ITEM_FACTS: Array<[string, string[]]>;
/** a noun whose plural names one number of its things, not many values ("bedrooms", "beds", "servings", "stars") */
export declare function countNoun(word: string): boolean;
/** the stems name an event ("the organisation behind the gig"): what is behind it is its organizer */
export declare const namesEvent: (stems: string[]) => boolean;
/** the item facts named by a field's words (its key and description as read), most likely first */
export declare function factsIn(words: string[]): string[];
/** a lower-case word as the lexicon spells it: "autor" -> "author", "publsher" -> "publisher"; others as they are */
export declare function spelled(word: string): string;
/** the kind a stem names as a key or a short label only, if any */
export declare function kindOfLabel(s: string): FieldKind | null;
/** the kind a stem names, if any */
export declare function kindOfStem(s: string): FieldKind | null;
/** the phrases of the table found in a list of stems, longest first: [start, length, kind] */
export declare function phrasesIn(stems: string[]): Array<[number, number, FieldKind]>;
//# sourceMappingURL=lexicon.d.ts.map