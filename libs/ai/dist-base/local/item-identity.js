"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.itemCode = itemCode;
exports.keyCodeYields = keyCodeYields;
exports.asksIdentity = asksIdentity;
// What the page's item is, asked without a field's word: a code the item is known by ("the reference code of the
// item", "the product's code": its SKU) and a bare question of identity ("what is it", "what's this product": the
// item's name). Both read the phrase's head and whose it is, not a wording.
const function_words_js_1 = require("./function-words.js");
const lexicon_js_1 = require("./lexicon.js");
// the nouns a thing is referred to by in a catalogue: alone they name no kind ("code" may be a discount's)
const IDENTIFIERS = new Set(['code', 'reference', 'ref', 'identifier', 'id'].map(lexicon_js_1.stem));
// the copula of a question of identity ("what is it", "what's this", "what are these")
const COPULA = new Set(['is', "'s", 'are', 'was', 'were'].map(lexicon_js_1.stem));
const content = (units) => units.filter((u) => u.stems[0] !== "'s" && !function_words_js_1.FUNCTION.has(u.stems[0]));
/**
 * A phrase whose head is identifier nouns only, of the item or of no one ("the reference code of the item", "the
 * product's code", "product reference", "reference code"): the code the shop knows the item by, its SKU. An owner
 * that is no item ("the code of the coupon") or a head with another noun ("the promo code") is not.
 */
function itemCode(units) {
    const of = units.findIndex((u) => u.stems[0] === 'of');
    const poss = units.findIndex((u) => u.stems[0] === "'s");
    const [head, owner] = of > 0 ? [units.slice(0, of), units.slice(of + 1)] : poss > 0 ? [units.slice(poss + 1), units.slice(0, poss)] : [units, []];
    const said = content(head);
    const item = (u) => u.stems.length === 1 && lexicon_js_1.ITEM_NOUNS.has(u.stems[0]);
    // item nouns may lead the head ("product reference", "item ref"): the identifiers end it
    const lead = said.findIndex((u) => !item(u));
    if (lead < 0 || !said.slice(lead).every((u) => u.stems.length === 1 && IDENTIFIERS.has(u.stems[0])))
        return false;
    return content(owner).every(item);
}
/**
 * A key of identifier nouns only (`code`, `ref`) reads as the item's code; a description that names a thing of its
 * own beside it ("the postcode", "the voucher code": words left to find that are neither identifiers nor the item)
 * says which code is meant, and the key's reading yields to it.
 */
function keyCodeYields(keyStems, describedWords) {
    if (!keyStems.length || !keyStems.every((s) => IDENTIFIERS.has(s)))
        return false;
    return describedWords.some((w) => !IDENTIFIERS.has(w) && !lexicon_js_1.ITEM_NOUNS.has(w));
}
/** "what is it", "what's this", "what is this product": a question of the item's identity, its name */
function asksIdentity(units, question) {
    if (question !== 'what' || units.length < 3 || units.length > 5 || !(COPULA.has(units[1].stems[0]) || units[1].stems[0] === "'s"))
        return false;
    // after the copula only the item: a pronoun or an item noun, with a determiner ("this thing", "the product")
    return units.slice(2).every((u) => u.stems.length === 1 && (lexicon_js_1.ITEM_NOUNS.has(u.stems[0]) || /^(the|this|that|these|those|it|they)$/.test(u.stems[0])));
}
//# sourceMappingURL=item-identity.js.map