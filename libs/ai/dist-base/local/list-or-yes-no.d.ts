/** a description that asks for many things by its words ("list of", "all", "every", "each"), not "all we need is" */
export declare const MANY_WORDS: RegExp;
export declare function isPlural(name: string, description: string, head: string): boolean;
/**
 * The list is the key's plural alone: the key's last word is a plural noun ("titles", "skus") and the
 * description says nothing of one or many of its own: nothing, the key again ("headlines") or a question.
 * A path's brackets ("offers[].price") and a description naming many ("all", "of every product") say which list.
 */
export declare function keyNamesTheList(name: string, description: string): boolean;
export declare function pluralNoun(w: string): boolean;
export declare const predicateKey: (name: string) => boolean;
//# sourceMappingURL=list-or-yes-no.d.ts.map