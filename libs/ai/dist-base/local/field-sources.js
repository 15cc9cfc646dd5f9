"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.fieldSources = fieldSources;
const free_text_js_1 = require("./free-text.js");
const page_facts_js_1 = require("./page-facts.js");
const lexicon_js_1 = require("./lexicon.js");
const product_facts_js_1 = require("./product-facts.js");
const main_item_js_1 = require("./main-item.js");
const answer_shapes_js_1 = require("./answer-shapes.js");
const resolve_js_1 = require("./resolve.js");
const list_or_yes_no_js_1 = require("./list-or-yes-no.js");
const structured_fields_js_1 = require("./structured-fields.js");
const CODE_KINDS = /^(sku|mpn|gtin|currency|availability|image|url|email|phone)$/;
/** undefined stays undefined (not this source's field); null or '' is none; a value is one candidate */
const found = (v) => (v === undefined ? undefined : v === null || v === '' ? [] : [v]);
const namedTag = {
    // a key spelled as a meta tag ("og:image:width", "article:section") is that tag (structured-fields.ts)
    name: 'named-tag',
    answer: (p, i) => found((0, structured_fields_js_1.namedMetaTag)(p, i.name, i.kind)),
    silence: 'page-states-no-such-tag',
};
const productFacts = {
    // the was price, colours, units left, rating and scale, shipping (product-facts.ts)
    name: 'product-fact',
    answer: (p, i) => found((0, product_facts_js_1.productFact)(p, i.name, i.description)),
    silence: 'product-fact-not-stated',
};
const itemFacts = {
    // the main item's publisher, venue, servings... named by the field's words (main-item.ts)
    name: 'item-fact',
    answer: (p, i) => found((0, main_item_js_1.mainItemFact)(p, i)),
    silence: 'item-page-states-no-such-fact',
};
const question = {
    // a question about something the page mentions ("the time at which the show starts") is the prose's to
    // answer: the kind's sources would give the page's own date, price or author
    name: 'answer-finder',
    answer: (p, i) => (i.kind !== 'content' && (0, free_text_js_1.asksQuestion)(i.description, i) && !list_or_yes_no_js_1.MANY_WORDS.test(i.description) ? found((0, free_text_js_1.freeTextAnswer)(p, i)) : undefined),
    silence: 'not-the-particular-thing-asked',
};
const yesOrNo = {
    name: 'yes-no',
    answer: (p, i) => (i.type === 'boolean' ? found((0, answer_shapes_js_1.yesNo)(p, i)) : undefined),
    silence: 'no-state-to-say-yes-or-no',
};
const count = {
    name: 'count',
    answer: (p, i) => (i.type === 'count' && i.counted ? [(0, page_facts_js_1.countIn)(p, lexicon_js_1.COUNTABLE[i.counted])] : undefined),
};
const mainItem = {
    // the main item of an item page: its title, authors and date (main-item.ts)
    name: 'main-item',
    answer: (p, i) => {
        const v = (0, main_item_js_1.mainItemAnswer)(p, i);
        return v === undefined ? [] : [v];
    },
};
const list = {
    name: 'list',
    answer: (p, i) => {
        if (!i.plural)
            return undefined;
        const values = (0, answer_shapes_js_1.listFor)(p, i);
        return values.length ? [values] : [];
    },
    silence: 'not-a-list',
};
const lastResort = {
    // the kind's sources found nothing: the page's text may still say it ("the date the tour ends")
    name: 'answer-finder',
    answer: (p, i) => (i.kind !== 'text' && i.specific.length && !CODE_KINDS.test(i.kind) ? found((0, free_text_js_1.freeTextAnswer)(p, i)) : undefined),
};
/** the sources of one field, most trusted first */
function fieldSources(intent) {
    return [namedTag, productFacts, itemFacts, question, yesOrNo, count, mainItem, list, ...(0, resolve_js_1.kindSources)(intent), lastResort];
}
//# sourceMappingURL=field-sources.js.map