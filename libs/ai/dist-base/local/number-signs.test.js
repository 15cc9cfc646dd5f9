"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const number_signs_js_1 = require("./number-signs.js");
const description_reader_js_1 = require("./description-reader.js");
const intent_js_1 = require("./intent.js");
const kindOf = (description, key = 'field') => {
    const i = (0, intent_js_1.fieldIntent)(key, description);
    return `${i.kind}/${i.type}`;
};
tap_1.default.test('a number sign before "of" or opening a phrase counts what follows', async (t) => {
    for (const [d, request] of [
        ['No. of pages', 'number of pages'],
        ['no of pages', 'number of pages'],
        ['nr. of rooms', 'number of rooms'],
        ['the nr. of seats', 'the number of seats'],
        ['# of photos', 'number of photos'],
        ['the # of reviews', 'the number of reviews'],
        ['Nº of bathrooms', 'number of bathrooms'],
        ['#videos', 'number of videos'],
        ['Nr. floors', 'number of floors'],
        ['No. chapters', 'number of chapters'],
    ])
        t.equal((0, description_reader_js_1.readDescription)(d).request, request, d);
    t.equal(kindOf('nr. of rooms'), 'number/number', 'a count asked with "nr." is a number, not a text about "nr"');
    t.equal(kindOf('the nr. of seats'), 'number/number');
    t.equal(kindOf('No. chapters'), 'number/number', '"No." opening the request is no exclusion');
    t.equal(kindOf('# of photos'), 'number/count');
    t.equal(kindOf('the # of reviews'), 'review_count/number');
});
tap_1.default.test('a number sign after a word or before a figure is a number, not a negation', async (t) => {
    for (const [d, request] of [
        ['item #', 'item number'],
        ['order nr', 'order number'],
        ['no. 5 on the chart', 'number 5 on the chart'],
        ['the chart spot, nr 12 or lower', 'the chart spot, number 12 or lower'],
    ])
        t.equal((0, description_reader_js_1.readDescription)(d).request, request, d);
    t.same((0, description_reader_js_1.readDescription)('no. 5 on the chart').excluded, [], '"no. 5" excludes nothing');
    t.same((0, description_reader_js_1.readDescription)('the position (no. 1 is the top)').excluded, [], 'nor does it in brackets');
    t.equal(kindOf('item #'), 'sku/text');
    t.equal(kindOf('item no.'), 'sku/text', '"item no." reads as an item number as written');
});
tap_1.default.test('what is no number sign stays as written', async (t) => {
    t.equal((0, description_reader_js_1.readDescription)('number').request, 'number', '"number" alone');
    t.same((0, description_reader_js_1.readDescription)('no pets').excluded, ['pets'], '"no" before a word is a negation');
    t.same((0, description_reader_js_1.readDescription)('the rent, no deposit').excluded, ['deposit']);
    t.equal(kindOf('is it in stock? yes or no.'), 'availability/boolean', "a sentence's \"no.\" is an answer");
    t.not((0, intent_js_1.fieldIntent)('field', 'tags like #summer').kind, 'number', 'a hashtag inside a phrase counts nothing');
    t.equal(kindOf('hashtags like #travel'), 'text/text');
    t.equal((0, number_signs_js_1.numberSigns)('no pets, none. nothing'), 'no pets, none. nothing');
    t.equal((0, number_signs_js_1.numberSigns)('a notebook'), 'a notebook');
});
tap_1.default.test("a key's number signs are its own parts (abbreviations.ts), read as before", async (t) => {
    t.equal(kindOf('', 'item_no'), 'sku/text');
    t.equal(kindOf('', 'itemNr'), 'sku/text');
    t.equal(kindOf('', 'no_of_rooms'), 'number/number');
    t.equal(kindOf('', 'nr_pages'), 'number/number');
    t.equal(kindOf('', '#photos'), 'number/count');
});
//# sourceMappingURL=number-signs.test.js.map