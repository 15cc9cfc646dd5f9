"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.eventLabels = void 0;
exports.itemDate = itemDate;
const structured_js_1 = require("./structured.js");
const structured_fields_js_1 = require("./structured-fields.js");
const item_labels_js_1 = require("./item-labels.js");
const item_dates_js_1 = require("./item-dates.js");
const date_order_js_1 = require("./date-order.js");
const item_block_date_js_1 = require("./item-block-date.js");
const item_facts_js_1 = require("./item-facts.js");
const item_meta_line_js_1 = require("./item-meta-line.js");
const item_moments_js_1 = require("./item-moments.js");
const yearless_dates_js_1 = require("./yearless-dates.js");
const event_start_label_js_1 = require("./event-start-label.js");
const label_languages_js_1 = require("./label-languages.js");
/** the page labels an event's venue or its tickets */
const eventLabels = (page, thing) => (0, item_facts_js_1.admissionPrice)(page) !== null || (0, item_facts_js_1.itemFact)(page, thing, 'place') !== null;
exports.eventLabels = eventLabels;
function thingDatePaths(thing) {
    const types = (0, structured_js_1.typeNames)(thing).join(' ');
    if (/event|festival/.test(types))
        return ['startDate', 'datePublished'];
    if (/jobposting|realestatelisting/.test(types))
        return ['datePosted', 'datePublished'];
    return ['datePublished', 'dateCreated', 'datePosted', 'startDate'];
}
// labels in the order they are trusted to date the item
const DATE_LABELS = [
    (0, label_languages_js_1.labelPattern)('publication_date', 'publication date|pub\\.? date|date of publication|published|date published|first published|publish date|release date|released|on sale|on sale date'),
    /^(date posted|posted|listed|date listed|listing date|added|date added|first listed|online|offered|advertised)$/,
    (0, label_languages_js_1.labelPattern)('date', 'date|when|event date|dates'),
];
// a date label is the event's word with the preposition that dates it: "Listed since", "Posted on", "Online from"
const DATING = /\s+(on|since|from|at|as of)$/;
const OPENER = /^(published|posted|added|listed|released|updated|first published)(\s+on)?\s*:?\s+/i;
function itemDate(page, thing) {
    return page.remember('itemDate', () => {
        const order = (0, date_order_js_1.dateOrder)(page);
        if (thing) {
            for (const path of thingDatePaths(thing)) {
                for (const v of (0, structured_fields_js_1.atPath)(thing, path)) {
                    const d = typeof v === 'string' ? (0, item_dates_js_1.dateIn)(v, order) : null;
                    if (d)
                        return d;
                }
            }
        }
        const labelled = (0, item_labels_js_1.labelPairs)(page, /./).map((p) => ({ label: p.label.toLowerCase().replace(DATING, ''), value: p.value }));
        for (const re of DATE_LABELS) {
            for (const v of labelled.filter((p) => re.test(p.label)).map((p) => p.value)) {
                const d = (0, item_dates_js_1.dateIn)(v, order) ?? (0, yearless_dates_js_1.yearlessDate)(page, v);
                if (d)
                    return d;
            }
        }
        // an event's start labelled by what starts ("Show", "Starts") beside its doors: the show's day, not the doors'
        const start = (0, event_start_label_js_1.labelledStart)(page, thing);
        if (start)
            return start.day;
        // on a page that labels an event's venue or tickets, a start written in the item's block (a weekday, a
        // time) after the page's "posted" or "updated" line dates the item (an event comes after its posting);
        // elsewhere a date beside a title is too often a news item's or a comment's (wcxb_dev: 0.718 -> 0.702)
        const block = (0, item_block_date_js_1.blockDate)(page, thing);
        const opened = openedDate(page, order);
        if (block?.starts && (!opened || block.date > opened) && (0, exports.eventLabels)(page, thing))
            return block.date;
        // the item's meta line beside its title ("Kestrel Analytics Ltd · Leeds · posted 5 Jan 2026"); its
        // "3 days ago" is a date of a day the page does not give, so no date is made up from it
        // the item's own <time datetime>: the day written in it ("2026-02-20T09:15:00-05:00" is 20 February), which a
        // "Posted 3 days ago" shows only in words
        const own = (0, item_moments_js_1.itemTimes)(page)[0];
        if (own)
            return own.day;
        const meta = (0, item_meta_line_js_1.metaPart)(page, thing, 'date');
        if (meta)
            return String(meta.value);
        if (opened)
            return opened;
        // "Publisher : Harrow House; 1st edition (4 May 2022)"
        for (const p of (0, item_labels_js_1.labelPairs)(page, /^(publisher|published by)$/)) {
            const m = /\(([^)]*\d{4}[^)]*)\)/.exec(p.value);
            const d = m ? (0, item_dates_js_1.dateIn)(m[1], order) : null;
            if (d)
                return d;
        }
        return null;
    });
}
// a sentence that only dates the item: its opener, the date and at most a few words ("Added on 3 March 2026.")
const SENTENCE_OPENER = /(?:^|[.!?]\s+)((?:published|posted|added|listed|released|updated)(?:\s+on)?\s*:?\s+[^.!?]{4,40}?)(?:[.!?]\s|[.!?]?$)/i;
/** "Posted 2 March 2026", "Added on 03/03/2026", "Updated 18 January 2026": outside other items' boxes */
function openedDate(page, order) {
    const $ = page.$;
    let found = null;
    const walk = (node) => {
        if (found)
            return;
        if (node.type === 'text') {
            const data = (0, item_labels_js_1.visibleClean)(node.data);
            // or a sentence of its own inside a description ("... two double bedrooms upstairs. Added on 3 March 2026.")
            const sentence = OPENER.test(data) ? null : SENTENCE_OPENER.exec(data);
            if (!sentence && !OPENER.test(data) && !/^(published|posted|added|listed|updated)(\s+on)?$/i.test(data))
                return;
            const el = node.parent;
            if (!el || el.type !== 'tag' || $(el).closest('aside,footer,nav,[class*="comment" i],[class*="related" i],[class*="sidebar" i]').length)
                return;
            const text = sentence ? sentence[1] : (0, item_labels_js_1.visibleClean)($(el).text());
            if (text.length > 120)
                return;
            const d = (0, item_dates_js_1.dateIn)(text.replace(/^.*?\b(published|posted|added|listed|released|updated)\b/i, ''), order);
            if (d)
                found = d;
            return;
        }
        if (node.type !== 'tag' && node.type !== 'root')
            return;
        if (node.type === 'tag' && /^(script|style|head|nav|footer|aside|template)$/i.test(node.tagName))
            return;
        for (const c of node.children ?? [])
            walk(c);
    };
    walk($.root()[0]);
    return found;
}
//# sourceMappingURL=item-date-sources.js.map