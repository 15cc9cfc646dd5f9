"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const page_js_1 = require("./page.js");
const fields_js_1 = require("./fields.js");
const attribute_labels_js_1 = require("./attribute-labels.js");
const item_address_js_1 = require("./item-address.js");
const item_moments_js_1 = require("./item-moments.js");
const text_js_1 = require("./text.js");
const page = (body, title = 'Home') => new page_js_1.Page(`<!doctype html><html lang="en"><head><title>${title}</title></head><body>${body}</body></html>`, 'http://127.0.0.1/items/1');
tap_1.default.test('element text breaks at <br> and blocks for every reader; inline tags still join a word', async (t) => {
    const p = page('<p class="who"><span>Agent</span><br><strong>Dana Cole</strong><br>Harbour Homes</p><div><div>4.8</div><div>Diet</div></div><h1>Rebuilding the Legacy<br>of Craft</h1><p>un<b>break</b>able</p>');
    t.equal(p.$('.who').text().replace(/\s+/g, ' ').trim(), 'Agent Dana Cole Harbour Homes', 'cheerio text(): lines apart');
    t.same(p.$('.who').text().split('\n').map((l) => l.trim()).filter(Boolean), ['Agent', 'Dana Cole', 'Harbour Homes'], 'and the lines are there to read');
    t.equal(p.$('body > div').text().replace(/\s+/g, ' ').trim(), '4.8 Diet');
    t.equal((0, text_js_1.elementText)(p.$('h1')[0]), 'Rebuilding the Legacy of Craft');
    t.equal(p.$('p').last().text(), 'unbreakable', 'inline formatting inside a word adds no break');
    t.equal(p.$('p.who').children().length, 4, 'the elements are the page\'s own');
    t.same((0, fields_js_1.extractFields)(page('<h1>Canal flat</h1><p>Keizersgracht 12</p><p class="who"><span>Listing agent</span><br><strong>Dana Cole</strong><br>Harbour Homes</p>'), { agent: 'agent' }), { agent: 'Dana Cole' }, 'the agent is the card\'s first line, not the firm run into it');
});
tap_1.default.test('a chip labelled only by aria-label or title is one labelled value; an icon\'s count is named by its number', async (t) => {
    const p = page(`<div class="chips">
    <span aria-label="Venue"><svg aria-hidden="true"><rect/></svg> The Old Mill</span>
    <span title="Entry"><i class="icon-ticket"></i>£12.50</span> <span title="Greeting shown on hover">Hello</span> <i lang="mi" title="Māori language text">Aotearoa</i>
    <span aria-label="4 beds"><i class="icon-bed" aria-hidden="true"></i> 4</span>
    <span aria-label="Floor area: 85"><i aria-hidden="true"></i>85</span>
    <a href="tel:+44" aria-label="Call Dana Cole">Call</a>
    <button aria-label="Save">♥</button>
    <abbr title="Saturday">Sat</abbr>
    <span aria-label="Rated 4.5 out of 5">4.5</span>
    <a href="/wiki/ISNI" title="International Standard Name Identifier">ISNI</a> <span title="Value Added Tax">VAT</span></div>`);
    t.same((0, attribute_labels_js_1.attributeLabels)(p.$).map((x) => [x.label, x.value]), [['Venue', 'The Old Mill'], ['Entry', '£12.50'], ['beds', '4'], ['Floor area', '85']], 'controls, abbreviations (and titles spelling out initials), a link\'s title, a title without an icon (a tooltip glossing a phrase), a name that holds its text and a number inside a phrase name no value');
    const event = page('<main><h1>Quiz night</h1><div><span class="chip" aria-label="Venue"><svg></svg> The Old Mill</span> <span class="chip" aria-label="Price"><svg></svg> 1.299,00 €</span> <span class="chip" aria-label="Places left"><svg></svg> 4</span></div></main>');
    t.same((0, fields_js_1.extractFields)(event, { venue: 'venue', price: 'price', where: 'where is it held' }), { venue: 'The Old Mill', price: 1299, where: 'The Old Mill' });
    const home = page('<main><h1>Flat</h1><div class="features"><span aria-label="3 bedrooms"><i></i> 3</span> <span aria-label="2 bathrooms"><i></i> 2</span> <span aria-label="1,050 square feet"><i></i> 1,050</span></div></main>');
    t.same((0, fields_js_1.extractFields)(home, { bedrooms: 'bedrooms', beds: 'number of bedrooms' }), { bedrooms: 3, beds: 3 }, 'one value, not every chip');
    const hidden = page('<main><h1>Quiz night</h1><p><span class="visually-hidden">Venue</span> The Old Mill</p></main>');
    t.same((0, fields_js_1.extractFields)(hidden, { venue: 'venue' }), { venue: 'The Old Mill' }, 'a visually hidden label span labels the text beside it');
});
tap_1.default.test('the item\'s <address>, never the footer\'s or the sidebar\'s; its lines read as one', async (t) => {
    const p = page('<header><address>Head office, 1 Main St</address></header><main><section><h1>Canal flat</h1><address>Keizersgracht 12<br>1015 CJ Amsterdam</address></section><aside><address>9 Other Rd, Leeds</address></aside></main><footer><address>Harbour Homes · 5 Quay St · Bristol BS1</address></footer>');
    t.same((0, item_address_js_1.addressElements)(p), ['Keizersgracht 12\n1015 CJ Amsterdam']);
    const ownHeader = page('<header><address>1 Site St</address></header><main><article><header><h1>Loft</h1><address>12 Canal St, Leeds LS1</address></header></article></main>');
    t.same((0, item_address_js_1.addressElements)(ownHeader), ['12 Canal St, Leeds LS1'], 'an item\'s own <header> is not the site\'s');
    t.same((0, fields_js_1.extractFields)(p, { address: 'address', adr: 'the property address' }), { address: 'Keizersgracht 12, 1015 CJ Amsterdam', adr: 'Keizersgracht 12, 1015 CJ Amsterdam' });
    const footerOnly = page('<main><h1>Canal flat</h1><p>A flat.</p><table><tr><th>Rooms</th><td>3</td></tr><tr><th>Bedrooms</th><td>2</td></tr></table></main><footer><address>5 Quay St, Bristol BS1 4DJ</address></footer>');
    t.same((0, fields_js_1.extractFields)(footerOnly, { address: 'address' }), { address: null }, 'the site\'s contact address is not the item\'s');
});
tap_1.default.test('moments: the local day as written, the time and offset kept only for a time', async (t) => {
    t.same((0, item_moments_js_1.isoMoment)('2026-03-03T18:00+01:00'), { day: '2026-03-03', time: '18:00:00', offset: '+01:00' });
    t.same((0, item_moments_js_1.isoMoment)('2026-06-01T00:30:00+0200'), { day: '2026-06-01', time: '00:30:00', offset: '+02:00' }, 'the local day (31 May in UTC)');
    t.same((0, item_moments_js_1.isoMoment)('2026-02-20'), { day: '2026-02-20' });
    t.equal((0, item_moments_js_1.isoMoment)('3 days ago'), null);
    t.equal((0, item_moments_js_1.momentText)({ day: '2026-02-20', time: '09:15:00', offset: 'Z' }), '2026-02-20T09:15:00Z');
    t.equal((0, item_moments_js_1.timeOfDay)('Friday 22 May 2026, 7pm for 7.30pm'), '19:00:00');
    t.equal((0, item_moments_js_1.timeOfDay)('doors 7.30 p.m.'), '19:30:00');
    t.equal((0, item_moments_js_1.timeOfDay)('12am'), '00:00:00');
    t.equal((0, item_moments_js_1.timeOfDay)('Starts 19:45'), '19:45:00');
    t.equal((0, item_moments_js_1.timeOfDay)('from 2026 onwards, 3 mins'), null);
});
tap_1.default.test('a date field is the day of a <time datetime>; a start asked as a time is the moment with its offset', async (t) => {
    const job = page('<main><h1>Backend Engineer</h1><p class="posted">Posted <time datetime="2026-02-20T23:15:00-05:00">3 days ago</time> · 41 applicants</p><table><tr><th>Employer</th><td>Copperline Inc.</td></tr><tr><th>Location</th><td>Denver, CO</td></tr></table></main>');
    t.same((0, fields_js_1.extractFields)(job, { date: 'date', posted: 'when was it posted', start: 'start time' }), { date: '2026-02-20', posted: '2026-02-20', start: null }, 'the local day (21 Feb in UTC); a job has no start');
    const event = page('<main><h1>Midsummer concert</h1><div class="chips"><span aria-label="Date"><time datetime="2026-06-01T00:30+02:00">1 June, 00:30</time></span> <span aria-label="Venue">The Old Mill</span></div><p>Updated <time datetime="2026-05-02T10:00Z">2 May</time></p></main>');
    t.same((0, fields_js_1.extractFields)(event, { date: 'date', day: 'what day is it', start: 'start time', when: 'when does it start', starts_at: '', start_date: 'start date', dt: 'date and time' }), { date: '2026-06-01', day: '2026-06-01', start: '2026-06-01T00:30:00+02:00', when: '2026-06-01T00:30:00+02:00', starts_at: '2026-06-01T00:30:00+02:00', start_date: '2026-06-01', dt: '2026-06-01T00:30:00+02:00' });
    const words = page('<main><h1>Boathouse quiz</h1><p>Friday 22 May 2026, 7pm for 7.30pm</p><dl><dt>Venue</dt><dd>Kingston Rowing Club</dd></dl></main>');
    t.same((0, fields_js_1.extractFields)(words, { date: 'date', start: 'start time' }), { date: '2026-05-22', start: '2026-05-22T19:00:00' }, 'no offset where the page gives none');
});
//# sourceMappingURL=markup-facts.test.js.map