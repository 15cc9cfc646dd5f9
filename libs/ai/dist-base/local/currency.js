"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.currencyForPage = currencyForPage;
// A currency symbol that several countries use ($, 元, ¥, kr, Rs) read with the page's country:
// "$" on a .com.au shop is AUD, "元" on a .tw shop is TWD.
const values_js_1 = require("./values.js");
const BY_COUNTRY = {
    $: { au: 'AUD', ca: 'CAD', nz: 'NZD', mx: 'MXN', cl: 'CLP', ar: 'ARS', co: 'COP', tw: 'TWD', hk: 'HKD', sg: 'SGD', uy: 'UYU' },
    元: { tw: 'TWD', hk: 'HKD', cn: 'CNY' },
    '¥': { cn: 'CNY', jp: 'JPY' },
    kr: { se: 'SEK', no: 'NOK', dk: 'DKK', is: 'ISK' },
    rs: { pk: 'PKR', lk: 'LKR', in: 'INR', np: 'NPR' },
};
function country(url) {
    try {
        const tld = new URL(url).hostname.split('.').pop() ?? '';
        return /^[a-z]{2}$/.test(tld) ? tld : null;
    }
    catch {
        return null;
    }
}
/** the ISO code for a written currency symbol, using the page's country top-level domain when the symbol is shared */
function currencyForPage(symbol, url) {
    const key = symbol.trim().toLowerCase().replace(/\.$/, '');
    const cc = country(url);
    const local = cc ? BY_COUNTRY[key]?.[cc] : undefined;
    return local ?? (0, values_js_1.currencyCode)(symbol);
}
//# sourceMappingURL=currency.js.map