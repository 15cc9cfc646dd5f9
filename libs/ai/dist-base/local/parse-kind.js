"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.parseForKind = parseForKind;
const currency_js_1 = require("./currency.js");
const values_js_1 = require("./values.js");
const label_languages_js_1 = require("./label-languages.js");
// a role after a name: "Jane Doe (Author)", "(Autorin)"
const AUTHOR_ROLE = new RegExp(`\\s*\\((?:author|writer|${(0, label_languages_js_1.labelAlternatives)('author')})\\)\\s*$`, 'iu');
function parseForKind(kind, raw, baseUrl) {
    const text = (0, values_js_1.cleanText)(raw);
    // unrendered template placeholders ("$metabrand", "{{ price }}") are not values
    if (!text || /^\$[a-z_]\w*$|\{\{|\}\}|^\[%|^<%/i.test(text))
        return null;
    switch (kind) {
        case 'price': {
            // a zero price is a placeholder ("0.00" before a variant is chosen), not a stated price
            const m = (0, values_js_1.parseMoney)(text, true);
            return m && m.amount > 0 ? m.amount : null;
        }
        case 'currency': {
            // RUR is the rouble's pre-1998 code that some shops still state
            if (/^[A-Z]{3}$/.test(text))
                return text === 'RUR' ? 'RUB' : text;
            return (0, currency_js_1.currencyForPage)(text, baseUrl) ?? (text.length <= 4 ? text : null);
        }
        case 'availability':
            return (0, values_js_1.parseAvailability)(text);
        case 'sku':
            // site ids are single tokens: "HMP 2000" is a model name, not an id
            return (0, values_js_1.parseIdentifier)(text);
        case 'mpn':
            return (0, values_js_1.parseIdentifier)(text) ?? (text.length <= 40 ? text : null);
        case 'gtin':
            return (0, values_js_1.parseGtin)(text);
        case 'brand': {
            // "More from the brand: Acme" -> "Acme"; dates and prices are not brands
            const name = text.replace(/^.{0,40}[:：]\s*/, '');
            if (!name || name.length > 60 || /^[\d\s.,/()\-:]+/.test(name) && /\d/.test(name.slice(0, 3)))
                return null;
            return name;
        }
        case 'rating':
        case 'review_count':
        case 'number':
            return (0, values_js_1.parseNumber)(text);
        case 'date':
            return (0, values_js_1.parseDate)(text) ?? (text.length <= 40 ? text : null);
        case 'url':
        case 'image':
            return /^(data:|javascript:)/i.test(text) ? null : (0, values_js_1.absoluteUrl)(text, baseUrl);
        case 'author': {
            // a byline's "by" is not part of the name
            const name = text.replace(/^(written\s+)?(by|von|par|door|di|por)\s+/i, '').replace(AUTHOR_ROLE, '').trim();
            return name || null;
        }
        case 'email':
            return (0, values_js_1.parseEmail)(text);
        case 'phone':
            return (0, values_js_1.parsePhone)(text);
        default:
            return text;
    }
}
//# sourceMappingURL=parse-kind.js.map