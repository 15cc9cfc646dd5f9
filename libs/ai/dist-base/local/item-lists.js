"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.itemWords = itemWords;
exports.wantsItems = wantsItems;
exports.sectionList = sectionList;
exports.itemValues = itemValues;
// A field asking for many things ("the names of all the products", "prices of the listed rooms") is
// answered from the page's repeated items: the records engine finds the items, and the part of each
// that the description names is read, in page order.
const intent_js_1 = require("./intent.js");
const repeated_js_1 = require("./repeated.js");
const record_fields_js_1 = require("./record-fields.js");
const prompt_keys_js_1 = require("./prompt-keys.js");
const words_js_1 = require("../answer/words.js");
const values_js_1 = require("./values.js");
const text_js_1 = require("./text.js");
// Kinds a page has one of, or lists whole (every link, every image, its tags): read per item only when
// the description names the items ("links of the articles", not "all links").
const PAGE_LISTS = new Set(['url', 'image', 'category', 'email', 'phone', 'price', 'currency']);
/** the words of a description that name things rather than the field's kind ("products" in "names of the products") */
function itemWords(intent) {
    return (0, prompt_keys_js_1.promptWords)(intent.description).filter((w) => (0, intent_js_1.fieldIntent)(w, '').kind === 'text' && !/^(names?|values?|things?|ones?|kinds?|types?|pages?|site|website|listed|shown|available|different|various)$/.test(w));
}
function wantsItems(intent) {
    return !PAGE_LISTS.has(intent.kind) || itemWords(intent).length > 0;
}
/** "list of ingredients": the list that follows a heading naming them ("Ingredients", "Key features") */
function sectionList(page, intent) {
    const $ = page.$;
    const wanted = itemWords(intent).map((w) => (0, words_js_1.keyOf)(w));
    if (!wanted.length)
        return [];
    let found = [];
    $('h1,h2,h3,h4,h5,h6,dt,th,strong,b,caption,legend,summary').each((_, el) => {
        if (found.length)
            return false;
        const heading = (0, words_js_1.tokenize)($(el).text()).map((t) => t.key);
        if (!heading.length || heading.length > 6 || !wanted.some((w) => heading.includes(w)))
            return undefined;
        // the first list after the heading, before the next heading
        let next = $(el).nextAll().first();
        for (let i = 0; i < 4 && next.length && !/^h[1-6]$/i.test(next.prop('tagName') ?? ''); i++, next = next.next()) {
            const list = next.is('ul,ol') ? next : next.find('ul,ol').first();
            if (list.length) {
                found = list.children('li').map((_, li) => (0, values_js_1.cleanText)($(li).text())).get().filter(Boolean);
                break;
            }
        }
        return found.length ? false : undefined;
    });
    return found;
}
function itemValues(page, intent) {
    const words = (0, prompt_keys_js_1.promptWords)(`${intent.description} ${intent.name.replace(/[_-]+/g, ' ')}`);
    const groups = (0, repeated_js_1.findRecordGroups)(page.$, words, intent.kind === 'price');
    const chosen = (0, repeated_js_1.selectGroups)(groups, false);
    const ctx = { $: page.$, url: page.url };
    const elements = chosen.flatMap((g) => g.elements);
    let values = elements.map((el) => (0, record_fields_js_1.recordValue)(ctx, el, intent.name, intent.description)).filter((v) => v !== null && v !== '' && !(Array.isArray(v) && !v.length));
    // "all rows", "the entries": no part of the items is named, so the items themselves are asked for
    if (!values.length && intent.kind === 'text')
        values = elements.map((el) => (0, text_js_1.elementText)(el)).filter(Boolean);
    // a group where few items have the part asked for is not the list asked for
    return values.length >= 2 && values.length >= 0.5 * elements.length ? values : [];
}
//# sourceMappingURL=item-lists.js.map