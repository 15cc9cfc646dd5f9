import type { FieldKind } from './intent.js';
export declare const QUESTION: RegExp;
export declare const WHO_VERBS: Record<string, FieldKind | 'site'>;
export interface Unit {
    stems: string[];
    kind: FieldKind | null;
}
/** a text's lower-case words as typed (camelCase and snake_case split), before any reading of typos */
export declare const rawTokens: (text: string) => string[];
export declare function terse(text: string): boolean;
/** lower-case words, camelCase and snake_case split, letters apart from digits, "'s" kept as a marker, typos of a terse text read as the word they miss */
export declare function tokensOf(text: string, key?: boolean, keyWords?: ReadonlySet<string>, guess?: boolean): string[];
export declare function unitsOf(stems: string[], short?: boolean): Unit[];
export declare const isSite: (u: Unit) => boolean;
/** a site noun used as a modifier of an item noun right after it ("blog post", "newspaper article") */
export declare const modifiesItem: (units: Unit[], i: number) => boolean;
export declare const PERSONS: Set<FieldKind>;
/** the kind named by a noun phrase: its head (the last word with a kind), a modifier for "author name" */
export declare function headKind(units: Unit[]): {
    kind: FieldKind | null;
    at: number;
};
export declare const AGENTS: Set<string>;
export declare const RELATIVE: Set<string>;
/** the kind of the agent a phrase names by its verb ("company that produces it": brand), or null */
export declare function agentOf(units: Unit[]): {
    kind: FieldKind | 'site';
    at: number[];
} | null;
/**
 * Where the head phrase ends: the first preposition of place or "to" after a unit that names a kind, or a
 * participle of showing after a noun; -1 when it runs to the end
 */
export declare function headPhraseEnd(units: Unit[], question?: boolean): number;
/**
 * Where a phrase that says where on the page the value sits starts, after a word that names a kind ("the price
 * | next to the button", "the line | at the top of the story"), or -1: its nouns place the value, they ask
 * nothing of their own ("the time at which the show starts" is no place on the page)
 */
export declare function placeOnPage(units: Unit[]): number;
/**
 * a phrase's own head: up to its first preposition of place, "to", "of" or relative clause after a unit that names
 * a kind, else all of it ("the main image | of the article": an image, the article only says whose)
 */
export declare function ownHead(units: Unit[]): Unit[];
export declare const TITLE_WORDS: Set<string>;
/**
 * "podcast title", "the song's title": the nouns before a title name the item it is the title of, whatever
 * the item is called, not a thing in the text ("the name of the conductor" keeps its conductor)
 */
export declare function itemNamed(units: Unit[]): Set<number>;
//# sourceMappingURL=noun-phrase.d.ts.map