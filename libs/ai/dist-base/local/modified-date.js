"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.asksModified = void 0;
exports.modifiedDates = modifiedDates;
const lexicon_js_1 = require("./lexicon.js");
const structured_fields_js_1 = require("./structured-fields.js");
const CHANGED = new Set(['update', 'updated', 'modified', 'modify', 'modification', 'revised', 'revision', 'edited', 'amended', 'changed'].map(lexicon_js_1.stem));
const MODIFIED_TAGS = ['article:modified_time', 'og:updated_time', 'dcterms.modified', 'dc.date.modified', 'last-modified', 'revised'];
/** a date asked as the last change's */
const asksModified = (i) => i.kind === 'date' && i.words.some((w) => CHANGED.has((0, lexicon_js_1.stem)(w)));
exports.asksModified = asksModified;
/** the dates the page states it was last changed on, structured data first */
function modifiedDates(page) {
    const out = [];
    for (const thing of (0, structured_fields_js_1.rankedThings)(page.things, 'date')) {
        for (const v of (0, structured_fields_js_1.atPath)(thing, 'dateModified'))
            if (typeof v === 'string' && v.trim())
                out.push(v.trim());
        if (out.length)
            return out;
    }
    for (const tag of MODIFIED_TAGS)
        out.push(...(page.meta.get(tag) ?? []));
    return out;
}
//# sourceMappingURL=modified-date.js.map