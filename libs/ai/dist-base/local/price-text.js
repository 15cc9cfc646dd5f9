"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.LIST_PRICE_WORDS = void 0;
exports.labelLedPrice = labelLedPrice;
exports.precedes = precedes;
exports.amountMeant = amountMeant;
const values_js_1 = require("./values.js");
const visible_js_1 = require("./visible.js");
const price_period_js_1 = require("./price-period.js");
// CJK shops write the label inside the text; other languages have it as a short text of its own
const CJK_PRICE = /(特價|特价|售價|售价|價格|价格|直購價|直购价|優惠價|优惠价|促銷價|促销价|網路價|网络价|會員價|会员价|最低價|最低价|販売価格|価格|税込|판매가|할인가|가격)/;
const CJK_LIST_PRICE = /(原價|原价|建議售價|建议售价|定價|定价|市價|市价|参考価格|希望小売|通常価格|정가|시중가)/;
/** words that make an amount a list or suggested price, not the one it sells at */
exports.LIST_PRICE_WORDS = CJK_LIST_PRICE;
const WORD_PRICE = /^(price|our price|sale price|your price|now|offer price|preis|unser preis|prix|precio|prezzo|preço|цена|cena|fiyat|pris|prijs)\s*[:：]?$/i;
const SKIP = /^(script|style|noscript|head|svg|template|del|s|strike|select|option|button|nav|footer)$/i;
const MAX_FOLLOW = 60;
/** hidden by its attributes, or by a `hidden` class */
function hiddenElement(el) {
    return (0, visible_js_1.hiddenElement)(el) || /(^|\s)hidden(\s|$)/.test(el.attribs?.class ?? '');
}
/** the text following a node in document order (text of skipped elements left out), up to a length */
function following(start, limit) {
    let out = '';
    const visit = (node) => {
        if (node.type === 'text')
            out += ' ' + node.data;
        else if (node.type === 'tag' && !SKIP.test(node.tagName) && !hiddenElement(node)) {
            for (const c of node.children ?? [])
                if (visit(c))
                    return true;
        }
        return (0, values_js_1.cleanText)(out).length >= limit;
    };
    for (let n = start; n; n = n.parent) {
        for (let sib = n.next; sib; sib = sib.next)
            if (visit(sib))
                return (0, values_js_1.cleanText)(out);
        if (n.parent && /^(p|li|tr|td|div|dd|section|article)$/i.test(n.parent.tagName ?? '') && (0, values_js_1.cleanText)(out))
            break;
    }
    return (0, values_js_1.cleanText)(out);
}
/** the first amount with a currency written just after a price word */
function labelLedPrice(page) {
    let found = null;
    const walk = (node) => {
        if (node.type === 'text') {
            const data = (0, values_js_1.cleanText)(node.data);
            if (!data || data.length > 40)
                return false;
            // a price word in a link is a sort or filter control ("Sort by: Price"), not a label
            if (node.parent?.tagName?.toLowerCase() === 'a')
                return false;
            const cjk = CJK_PRICE.exec(data);
            if (cjk ? CJK_LIST_PRICE.test(data) : !WORD_PRICE.test(data))
                return false;
            const rest = cjk ? data.slice(cjk.index + cjk[1].length) : '';
            const after = (0, values_js_1.cleanText)(`${rest} ${following(node, MAX_FOLLOW)}`).slice(0, MAX_FOLLOW);
            const money = (0, values_js_1.parseMoney)(after, false);
            // "Price <b>€ 3.941</b> per m²": a unit price, not the item's
            if (money && money.amount > 0 && !(0, price_period_js_1.saysUnitPrice)(after)) {
                found = { ...money, node };
                return true;
            }
            return false;
        }
        if (node.type !== 'tag' && node.type !== 'root')
            return false;
        const el = node;
        if (node.type === 'tag' && (SKIP.test(el.tagName) || hiddenElement(el)))
            return false;
        for (const c of el.children ?? [])
            if (walk(c))
                return true;
        return false;
    };
    const body = page.$('body')[0];
    if (body)
        walk(body);
    return found;
}
function path(node) {
    const out = [];
    for (let n = node; n; n = n.parent)
        out.unshift(n);
    return out;
}
/** a comes before b in document order */
function precedes(a, b) {
    const pa = path(a);
    const pb = path(b);
    let i = 0;
    while (i < pa.length && i < pb.length && pa[i] === pb[i])
        i++;
    if (i === pa.length)
        return true; // a holds b
    if (i === pb.length)
        return false;
    const siblings = pa[i].parent?.children ?? [];
    return siblings.indexOf(pa[i]) < siblings.indexOf(pb[i]);
}
// languages whose numbers group thousands with a dot ("389.000") and write decimals with a comma
const DOT_GROUPING = /^(de|nl|da|es|it|pt|id|tr|el|sl|hr|sr|ro|is|nb|no|vi)$/i;
/**
 * The amount a price means. With a currency its reading is settled (values.ts: a dot before three digits
 * groups thousands); a bare "389.000" follows the page's language (lang, og:locale): thousands where the
 * language groups with dots, a decimal point elsewhere.
 */
function amountMeant(page, money) {
    if (money.thousands === undefined || money.currency || money.symbol)
        return money.amount;
    const lang = (page.$('html').attr('lang') ?? page.meta.get('og:locale')?.[0] ?? '').trim().split(/[-_]/)[0];
    return DOT_GROUPING.test(lang) ? money.thousands : money.amount;
}
//# sourceMappingURL=price-text.js.map