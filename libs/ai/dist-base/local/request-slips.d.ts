/**
 * The request with its slips read as the words they miss: a question word slipped ("wat"), or a word one slip
 * from a word of the lexicon that is not a word itself (typos.ts, with a list of real words compromise does
 * not know). A capitalised word inside the text is a name ("Brnad Ltd" is left alone), and so is a quoted one.
 */
export declare function spelledRequest(request: string): string;
//# sourceMappingURL=request-slips.d.ts.map