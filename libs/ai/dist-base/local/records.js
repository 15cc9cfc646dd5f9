"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.listRecords = listRecords;
exports.extractRecordsFrom = extractRecordsFrom;
// Prompt + schema extraction: the repeated records that fit the prompt, each mapped onto the schema's
// properties (or the prompt's nouns), coerced to the property types.
const platform_1 = require("@gleaner/platform");
const schema_js_1 = require("../schema.js");
const repeated_js_1 = require("./repeated.js");
const record_fields_js_1 = require("./record-fields.js");
const prompt_keys_js_1 = require("./prompt-keys.js");
const fields_js_1 = require("./fields.js");
const intent_js_1 = require("./intent.js");
function isEmpty(record) {
    return Object.values(record).every((v) => v === null || (Array.isArray(v) && v.length === 0));
}
/** Drops nulls the schema does not allow: an absent optional property validates, a null may not. */
function fit(record, props) {
    const out = {};
    for (const p of props) {
        const v = p.schema && Object.keys(p.schema).length ? (0, schema_js_1.coerce)(record[p.name], p.schema) : record[p.name] ?? null;
        const t = p.schema?.type;
        const nullable = t === undefined || t === 'null' || (Array.isArray(t) && t.includes('null'));
        if (v === null && !nullable)
            continue;
        out[p.name] = v;
    }
    return out;
}
function listRecords(page, prompt, props) {
    const wantsPrice = props.some((p) => (0, intent_js_1.fieldIntent)(p.name, p.description).kind === 'price');
    const words = (0, prompt_keys_js_1.promptWords)(prompt);
    // a page of one or two items is still a list of records
    const groups = (0, repeated_js_1.findRecordGroups)(page.$, words, wantsPrice, { small: true });
    const chosen = (0, repeated_js_1.selectGroups)(groups, words.length === 0);
    const ctx = { $: page.$, url: page.url };
    const records = [];
    for (const el of chosen.flatMap((g) => g.elements)) {
        const raw = {};
        for (const p of props)
            raw[p.name] = (0, record_fields_js_1.recordValue)(ctx, el, p.name, p.description);
        if (!isEmpty(raw))
            records.push(fit(raw, props));
    }
    return records;
}
function extractRecordsFrom(page, req) {
    if (!req.schema) {
        const props = (0, prompt_keys_js_1.keysFromPrompt)(req.prompt).map((name) => ({ name, description: '', schema: {} }));
        const data = listRecords(page, req.prompt, props);
        return { data, items: data.length };
    }
    const shape = (0, schema_js_1.schemaShape)(req.schema);
    if (shape.mode === 'list') {
        // a record lacking a required property is not a record of the kind asked for: it is left out
        const found = listRecords(page, req.prompt, shape.items);
        const list = found.filter((r) => (0, schema_js_1.validateAgainst)(shape.itemSchema, r).length === 0);
        // none has what the schema requires: an empty list would be an answer the page does not give
        const required = shape.itemSchema.required;
        if (!list.length && Array.isArray(required) && required.length) {
            const missing = required.filter((r) => found.every((rec) => rec[String(r)] === null || rec[String(r)] === undefined));
            const why = found.length ? `none of the ${found.length} records found on the page states` : 'no records found on the page: nothing states';
            throw new platform_1.GleanerError('extraction_failed', `${why} the required ${(missing.length ? missing : required).join(', ')}`, { details: { required, missing, records_found: found.length } });
        }
        return { data: shape.wrapKey ? { [shape.wrapKey]: list } : list, items: list.length };
    }
    const found = (0, fields_js_1.extractFields)(page, Object.fromEntries(shape.props.map((p) => [p.name, p.description || p.name])));
    const data = fit(found, shape.props);
    return { data, items: 1 };
}
//# sourceMappingURL=records.js.map