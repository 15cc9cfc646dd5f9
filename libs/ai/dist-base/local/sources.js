"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.answerFinder = exports.SITE_SOURCES = exports.SOURCES = void 0;
exports.sourcesOf = sourcesOf;
const structured_fields_js_1 = require("./structured-fields.js");
const dom_fields_js_1 = require("./dom-fields.js");
const url_id_js_1 = require("./url-id.js");
const price_text_js_1 = require("./price-text.js");
const prose_price_js_1 = require("./prose-price.js");
const item_block_js_1 = require("./item-block.js");
const price_period_js_1 = require("./price-period.js");
const cross_check_js_1 = require("./cross-check.js");
const values_js_1 = require("./values.js");
const free_text_js_1 = require("./free-text.js");
const page_title_js_1 = require("./page-title.js");
const page_facts_js_1 = require("./page-facts.js");
const main_item_js_1 = require("./main-item.js");
const item_facts_js_1 = require("./item-facts.js");
const lexicon_js_1 = require("./lexicon.js");
const owner_links_js_1 = require("./owner-links.js");
const page_images_js_1 = require("./page-images.js");
const page_furniture_js_1 = require("./page-furniture.js");
const modified_date_js_1 = require("./modified-date.js");
const one = (v) => (v ? [v] : []);
function pagePrice(page) {
    return page.remember('pagePrice', () => {
        const text = (0, dom_fields_js_1.textPrice)(page);
        if (text)
            return text;
        // a price named by its element, or written after a price word: whichever the page shows first
        const named = (0, dom_fields_js_1.domPrices)(page)[0];
        const led = (0, price_text_js_1.labelLedPrice)(page);
        if (named && led && (0, price_text_js_1.precedes)(led.node, named.el))
            return led;
        return named ?? led;
    });
}
/** the field asks a price per a measure ("price per m²", "price_per_sqft") */
// (a description that says the price of one item, "price per item", "each", "a piece", names the item's own price:
// a key `unit_price` beside it is that price, not one per kilo or metre)
const PER_ITEM = /\b(?:(?:per|a|an|one|single|for\s+(?:one|a)(?:\s+single)?)\s+(?:item|piece|product|article|unit)|each|apiece|per\s+one)\b/i;
const asksUnitPrice = (i) => !PER_ITEM.test(i.description) && (0, price_period_js_1.saysUnitPrice)(`${i.description} ${i.name.replace(/[_\-.]+/g, ' ')}`);
function anyInStock(values) {
    const parsed = values.map((v) => (0, values_js_1.parseAvailability)(v)).filter((v) => v !== null);
    if (!parsed.length)
        return [];
    return [parsed.includes('InStock') ? 'InStock' : 'OutOfStock'];
}
/** a product page: one that states a price, describes a product in its markup or has controls to buy it */
function productPage(page) {
    return (0, structured_fields_js_1.structuredValues)(page, 'price').length > 0 || (0, structured_fields_js_1.metaValues)(page, 'price').length > 0 || (0, structured_fields_js_1.describesProduct)(page) || pagePrice(page) !== null || (0, dom_fields_js_1.buyControls)(page) || (0, url_id_js_1.urlIdentifier)(page.url, page.html) !== null;
}
/** "Publisher: Harbour Press" or "Publisher Harbour Press" read for "publisher" is "Harbour Press" */
function withoutLabel(value, words) {
    const m = /^([\p{L}][\p{L} ]{1,30}?)\s*[:：]?\s+(.+)$/u.exec(value);
    if (!m)
        return value;
    const label = m[1].toLowerCase().split(/\s+/);
    return label.every((w) => words.includes(w) || /^(the|of|by|a)$/.test(w)) && label.some((w) => words.includes(w)) ? m[2] : value;
}
// Elements whose class or id names the field (".rating", "#location"): a last resort for any kind. A word
// of the field that names another kind says whose value it is, not the element ("publisher.name": a class
// "name" holds a commenter's or a form's name, not the publisher)
function byClassName(page, intent) {
    const $ = page.$;
    const out = [];
    const { words } = intent;
    const otherKind = (w) => intent.kind !== 'text' && ((0, lexicon_js_1.kindOfStem)((0, lexicon_js_1.stem)(w)) ?? intent.kind) !== intent.kind;
    for (const w of words.filter((x) => x.length > 3 && /^[a-z]+$/.test(x) && !otherKind(x)).slice(0, 3)) {
        $(`[class*="${w}" i],[id*="${w}" i]`).each((_, el) => {
            if (/^(script|style|body|html|meta|link)$/i.test(el.tagName))
                return;
            const t = (0, values_js_1.cleanText)($(el).text());
            if (t && t.length <= 200)
                out.push(withoutLabel(t, words));
        });
        if (out.length)
            break;
    }
    return out;
}
const src = (name, read) => ({ name, read });
const structured = src('structured', (p, i) => (0, structured_fields_js_1.structuredValues)(p, i.kind));
const meta = src('meta', (p, i) => (0, structured_fields_js_1.metaValues)(p, i.kind));
const labelled = src('label', (p, i) => (0, dom_fields_js_1.labelledValue)(p, i));
const classNamed = src('class-name', (p, i) => byClassName(p, i));
/** the answer finder over the page's prose: its typed span */
const answerFinder = src('answer-finder', (p, i) => {
    const v = (0, free_text_js_1.freeTextAnswer)(p, i);
    return v === null ? [] : [String(v)];
});
exports.answerFinder = answerFinder;
/** candidate sources of each kind, most trusted first; kinds not listed read structured data, meta, labels and class names */
exports.SOURCES = {
    // then an amount alone on a line of the item's title block ("€ 389.000 k.k." under a home's h1); a price per
    // a measure ("Price per m²") last, or alone when the field asks for one ("price per square metre")
    // before it, an amount a sentence's price noun leads to ("at a guide price of £385,000", prose-price.ts)
    price: [src('stated', (p) => (0, cross_check_js_1.statedPrices)(p)), src('page-price', (p, i) => { const m = asksUnitPrice(i) ? null : pagePrice(p); return m ? [String((0, price_text_js_1.amountMeant)(p, m))] : []; }), src('item-block', (p, i) => { const m = asksUnitPrice(i) ? null : (0, item_block_js_1.blockPrice)(p, (0, price_period_js_1.askedPeriod)(i.name, i.description)); return m ? [String(m.amount)] : []; }), src('prose-price', (p, i) => { const m = asksUnitPrice(i) || i.facts.length ? null : (0, prose_price_js_1.prosePrice)(p); return m ? [String(m.amount)] : []; }), src('unit-price', (p) => { const m = (0, dom_fields_js_1.textPrice)(p, true); return m ? [String((0, price_text_js_1.amountMeant)(p, m))] : []; })],
    // the symbol as written: read with the page's country when several currencies share it
    currency: [structured, meta, labelled, src('page-price', (p) => { const m = pagePrice(p); return one(m?.symbol ?? m?.currency ?? null); })],
    // any offer in stock means the product can be bought; a product page with no sign of being out of stock is
    // taken as in stock (the convention of schema.org consumers)
    availability: [src('structured', (p, i) => anyInStock((0, structured_fields_js_1.structuredValues)(p, i.kind))), src('meta', (p, i) => anyInStock((0, structured_fields_js_1.metaValues)(p, i.kind))), labelled, src('dom', (p) => one((0, dom_fields_js_1.domAvailability)(p))), src('product-page', (p) => (productPage(p) ? ['InStock'] : []))],
    sku: [src('stated', (p, i) => (0, cross_check_js_1.statedSkus)(p, (0, dom_fields_js_1.labelledValue)(p, i))), src('label', (p, i) => (0, dom_fields_js_1.labelledValue)(p, i).filter((v) => /\d/.test(v))), src('url', (p) => one((0, url_id_js_1.urlIdentifier)(p.url, p.html))), src('dom', (p) => one((0, dom_fields_js_1.domIdentifier)(p)))],
    mpn: [structured, meta, src('label', (p, i) => (0, dom_fields_js_1.labelledValue)(p, i).filter((v) => /\d/.test(v)))],
    gtin: [structured, meta, src('label', (p, i) => (0, dom_fields_js_1.labelledValue)(p, i).filter((v) => /\d/.test(v)))],
    brand: [structured, meta, labelled, src('dom', (p) => one((0, dom_fields_js_1.domBrand)(p)))],
    title: [structured, src('meta', (p, i) => (0, structured_fields_js_1.metaValues)(p, i.kind).map((t) => (0, page_title_js_1.withoutSiteName)(p, t) ?? '')), src('h1', (p) => one((0, values_js_1.cleanText)(p.$('h1').first().text()))), src('head-title', (p) => one((0, page_title_js_1.withoutSiteName)(p, p.$('title').first().text())))],
    description: [structured, meta, src('excerpt', (p) => one(p.content.excerpt))],
    // the last change's date when asked for and stated (modified-date.ts), else the date's own sources
    date: [src('modified', (p, i) => ((0, modified_date_js_1.asksModified)(i) ? (0, modified_date_js_1.modifiedDates)(p) : [])), structured, meta, src('time', (p) => one(p.$('time[datetime]').first().attr('datetime'))), labelled, src('content', (p) => one(p.content.published_time))],
    author: [structured, meta, labelled, src('content', (p) => one(p.content.byline)), src('rel-author', (p) => one((0, values_js_1.cleanText)(p.$('[rel="author"]').first().text()))), src('twitter', (p) => p.meta.get('twitter:creator') ?? []), src('byline', (p) => (0, page_facts_js_1.bylines)(p))],
    // an article's publisher is the site that publishes it (an event's, a job's or a home's is not: null where the
    // page states none); a "publishing house" or an imprint is a book's, never a news site
    publisher: [structured, meta, labelled, src('site-name', (p, i) => (!sitePublishes(p) || BOOK_PUBLISHER.test(i.said) ? [] : (0, page_facts_js_1.siteNames)(p))), classNamed],
    // an image's other tags and a logo's or a tracker's address are no picture of the page (page-images.ts)
    image: [src('structured', (p, i) => (0, structured_fields_js_1.structuredValues)(p, i.kind).filter((v) => !(0, page_images_js_1.notAPicture)(v))), src('meta', (p, i) => (0, structured_fields_js_1.metaValues)(p, i.kind).filter((v) => !(0, page_images_js_1.notAPicture)(v))), src('first-image', (p) => one(mainImage(p)))],
    url: [src('canonical', (p) => one(p.$('link[rel="canonical"]').attr('href'))), meta, structured, src('address', (p) => one(p.url))],
    email: [structured, src('mailto', (p) => p.$('a[href^="mailto:" i]').map((_, a) => p.$(a).attr('href') ?? '').get()), labelled, src('text', (p) => one((0, values_js_1.parseEmail)(p.$('body').text())))],
    phone: [structured, src('tel', (p) => p.$('a[href^="tel:" i]').map((_, a) => p.$(a).attr('href') ?? '').get()), labelled],
    content: [src('main-content', (p) => one(p.content.text)), structured],
    text: [src('structured', (p, i) => one((0, structured_fields_js_1.structuredByName)(p, i.words))), labelled, answerFinder, classNamed],
};
const FAIR_SIZE = 48;
const LARGE = 200;
/** the item's image: the article's or main part's first picture (no furniture: page-images.ts) of a fair size, a large one first */
function mainImage(page) {
    for (const scope of ['article', 'main', 'body']) {
        const imgs = (0, page_images_js_1.pictures)(page, scope).filter((img) => (0, page_images_js_1.imageSignals)(page, img).size >= FAIR_SIZE);
        if (!imgs.length)
            continue;
        const large = imgs.find((img) => (0, page_images_js_1.imageSignals)(page, img).size >= LARGE);
        return page.$(large ?? imgs[0]).attr('src') ?? undefined;
    }
    return undefined;
}
/** "the logo": the site's own image, asked as such (not the page's picture) */
const LOGO_SOURCES = [src('logo', (p) => one((0, page_images_js_1.siteLogo)(p)))];
/** an article by its markup, its og:type or a byline the page's readers find ("By Oona Brandt") */
const outletPage = (p) => (0, main_item_js_1.articlePage)(p) || (!(0, main_item_js_1.mainThing)(p) && (0, page_facts_js_1.bylines)(p).length > 0);
/**
 * The site publishes the page itself: an article, or a page the site declares its own (og:type website: a
 * release note, a product tour) that is no item's. A product's, a book's, an event's, a job's or a home's
 * publisher is not the site: null where the page states none (a page that declares nothing stays unread).
 */
const siteOwnPage = (p) => /^website$/i.test(p.meta.get('og:type')?.[0]?.trim() ?? '') && !(0, main_item_js_1.mainThing)(p) && !(0, item_facts_js_1.labelsAnItem)(p) && !productPage(p);
const sitePublishes = (p) => outletPage(p) || siteOwnPage(p);
const BOOK_PUBLISHER = /\b(publishing (house|company|firm)|imprint)\b/;
const DEFAULT_SOURCES = [structured, meta, labelled, classNamed];
/** what the site calls itself, for "the name of the website" */
exports.SITE_SOURCES = [src('site-name', (p) => (0, page_facts_js_1.siteNames)(p))];
/** the site's own address ("website url"): its home page, from the page's canonical address or its own */
const SITE_ADDRESS = [src('site-home', (p) => {
        for (const raw of [p.$('link[rel="canonical"]').attr('href'), p.url]) {
            try {
                if (raw)
                    return [`${new URL(raw, p.url ?? undefined).origin}/`];
            }
            catch {
                // not an address: the next one
            }
        }
        return [];
    })];
function sourcesOf(intent) {
    if ((0, page_furniture_js_1.asksForFurniture)(intent))
        return LOGO_SOURCES;
    if (intent.subject === 'site' && intent.kind === 'title')
        return exports.SITE_SOURCES;
    if (intent.subject === 'site' && intent.kind === 'url')
        return SITE_ADDRESS;
    // "author.url": the author's own page, not this page's address
    const owner = (0, owner_links_js_1.linkOwner)(intent);
    if (owner)
        return [src('owner-link', (p) => (0, owner_links_js_1.ownerLinks)(p, owner))];
    // the answer finder reads questions about something in particular (field-sources.ts); "who wrote it" asked of the
    // prose would name whoever a sentence mentions, not the page's author
    return exports.SOURCES[intent.kind] ?? DEFAULT_SOURCES;
}
//# sourceMappingURL=sources.js.map