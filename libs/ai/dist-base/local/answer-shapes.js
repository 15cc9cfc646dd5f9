"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.listFor = listFor;
exports.yesNo = yesNo;
const parse_kind_js_1 = require("./parse-kind.js");
const values_js_1 = require("./values.js");
const item_lists_js_1 = require("./item-lists.js");
const resolve_js_1 = require("./resolve.js");
const sources_js_1 = require("./sources.js");
const page_images_js_1 = require("./page-images.js");
const page_furniture_js_1 = require("./page-furniture.js");
const PERSONS = /^(author|publisher|brand)$/;
/** the values of a field asked as a list: the items' own, a section's, or every value of the first source that has any */
function listFor(page, intent) {
    if ((0, item_lists_js_1.wantsItems)(intent)) {
        const section = intent.kind === 'text' ? (0, item_lists_js_1.sectionList)(page, intent) : [];
        if (section.length)
            return section;
        const items = (0, item_lists_js_1.itemValues)(page, intent);
        if (items.length)
            return items;
    }
    const values = [];
    const seen = new Set();
    const add = (v) => {
        const key = JSON.stringify(v);
        if (v !== null && v !== '' && !seen.has(key)) {
            seen.add(key);
            values.push(v);
        }
    };
    if (intent.kind === 'url') {
        // "all links": every link of the page, absolute, once each
        page.$('a[href]').each((_, a) => {
            const v = (0, parse_kind_js_1.parseForKind)('url', page.$(a).attr('href') ?? '', page.url);
            if (v && /^https?:/.test(String(v)))
                add(v);
        });
        return values;
    }
    for (const source of (0, sources_js_1.sourcesOf)(intent)) {
        // keyword lists come as one comma-separated string
        const raws = source.read(page, intent);
        for (const raw of intent.kind === 'category' ? raws.flatMap((r) => r.split(/\s*[,;]\s*/)) : raws)
            add((0, parse_kind_js_1.parseForKind)(intent.kind, raw, page.url));
        if (values.length)
            break;
    }
    // "all the images": the page's pictures, not its logo, icons or pixels (page-images.ts)
    if (intent.kind === 'image' && values.length <= 1 && !(0, page_furniture_js_1.asksForFurniture)(intent))
        for (const img of (0, page_images_js_1.pictures)(page))
            add((0, parse_kind_js_1.parseForKind)('image', page.$(img).attr('src') ?? '', page.url));
    // people and makers asked as a list are their names, not the links to their pages
    if (PERSONS.test(intent.kind))
        return values.filter((v) => typeof v !== 'string' || !/^(https?:|\/|www\.)/.test(v));
    return values;
}
/** yes or no: the state asked about, read as the kind's value ("is it in stock" -> InStock -> true) */
function yesNo(page, intent) {
    const v = (0, resolve_js_1.resolve)(page, intent);
    if (v === null)
        return null;
    // "is it sold out" asks the opposite of "is it in stock"
    if (intent.kind === 'availability')
        return ((0, values_js_1.parseAvailability)(String(v)) === 'InStock') !== asksOutOfStock(intent);
    return true;
}
const OUT = /\b(sold out|out of stock|unavailable|not (?:in stock|available)|no longer available|discontinued)\b/;
const IN = /\b(in stock|available|buy|buyable|bought|purchas\w*|order(?:ed|able)?|for sale)\b/;
/**
 * The question's true side is the state it names first, the key's before its description's: "is_available:
 * whether it's available to buy or sold out" asks whether it is available; "sold_out: in stock or not?" whether
 * it is sold out
 */
function asksOutOfStock(intent) {
    const said = `${intent.name} ${intent.description}`.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();
    const out = OUT.exec(said)?.index ?? Infinity;
    const into = IN.exec(said)?.index ?? Infinity;
    return out < into;
}
//# sourceMappingURL=answer-shapes.js.map