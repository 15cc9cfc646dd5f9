"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const values_js_1 = require("./values.js");
tap_1.default.test('numbers in the common written forms', async (t) => {
    t.equal((0, values_js_1.parseNumber)('1,299'), 1299);
    t.equal((0, values_js_1.parseNumber)('12,99'), 12.99);
    t.equal((0, values_js_1.parseNumber)('1.234,56'), 1234.56);
    t.equal((0, values_js_1.parseNumber)('1,234.56'), 1234.56);
    t.equal((0, values_js_1.parseNumber)('1 234'), 1234);
    t.equal((0, values_js_1.parseNumber)('abc'), null);
});
tap_1.default.test('money: symbol or code on either side', async (t) => {
    t.same((0, values_js_1.parseMoney)('$12.99'), { amount: 12.99, currency: 'USD', symbol: '$' });
    t.same((0, values_js_1.parseMoney)('12,44 € + 6,99 € delivery'), { amount: 12.44, currency: 'EUR', symbol: '€' });
    t.same((0, values_js_1.parseMoney)('EUR 5'), { amount: 5, currency: 'EUR', symbol: 'EUR' });
    t.equal((0, values_js_1.parseMoney)('42 items'), null);
    t.same((0, values_js_1.parseMoney)('42', true), { amount: 42, currency: null, symbol: null });
});
tap_1.default.test('availability and dates', async (t) => {
    t.equal((0, values_js_1.parseAvailability)('http://schema.org/InStock'), 'InStock');
    t.equal((0, values_js_1.parseAvailability)('Currently unavailable.'), 'OutOfStock');
    t.equal((0, values_js_1.parseAvailability)('Auf Lager'), 'InStock');
    t.equal((0, values_js_1.parseAvailability)('Actuellement indisponible.'), 'OutOfStock');
    t.equal((0, values_js_1.parseAvailability)('Only 3 left - order soon'), 'InStock');
    t.equal((0, values_js_1.parseAvailability)('blue'), null);
    t.equal((0, values_js_1.parseDate)('Published 5 March 2024'), '2024-03-05');
    t.equal((0, values_js_1.parseDate)('05.03.2024'), '2024-03-05');
});
//# sourceMappingURL=values.test.js.map