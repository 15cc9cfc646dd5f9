"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const page_js_1 = require("./page.js");
const intent_js_1 = require("./intent.js");
const item_block_js_1 = require("./item-block.js");
const main_item_js_1 = require("./main-item.js");
const fields_js_1 = require("./fields.js");
const values_js_1 = require("./values.js");
const page = (body, lang = 'en') => new page_js_1.Page(`<!doctype html><html lang="${lang}"><head><title>Home</title></head><body>${body}</body></html>`, 'http://127.0.0.1/home/1');
tap_1.default.test('an amount with a currency: a dot and three digits group thousands; bare numbers and three-decimal currencies keep the decimal', async (t) => {
    t.equal((0, values_js_1.parseMoney)('€ 389.000 k.k.')?.amount, 389000);
    t.equal((0, values_js_1.parseMoney)('$229.990')?.amount, 229990);
    t.equal((0, values_js_1.parseMoney)('1.250.000 € VB')?.amount, 1250000);
    t.equal((0, values_js_1.parseMoney)('389 000 € FAI')?.amount, 389000);
    t.equal((0, values_js_1.parseMoney)('£425,000')?.amount, 425000);
    t.equal((0, values_js_1.parseMoney)('$12.99')?.amount, 12.99);
    t.equal((0, values_js_1.parseMoney)('$0.125')?.amount, 0.125, 'no thousands group opens with 0');
    t.equal((0, values_js_1.parseMoney)('389.000', true)?.amount, 389, 'no currency: ambiguous, the decimal reading stays');
    t.equal((0, values_js_1.parseMoney)('389.000', true)?.thousands, 389000, 'and the thousands reading is offered');
});
tap_1.default.test('the title block: the h1 and the short lines after it, never a list of other homes', async (t) => {
    const p = page('<div class="top"><a>Buy</a></div><div class="head"><div><h1>Canal flat</h1></div><p>Keizersgracht 12</p><p>1015 CJ Amsterdam</p><p>€ 495.000 k.k.</p></div><ul><li>Other flat € 1</li></ul>');
    t.same((0, item_block_js_1.titleBlockLines)(p), ['Canal flat', 'Keizersgracht 12', '1015 CJ Amsterdam', '€ 495.000 k.k.']);
    t.equal((0, item_block_js_1.blockPrice)(p)?.amount, 495000);
    t.equal((0, item_block_js_1.blockAddress)(p), 'Keizersgracht 12, 1015 CJ Amsterdam');
    t.same((0, item_block_js_1.titleBlockLines)(page('<p>No heading here</p>')), []);
});
tap_1.default.test('a price is a line that is an amount and a short qualifier, not a sentence that mentions one', async (t) => {
    t.equal((0, item_block_js_1.blockPrice)(page('<h1>Flat</h1><p>Guide price £425,000</p>'))?.amount, 425000);
    t.equal((0, item_block_js_1.blockPrice)(page('<h1>Flat</h1><p>Service charge of £1,200 a year is payable to the freeholder</p>')), null);
    t.equal((0, item_block_js_1.blockPrice)(page('<h1>Flat</h1><p>3 bedrooms</p>')), null, 'a number without a currency');
    t.equal((0, item_block_js_1.blockPrice)(page('<h1>Lamp</h1><p>Shipping from $5</p>')), null, 'a cost on top of the price');
    t.equal((0, item_block_js_1.blockPrice)(page('<h1>Lamp</h1><p>RRP £40</p><p>Was £35</p>')), null, 'a list or earlier price');
    t.equal((0, item_block_js_1.blockPrice)(page('<h1>Lamp</h1><div class="sort"><span>$5 - $50</span></div>')), null, 'a range');
    t.equal((0, item_block_js_1.blockPrice)(page('<h1>Lamp</h1><p style="display:none">$12</p><div id="related-items"><p>$129</p></div>')), null, 'hidden, or another item\'s');
    t.equal((0, item_block_js_1.blockPrice)(page('<h1>Lamp</h1><p><del>$40</del> $32</p>'))?.amount, 32, 'the struck earlier price left out');
});
tap_1.default.test('addresses by shape in other countries\' forms', async (t) => {
    const one = (lines) => (0, item_block_js_1.blockAddress)(page(`<h1>${lines[0]}</h1>${lines.slice(1).map((l) => `<div>${l}</div>`).join('')}`));
    t.equal(one(['Sunny flat', 'Hauptstraße 5, 10827 Berlin']), 'Hauptstraße 5, 10827 Berlin', 'street and postcode on one line');
    t.equal(one(['Bright flat', '12 rue des Lilas', '69003 Lyon', '389 000 €']), '12 rue des Lilas, 69003 Lyon', 'lowercase street words; the price ends it');
    t.equal(one(['218 Maple Ave, Portland, OR 97214']), '218 Maple Ave, Portland, OR 97214', 'a US line: street, city, state and ZIP');
    t.equal(one(['Harbour view', 'Flat 3, 27 Harbour Street, Whitby YO22 4BT']), 'Flat 3, 27 Harbour Street, Whitby YO22 4BT', 'a UK postcode after the town');
    t.equal(one(['1015 Mill Road', 'Cambridge CB1 2AZ']), '1015 Mill Road, Cambridge CB1 2AZ', 'a four-digit house number reads as a street too');
    t.equal(one(['3 bedroom terraced house for sale', 'Guide price £425,000']), null, 'a heading with a number is no street');
    t.equal(one(['Lindengracht 41-2', 'Bright and quiet']), null, 'a street without a postcode or place line is not read as an address');
    t.equal(one(['Open day', 'Saturday 14 March, 10am to 4pm']), null);
});
tap_1.default.test('dates labelled with their preposition: "Listed since", "Online since", "Posted on"', async (t) => {
    const table = page('<h1>Lindengracht 41-2</h1><table><tr><td>Listed since</td><td>12-02-2026</td></tr><tr><td>Bedrooms</td><td>2</td></tr></table>');
    t.equal((0, main_item_js_1.mainItemAnswer)(table, (0, intent_js_1.fieldIntent)('date', 'date')), '2026-02-12', 'td label cell, the numeric date day first');
    const th = page('<h1>Altbau</h1><table><tr><th>Rooms</th><td>4</td><th>Online since</th><td>04.03.2026</td></tr><tr><th>Bedrooms</th><td>3</td></tr></table>', 'de');
    t.equal((0, main_item_js_1.mainItemAnswer)(th, (0, intent_js_1.fieldIntent)('date', 'date')), '2026-03-04', 'th label cells, two pairs a row');
    const us = page('<h1>218 Maple Ave</h1><dl><dt>Listed on</dt><dd>04/08/2026</dd><dt>Bedrooms</dt><dd>4</dd></dl>', 'en-US');
    t.equal((0, main_item_js_1.mainItemAnswer)(us, (0, intent_js_1.fieldIntent)('date', 'date')), '2026-04-08', 'month first on a US page');
});
tap_1.default.test('the agent is the party a role phrase names, in any element, its phone left off', async (t) => {
    const fact = (body) => (0, main_item_js_1.mainItemFact)(page(`<h1>Flat</h1><table><tr><td>Bedrooms</td><td>2</td></tr><tr><td>Address</td><td>1 High St, Leeds LS1 1AA</td></tr></table>${body}`), (0, intent_js_1.fieldIntent)('agent', 'agent'));
    t.equal(fact('<div class="mk">Offered by <a href="/a">Kaaij Makelaars</a> · 020 555 0142</div>'), 'Kaaij Makelaars');
    t.equal(fact('<div>Presented by <strong>Kiezhaus Immobilien GmbH</strong>, +49 30 5550 1234</div>'), 'Kiezhaus Immobilien GmbH');
    t.equal(fact('<section><span>Sold by</span> <a>North &amp; Co</a></section>'), 'North & Co', 'the phrase in its own element, the name beside it');
    t.equal(fact('<div class="related"><p>Listed by Someone Else</p></div>'), null, 'another home\'s box is not this one\'s');
    t.equal(fact('<p>Loved by families for its garden.</p>'), null, 'no role phrase');
});
tap_1.default.test('the held-out shape end to end: h1 + place line, a dotted euro price, td labels, an agency', async (t) => {
    const p = page('<div class="listing"><h1>Prinsengracht 7-H</h1><div class="place">1016 GV Amsterdam</div><div class="asking">€ 615.000 k.k.</div><table><tr><td>Listed since</td><td>03-01-2026</td></tr><tr><td>Bedrooms</td><td>3</td></tr></table><div>Offered by <a>Van Dam Wonen</a> · 020 555 0199</div></div><div class="nearby"><ul><li>Elandsgracht 2, € 700.000</li></ul></div>');
    t.same((0, fields_js_1.extractFields)(p, { date: 'date', address: 'address', price: 'price', agent: 'agent', bedrooms: 'bedrooms' }), { date: '2026-01-03', address: 'Prinsengracht 7-H, 1016 GV Amsterdam', price: 615000, agent: 'Van Dam Wonen', bedrooms: 3 });
});
tap_1.default.test('a bare price "389.000" follows the page\'s language: thousands in Dutch or German, a decimal point in English', async (t) => {
    const labelled = (lang) => (0, fields_js_1.extractFields)(page('<h1>Flat</h1><table><tr><th>Price</th><td>389.000</td></tr></table>', lang), { price: 'price' }).price;
    t.equal(labelled('nl-NL'), 389000);
    t.equal(labelled('de'), 389000);
    t.equal(labelled('en'), 389);
});
tap_1.default.test('an h1 in the main block\'s header is the item\'s; one in the site\'s banner is not', async (t) => {
    t.equal((0, item_block_js_1.blockAddress)(page('<main><header class="listing-header"><h1>Sunny flat</h1><p>Hauptstraße 5, 10827 Berlin</p></header></main>')), 'Hauptstraße 5, 10827 Berlin');
    t.same((0, item_block_js_1.titleBlockLines)(page('<header><h1>Homes4U</h1><p>12 Main St, Leeds LS1 1AA</p></header><p>Welcome</p>')), []);
});
tap_1.default.test('an amount with its period is the price for that period; a deposit or a fee in the same line is not', async (t) => {
    const price = (line, asked = null) => {
        const m = (0, item_block_js_1.blockPrice)(page(`<h1>Flat</h1><div>${line}</div>`), asked);
        return m ? `${m.amount}${m.period ? `/${m.period}` : ''}` : null;
    };
    t.equal(price('<strong>USD 1,299.00</strong> / month <span>Deposit USD 2,598.00</span>'), '1299/month');
    t.equal(price('Rent $2,100/mo · Security deposit $2,100'), '2100/month');
    t.equal(price('£1,450 pcm (£335 pw)'), '1450/month');
    t.equal(price('£1,450 pcm (£335 pw)', 'week'), '335/week', 'the period asked first');
    t.equal(price('£1,450 pcm', 'week'), null, 'a monthly rent is no weekly one');
    t.equal(price('€ 389.000 k.k.', 'month'), '389000', 'an amount without a period is still the price asked for a period');
    t.equal(price('850 € pro Monat · Kaution 2.550 €'), '850/month');
    t.equal(price('1 200 € par mois charges comprises'), '1200/month');
    t.equal(price('From $420 a week'), '420/week');
    t.equal(price('€89 per night'), '89/night');
    t.equal(price('$54,000 per annum'), '54000/year');
    t.equal(price('Holding deposit £330'), null, 'a deposit alone is not the price');
    t.equal(price('Admin fee: $150'), null);
    t.equal(price('$1,100 - $1,400 / month'), null, 'a range');
});
tap_1.default.test('a price per a measure is not the item\'s price when the page gives a whole one; alone, it is', async (t) => {
    const home = (facts, under = '<p>EUR 465,000 k.k.</p>') => page(`<div class="head"><h1>Canal house</h1><p>Oudegracht 12, 3511 AB Utrecht</p>${under}</div><dl class="facts">${facts}</dl>`);
    const priceOf = (p) => (0, fields_js_1.extractFields)(p, { price: 'price' }).price;
    t.equal(priceOf(home('<div><dt>Price per m²</dt><dd>EUR 3,941</dd></div><div><dt>Bedrooms</dt><dd>3</dd></div>')), 465000, 'a labelled price per m² loses to the whole price under the h1');
    t.equal(priceOf(home('<div><dt>Price</dt><dd>€ 3.941 / m²</dd></div>')), 465000, 'a "Price" label whose value is per m²');
    t.equal(priceOf(home('<div><dt>Prix au m²</dt><dd>4 120 €</dd></div>', '<p>€ 495.000 v.o.n.</p>')), 495000, 'French label, a "v.o.n." note');
    t.equal(priceOf(home('<div><dt>Preis pro qm</dt><dd>3.200 €</dd></div>', '<p>Kaufpreis 389.000 € VB</p>')), 389000, 'German, a "VB" note');
    t.equal(priceOf(home('<div><dt>Price</dt><dd>$612,000</dd></div><div><dt>Price per sq ft</dt><dd>$410</dd></div>', '')), 612000);
    t.equal(priceOf(home('<div><dt>Monthly rent</dt><dd>€ 1.450 zzgl. NK</dd></div><div><dt>Rent per m²</dt><dd>€ 18</dd></div>', '')), 1450, 'a rent with a "zzgl." note');
    t.equal(priceOf(home('<div><dt>Price per m²</dt><dd>EUR 3,941</dd></div>', '<p>Price on application</p>')), 3941, 'no whole price on the page: the unit price is what it states');
    t.equal((0, fields_js_1.extractFields)(page('<h1>Loose tea</h1><p class="price">€ 4,50 per 100 g</p><p>Price: €13.50</p>'), { price: 'price' }).price, 13.5, 'per 100 g in an element named price');
});
tap_1.default.test('an agent card: a heading that names the role, the person on the next line, the agency after', async (t) => {
    const card = (heading, wrap = 'aside') => page(`<h1>Townhouse with garden</h1><p>EUR 465,000</p><${wrap} class="card"><h2>${heading}</h2><img src="/a.jpg" alt=""><p>Jet van Dijk</p><p>Gracht Makelaars · 030 123 4567</p><button>Book a viewing</button></${wrap}>`);
    for (const heading of ['Marketed by', 'Listed by', 'Presented by', 'Contact', 'Your agent']) {
        t.equal((0, fields_js_1.extractFields)(card(heading), { agent: 'agent' }).agent, 'Jet van Dijk', heading);
    }
    t.equal((0, fields_js_1.extractFields)(card('Marketed by', 'div'), { agent: 'agent' }).agent, 'Jet van Dijk', 'in a div too');
    const phoneFirst = page('<h1>Flat 3</h1><p>£1,200 pcm</p><div><h3>Contact</h3><p>0117 496 0000</p></div>');
    t.equal((0, fields_js_1.extractFields)(phoneFirst, { agent: 'agent' }).agent, null, 'a phone number under "Contact" names no one');
});
//# sourceMappingURL=item-block.test.js.map