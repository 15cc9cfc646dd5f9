"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.asksTime = void 0;
exports.extractField = extractField;
exports.extractFields = extractFields;
// Fields described in natural language: what each asks is read once from its key and description
// (intent.ts), then one resolver ranks the candidates of every source that can hold it (resolve.ts).
// The product's and the main item's facts, the prose's answer to a particular question and the kind's
// sources are all sources of that one ranking (field-sources.ts); no credible candidate anywhere is null.
const intent_js_1 = require("./intent.js");
const main_item_js_1 = require("./main-item.js");
const item_moments_js_1 = require("./item-moments.js");
const resolve_js_1 = require("./resolve.js");
const field_sources_js_1 = require("./field-sources.js");
const aligned_lists_js_1 = require("./aligned-lists.js");
const plural_keys_js_1 = require("./plural-keys.js");
// a field that asks a time of day: the moment; any other date field is the day
const TIME_WORDS = /\b(time|times|hour|hours|datetime|timestamp|clock|o'clock)\b/;
const DAY_WORDS = /\b(date|day)\b/;
/** the field asks a moment ("start time", "date and time", "when does it start", "starts_at"), not a day */
const asksTime = (intent) => TIME_WORDS.test(intent.said) || ((0, main_item_js_1.asksStart)(intent) && !DAY_WORDS.test(intent.said));
exports.asksTime = asksTime;
/**
 * The field's answer: the best credible candidate of every source (field-sources.ts), or null. A list is
 * asked as a list: a plural key of a field the page's one item has once is a list of that one value, on a
 * listing the items' values (plural-keys.ts).
 */
function extractField(page, name, description) {
    const intent = (0, intent_js_1.fieldIntent)(name, description);
    const one = (0, plural_keys_js_1.oneOfEach)(intent);
    if (one) {
        const many = intent.subject === 'site' || (0, plural_keys_js_1.aboutOneItem)(page) ? null : (0, plural_keys_js_1.listedValues)(page, intent);
        if (many)
            return many;
        const v = answerOf(page, one);
        // a question's answer is the one thing it asks ("doors: what time do they open?"), not a list of it
        return v === null || intent.question ? v : [v];
    }
    return answerOf(page, intent);
}
function answerOf(page, intent) {
    const value = (0, resolve_js_1.rank)(page, intent, (0, field_sources_js_1.fieldSources)(intent))[0]?.value ?? null;
    // a date is YYYY-MM-DD, the local day as written ("2026-03-03T18:00+01:00" is 2026-03-03): the moment
    // ("2026-03-03T18:00:00+01:00", the offset as the page gives it) only when a time is asked
    if (intent.kind !== 'date' || typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T/.test(value))
        return value;
    const moment = (0, item_moments_js_1.isoMoment)(value);
    return !moment ? value : (0, exports.asksTime)(intent) ? (0, item_moments_js_1.momentText)(moment) : moment.day;
}
function extractFields(page, fields) {
    const out = {};
    // lists of the items' parts asked together come from the same items, index by index (aligned-lists.ts)
    const lists = (0, aligned_lists_js_1.alignedItemLists)(page, fields);
    for (const [name, description] of Object.entries(fields))
        out[name] = lists.get(name) ?? extractField(page, name, description ?? '');
    return out;
}
//# sourceMappingURL=fields.js.map