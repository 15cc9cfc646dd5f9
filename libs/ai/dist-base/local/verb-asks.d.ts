import type { FieldKind } from './intent.js';
export type QuestionWord = 'who' | 'when' | 'where' | 'what' | 'how much' | 'how many' | 'how long' | 'how big';
export interface VerbAsk {
    /** the stem of the question's word that the row is read from */
    verb?: string;
    /** the kind asked, or the site itself (its name) */
    kind?: FieldKind | 'site';
    /** the item's facts asked, most likely first (main-item.ts reads them; none stated leaves the kind's sources) */
    facts?: string[];
    /**
     * the question is about the item itself ("what does it say", "what's it about", "how long is it"): the row
     * holds only when the question names nothing else ("what did the mayor say" is the prose's), and its word
     * is then no word of a particular question
     */
    itself?: boolean;
}
/**
 * What a question asks by the first of its verbs the table knows for its question word, or null. "who did
 * the firm hire" asks the verb's object, not its agent: a "who" before "did"/"does"/"do" is not the row's.
 * ("what does it go for" is the lexicon's phrase already.)
 */
export declare function verbAsk(question: string | undefined, stems: string[]): VerbAsk | null;
/** the verbs of being somewhere ("where is it held", "where can I see it"): the table's "where" column */
export declare const WHERE_VERBS: ReadonlySet<string>;
/** the "who" column where it names a kind or the site: the verbs of "the company that makes it" too */
export declare function whoKinds(): Record<string, FieldKind | 'site'>;
/** the places of a rate's period in a request's units: after per/a/each, behind a word that names a kind ("salary per year") */
export declare function ratePeriods(units: ReadonlyArray<{
    stems: string[];
    kind: unknown;
}>): Set<number>;
//# sourceMappingURL=verb-asks.d.ts.map