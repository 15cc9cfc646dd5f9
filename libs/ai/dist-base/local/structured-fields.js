"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.atPath = atPath;
exports.rankedThings = rankedThings;
exports.describesProduct = describesProduct;
exports.structuredValues = structuredValues;
exports.metaValues = metaValues;
exports.namedMetaTag = namedMetaTag;
exports.structuredByName = structuredByName;
const structured_js_1 = require("./structured.js");
const PATHS = {
    price: ['offers.price', 'offers.lowPrice', 'offers.priceSpecification.price', 'offers.offers.price', 'offers.highPrice', 'price'],
    currency: ['offers.priceCurrency', 'offers.priceSpecification.priceCurrency', 'offers.offers.priceCurrency', 'priceCurrency'],
    availability: ['offers.availability', 'offers.offers.availability', 'availability'],
    sku: ['sku', 'offers.sku', 'productID', 'productId'],
    gtin: ['gtin13', 'gtin', 'gtin12', 'gtin14', 'gtin8', 'offers.gtin13', 'offers.gtin', 'isbn', 'ean'],
    mpn: ['mpn', 'offers.mpn'],
    brand: ['brand.name', 'brand', 'manufacturer.name', 'manufacturer'],
    title: ['name', 'headline'],
    description: ['description'],
    date: ['datePublished', 'dateCreated', 'uploadDate', 'startDate', 'dateModified'],
    author: ['author.name', 'author', 'creator.name'],
    image: ['image.url', 'image.contentUrl', 'image', 'thumbnailUrl'],
    url: ['url', 'mainEntityOfPage.@id'],
    email: ['email', 'contactPoint.email'],
    phone: ['telephone', 'contactPoint.telephone'],
    rating: ['aggregateRating.ratingValue', 'reviewRating.ratingValue'],
    review_count: ['aggregateRating.reviewCount', 'aggregateRating.ratingCount'],
    category: ['keywords', 'category', 'articleSection'],
    content: ['articleBody'],
    publisher: ['publisher.name', 'publisher'],
};
const META = {
    price: ['product:price:amount', 'og:price:amount', 'product:sale_price:amount', 'og:price', 'product:price', 'price'],
    currency: ['product:price:currency', 'og:price:currency', 'product:sale_price:currency', 'pricecurrency'],
    availability: ['product:availability', 'og:availability', 'availability'],
    sku: ['product:retailer_item_id', 'product:sku', 'sku'],
    gtin: ['product:gtin', 'product:ean', 'product:upc', 'gtin13'],
    mpn: ['product:mfr_part_no', 'mpn'],
    brand: ['product:brand', 'og:brand', 'brand'],
    title: ['og:title', 'twitter:title'],
    description: ['og:description', 'description', 'twitter:description'],
    date: ['article:published_time', 'og:published_time', 'date', 'dc.date', 'pubdate', 'article:modified_time'],
    author: ['author', 'article:author', 'dc.creator', 'parsely-author', 'sailthru.author'],
    category: ['article:tag', 'article:section', 'news_keywords', 'keywords'],
    image: ['og:image', 'og:image:url', 'twitter:image', 'twitter:image:src'],
    url: ['og:url'],
};
// Which thing types hold a kind: product facts come from Product/Offer, article facts from articles.
const PRODUCT_KINDS = new Set(['price', 'currency', 'availability', 'sku', 'gtin', 'mpn', 'brand', 'rating', 'review_count']);
const PRODUCT_TYPES = /^(product|productgroup|offer|aggregateoffer|vehicle|car|book|individualproduct|productmodel|softwareapplication|indi)/;
const ARTICLE_TYPES = /(article|posting|report|webpage|recipe|event|videoobject)$/;
const SKIP_TYPES = /^(breadcrumblist|listitem|organization|website|searchaction|sitenavigationelement|imageobject|brand|person|localbusiness|store|review|rating|aggregaterating|itemlist|wpheader|wpfooter|question|answer)$/;
function first(value) {
    return Array.isArray(value) ? value.find((v) => v !== null && v !== undefined && v !== '') : value;
}
/** every value at a dotted path, walking into each element of arrays on the way (all offers, not only the first) */
function atPath(thing, path) {
    let level = [thing];
    for (const key of path.split('.')) {
        const next = [];
        for (const cur of level.flatMap((x) => (Array.isArray(x) ? x : [x]))) {
            if (!cur || typeof cur !== 'object')
                continue;
            const v = cur[key];
            if (v !== undefined && v !== null)
                next.push(v);
        }
        level = next;
    }
    return level.flatMap((x) => (Array.isArray(x) ? x : [x]));
}
function scalar(value) {
    const v = first(value);
    if (v === null || v === undefined)
        return null;
    if (typeof v === 'string')
        return v.trim() || null;
    if (typeof v === 'number' || typeof v === 'boolean')
        return String(v);
    if (typeof v === 'object') {
        const o = v;
        // a node's @id names it only as an address: a fragment alone ("#person-1", a reference to nothing the page states) is no value
        const id = typeof o['@id'] === 'string' && !o['@id'].startsWith('#') ? o['@id'] : undefined;
        return scalar(o.name ?? id ?? o.url ?? o['@value'] ?? null);
    }
    return null;
}
/** things in the order they should be consulted for a kind */
function rankedThings(things, kind) {
    const score = (t) => {
        const types = (0, structured_js_1.typeNames)(t);
        // the site's, the organisation's or a list's name is never the title of what the page shows
        if (types.some((x) => SKIP_TYPES.test(x)))
            return PRODUCT_KINDS.has(kind) || kind === 'title' ? -1 : 0;
        // a page or a series holds the item: its name is not the item's title
        if (kind === 'title' && types.some((x) => /^(webpage|collectionpage|searchresultspage|creativeworkseries|bookseries|series|periodical)$/.test(x)))
            return -1;
        if (types.some((x) => PRODUCT_TYPES.test(x)))
            return PRODUCT_KINDS.has(kind) ? 3 : 1;
        if (types.some((x) => ARTICLE_TYPES.test(x)))
            return PRODUCT_KINDS.has(kind) ? 0 : 2;
        return 1;
    };
    return things
        .map((t, i) => ({ t, s: score(t), i }))
        .filter((x) => x.s >= 0)
        .sort((a, b) => b.s - a.s || a.i - b.i)
        .map((x) => x.t);
}
/** the page describes a product in its markup: a schema.org Product / Offer, or og:type product */
function describesProduct(page) {
    if (page.things.some((t) => (0, structured_js_1.typeNames)(t).some((x) => PRODUCT_TYPES.test(x))))
        return true;
    return (page.meta.get('og:type') ?? []).some((v) => /^(og:)?product/i.test(v.trim()));
}
/** every structured value for a kind, best first */
function structuredValues(page, kind) {
    const out = [];
    for (const thing of rankedThings(page.things, kind)) {
        for (const path of PATHS[kind] ?? []) {
            for (const v of atPath(thing, path)) {
                const s = scalar(v);
                if (s)
                    out.push(s);
            }
            if (out.length)
                break;
        }
    }
    return out;
}
function metaValues(page, kind) {
    const out = [];
    for (const key of META[kind] ?? [])
        out.push(...(page.meta.get(key) ?? []));
    return out;
}
// a key spelled as a meta tag's name: a namespace, a colon, its property ("og:image:width", "article:section")
const TAG_NAME = /^[a-z][\w.-]*:[\w:.-]+$/;
/**
 * The page's meta tag a key names ("og:image:width": "1200"): undefined when the key names no tag or one
 * the kind's own sources read (og:image for an image: their rules apply); null when the key names a detail
 * of such a tag (og:image's width, alt, type: not the image) that the page does not state.
 */
function namedMetaTag(page, name, kind) {
    const key = name.trim().toLowerCase();
    const own = META[kind] ?? [];
    if (!TAG_NAME.test(key) || own.includes(key))
        return undefined;
    const stated = page.meta.get(key)?.[0];
    if (stated)
        return stated;
    return own.includes(key.slice(0, key.lastIndexOf(':'))) ? null : undefined;
}
/** a structured property whose name matches the field's words (for fields of no known kind) */
function structuredByName(page, words) {
    if (!words.length)
        return null;
    for (const thing of page.things) {
        for (const [key, value] of Object.entries(thing)) {
            const k = key.toLowerCase();
            if (k.startsWith('@'))
                continue;
            if (words.some((w) => k === w || (w.length > 3 && k.includes(w)))) {
                const s = scalar(value);
                if (s)
                    return s;
            }
        }
    }
    return null;
}
//# sourceMappingURL=structured-fields.js.map