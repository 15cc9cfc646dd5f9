"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.periodAfter = periodAfter;
exports.periodBefore = periodBefore;
exports.isPeriodWord = isPeriodWord;
exports.askedPeriod = askedPeriod;
exports.unitAfter = unitAfter;
exports.saysUnitPrice = saysUnitPrice;
// The period an amount is paid for: "USD 1,299.00 / month", "£1,200 pcm", "€89 per night", "450 € pro
// Monat", "1 200 € par mois", "$52,000 a year", "monthly rent $1,299". An amount with a period is a rent,
// a fee or a salary of that period: still the item's price, said for a month, a week, a year, a day.
// A measure ("per m²", "/kg", "per 100 ml", "per sheet") makes it a unit price instead. The words are
// data (unit-words.ts), compiled here once.
const unit_words_js_1 = require("./unit-words.js");
const PERIODS = Object.keys(unit_words_js_1.PERIOD_NOUNS);
const NOUNS = (0, unit_words_js_1.alternation)(PERIODS.flatMap((p) => unit_words_js_1.PERIOD_NOUNS[p]));
const ADVERBS = (0, unit_words_js_1.alternation)(PERIODS.flatMap((p) => unit_words_js_1.PERIOD_ADVERBS[p]));
const JOIN = (0, unit_words_js_1.joinPattern)(unit_words_js_1.PERIOD_JOINS);
// each period's words alone, to tell which period a matched word is
const WHOLE_NOUN = PERIODS.map((p) => [p, new RegExp(`^(?:${(0, unit_words_js_1.alternation)(unit_words_js_1.PERIOD_NOUNS[p])})$`, 'iu')]);
const WHOLE_ADVERB = PERIODS.map((p) => [p, new RegExp(`^(?:${(0, unit_words_js_1.alternation)(unit_words_js_1.PERIOD_ADVERBS[p])})$`, 'iu')]);
const AFTER = new RegExp(`^\\s*(?:${JOIN}(${NOUNS})|(${ADVERBS}))(?![\\p{L}\\d])\\.?`, 'iu');
// the same words before an amount ("monthly rent", "Rent per month:"): only whole words
const BEFORE = new RegExp(`(?:^|[^\\p{L}])(?:${JOIN}(${NOUNS})|(${ADVERBS}))(?![\\p{L}])`, 'iu');
function periodOfWord(word, table) {
    const w = word.trim();
    return table.find(([, re]) => re.test(w))?.[0] ?? null;
}
const periodOfMatch = (m) => (m[1] ? periodOfWord(m[1], WHOLE_NOUN) : periodOfWord(m[2], WHOLE_ADVERB));
/** the period phrase right after an amount ("/ month", " per night", " pcm") and its length, or null */
function periodAfter(text) {
    const m = AFTER.exec(text);
    const period = m ? periodOfMatch(m) : null;
    return m && period ? { period, length: m[0].length } : null;
}
/** a period named in the words before an amount ("Monthly rent:", "Rent per week"), or null */
function periodBefore(text) {
    const m = BEFORE.exec(text);
    return m ? periodOfMatch(m) : null;
}
/** a word that only says a period ("monthly", "month", "pcm", "weekly"): how a price is said, not another thing */
function isPeriodWord(word) {
    return periodOfWord(word, WHOLE_NOUN) !== null || periodOfWord(word, WHOLE_ADVERB) !== null;
}
/** the period a field asks its price for ("monthly rent", "rent_per_week"), or null */
function askedPeriod(name, description) {
    return periodBefore(`${description} ${name.replace(/[_\-.]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2')}`);
}
// A measure an amount is said per ("€ 3,941 per m²", "$4.99/lb", "£2.10 per 100 g", "Price per sq ft"):
// a unit price, which is not the item's price when the page gives a whole one. A period (above) is
// another thing: a rent or a salary is the item's price for that time.
const KINDS = Object.keys(unit_words_js_1.MEASURES);
// a round quantity, as unit prices are said ("per 100 g", "/ 1 kg", "per 1,000 ml"), not any number ("fino al 31 g[iorni]")
const QUANTITY = '(?:(?:1|10|100|1[.,]?000)\\s?)?';
// per kind: its joining words, a quantity where one is said ("per 100 g"), its words
const MEASURE = KINDS.map((k) => {
    const join = (0, unit_words_js_1.joinPattern)(unit_words_js_1.PIECE_KINDS.includes(k) ? unit_words_js_1.MEASURE_JOINS : [...unit_words_js_1.MEASURE_JOINS, ...unit_words_js_1.ARTICLE_JOINS]);
    return `${join}${unit_words_js_1.COUNTED_KINDS.includes(k) ? QUANTITY : ''}(?:${(0, unit_words_js_1.alternation)(unit_words_js_1.MEASURES[k])})`;
}).join('|');
const UNIT_AFTER = new RegExp(`^\\s*(?:${MEASURE})(?![\\p{L}\\d])`, 'iu');
// in a label or the words before an amount: "Price per m²", "€/m²", "Unit price", "Grundpreis", "Prix au m²"
const UNIT_WORDS = new RegExp(`(?:^|[^\\p{L}])(?:(?:${MEASURE})(?![\\p{L}\\d])|${(0, unit_words_js_1.alternation)(unit_words_js_1.UNIT_PRICE_PHRASES)})`, 'iu');
/** the words right after an amount say a measure it is per ("/m²", " per kg", " per 100 g") */
function unitAfter(text) {
    return UNIT_AFTER.test(text);
}
/** a label or a price's text that says its amount is per a measure ("Price per m²", "EUR 3,941 / m²", "Unit price") */
function saysUnitPrice(text) {
    return UNIT_WORDS.test(text);
}
//# sourceMappingURL=price-period.js.map