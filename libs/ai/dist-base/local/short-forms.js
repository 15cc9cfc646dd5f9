"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.shortening = shortening;
exports.expandShortForm = expandShortForm;
// A key's part that is no word, read as the field word it abbreviates ("brnd": brand, "pblshr": publisher,
// "avail": availability, "lctn": location), by how developers shorten words rather than by a row per short
// form: the first letter kept, then the word's letters in order with only vowels, a doubled letter or an "n"
// before a consonant dropped ("rtg": rating, "evt": event), and the word's end cut off or not ("lctn", "vnd":
// vendor; three letters only near the word's end: threeLetterFit). The words are the lexicon's: the kinds'
// words, the item facts' and the items'. Of several words the nearest wins (fewest letters dropped, then
// fewest cut off); two nearest of different meanings read nothing, and a part that no word fits stays as
// written ("xq", "zzz", "val").
const function_words_js_1 = require("./function-words.js");
const lexicon_js_1 = require("./lexicon.js");
const typos_js_1 = require("./typos.js");
const VOWELS = /[aeiouy]/;
const CONSONANT = /[b-df-hj-np-tv-z]/;
// short forms of things that are no field that fit a field word by their letters, not by meaning ("pos" a
// position, "pre" a prefix, "local"); the others ("pct", "lat", "min", "val") English knows or threeLetterFit refuses
const NOT_FIELDS = new Set(['pos', 'pre', 'local']);
// file formats and web tokens are names of their own, never a word cut short ("webp" is no web page, "json" no "jsonld")
const TOKENS = new Set(['webp', 'jpeg', 'jpg', 'png', 'gif', 'svg', 'avif', 'tiff', 'bmp', 'ico', 'heic', 'json', 'jsonld', 'html', 'htm', 'xml', 'csv', 'tsv', 'pdf', 'txt', 'rtf', 'doc', 'docx', 'xls', 'xlsx', 'mp3', 'mp4', 'webm', 'mov', 'wav', 'ogg', 'zip', 'yaml', 'yml', 'rss', 'atom', 'http', 'https', 'www', 'api', 'uuid', 'utf', 'ascii', 'iso', 'css', 'js']);
// words keys are often made of that name no field: a short form that fits one of them as well as a field word is a
// tie of meanings and reads nothing ("sts": status or sites, "lks": likes or links, "perm": permanent or permalink)
const OTHER_WORDS = ['status', 'stats', 'statistics', 'likes', 'looks', 'delete', 'deleted', 'delivery', 'seller', 'shipping', 'permanent', 'permission', 'transmission', 'transaction', 'transfer', 'transport', 'translation', 'temperature', 'template', 'settings', 'message'];
/** what a field word names: its kind, its item fact or that it is an item or the site ("item:recipe") */
function meaningOf(word) {
    const s = (0, lexicon_js_1.stem)(word);
    const kind = (0, lexicon_js_1.kindOfStem)(s);
    if (kind)
        return kind;
    const facts = (0, lexicon_js_1.factsIn)([word]);
    if (facts.length)
        return `fact:${facts[0]}`;
    if (lexicon_js_1.SITE_NOUNS.has(s))
        return 'site';
    return lexicon_js_1.ITEM_WORDS.includes(word) ? `item:${s}` : null;
}
// the words a part may abbreviate, by first letter, with what each names (built on first use)
let byFirst = null;
function vocabulary(first) {
    if (!byFirst) {
        const words = new Set([...lexicon_js_1.FIELD_WORDS.keys(), ...lexicon_js_1.ITEM_WORDS, ...lexicon_js_1.ITEM_FACTS.flatMap(([, lemmas]) => lemmas.filter((l) => !l.includes(' ')))]);
        byFirst = new Map();
        for (const w of words) {
            const meaning = w.length >= 4 && /^[a-z]+$/.test(w) ? meaningOf(w) : null;
            if (meaning)
                byFirst.set(w[0], [...(byFirst.get(w[0]) ?? []), [w, meaning]]);
        }
        for (const w of OTHER_WORDS)
            if (!words.has(w))
                byFirst.set(w[0], [...(byFirst.get(w[0]) ?? []), [w, `other:${w}`]]);
    }
    return byFirst.get(first) ?? [];
}
/**
 * How far `part` is from `word` as its short form: [letters dropped inside, letters cut off the end], or
 * null when it is not one (its first letter another, a consonant of the word skipped, a letter not in it)
 */
function shortening(part, word) {
    if (part.length < 3 || part.length >= word.length || part[0] !== word[0])
        return null;
    let j = 0;
    let dropped = 0;
    for (let i = 1; i < part.length; i++) {
        j++;
        while (j < word.length && word[j] !== part[i]) {
            const c = word[j];
            // a vowel, a doubled letter, an "n" before a consonant ("ratiNg", "evENt"), the letter just kept written
            // again ("sTaTus": "sts"): the letters a short form drops
            const droppable = VOWELS.test(c) || c === word[j - 1] || c === part[i - 1] || (c === 'n' && CONSONANT.test(word[j + 1] ?? ''));
            if (!droppable)
                return null;
            dropped++;
            j++;
        }
        if (j >= word.length)
            return null;
    }
    return [dropped, word.length - 1 - j];
}
// a part already read another way: a word of the lexicon or of English, a typo of a field word, a word of no meaning
function known(part) {
    const s = (0, lexicon_js_1.stem)(part);
    if (function_words_js_1.FUNCTION.has(s) || function_words_js_1.STOP.has(part) || lexicon_js_1.GENERIC.has(s) || lexicon_js_1.SITE_NOUNS.has(s) || NOT_FIELDS.has(part) || TOKENS.has(part))
        return true;
    if (Object.values(lexicon_js_1.QUALIFIERS).some((q) => q?.has(s)))
        return true;
    if ((0, lexicon_js_1.kindOfStem)(s) || (0, lexicon_js_1.kindOfLabel)(s) || (0, lexicon_js_1.factsIn)([part]).length || meaningOf(part))
        return true;
    // English knows it ("new", "rat", "form"): a word, not a short form; "co", "min" are tagged abbreviations of other things
    if ((0, typos_js_1.englishTags)(part).length)
        return true;
    return (0, lexicon_js_1.spelled)(part) !== part;
}
const cache = new Map();
// Three letters say little: they stand for a word only when they run to within two letters of its end ("rtg",
// "prc", "vnd": vendor), one when they keep a vowel ("vnu": venue): a word's first letters ("pri", "mod", "aut")
// begin too many words. A longer cut is the table's ("thm", "emp": abbreviations.ts)
const threeLetterFit = (part, [, cut]) => cut <= (VOWELS.test(part.slice(1)) ? 1 : 2);
/** the field word a key's part abbreviates ("brnd": "brand"), or null when it is a word or fits none well */
function expandShortForm(part) {
    if (part.length < 3 || part.length > 8 || !/^[a-z]+$/.test(part))
        return null;
    const hit = cache.get(part);
    if (hit !== undefined)
        return hit;
    let out = null;
    if (!known(part)) {
        const fits = vocabulary(part[0])
            .map(([word, meaning]) => ({ word, meaning, at: shortening(part, word) }))
            .filter((f) => f.at !== null)
            .sort((a, b) => a.at[0] - b.at[0] || a.at[1] - b.at[1] || a.word.length - b.word.length);
        const best = fits[0];
        // the nearest words name one thing, or the short form is ambiguous ("con": content or contact); three letters
        // say so little that any word keys are made of that names no field is a tie wherever it fits ("slr": salary or
        // seller, "del": deal or delete), while a field word ties only as near ("brd" is brand, not board); a word's
        // first letters only ("perm", "trans") begin any word of another meaning as well
        const rival = (f) => f.meaning !== best.meaning && ((part.length === 3 && f.meaning.startsWith('other:')) || (f.at[0] === best.at[0] && (f.at[1] === best.at[1] || (best.at[0] === 0 && best.at[1] >= 2))));
        if (best && !fits.some(rival) && (part.length > 3 || threeLetterFit(part, best.at)))
            out = best.word;
    }
    if (cache.size < 5000)
        cache.set(part, out);
    return out;
}
//# sourceMappingURL=short-forms.js.map