"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.productFact = productFact;
const fact_kinds_js_1 = require("./fact-kinds.js");
const structured_fields_js_1 = require("./structured-fields.js");
const dom_fields_js_1 = require("./dom-fields.js");
const values_js_1 = require("./values.js");
const fact_readers_js_1 = require("./fact-readers.js");
const LABEL = {
    was: /^(was|rrp|msrp|srp|list price|regular price|original price|old price|compare at( price)?|retail price|usual price|normal price|before|reg\.?( price)?)$/i,
    stock: /^((in )?stock|inventory|remaining( stock)?|stock (left|level|remaining|count|quantity|on hand)|(units|quantity|qty|items) (left|available|remaining|in stock)|available (quantity|units)|on hand)$/i,
    rating: /^((average |customer |overall |user |our )?(rating|score)|stars|rated)$/i,
    shipping: /^((standard |express )?(shipping|delivery|postage|p&p|carriage)( (cost|costs|fee|fees|price|charge|charges|rate))?)$/i,
    colours: /^((available )?(colou?rs?|colou?rways?|shades?)( options| available)?)$/i,
};
function labelled(page, re) {
    return page.labels.filter((p) => re.test(p.label.trim())).map((p) => p.value);
}
function body(page) {
    return page.$('body')[0] ?? null;
}
/** the page's own current price, to tell an earlier price from it */
function currentPrice(page) {
    for (const raw of (0, structured_fields_js_1.structuredValues)(page, 'price')) {
        const m = (0, values_js_1.parseMoney)(raw, true);
        if (m && m.amount > 0)
            return m.amount;
    }
    return (0, dom_fields_js_1.domPrices)(page)[0]?.amount ?? null;
}
function wasPrice(page, root) {
    const candidates = [];
    for (const thing of (0, structured_fields_js_1.rankedThings)(page.things, 'price')) {
        for (const spec of (0, structured_fields_js_1.atPath)(thing, 'offers.priceSpecification')) {
            const s = spec;
            if (/ListPrice|Strikethrough|MSRP|SRP/i.test(String(s.priceType ?? '')))
                candidates.push((0, values_js_1.parseNumber)(String(s.price ?? '')) ?? 0);
        }
    }
    for (const v of page.meta.get('product:original_price:amount') ?? [])
        candidates.push((0, values_js_1.parseNumber)(v) ?? 0);
    for (const v of labelled(page, LABEL.was))
        candidates.push((0, fact_readers_js_1.amountOf)(v) ?? 0);
    if (root)
        candidates.push(...(0, fact_readers_js_1.wasPrices)(page.$, root));
    const now = currentPrice(page);
    // an earlier price is above the price the page sells at now, and not another product's (at most 4 times it)
    return candidates.find((c) => c > 0 && (now === null || (c > now && c <= 4 * now))) ?? null;
}
function structuredRating(page) {
    for (const thing of (0, structured_fields_js_1.rankedThings)(page.things, 'rating')) {
        for (const agg of (0, structured_fields_js_1.atPath)(thing, 'aggregateRating')) {
            const a = agg;
            const value = (0, values_js_1.parseNumber)(String(a.ratingValue ?? ''));
            if (value === null)
                continue;
            const best = (0, values_js_1.parseNumber)(String(a.bestRating ?? ''));
            // schema.org's stated default: a rating without bestRating is out of 5
            return { value, best: best ?? (value <= 5 ? 5 : null) };
        }
    }
    return null;
}
function rating(page, root) {
    const structured = structuredRating(page);
    if (structured)
        return structured;
    for (const v of labelled(page, LABEL.rating)) {
        const r = (0, fact_readers_js_1.ratingOfText)(v, true);
        if (r)
            return r;
    }
    return root ? (0, fact_readers_js_1.statedRating)(page.$, root) : null;
}
function stockCount(page, root, counted) {
    // "places left": the page's count of places, not its stock
    if (counted)
        return root ? (0, fact_readers_js_1.unitsLeft)(page.$, root, false, counted) : null;
    for (const thing of (0, structured_fields_js_1.rankedThings)(page.things, 'availability')) {
        for (const v of [...(0, structured_fields_js_1.atPath)(thing, 'offers.inventoryLevel.value'), ...(0, structured_fields_js_1.atPath)(thing, 'offers.inventoryLevel')]) {
            const n = (0, values_js_1.parseNumber)(String(v));
            if (n !== null && typeof v !== 'object')
                return Math.round(n);
        }
    }
    for (const v of labelled(page, LABEL.stock)) {
        if (/^\s*\d/.test(v))
            return Math.round((0, values_js_1.parseNumber)(v) ?? 0);
    }
    return root ? (0, fact_readers_js_1.unitsLeft)(page.$, root) : null;
}
function shipping(page, root) {
    for (const thing of (0, structured_fields_js_1.rankedThings)(page.things, 'price')) {
        for (const v of (0, structured_fields_js_1.atPath)(thing, 'offers.shippingDetails.shippingRate.value')) {
            const n = (0, values_js_1.parseNumber)(String(v));
            if (n !== null)
                return n;
        }
    }
    for (const v of labelled(page, LABEL.shipping)) {
        const n = (0, fact_readers_js_1.amountOf)(v);
        if (n !== null)
            return n;
    }
    return root ? (0, fact_readers_js_1.shippingCost)(page.$, root) : null;
}
function colours(page, root) {
    const out = [];
    for (const thing of (0, structured_fields_js_1.rankedThings)(page.things, 'brand')) {
        for (const path of ['color', 'hasVariant.color', 'offers.itemOffered.color']) {
            for (const v of (0, structured_fields_js_1.atPath)(thing, path))
                if (typeof v === 'string' && v.trim())
                    out.push(...v.split(/\s*[,/|]\s*/));
        }
    }
    if (!out.length && root)
        out.push(...(0, fact_readers_js_1.offeredColours)(page.$, root));
    if (!out.length)
        for (const v of labelled(page, LABEL.colours))
            out.push(...v.split(/\s*(?:,|\/|\||\band\b|\bor\b)\s*/i).filter(Boolean));
    return [...new Map(out.map((c) => [c.trim().toLowerCase(), c.trim()])).values()].filter(Boolean);
}
function answer(ask, page) {
    const root = body(page);
    switch (ask.fact) {
        case 'was_price':
            return wasPrice(page, root);
        case 'stock_count': {
            // a count of a thing other than the stock that the page does not state is left to the other sources
            const n = stockCount(page, root, ask.counted);
            return n === null && ask.counted ? undefined : n;
        }
        case 'rating':
            return rating(page, root)?.value ?? null;
        case 'rating_scale':
            return rating(page, root)?.best ?? null;
        case 'shipping': {
            const cost = shipping(page, root);
            return ask.yesNo ? (cost === null ? null : cost === 0) : cost;
        }
        case 'colours': {
            const list = colours(page, root);
            if (!list.length)
                return null;
            return ask.list ? list : list[0];
        }
    }
}
/** The value of a field asking for a product fact (null when the page does not say); undefined when it asks for none. */
function productFact(page, name, description) {
    const ask = (0, fact_kinds_js_1.factAsk)(name, description);
    if (!ask)
        return undefined;
    return answer(ask, page);
}
//# sourceMappingURL=product-facts.js.map