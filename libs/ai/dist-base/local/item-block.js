"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.titleBlockLines = void 0;
exports.blockPrice = blockPrice;
exports.blockAddress = blockAddress;
const values_js_1 = require("./values.js");
const price_text_js_1 = require("./price-text.js");
const title_lines_js_1 = require("./title-lines.js");
Object.defineProperty(exports, "titleBlockLines", { enumerable: true, get: function () { return title_lines_js_1.titleBlockLines; } });
const price_period_js_1 = require("./price-period.js");
// a line's amount and its qualifiers: at most a few words before it ("Guide price") and after it ("k.k.", "VB")
const QUALIFIER_WORDS = 3;
const QUALIFIER_CHARS = 24;
// words before an amount that make it another one than the item's price: an earlier or list price, a cost on top
const ANOTHER_AMOUNT = /\b(was|old|list|rrp|msrp|uvp|regular|original|compare|save|saving|discount|off|shipping|delivery|postage|deposit|kaution|caution|fianza|borg|bond|fees?|charges?|service|tax|vat|total|statt|avant|admin|utilities|nebenkosten)\b/i;
// after an amount, the words that still say it is another ("$40 was", "£330 deposit"); "charges comprises",
// "incl. VAT", "+ fees" qualify the price itself
const ANOTHER_AFTER = /\b(was|old|list|rrp|msrp|uvp|regular|original|saved?|saving|discount|off|shipping|delivery|postage|deposit|kaution|caution|fianza|borg|bond|statt|avant)\b/i;
// two amounts joined as a range ("$5 - $50", "€10 to €20"): no one price
const RANGE = /^\s*(?:[-–—]|to|bis|à|a|tot|-\s*)\s*$/i;
/**
 * The amounts of a line, each with the words before it (since the last amount and its period) and after
 * it (the rest of the line, for the last one): "USD 1,299.00 / month Deposit USD 2,598.00" is 1,299 a
 * month, then 2,598 after "Deposit". Null when two amounts make a range.
 */
function amountPhrases(line) {
    const spans = (0, values_js_1.moneySpans)(line);
    const out = [];
    let from = 0;
    for (let i = 0; i < spans.length; i++) {
        const s = spans[i];
        const until = i + 1 < spans.length ? spans[i + 1].start : line.length;
        const gap = line.slice(s.end, until);
        if (i + 1 < spans.length && RANGE.test(gap))
            return null;
        const per = (0, price_period_js_1.periodAfter)(gap);
        const before = line.slice(from, s.start);
        const rest = gap.slice(per?.length ?? 0);
        // what follows an amount's period opens the next amount's phrase; after the last amount it is this one's
        const last = i + 1 === spans.length;
        out.push({ money: s.money, before, after: last ? rest : '', period: per?.period ?? (0, price_period_js_1.periodBefore)(before), perUnit: (0, price_period_js_1.unitAfter)(gap) || (0, price_period_js_1.saysUnitPrice)(before) });
        from = s.end + (per?.length ?? 0);
    }
    return out;
}
const words = (s) => s.replace(/[()[\]:;,·|•/*]+/g, ' ').split(/\s+/).filter(Boolean);
/** a short qualifier that names no other amount than the item's price */
function priceQualifier(text, another) {
    const ws = words(text);
    return !/\d/.test(text) && ws.length <= QUALIFIER_WORDS && ws.join(' ').length <= QUALIFIER_CHARS && !another.test(text) && !price_text_js_1.LIST_PRICE_WORDS.test(text);
}
/**
 * The item's price in its title block: the first amount with a currency whose qualifiers are short and name
 * no other cost (a deposit, fees, shipping, an earlier price); with its period when it has one. When a
 * period is asked ("weekly rent"), an amount of that period, else one that says no period. Null when none.
 */
function blockPrice(page, asked = null) {
    // asked for a period: an amount of another period is not the answer (a monthly rent is no weekly one)
    let unsaid = null;
    for (const line of (0, title_lines_js_1.titleBlockLines)(page).slice(1)) {
        for (const a of amountPhrases(line) ?? []) {
            if (a.money.amount <= 0 || a.perUnit || !priceQualifier(a.before, ANOTHER_AMOUNT) || !priceQualifier(a.after, ANOTHER_AFTER))
                continue;
            const price = a.period ? { ...a.money, period: a.period } : { ...a.money };
            if (!asked || price.period === asked)
                return price;
            if (!price.period)
                unsaid ??= price;
        }
    }
    return unsaid;
}
// a house number: "41", "41-2", "5a", "27/3", "12 bis"; a word of a street or place begins with a capital
const HOUSE_NUMBER = /^\d{1,5}([a-z]|[-/]\d{1,4}[a-z]?|-[A-Z])?$/;
const NAME_WORD = /^\p{Lu}[\p{L}'’.-]*$/u;
// short lowercase words street names hold ("rue de la Paix", "Via del Corso", "Anna van der Berg-straat")
const PARTICLE = /^[\p{Ll}]{1,3}$/u;
// postcodes: digits (with the Dutch letter pair), the UK's outward and inward codes, a US state before a ZIP
const POSTCODE = /^(\d{4,5}(\s?[A-Z]{2})?|[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}|[A-Z]{2}\s\d{5}(-\d{4})?)$/;
const tokens = (part) => part.split(/\s+/).filter(Boolean);
/** "Lindengracht 41-2", "218 Maple Ave", "12 rue de la Paix", "Flat 3": name words and one house number */
function streetShaped(part) {
    const ws = tokens(part);
    if (ws.length < 2 || ws.length > 7)
        return false;
    const numbers = ws.filter((w) => HOUSE_NUMBER.test(w));
    const names = ws.filter((w) => NAME_WORD.test(w));
    const other = ws.length - numbers.length - names.length - ws.filter((w) => PARTICLE.test(w)).length;
    // one lowercase word of its own at most: the street's kind ("rue", "via", "straße" written apart)
    return numbers.length === 1 && names.length >= 1 && other <= 1;
}
/** "1015 KD Amsterdam", "10115 Berlin", "Bristol BS3 4QT", "OR 97214": a postcode with a place, or a state and ZIP */
function postcodeShaped(part) {
    const ws = tokens(part);
    if (ws.length > 6)
        return false;
    for (let i = 0; i < ws.length; i++) {
        for (const n of [3, 2, 1]) {
            if (i + n > ws.length || !POSTCODE.test(ws.slice(i, i + n).join(' ')))
                continue;
            const rest = [...ws.slice(0, i), ...ws.slice(i + n)];
            // the place beside it is name words; a state and ZIP ("OR 97214") stands alone after its city
            if (rest.every((w) => NAME_WORD.test(w) || PARTICLE.test(w)) && (rest.length > 0 || /^[A-Z]{2}\s\d{5}/.test(ws.join(' '))))
                return true;
        }
    }
    return false;
}
/** a place name alone between a street and a postcode ("Portland" in "218 Maple Ave, Portland, OR 97214") */
const placeShaped = (part) => {
    const ws = tokens(part);
    return ws.length >= 1 && ws.length <= 3 && ws.every((w) => NAME_WORD.test(w) || PARTICLE.test(w)) && NAME_WORD.test(ws[0]);
};
/** what a comma part of a line could be ("1015 KD Amsterdam" reads as a postcode and as a street), [] when none */
function shapesOf(part) {
    const out = [];
    if (streetShaped(part))
        out.push('street');
    if (postcodeShaped(part))
        out.push('postcode');
    if (!out.length && placeShaped(part))
        out.push('place');
    return out;
}
/** one part can be the street and another the postcode */
function streetAndPostcode(parts) {
    return parts.some((a, i) => a.includes('street') && parts.some((b, j) => j !== i && b.includes('postcode')));
}
/**
 * The address the title block writes: up to three consecutive lines whose every comma part is a street,
 * a postcode with its place, or a place, one part a street and another a postcode. Null when none.
 */
function blockAddress(page) {
    return page.remember('blockAddress', () => {
        const lines = (0, title_lines_js_1.titleBlockLines)(page);
        // each line's parts' shapes, or null when a part has none (a price, a sentence)
        const shaped = lines.map((line) => {
            const parts = line.split(/\s*,\s*/).filter(Boolean).map(shapesOf);
            return parts.length && parts.every((p) => p.length) ? parts : null;
        });
        for (let start = 0; start < lines.length; start++) {
            if (!shaped[start])
                continue;
            for (let end = start; end < lines.length && end - start < 3 && shaped[end]; end++) {
                if (streetAndPostcode(shaped.slice(start, end + 1).flat()))
                    return lines.slice(start, end + 1).join(', ');
            }
        }
        return null;
    });
}
//# sourceMappingURL=item-block.js.map