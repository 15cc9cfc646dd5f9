"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.slips = slips;
exports.englishTags = englishTags;
exports.misspelt = misspelt;
// neighbours on a QWERTY keyboard: a slip hits one of these, not any letter
const ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const NEAR = new Map();
ROWS.forEach((row, r) => {
    for (let i = 0; i < row.length; i++) {
        const near = new Set();
        for (const [rr, d] of [[r, -1], [r, 1], [r - 1, 0], [r - 1, 1], [r + 1, -1], [r + 1, 0]]) {
            const c = ROWS[rr]?.[i + d];
            if (c)
                near.add(c);
        }
        NEAR.set(row[i], near);
    }
});
// one vowel for another is the commonest misspelling ("salery", "seperate")
const VOWEL = /^[aeiou]$/;
/** the slips between two words: insertion, deletion, a swap of neighbours (1 each), a substitution (1 next to the key or vowel for vowel, else 2) */
function slips(a, b) {
    if (Math.abs(a.length - b.length) > 2)
        return 9;
    const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
    for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
            const sub = a[i - 1] === b[j - 1] ? 0 : NEAR.get(a[i - 1])?.has(b[j - 1]) || (VOWEL.test(a[i - 1]) && VOWEL.test(b[j - 1])) ? 1 : 2;
            d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + sub);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
        }
    }
    return d[a.length][b.length];
}
let english = null;
/** compromise's lexicon, loaded on first use */
function lexicon() {
    if (!english) {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const mod = require('compromise');
        const nlp = mod.default ?? mod;
        english = nlp.model().one.lexicon;
    }
    return english;
}
/** a word English knows (compromise's lexicon, loaded on the first unknown word of five letters or more) */
function isEnglish(word) {
    return Object.hasOwn(lexicon(), word);
}
/** the tags compromise's lexicon gives a lower-case word ("news": Uncountable, "analysis": Singular), [] when it has none */
function englishTags(word) {
    const tags = Object.hasOwn(lexicon(), word) ? lexicon()[word] : undefined;
    return typeof tags === 'string' ? [tags] : Array.isArray(tags) ? tags.filter((x) => typeof x === 'string') : [];
}
const cache = new Map();
// a slip rarely hits the first letter: the vocabulary by first letter, so a word is held against a few dozen
const byFirst = new WeakMap();
function startingWith(vocabulary, letter) {
    let index = byFirst.get(vocabulary);
    if (!index) {
        index = new Map();
        for (const entry of vocabulary)
            index.set(entry[0][0], [...(index.get(entry[0][0]) ?? []), entry]);
        byFirst.set(vocabulary, index);
    }
    return index.get(letter) ?? [];
}
/**
 * The word of `vocabulary` (word -> the kind it names) that `word` misspells, or null: one slip away
 * (the first letter kept), and every word one slip away naming the same kind.
 */
function misspelt(word, vocabulary) {
    if (word.length < 5 || !/^[a-z]+$/.test(word) || vocabulary.has(word))
        return null;
    const hit = cache.get(word);
    if (hit !== undefined)
        return hit;
    // a word that only extends another at its end ("county", "pricey") is another word, not a slip
    const near = startingWith(vocabulary, word[0]).filter(([w]) => w.length >= 4 && !word.startsWith(w) && !w.startsWith(word) && slips(word, w) <= 1);
    const kinds = new Set(near.map(([, k]) => k));
    const out = kinds.size === 1 && !isEnglish(word) ? near[0][0] : null;
    if (cache.size < 5000)
        cache.set(word, out);
    return out;
}
//# sourceMappingURL=typos.js.map