"use strict";
// The words a price is said per, as data: the periods a rent, a fee or a salary is paid for, and the
// measures a unit price is said per ("€ 3,941 per m²", "$4.99/lb", "£1.20 per 100 ml", "€ 0.30 per sheet"),
// in English, German, French, Spanish, Dutch and Italian. Adding a unit is a row here; price-period.ts
// compiles the table once.
//
// Spellings: a space is any run of spaces; a part in parentheses may be left out ("acre(s)", "sq(.)( )m",
// "p(.)c(.)m(.)"); everything else is literal, case-insensitive.
Object.defineProperty(exports, "__esModule", { value: true });
exports.UNIT_PRICE_PHRASES = exports.PIECE_KINDS = exports.ARTICLE_JOINS = exports.MEASURE_JOINS = exports.COUNTED_KINDS = exports.MEASURES = exports.PERIOD_JOINS = exports.PERIOD_ADVERBS = exports.PERIOD_NOUNS = void 0;
exports.spellingPattern = spellingPattern;
exports.alternation = alternation;
exports.joinPattern = joinPattern;
/** a period's nouns, said after a joining word ("per month", "/ mo", "pro Monat", "par mois", "al mese") */
exports.PERIOD_NOUNS = {
    month: ['month(s)', 'mo', 'mos', 'mth', 'mnth', 'monat', 'monat(s)', 'mois', 'mes', 'meses', 'maand', 'mese', 'calendar month'],
    week: ['week(s)', 'wk', 'woche', 'semaine', 'semana', 'settimana'],
    year: ['year(s)', 'yr', 'annum', 'jahr', 'an', 'année', 'año', 'jaar', 'anno'],
    night: ['night(s)', 'nacht', 'nuit', 'noche', 'notte'],
    day: ['day(s)', 'tag', 'jour', 'día', 'dag', 'giorno'],
};
/** one word that says the period alone ("pcm", "monthly", "monatlich", "p.a.") */
exports.PERIOD_ADVERBS = {
    month: ['pcm', 'p(.)c(.)m(.)', 'p(.)m(.)', 'monthly', 'monatlich', 'mtl(.)', 'mensuel(le)', 'mensual', 'maandelijks', 'mensile'],
    week: ['pw', 'p(.)w(.)', 'weekly', 'wöchentlich', 'hebdomadaire', 'semanal', 'wekelijks'],
    year: ['pa', 'p(.)a(.)', 'yearly', 'annually', 'jährlich', 'annuel(le)', 'anual', 'jaarlijks', 'annuo'],
    night: ['nightly'],
    day: ['daily', 'täglich'],
};
/** what joins an amount to its period: "/", "per", "a", "each", "pro", "par", "por", "al", "im", "la", ... */
exports.PERIOD_JOINS = ['/', 'per', 'a', 'an', 'each', 'every', 'pro', 'par', 'por', 'al', 'im', 'la', 'el', 'le', 'the'];
/** the measures of a unit price by kind */
exports.MEASURES = {
    area: [
        'm²', 'm2', 'm^2', 'qm', 'sq(.)( )m', 'sq(.) metre(s)', 'sq(.) meter(s)', 'square metre(s)', 'square meter(s)', 'sq(.)( )ft', 'ft²', 'ft2',
        'square f(oo)t', 'square feet', 'sq(.)( )yd', 'square yard(s)', 'acre(s)', 'hectare(s)', 'ha',
        'quadratmeter', 'mètre(s) carré(s)', 'metro(s) cuadrado(s)', 'metro quadro', 'metri quadri', 'vierkante meter',
    ],
    weight: [
        'g', 'gr', 'gram(s)', 'gramm', 'gramme(s)', 'grammo', 'kg', 'kilo(s)', 'kilogram(s)', 'kilogramm', 'kilogramme(s)', 'mg',
        'lb(s)', 'pound(s)', 'oz', 'ounce(s)', 'tonne(s)',
    ],
    volume: [
        'ml', 'cl', 'dl', 'l', 'ltr', 'litre(s)', 'liter(s)', 'litro', 'fl(.) oz', 'gal', 'gallon(s)', 'pint(s)', 'm³', 'm3', 'cbm',
    ],
    length: ['m', 'metre(s)', 'meter(s)', 'metro', 'mètre', 'lfm', 'running metre(s)', 'running meter(s)', 'linear f(oo)t', 'linear feet', 'cm', 'yd', 'yard(s)', 'ft', 'foot'],
    // pieces a packed item is made of: a pack, a piece, a roll or a dozen is often what is sold ("£5.50 / pack"
    // is IKEA's price of the item), so those are no unit here
    count: ['sheet(s)', 'tablet(s)', 'capsule(s)', 'wash(es)', 'load(s)', 'serving(s)', 'portion(s)', 'blatt', 'tablette(n)', 'kapsel(n)', 'waschgang', 'lavage(s)', 'dosis', 'lavaggio', 'lavaggi', 'wasbeurt(en)'],
};
/** kinds whose measure may follow a quantity ("per 100 g", "/ 75 cl"): a quantity of pieces is an offer's size ("2 for $20") */
exports.COUNTED_KINDS = ['weight', 'volume'];
/** what joins an amount to its measure: "/", "per", "pro", "par", "por", "je", "au", "al" */
exports.MEASURE_JOINS = ['/', 'per', 'pro', 'par', 'por', 'je', 'au', 'al'];
/** articles that join a measure too ("$4.99 a pound", "2 € le kilo", "the kilo"), but not pieces: "a pack of 6" is an offer */
exports.ARTICLE_JOINS = ['le', 'the', 'a', 'an'];
exports.PIECE_KINDS = ['count'];
/** phrases that name a unit price by themselves ("Unit price", "Grundpreis", "Prix unitaire", "Kilopreis") */
exports.UNIT_PRICE_PHRASES = [
    'unit price', 'price per unit', 'unit cost', 'cost per unit', 'grundpreis', 'kilopreis', 'literpreis', 'quadratmeterpreis',
    'prix unitaire', 'precio unitario', 'prezzo unitario', 'eenheidsprijs', 'kiloprijs', 'literprijs',
];
const escape = (s) => s.replace(/[.*+?^${}|[\]\\]/g, '\\$&');
/** one spelling as a pattern: a space is any spaces, "(x)" is an optional x */
function spellingPattern(spelling) {
    return spelling
        .split(/(\([^)]*\))/)
        .map((part) => (part.startsWith('(') && part.endsWith(')') ? `(?:${partPattern(part.slice(1, -1))})?` : partPattern(part)))
        .join('');
}
const partPattern = (part) => escape(part).replace(/ +/g, '\\s+');
/** the spellings as one alternation, longest first so that a longer word is tried before its prefix */
function alternation(spellings) {
    return [...new Set(spellings)].sort((a, b) => b.length - a.length).map(spellingPattern).join('|');
}
/** the joining words as a pattern: "/" with or without spaces, a word with spaces after it */
function joinPattern(joins) {
    return `(?:${joins.map((j) => (/\p{L}/u.test(j) ? `${escape(j)}\\s+` : `${escape(j)}\\s*`)).join('|')})`;
}
//# sourceMappingURL=unit-words.js.map