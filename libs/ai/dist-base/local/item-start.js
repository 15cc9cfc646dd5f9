"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.itemStart = itemStart;
const structured_fields_js_1 = require("./structured-fields.js");
const item_labels_js_1 = require("./item-labels.js");
const item_dates_js_1 = require("./item-dates.js");
const date_order_js_1 = require("./date-order.js");
const item_block_date_js_1 = require("./item-block-date.js");
const item_date_sources_js_1 = require("./item-date-sources.js");
const event_page_js_1 = require("./event-page.js");
const event_start_label_js_1 = require("./event-start-label.js");
const item_moments_js_1 = require("./item-moments.js");
// the doors open before the event starts
const DOORS = /\bdoors?\b/;
const START_LABEL = /^(starts?|starts? (at|on)|start date|start time|starting|begins?|beginning|date and time|date & time|when|doors|doors open)$/;
// a time of day labelled on its own ("Time: 10am – 4pm", "Doors: 7.30pm")
const TIME_LABEL = /^(time|times|start time|starts?|starts? at|doors|doors open|hours|opening hours)$/;
/** the item's start as YYYY-MM-DDTHH:MM:SS (with the page's offset when it gives one), the day alone when it gives no time, or null */
function itemStart(page, thing) {
    return page.remember('itemStart', () => {
        if (thing) {
            for (const v of (0, structured_fields_js_1.atPath)(thing, 'startDate')) {
                const m = typeof v === 'string' ? (0, item_moments_js_1.isoMoment)(v) : null;
                if (m)
                    return (0, item_moments_js_1.momentText)(m);
            }
        }
        const order = (0, date_order_js_1.dateOrder)(page);
        // the doors open before the start: a start label first, the doors' moment only when none gives one
        const labelled = (0, item_labels_js_1.labelPairs)(page, START_LABEL);
        for (const p of [...labelled.filter((x) => !DOORS.test(x.label.toLowerCase())), ...labelled.filter((x) => DOORS.test(x.label.toLowerCase()))]) {
            const m = (0, item_moments_js_1.isoMoment)(p.value);
            if (m)
                return (0, item_moments_js_1.momentText)(m);
            const day = (0, item_dates_js_1.dateIn)(p.value, order);
            if (day && day.length === 10)
                return (0, item_moments_js_1.momentText)({ day, time: (0, item_moments_js_1.timeOfDay)(p.value) ?? undefined });
        }
        // a job's or a book's own date is its posting or publication, not a start
        if (!(0, event_page_js_1.eventPage)(page, thing))
            return null;
        const own = (0, item_moments_js_1.itemTimes)(page)[0];
        if (own)
            return (0, item_moments_js_1.momentText)(own);
        const day = (0, item_date_sources_js_1.itemDate)(page, thing);
        if (!day || day.length !== 10)
            return null;
        // the time written with the labelled start ("Show" / "Sat, April 18 · 12:15 AM"), not the doors' time
        const start = (0, event_start_label_js_1.labelledStart)(page, thing);
        if (start && start.day === day)
            return (0, item_moments_js_1.momentText)({ day, time: (0, item_moments_js_1.timeOfDay)(start.text) ?? undefined });
        const block = (0, item_block_date_js_1.blockDate)(page, thing);
        const time = (0, item_labels_js_1.labelPairs)(page, TIME_LABEL).map((p) => (0, item_moments_js_1.timeOfDay)(p.value)).find(Boolean) ?? (block && block.date === day ? (0, item_moments_js_1.timeOfDay)(block.text) : null);
        return (0, item_moments_js_1.momentText)({ day, time: time ?? undefined });
    });
}
//# sourceMappingURL=item-start.js.map