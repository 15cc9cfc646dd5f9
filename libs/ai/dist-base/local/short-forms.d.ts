/**
 * How far `part` is from `word` as its short form: [letters dropped inside, letters cut off the end], or
 * null when it is not one (its first letter another, a consonant of the word skipped, a letter not in it)
 */
export declare function shortening(part: string, word: string): [number, number] | null;
/** the field word a key's part abbreviates ("brnd": "brand"), or null when it is a word or fits none well */
export declare function expandShortForm(part: string): string | null;
//# sourceMappingURL=short-forms.d.ts.map