"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const fact_kinds_js_1 = require("./fact-kinds.js");
const fact = (name, description = '') => (0, fact_kinds_js_1.factAsk)(name, description)?.fact ?? null;
tap_1.default.test('each fact asked many ways, by key, description or both', async (t) => {
    const ways = {
        was_price: [['old_price', ''], ['x', 'the old price'], ['x', 'price before discount'], ['was', ''], ['x', 'was'], ['x', 'original price'], ['listPrice', ''], ['x', 'RRP'], ['x', 'what did it cost before the sale'], ['x', 'the regular price'], ['x', 'compare at price']],
        colours: [['colours', ''], ['x', 'available colors'], ['x', 'what colours does it come in'], ['colorOptions', ''], ['x', 'which shades are offered'], ['colour', 'the colour']],
        stock_count: [['x', 'how many are left'], ['x', 'stock left'], ['x', 'quantity remaining'], ['units_in_stock', ''], ['x', 'how many in stock'], ['left', ''], ['x', 'available quantity'], ['x', 'inventory level']],
        rating: [['x', 'average rating'], ['rating', ''], ['x', 'how many stars'], ['x', 'how is it rated'], ['stars', 'customer rating']],
        rating_scale: [['x', 'rating out of what'], ['x', 'rating scale'], ['best_rating', ''], ['x', 'maximum possible score'], ['x', 'out of how many stars']],
        shipping: [['shipping', ''], ['x', 'delivery cost'], ['x', 'how much is shipping'], ['postage', ''], ['x', 'shipping fee'], ['x', 'does it ship free'], ['x', 'p&p']],
    };
    for (const [expected, list] of Object.entries(ways))
        for (const [name, description] of list)
            t.equal(fact(name, description), expected, `${name}: "${description}"`);
});
tap_1.default.test('what is asked about something else is no fact of these', async (t) => {
    for (const [name, description] of [
        ['x', 'what network approached Walt Disney about producing color broadcasts'],
        ['x', 'other than warships, what ships typically required high speeds'],
        ['x', 'how many soldiers were left in the fort'],
        ['x', 'what was the price'],
        ['prices', 'list of prices'],
        ['x', 'price before tax'],
        ['x', 'delivery time'],
        ['x', 'how long shipping takes'],
        ['x', 'who performed the delivery'],
        ['x', 'number of ratings'],
        ['x', 'how many reviews'],
        ['x', 'the final score'],
        ['stock', 'in stock'],
        ['x', 'availability'],
        ['x', 'current price'],
        ['x', 'days left in the sale'],
    ])
        t.equal(fact(name, description), null, `${name}: "${description}"`);
});
tap_1.default.test('lists and yes/no forms', async (t) => {
    t.equal((0, fact_kinds_js_1.factAsk)('colours', '')?.list, true);
    t.equal((0, fact_kinds_js_1.factAsk)('x', 'what colours does it come in')?.list, true);
    t.equal((0, fact_kinds_js_1.factAsk)('colour', 'what colour is it')?.list, false);
    t.equal((0, fact_kinds_js_1.factAsk)('x', 'is shipping free?')?.yesNo, true);
    t.equal((0, fact_kinds_js_1.factAsk)('x', 'shipping cost')?.yesNo, false);
});
tap_1.default.test('what is left of one thing counted is a count of it; a stock question keeps the stock', async (t) => {
    const counted = (name, description = '') => (0, fact_kinds_js_1.factAsk)(name, description)?.counted ?? null;
    t.equal(counted('places_left', ''), 'places');
    t.equal(counted('x', 'places left'), 'places');
    t.equal(counted('seats', 'how many seats are remaining'), 'seats');
    t.equal(counted('tickets_remaining', ''), 'tickets');
    t.equal(counted('x', 'how many are left'), null, 'no thing named: the stock');
    t.equal(counted('x', 'units left'), null, 'units are the stock');
    t.equal(counted('x', 'how many soldiers were left in the fort'), null, 'a sentence about something else');
    t.equal(counted('x', 'the places'), null, 'nothing remaining asked');
});
//# sourceMappingURL=fact-kinds.test.js.map