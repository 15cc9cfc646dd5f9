"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.controlLabels = controlLabels;
const page_furniture_js_1 = require("./page-furniture.js");
const values_js_1 = require("./values.js");
// inputs that show their value as text in a box
const SHOWN = /^(|text|number|date|datetime-local|month|week|time|email|tel|url)$/i;
const MAX_LABEL = 40;
const MAX_VALUE = 120;
function namedElements($) {
    const ids = new Map();
    const labels = new Map();
    $('[id]').each((_, e) => {
        const id = e.attribs.id;
        if (!ids.has(id))
            ids.set(id, e);
    });
    $('label[for]').each((_, e) => {
        const id = e.attribs.for;
        if (!labels.has(id))
            labels.set(id, e);
    });
    return { ids, labels };
}
function nameOf($, el, named) {
    const a = el.attribs ?? {};
    if (a['aria-label'])
        return a['aria-label'];
    if (a['aria-labelledby']) {
        const words = a['aria-labelledby']
            .split(/\s+/)
            .map((id) => {
            const e = named.ids.get(id);
            return e ? $(e).text() : '';
        })
            .join(' ');
        if ((0, values_js_1.cleanText)(words))
            return words;
    }
    const label = a.id ? named.labels.get(a.id) : undefined;
    if (label)
        return $(label).text();
    // a <label> around the control: its own words, without the control's
    const around = $(el).closest('label');
    if (around.length)
        return around.clone().find('input,select,textarea,button').remove().end().text();
    return '';
}
function shownValue($, el) {
    const tag = el.tagName.toLowerCase();
    if (tag === 'input')
        return SHOWN.test(el.attribs?.type ?? '') ? (el.attribs?.value ?? '') : '';
    if (tag === 'textarea')
        return $(el).text();
    // a select shows its chosen option (the first when none is chosen: what a browser shows; only a chosen one is a value here)
    return $(el).find('option[selected]').first().text();
}
/** label/value pairs of the page's form controls that show a value, in document order */
function controlLabels($) {
    const out = [];
    const controls = $('input[value],select,textarea');
    if (!controls.length)
        return out;
    const named = namedElements($);
    const elsewhere = (0, page_furniture_js_1.furnitureSelector)('controls');
    controls.each((_, node) => {
        const el = node;
        const value = (0, values_js_1.cleanText)(shownValue($, el));
        if (!value || value.length > MAX_VALUE)
            return;
        const label = (0, values_js_1.cleanText)(nameOf($, el, named)).replace(/\s*[:：]$/, '');
        if (!label || label.length > MAX_LABEL || label.toLowerCase() === value.toLowerCase())
            return;
        if ($(el).closest(elsewhere).length)
            return;
        out.push({ label, value });
    });
    return out;
}
//# sourceMappingURL=control-labels.js.map