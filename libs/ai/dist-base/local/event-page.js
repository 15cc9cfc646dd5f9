"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.eventPage = eventPage;
const structured_js_1 = require("./structured.js");
const item_labels_js_1 = require("./item-labels.js");
const item_facts_js_1 = require("./item-facts.js");
// an event's own labels: where it is held, when its doors open, what entry costs
const EVENT_LABEL = /^(venue|where|tickets?|admission|entry|entrance|entry fee|doors|doors open|location of the event)$/;
/** the page is an event's: typed so, or labelling a venue, its doors or its tickets */
function eventPage(page, thing) {
    if (thing && (0, structured_js_1.typeNames)(thing).some((t) => /event|festival/.test(t)))
        return true;
    return (0, item_facts_js_1.admissionPrice)(page) !== null || (0, item_labels_js_1.labelValues)(page, EVENT_LABEL).length > 0;
}
//# sourceMappingURL=event-page.js.map