"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.dayIn = void 0;
exports.labelledStart = labelledStart;
const item_labels_js_1 = require("./item-labels.js");
const item_dates_js_1 = require("./item-dates.js");
const date_order_js_1 = require("./date-order.js");
const event_page_js_1 = require("./event-page.js");
const yearless_dates_js_1 = require("./yearless-dates.js");
// labels of moments other than the start: the doors (before it), its end, a booking or sale window, the page's own dates
const DOORS = /\bdoors?\b/;
const NOT_START = /\b(ends?|ending|finish(es)?|clos(e|es|ing)|until|till|last|deadline|sales?|booking|book by|posted|updated|added|listed|published|expir\w*|register by|registration)\b/;
// written as a start: a weekday or a time of day
const STARTS = /\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|\b\d{1,2}([:.]\d{2})?\s*(am|pm)\b|\b\d{1,2}:\d{2}\b/i;
// the words a moment is written in: weekdays, months, numbers, times, and the few words between them
const MOMENT_WORDS = /\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?|\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?|\d+(st|nd|rd|th)?|(?<=\d\s?)(am|pm|a\.m\.|p\.m\.)|\b(am|pm|at|from|of|the|noon|midnight)\b|[\s,.:·|•–—/-]+/gi;
/** the value is a moment and nothing else (not a teaser's "Sat 14 Mar 2026 Printmaking morning EUR 18.00") */
const onlyMoment = (value) => value.replace(MOMENT_WORDS, '').length === 0;
/** a day as the page writes it: whole, or without its year (the page's year that fits its weekday) */
const dayIn = (page, text) => {
    const d = (0, item_dates_js_1.dateIn)(text, (0, date_order_js_1.dateOrder)(page));
    return d && d.length === 10 ? d : (0, yearless_dates_js_1.yearlessDate)(page, text);
};
exports.dayIn = dayIn;
/** the event's labelled start (not its doors), or null on a page that is no event's or labels none */
function labelledStart(page, thing) {
    return page.remember('labelledStart', () => {
        if (!(0, event_page_js_1.eventPage)(page, thing))
            return null;
        let doors = null;
        for (const p of (0, item_labels_js_1.labelPairs)(page, /./)) {
            const label = p.label.toLowerCase();
            if (label.split(/\s+/).length > 3 || p.value.length > 80 || NOT_START.test(label) || !STARTS.test(p.value) || !onlyMoment(p.value))
                continue;
            const day = (0, exports.dayIn)(page, p.value);
            if (!day)
                continue;
            if (!DOORS.test(label))
                return { day, text: p.value };
            doors ??= { day, text: p.value };
        }
        return doors;
    });
}
//# sourceMappingURL=event-start-label.js.map