/** the "-ever" pronouns read as the question word (at the start) or the phrase (inside) they stand for */
export declare function everPronouns(text: string): string;
/**
 * A request that is the participle of a dated act alone or with date words ("posted", "date posted", "listed on",
 * "first added"): the date of that act, whatever the participle's stem names otherwise ("post" is also a work)
 */
export declare function datedAct(toks: string[]): boolean;
/** "all paragraphs", "every paragraph", "all of the sentences": the whole of one text */
export declare const allTextParts: (text: string) => boolean;
/** the request with "all paragraphs" read as the full text it makes up */
export declare const wholeText: (text: string) => string;
/** a key that names the parts themselves (`paragraphs`, `sentences`): "all paragraphs" asks for them, one by one */
export declare const asksParts: (keyWords: ReadonlySet<string>) => boolean;
//# sourceMappingURL=request-pronouns.d.ts.map