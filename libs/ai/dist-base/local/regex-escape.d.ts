/** text as a regular expression that matches it literally */
export declare const escapeRegExp: (s: string) => string;
//# sourceMappingURL=regex-escape.d.ts.map