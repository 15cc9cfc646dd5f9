"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.momentText = void 0;
exports.isoMoment = isoMoment;
exports.timeOfDay = timeOfDay;
exports.itemTimes = itemTimes;
const item_near_js_1 = require("./item-near.js");
const ISO = /^\s*(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?\s*(Z|[+-]\d{2}:?\d{2})?)?/i;
/** an ISO 8601 date or date-time, or null */
function isoMoment(raw) {
    const m = ISO.exec(raw);
    if (!m)
        return null;
    if (!m[2])
        return { day: m[1] };
    const offset = m[5] ? (m[5].toUpperCase() === 'Z' ? 'Z' : m[5].replace(/^([+-]\d{2})(\d{2})$/, '$1:$2')) : undefined;
    return { day: m[1], time: `${m[2]}:${m[3]}:${m[4] ?? '00'}`, offset };
}
/** the moment written out: "2026-03-03T18:00:00+01:00", "2026-05-22T19:00:00", or the day alone */
const momentText = (m) => (m.time ? `${m.day}T${m.time}${m.offset ?? ''}` : m.day);
exports.momentText = momentText;
/** the first time of day written in the text ("7pm for 7.30pm": 19:00:00; "19:30"), or null */
function timeOfDay(text) {
    const pad = (n) => String(n).padStart(2, '0');
    const ampm = /\b(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?m\.?(?![a-z])/i.exec(text);
    const clock = /\b([01]?\d|2[0-3]):([0-5]\d)\b/.exec(text);
    if (ampm && (!clock || ampm.index <= clock.index)) {
        const h = Number(ampm[1]);
        if (h < 1 || h > 12)
            return null;
        return `${pad((h % 12) + (ampm[3].toLowerCase() === 'p' ? 12 : 0))}:${ampm[2] ?? '00'}:00`;
    }
    return clock ? `${pad(Number(clock[1]))}:${clock[2]}:00` : null;
}
// words beside a <time> that say it is not the item's date
const OTHER = /\b(updated|modified|edited|closing|closes|deadline|expires?|ends?|until|last)\b/i;
/** the item's <time datetime> moments, nearest its title first, leaving out an "Updated" or closing time */
function itemTimes(page) {
    return page.remember('itemTimes', () => {
        const $ = page.$;
        const out = [];
        for (const el of (0, item_near_js_1.nearTitle)(page, 'time[datetime]')) {
            const m = isoMoment(el.attribs.datetime ?? '');
            if (!m)
                continue;
            const around = $(el.parent ?? el).text();
            const before = around.slice(0, Math.max(0, around.indexOf($(el).text())));
            if (OTHER.test(before.split(/[·|•\n]/).pop() ?? ''))
                continue;
            out.push(m);
        }
        return out;
    });
}
//# sourceMappingURL=item-moments.js.map