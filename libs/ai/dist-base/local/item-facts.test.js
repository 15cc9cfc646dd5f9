"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const item_facts_js_1 = require("./item-facts.js");
const page_js_1 = require("./page.js");
const intent_js_1 = require("./intent.js");
const main_item_js_1 = require("./main-item.js");
tap_1.default.test('the town of an address line: the street and the postcodes aside', async (t) => {
    t.equal((0, item_facts_js_1.townOf)('9 Kite Lane, Norwich NR2 4TY'), 'Norwich', 'a UK postcode after the town');
    t.equal((0, item_facts_js_1.townOf)('77 Elm St, Unit 2, Austin, TX 78701'), 'Austin', 'a unit line and a state with its ZIP');
    t.equal((0, item_facts_js_1.townOf)('Kerkstraat 12, 1017 GC Amsterdam'), 'Amsterdam', 'a Dutch postcode before the town');
    t.equal((0, item_facts_js_1.townOf)('Lindenweg 4, 80331 München'), 'München');
    t.equal((0, item_facts_js_1.townOf)('Kite Lane'), 'Kite Lane', 'a line of one part is the town when it has no number');
    t.equal((0, item_facts_js_1.townOf)('12 Kite Lane'), null, 'a street alone names no town');
    t.equal((0, item_facts_js_1.townOf)(null), null);
});
tap_1.default.test('facts asked only by a question: running time, floor area, audience; their labels make no item page', async (t) => {
    const { Page } = await import('./page.js');
    const { itemFact, labelsAnItem } = await import('./item-facts.js');
    const page = new Page(`<html><body><main><h1>Harbour Lights Walk</h1><dl><dt>Running time</dt><dd>90 minutes</dd><dt>Suitable for</dt><dd>Ages 8 and up</dd><dt>Floor area</dt><dd>1,200 sq ft</dd></dl></main></body></html>`, 'https://walks.example/harbour');
    t.equal(itemFact(page, null, 'duration'), '90 minutes');
    t.equal(itemFact(page, null, 'audience'), 'Ages 8 and up');
    t.equal(itemFact(page, null, 'area'), '1,200 sq ft');
    t.equal(labelsAnItem(page), false, 'a product\'s "Size" or a talk\'s "Length" label is no sign of an item page');
    const bare = new Page('<html><body><main><h1>Harbour Lights Walk</h1><p>A walk along the quay.</p></main></body></html>', 'https://walks.example/harbour');
    t.equal(itemFact(bare, null, 'duration'), null);
    t.equal(itemFact(bare, null, 'area'), null);
});
tap_1.default.test('"Presented by" names an event\'s organizer on an event\'s page and a home\'s agent on a home\'s', async (t) => {
    const page = (body) => new page_js_1.Page(`<!doctype html><html><head><title>Item</title></head><body>${body}</body></html>`, 'http://127.0.0.1/item');
    const home = page(`<main><h1>3 bed house for sale</h1><dl><dt>Bedrooms</dt><dd>3</dd><dt>Presented by</dt><dd>Holloway &amp; Reed</dd></dl></main>`);
    t.equal((0, main_item_js_1.mainItemFact)(home, (0, intent_js_1.fieldIntent)('agent', 'who is selling it')), 'Holloway & Reed');
    t.not((0, main_item_js_1.mainItemFact)(home, (0, intent_js_1.fieldIntent)('organiser', 'the organiser')), 'Holloway & Reed', "a home's agent is not an organiser");
    const gig = page(`<main><h1>Spring Concert</h1><dl><dt>Venue</dt><dd>St John's Hall</dd><dt>Tickets</dt><dd>£12</dd><dt>Presented by</dt><dd>Frome Choral Society</dd></dl></main>`);
    t.equal((0, main_item_js_1.mainItemFact)(gig, (0, intent_js_1.fieldIntent)('organiser', 'the organiser')), 'Frome Choral Society');
    t.not((0, main_item_js_1.mainItemFact)(gig, (0, intent_js_1.fieldIntent)('seller', 'who is selling it')), 'Frome Choral Society', "an event's presenter is not an agent");
});
//# sourceMappingURL=item-facts.test.js.map