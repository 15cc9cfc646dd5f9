"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.FORMAT_WORDS = void 0;
exports.itemFormat = itemFormat;
exports.itemPageCount = itemPageCount;
const structured_fields_js_1 = require("./structured-fields.js");
const item_labels_js_1 = require("./item-labels.js");
const option_groups_js_1 = require("./option-groups.js");
const label_languages_js_1 = require("./label-languages.js");
const line_breaks_js_1 = require("./line-breaks.js");
exports.FORMAT_WORDS = 'hardcover|hardback|paperback|trade paperback|mass market paperback|board book|spiral[- ]bound|library binding|kindle edition|e-?book|audiobook|audio cd|audio download|leather bound';
const FORMAT_LABEL = (0, label_languages_js_1.labelPattern)('format', 'format|binding|book format|cover|edition format|cover type');
const PAGES_LABEL = (0, label_languages_js_1.labelPattern)('pages', 'pages|page count|number of pages|print length|length|extent|no\\.? of pages');
/** "https://schema.org/Paperback" -> "Paperback", "EBook" -> "EBook" */
function formatName(value) {
    return value.replace(/^https?:\/\/schema\.org\//i, '').trim();
}
function itemFormat(page, thing) {
    for (const v of thing ? (0, structured_fields_js_1.atPath)(thing, 'bookFormat') : [])
        if (typeof v === 'string' && v.trim())
            return formatName(v);
    const labelled = (0, item_labels_js_1.labelValues)(page, FORMAT_LABEL)[0];
    if (labelled)
        return labelled;
    // "Edition: Paperback": an edition label whose value is a format (not "2nd")
    const edition = (0, item_labels_js_1.labelValues)(page, /^(edition|type)$/).find((v) => new RegExp(`^(${exports.FORMAT_WORDS})$`, 'i').test(v));
    if (edition)
        return edition;
    // a group of options that are formats, one chosen (buttons, chips): the chosen one, whatever the group's label
    const formatWord = new RegExp(`^(${exports.FORMAT_WORDS})$`, 'i');
    const group = (0, option_groups_js_1.optionGroups)(page.$).find((g) => g.options.every((o) => formatWord.test(o)));
    if (group)
        return group.chosen;
    // Amazon's "Paperback : 384 pages"
    const asLabel = (0, item_labels_js_1.labelPairs)(page, new RegExp(`^(${exports.FORMAT_WORDS})$`)).find((p) => /\d+\s+pages/i.test(p.value));
    if (asLabel)
        return asLabel.label;
    // "Paperback – 4 May 2022" beside the h1, or "(Hardcover)" in the head's title
    const near = new RegExp(`(?:^|[\\s(])(${exports.FORMAT_WORDS})(?:\\)|\\s+[–—-]|\\s*$)`, 'i');
    const h1 = (0, item_labels_js_1.visibleClean)(page.$('h1').first().text());
    const title = (0, item_labels_js_1.visibleClean)(page.$('title').first().text());
    const m = near.exec(h1) ?? new RegExp(`\\((${exports.FORMAT_WORDS})\\)`, 'i').exec(title);
    if (m)
        return m[1];
    // "Hardcover | 288 pages | September 9, 2025": the format part of the item's line of facts
    return countedLine(page)?.parts.find((p) => formatWord.test(p)) ?? null;
}
// a count of pages as books write it after the number: "288 pages", "288 pp.", "288pp", "288 p." (not "7 p.m.")
const PAGE_UNIT = String.raw `(?:pages?|pp\.?|pgs?\.?|p\.(?![\s]*m\b))(?![\p{L}])`;
const COUNT_ALONE = new RegExp(String.raw `^(\d{1,5})(?:\s*${PAGE_UNIT})?$`, 'iu');
const COUNT_IN = new RegExp(String.raw `\b(\d{1,5})\s*${PAGE_UNIT}`, 'iu');
const COUNT_LINE = new RegExp(String.raw `^(\d{1,5})\s*${PAGE_UNIT}$`, 'iu');
function pagesIn(text) {
    const m = COUNT_ALONE.exec(text.trim()) ?? COUNT_IN.exec(text);
    return m ? Number(m[1]) : null;
}
function itemPageCount(page, thing) {
    for (const v of thing ? (0, structured_fields_js_1.atPath)(thing, 'numberOfPages') : []) {
        const n = pagesIn(String(v));
        if (n)
            return n;
    }
    for (const v of (0, item_labels_js_1.labelValues)(page, PAGES_LABEL)) {
        const n = pagesIn(v);
        if (n)
            return n;
    }
    for (const p of (0, item_labels_js_1.labelPairs)(page, new RegExp(`^(${exports.FORMAT_WORDS})$`))) {
        const m = COUNT_IN.exec(p.value);
        if (m)
            return Number(m[1]);
    }
    // "312 pages" on its own in the item's details, or a part of its line of facts
    return countedLine(page)?.pages ?? null;
}
// the parts of a line of facts: "Hardcover | 288 pages | September 9, 2025", "Paperback · 240 pages", "Hardback, 416 pages"
const PART_SEPARATOR = /\s*[|·•]\s*|\s+[–—]\s+|,\s+/;
// a line of facts is short; an inline element's line is its parent's
const MAX_FACT_LINE = 120;
const INLINE = /^(span|b|strong|em|i|a|small|time|data)$/i;
/** the first line, outside the chrome, that is a count of pages or has one as a part of its facts; null when none */
function countedLine(page) {
    return page.remember('countedLine', () => {
        let found = null;
        const lineOf = (node) => {
            const own = (0, item_labels_js_1.visibleClean)(node.data);
            if (!COUNT_IN.test(own))
                return null;
            let el = node.parent;
            if (el && el.type === 'tag' && INLINE.test(el.tagName) && el.parent?.type === 'tag')
                el = el.parent;
            // the line of the element that holds the count (its <br> and blocks are lines of their own)
            const lines = el && el.type === 'tag' ? (0, line_breaks_js_1.shownLines)(el, MAX_FACT_LINE) : null;
            const line = (lines ?? []).map(item_labels_js_1.visibleClean).find((l) => COUNT_IN.test(l)) ?? own;
            for (const text of [line, own]) {
                const parts = text.split(PART_SEPARATOR).map((p) => p.trim()).filter(Boolean);
                const count = parts.map((p) => COUNT_LINE.exec(p)).find(Boolean);
                if (count)
                    return { pages: Number(count[1]), parts };
            }
            return null;
        };
        const walk = (node) => {
            if (found !== null)
                return;
            if (node.type === 'text') {
                found = lineOf(node);
                return;
            }
            if (node.type !== 'tag' && node.type !== 'root')
                return;
            if (node.type === 'tag' && /^(script|style|head|nav|footer|aside)$/i.test(node.tagName))
                return;
            for (const c of node.children ?? [])
                walk(c);
        };
        walk(page.$.root()[0]);
        return found;
    });
}
//# sourceMappingURL=item-format.js.map