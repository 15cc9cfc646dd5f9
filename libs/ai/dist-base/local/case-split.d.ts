/** the text with a space wherever its case says a new word starts */
export declare const splitCase: (text: string) => string;
//# sourceMappingURL=case-split.d.ts.map