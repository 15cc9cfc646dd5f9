// Small counts written as words ("Three bedrooms", "Serves four"): one table for the readers that turn them into
// figures and for the type check that must not take them for words without a figure.
export const WORD_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
// the words of a number's size ("several thousand", "a few hundred", "millions of"): a number in words, though no figure
const MAGNITUDES = /^(hundred|thousand|million|billion|trillion|dozen)s?$/;

/** the text opens with a count written as a word ("Three", "two double bedrooms") */
export const opensWithNumberWord = (text: string): boolean => Object.hasOwn(WORD_NUMBERS, (/^\p{L}+/u.exec(text)?.[0] ?? '').toLowerCase());

/** the text opens with a number written in words: a count's word, or a size within its first three words ("Several thousand") */
export const opensWithWrittenNumber = (text: string): boolean => opensWithNumberWord(text) || text.toLowerCase().split(/[^\p{L}]+/u, 3).some((w) => MAGNITUDES.test(w));
