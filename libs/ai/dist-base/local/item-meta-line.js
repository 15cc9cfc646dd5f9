"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.metaLine = metaLine;
exports.metaPart = metaPart;
exports.orgLine = orgLine;
const title_lines_js_1 = require("./title-lines.js");
const item_labels_js_1 = require("./item-labels.js");
const item_dates_js_1 = require("./item-dates.js");
const date_order_js_1 = require("./date-order.js");
const values_js_1 = require("./values.js");
const text_js_1 = require("./text.js");
const SEPARATOR = /\s+[|·•–—]\s+|\s*[·|•]\s*|\s+-\s+/;
// the words before a date that say whose date it is
const ITEM_DATE_OPENER = /^(posted|published|added|listed|released|on sale|out)(\s+on)?\s*:?\s*/i;
const OTHER_DATE_OPENER = /^(closes?|closing|closing date|deadline|apply by|expires?|ends?|until|updated|modified)(\s+on)?\s*:?\s*/i;
// a date relative to a day the page does not give: a date, but not one that can be written down honestly
const RELATIVE = /^(?:posted\s+|added\s+)?(?:(?:\d+|an?|one)\+?\s+(?:minute|hour|day|week|month|year)s?\s+ago|today|yesterday|just now|just posted|new)$/i;
const TERMS = /^(full[- ]?time|part[- ]?time|permanent|temporary|temp|contract|contractor|fixed[- ]term(?: contract)?|freelance|internship|intern|apprenticeship|seasonal|hybrid|on[- ]?site|in[- ]office|graduate|entry[- ]level|volunteer|shift work|flexible hours?)$/i;
// places by their shape: "Remote", "Remote (UK)", "Leeds, West Yorkshire", a postcode
const REMOTE = /^(fully\s+)?(remote|anywhere|worldwide|work from home|home[- ]based)\b/i;
const POSTCODE = /\b([A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|\d{4}\s?[A-Z]{2}|\d{5}(-\d{4})?)\b/;
// an organisation by its legal form or the kind of body it is
const ORG = /\b(ltd|limited|inc|incorporated|llc|llp|lp|plc|gmbh|ag|kg|bv|b\.v|nv|n\.v|sa|s\.a|sas|sarl|srl|spa|oy|ab|a\/s|aps|pty|co|corp|corporation|company|group|holdings|partners|associates|foundation|trust|council|university|college|hospital|nhs|agency|studio|studios|labs)\.?$/i;
const NAME = /^[\p{Lu}\d][\p{L}\d'’&.-]*(\s+(&|and|of|the|de|van|von|[\p{Lu}\d][\p{L}\d'’&.-]*))*$/u;
function typeOf(text, page) {
    const order = (0, date_order_js_1.dateOrder)(page);
    if (RELATIVE.test(text))
        return { text, type: 'relative-date' };
    if (OTHER_DATE_OPENER.test(text) && (0, item_dates_js_1.dateIn)(text, order))
        return { text, type: 'other-date' };
    const dated = text.replace(ITEM_DATE_OPENER, '');
    const date = dated.length <= 30 ? (0, item_dates_js_1.dateIn)(dated, order) : null;
    if (date && date.length >= 10)
        return { text, type: 'date', value: date };
    if (/^by\s+/i.test(text))
        return { text, type: 'person' };
    const money = /[£$€¥]|\b(usd|eur|gbp|chf)\b/i.test(text) ? (0, values_js_1.parseMoney)(text) : null;
    if (money && money.amount > 0)
        return { text, type: 'money', value: money.amount };
    if (TERMS.test(text))
        return { text, type: 'terms' };
    if (REMOTE.test(text) || POSTCODE.test(text))
        return { text, type: 'place' };
    if (!NAME.test(text.replace(/,\s+/g, ' ')) || text.split(/\s+/).length > 6)
        return { text, type: 'other' };
    if (ORG.test(text))
        return { text, type: 'org' };
    // "Leeds, West Yorkshire": a place and its region
    if (/^[^,]+,\s+[^,]+$/.test(text))
        return { text, type: 'place' };
    return { text, type: 'name' };
}
/** the parts of a line: split by its separator, or its small elements when it has no separator */
function partsOf(page, el, text) {
    const split = text.split(SEPARATOR).map((p) => p.trim()).filter(Boolean);
    if (split.length >= 2)
        return split;
    const kids = el.children.filter((c) => c.type === 'tag');
    if (kids.length < 2 || kids.length > 6)
        return split;
    const texts = kids.map((k) => (0, item_labels_js_1.visibleClean)(page.$(k).text())).filter(Boolean);
    // the elements are the whole line, not a few links inside a sentence
    return texts.join('').replace(/\s+/g, '').length >= text.replace(/\s+/g, '').length * 0.9 ? texts : split;
}
// a byline ("By X") has a shape too: "By Hannah Okafor · 9 September 2026" is a person and a date
const TYPED = new Set(['org', 'place', 'date', 'relative-date', 'other-date', 'money', 'terms', 'person']);
/** the item's meta line beside its title, its parts typed; null when it has none */
function metaLine(page, thing) {
    return page.remember('metaLine', () => {
        const headPieces = new Set((0, item_labels_js_1.visibleClean)(page.$('title').first().text()).split(/\s+[|·•–—-]\s+|\s*[|]\s*|\s+(?:at|in)\s+/).map(text_js_1.squash).filter(Boolean));
        for (const line of (0, title_lines_js_1.titleLines)(page, thing)) {
            // a table's or a list's rows of label and value ("Location Hexham", "Salary £31,500") are labelled facts, read by the labels
            if (line.text.length > 160 || /^(table|thead|tbody|tr|dl)$/i.test(line.el.tagName) || page.$(line.el).children('tr,tbody,thead,dt').length)
                continue;
            const texts = partsOf(page, line.el, line.text);
            if (texts.length < 2 || texts.length > 6 || texts.some((t) => t.length > 60))
                continue;
            const parts = texts.map((t) => typeOf(t, page));
            if (parts.some((p) => p.type === 'other' && /[.!?]$/.test(p.text)))
                continue;
            const typed = parts.filter((p) => TYPED.has(p.type)).length;
            const repeated = parts.filter((p) => (p.type === 'name' || p.type === 'org' || p.type === 'place') && headPieces.has((0, text_js_1.squash)(p.text))).length;
            // two parts of known shapes, or one and a name the head's title repeats: facts, not a row of links
            if (typed < 2 && !(typed >= 1 && repeated >= 1))
                continue;
            // names without a shape take the usual order's places: the organisation, then the place
            for (const p of parts) {
                if (p.type !== 'name')
                    continue;
                if (!parts.some((q) => q.type === 'org'))
                    p.type = 'org';
                else if (!parts.some((q) => q.type === 'place'))
                    p.type = 'place';
            }
            return parts;
        }
        return null;
    });
}
/** the text (or value) of the meta line's first part of a type, or null */
function metaPart(page, thing, type) {
    return metaLine(page, thing)?.find((p) => p.type === type) ?? null;
}
/** a line of its own under the title that is only an organisation by its legal form ("Fenwick & Daughters Ltd"): a posting's employer; null when none */
function orgLine(page, thing) {
    for (const line of (0, title_lines_js_1.titleLines)(page, thing)) {
        if (!line.after || line.text.length > 60)
            continue;
        const part = typeOf(line.text, page);
        if (part.type === 'org')
            return part.text;
    }
    return null;
}
//# sourceMappingURL=item-meta-line.js.map