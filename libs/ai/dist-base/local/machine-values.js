"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.markMachineValues = markMachineValues;
// Elements that carry the machine value of what they show: <data value="3">Three</data>, a <meter> or a
// <progress> (a gauge: its fallback text is not what a browser shows, its value is). Their text is read as
// that value, once when the page is parsed, so every reader of element text reads "3 bedrooms", not "Three
// bedrooms". (<time datetime> keeps its text: the date readers read its datetime attribute themselves, and
// its text may be the page's own wording of a duration, "25 mins".)
// A <data> whose text already holds digits keeps it (the page's own figure, "£1,200"), as does a <data> of
// more than one word ("Three bedrooms": its value would drop the noun) and a <data> whose value is no number
// (a product code: its text is the name people read). Where the element carries nothing else (no itemprop,
// class or id a reader may look for), it is replaced by its value as plain text, joined to the text around
// it, so a line of one count and its noun is one line of text.
const domhandler_1 = require("domhandler");
const parsed_walk_js_1 = require("./parsed-walk.js");
const NUMBER = /^[+-]?\d+(?:\.\d+)?$/;
const GAUGES = new Set(['meter', 'progress']);
/** the value to read instead of the element's text, or null to keep the text */
function machineValue(el) {
    const tag = el.tagName.toLowerCase();
    const value = (el.attribs?.value ?? '').trim();
    if (!NUMBER.test(value))
        return null;
    if (tag === 'data') {
        const text = (0, parsed_walk_js_1.parsedText)(el).trim();
        return /\d/.test(text) || /\s/.test(text) ? null : value;
    }
    return GAUGES.has(tag) ? value : null;
}
/** whether a reader may look for the element itself (microdata, a named class or id) */
const named = (el) => Object.keys(el.attribs ?? {}).some((a) => a !== 'value' && a !== 'min' && a !== 'max' && a !== 'low' && a !== 'high' && a !== 'optimum');
function replaceWithText(el, value) {
    const parent = el.parent;
    if (!parent)
        return;
    const kids = parent.children;
    const i = kids.indexOf(el);
    const prev = kids[i - 1];
    const next = kids[i + 1];
    // joined to the text on either side: one text node, as if the page had written the value
    let text = value;
    let from = i;
    let to = i;
    if (prev && prev.type === 'text') {
        text = prev.data + text;
        from = i - 1;
    }
    if (next && next.type === 'text') {
        text += next.data;
        to = i + 1;
    }
    const node = new domhandler_1.Text(text);
    node.parent = parent;
    kids.splice(from, to - from + 1, node);
    node.prev = kids[from - 1] ?? null;
    node.next = kids[from + 1] ?? null;
    if (node.prev)
        node.prev.next = node;
    if (node.next)
        node.next.prev = node;
}
function setText(el, value) {
    const node = new domhandler_1.Text(value);
    node.parent = el;
    el.children = [node];
}
/** reads <data value>, <meter> and <progress> as their values (see above); call once on a parsed document */
function markMachineValues(root) {
    const found = [];
    (0, parsed_walk_js_1.walkParsed)(root, (node) => {
        if (node.type === 'text')
            return;
        const el = node;
        const tag = el.tagName.toLowerCase();
        if (tag !== 'data' && !GAUGES.has(tag))
            return;
        found.push(el);
        return 'skip';
    });
    for (const el of found) {
        const value = machineValue(el);
        if (value === null)
            continue;
        if (named(el))
            setText(el, value);
        else
            replaceWithText(el, value);
    }
}
//# sourceMappingURL=machine-values.js.map