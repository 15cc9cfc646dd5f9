"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const index_js_1 = require("../index.js");
const price_period_js_1 = require("./price-period.js");
const unit_words_js_1 = require("./unit-words.js");
tap_1.default.test('spellings compile: a space is any spaces, a part in parentheses may be left out', async (t) => {
    const whole = (spelling) => new RegExp(`^(?:${(0, unit_words_js_1.spellingPattern)(spelling)})$`, 'i');
    t.ok(whole('sq(.)( )m').test('sq. m') && whole('sq(.)( )m').test('sqm') && whole('sq(.)( )m').test('SQ.M'));
    t.notOk(whole('sq(.)( )m').test('sq-m'));
    t.ok(whole('acre(s)').test('acres') && whole('acre(s)').test('acre'));
    t.ok(whole('p(.)c(.)m(.)').test('p.c.m.') && whole('p(.)c(.)m(.)').test('pcm'));
    t.ok(whole('m^2').test('m^2'), 'regex characters are literal');
    t.ok(new RegExp(`^(?:${(0, unit_words_js_1.alternation)(['m', 'mo'])})$`).test('mo'), 'an alternation tries every spelling');
});
tap_1.default.test('periods: the words as before the table', async (t) => {
    t.same((0, price_period_js_1.periodAfter)(' / month Deposit'), { period: 'month', length: 8 });
    t.same((0, price_period_js_1.periodAfter)(' pcm'), { period: 'month', length: 4 });
    t.same((0, price_period_js_1.periodAfter)(' p.a.'), { period: 'year', length: 5 });
    t.equal((0, price_period_js_1.periodAfter)(' pro Monat')?.period, 'month');
    t.equal((0, price_period_js_1.periodAfter)(' par an')?.period, 'year');
    t.equal((0, price_period_js_1.periodAfter)(' per night')?.period, 'night');
    t.equal((0, price_period_js_1.periodAfter)(' al mese')?.period, 'month');
    t.equal((0, price_period_js_1.periodAfter)(' / m²'), null, 'a measure is no period');
    t.equal((0, price_period_js_1.periodAfter)(' monthsaver'), null, 'a whole word only');
    t.equal((0, price_period_js_1.periodBefore)('Monthly rent:'), 'month');
    t.equal((0, price_period_js_1.periodBefore)('Rent per week'), 'week');
    t.equal((0, price_period_js_1.periodBefore)('Price'), null);
    t.ok((0, price_period_js_1.isPeriodWord)('monthly') && (0, price_period_js_1.isPeriodWord)('pcm') && (0, price_period_js_1.isPeriodWord)('jährlich') && (0, price_period_js_1.isPeriodWord)('months'));
    t.notOk((0, price_period_js_1.isPeriodWord)('price'));
    t.equal((0, price_period_js_1.askedPeriod)('rent_per_week', ''), 'week');
    t.equal((0, price_period_js_1.askedPeriod)('monthlyRent', ''), 'month');
});
tap_1.default.test('measures: the units a unit price was said per before', async (t) => {
    for (const after of [' / m²', '/m2', ' per sq ft', ' per 100 g', '/100ml', ' per kg', '/lb', ' le kilo', ' per acre', ' / lfm', ' per sq m', ' / m^2', ' per m³', ' per square metre', ' a pound'])
        t.ok((0, price_period_js_1.unitAfter)(after), after);
    for (const label of ['Price per m²', '€/m²', 'Unit price', 'Grundpreis', 'Prix au m²', 'precio unitario', 'Preis pro qm'])
        t.ok((0, price_period_js_1.saysUnitPrice)(label), label);
    for (const after of [' / month', ' each', ' incl. VAT', ' / mo', ' meeting', ' Price'])
        t.notOk((0, price_period_js_1.unitAfter)(after), after);
    for (const text of ['Price', 'Monthly rent', 'Tickets to the Met', 'a lit display', 'a pack of 6 for', 'Now only'])
        t.notOk((0, price_period_js_1.saysUnitPrice)(text), text);
});
tap_1.default.test('measures a shop or an agent writes that the old expression lacked', async (t) => {
    // each of these was read as a whole price before the table (checked against the previous build)
    for (const after of [' per sq. metre', ' per square yard', ' per 1 kg', ' / 1 kg', ' per 10 g', ' per 100 cl', ' per cl', ' per fl oz', ' per sheet', ' per wash', ' per serving', ' / tablet', ' per cm', ' per yard', ' per linear foot', ' per tonne', ' pro Blatt', ' par lavage'])
        t.ok((0, price_period_js_1.unitAfter)(after), after);
    for (const label of ['Kilopreis', 'Quadratmeterpreis', 'Cost per unit', 'Prix au mètre carré', 'precio por metro cuadrado', 'prijs per vierkante meter', 'Price per sq yd'])
        t.ok((0, price_period_js_1.saysUnitPrice)(label), label);
    // a pack, a piece or a dozen is often what the shop sells ("£5.50 / pack" is the item's price), and any number is no quantity of a unit
    for (const after of [' / pack', ' per piece', ' a dozen', ' / 2 kg', ' al 31 g'])
        t.notOk((0, price_period_js_1.unitAfter)(after), after);
});
tap_1.default.test('a price per wash or per sq. metre loses to the whole price (each read the unit price before the table)', async (t) => {
    const engine = new index_js_1.LocalEngine();
    const priceOf = async (body) => (await engine.extractFields({ html: `<!doctype html><html><head><title>x</title></head><body>${body}</body></html>`, url: 'https://shop.example.eu/p/1', fields: { price: 'the price' } })).price;
    t.equal(await priceOf('<h1>Laundry liquid 40 washes</h1><div class="price">Price: <b>€ 0.25</b> per wash</div><p>Now € 9.95</p>'), 9.95);
    t.equal(await priceOf('<h1>Laundry liquid 40 washes</h1><span class="price">€ 0.25 / wash</span><span class="price">€ 9.95</span>'), 9.95);
    t.equal(await priceOf('<h1>Flat</h1><dl><dt>Price per sq. metre</dt><dd>€ 3,941</dd><dt>Price</dt><dd>€ 465,000</dd></dl>'), 465000);
});
//# sourceMappingURL=price-period.test.js.map