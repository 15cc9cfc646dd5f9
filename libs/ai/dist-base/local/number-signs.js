"use strict";
// A number's sign in a description: "No. of pages", "nr. of rooms", "# photos", "item #", "no. 5". Written out as
// "number" once, before the description is cut into clauses (description-reader.ts), so that "No." is not read as
// a negation ("no pets"), nor its full stop as a sentence's end, nor "#" as a mark. Keys have their own parts
// ("item_no", "nr_pages", "#photos": abbreviations.ts).
Object.defineProperty(exports, "__esModule", { value: true });
exports.numberSigns = numberSigns;
// the signs: "no." with its full stop ("no" alone is a negation), "nr", "nº", "n°", "#"
const SIGN = String.raw `(?:\bn[oº°]\.|\bnr\b\.?|\bn[º°](?!\p{L})|#)`;
// a phrase opens at the start, or after an article or a total ("the # of reviews", "total #images")
const OPENS = String.raw `(^|\b(?:the|a|total)\s)`;
const RULES = [
    // before "of" it counts, and so does plain "no": "No. of pages", "no of pages", "nr. of rooms", "# of photos"
    [new RegExp(String.raw `(?:${SIGN}|\bno\b)\s*of\b`, 'giu'), 'number of'],
    // opening a phrase before a word, it counts that word: "# photos", "#photos", "the #photos", "Nr. rooms"
    [new RegExp(String.raw `${OPENS}${SIGN}\s*(?=\p{L})`, 'giu'), '$1number of '],
    // a word's sign before a figure names a value: "no. 5 on the chart", "nr 12"
    [new RegExp(String.raw `(?:\bn[oº°]\.|\bnr\b\.?|\bn[º°])\s*(?=\d)`, 'giu'), 'number '],
    // "nr", "nº" and a "#" standing alone are a number ("order nr", "item #", "#"); "item no." keeps its
    // words, which read as an item number as they are (a sentence's "yes or no." is no number)
    [new RegExp(String.raw `(?:\bnr\b\.?|\bn[º°](?!\p{L})|(?<=^|\s)#(?=\s|$))`, 'giu'), 'number'],
];
/** the description with its number's signs written as "number" ("No. of pages": "number of pages") */
function numberSigns(text) {
    return RULES.reduce((t, [pattern, as]) => t.replace(pattern, as), text);
}
//# sourceMappingURL=number-signs.js.map