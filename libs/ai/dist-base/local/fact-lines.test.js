"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const page_js_1 = require("./page.js");
const fields_js_1 = require("./fields.js");
const text_js_1 = require("./text.js");
const yearless_dates_js_1 = require("./yearless-dates.js");
const event_start_label_js_1 = require("./event-start-label.js");
const fact_lines_js_1 = require("./fact-lines.js");
const title_prominence_js_1 = require("./title-prominence.js");
// Facts an item page states without a label or an h1 (session 19, the fourth held-out round's shapes in
// other forms): pages here are written for these tests, not the fixture pages.
const page = (body, title = 'Shop', lang = 'en-GB') => new page_js_1.Page(`<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body>${body}</body></html>`, 'http://127.0.0.1/item/1');
tap_1.default.test('raised cents: two digits raised after the whole units of an amount with a currency', async (t) => {
    const text = (html) => (0, text_js_1.elementText)(page(`<p id="x">${html}</p>`).$('#x')[0]);
    t.equal(text('<sup>$</sup>24<sup>99</sup> + fees'), '$24.99 + fees');
    t.equal(text('€<b>7</b><sup>05</sup>'), '€7.05');
    t.equal(text('1.299<sup>00</sup> €'), '1.299,00 €', 'dots group thousands: the decimals follow a comma');
    t.equal(text('10<sup>12</sup> stars'), '1012 stars', 'no currency: an exponent or a footnote is left as it is');
    t.equal(text('£19<sup>.95</sup>'), '£19.95', 'a mark already written is kept');
    t.equal(text('£5<sup>2</sup>'), '£52', 'one digit is no cents');
    t.same((0, fields_js_1.extractFields)(page('<h1>Lamp</h1><div class="price">AUD <b>139</b><sup>90</sup></div>'), { price: 'price' }), { price: 139.9 });
});
tap_1.default.test('a day without its year takes the page\'s year that makes its weekday right', async (t) => {
    const p = page('<p>Autumn 2025 · Spring 2027 · © 2024</p>');
    t.equal((0, yearless_dates_js_1.yearlessDate)(p, 'Thu, Oct 2 · 8 PM'), '2025-10-02', '2 October is a Thursday in 2025');
    t.equal((0, yearless_dates_js_1.yearlessDate)(p, 'Friday 2nd April'), '2027-04-02', 'in 2027');
    t.equal((0, yearless_dates_js_1.yearlessDate)(p, 'Monday 2 October'), null, 'no year of the page makes it a Monday: not guessed');
    t.equal((0, yearless_dates_js_1.yearlessDate)(p, '2 October'), null, 'no weekday to check: not guessed');
    t.equal((0, yearless_dates_js_1.yearlessDate)(page('<p>No year here</p>'), 'Thu, Oct 2'), null);
});
tap_1.default.test('an event\'s start is the labelled show, not the doors; a teaser\'s date under a heading is no start', async (t) => {
    const html = (rows) => page(`<h2 class="title">Night Tram Trio</h2><dl><dt>Venue</dt><dd>Tram Shed</dd>${rows}</dl><p>Season 2025</p>`);
    t.same((0, event_start_label_js_1.labelledStart)(html('<dt>Doors open</dt><dd>Sat 11 October, 7.30pm</dd><dt>Set time</dt><dd>Sat 11 October, 8.45pm</dd>'), null), { day: '2025-10-11', text: 'Sat 11 October, 8.45pm' });
    t.same((0, event_start_label_js_1.labelledStart)(html('<dt>Starts</dt><dd>Sat 11 October, 8pm</dd><dt>Ends</dt><dd>Sun 12 October, 1am</dd>'), null)?.day, '2025-10-11', 'the end is no start');
    t.same((0, event_start_label_js_1.labelledStart)(html('<dt>Doors</dt><dd>Sat 11 October, 7pm</dd>'), null)?.day, '2025-10-11', 'the doors only when nothing else is labelled');
    const p = html('<dt>Doors</dt><dd>Sat 11 October, 7pm</dd><dt>On stage</dt><dd>Sat 11 October, 8.15pm</dd>');
    t.same((0, fields_js_1.extractFields)(p, { date: 'date', start: 'start time' }), { date: '2025-10-11', start: '2025-10-11T20:15:00' });
    t.equal((0, event_start_label_js_1.labelledStart)(page('<h1>Fair</h1><dl><dt>Venue</dt><dd>Hall</dd></dl><h2>Also on</h2><div>Sat 14 Mar 2026 Print fair EUR 8</div>'), null), null);
});
tap_1.default.test('a count in a line of its own; the person a line tells you to reach', async (t) => {
    const p = page('<h1>Flat</h1><ul><li>3 bedrooms</li><li>2 baths</li></ul><p>Sleeps 3 bedrooms worth of guests in 2 beds.</p><div class="similar"><span>5 beds</span></div><p>Ring Ana de la Cruz on +34 600 555 012</p><footer>Call us on 0800 555 0100</footer>');
    t.equal((0, fact_lines_js_1.countLine)(p, /^(bedrooms?|beds?)$/), 3);
    t.equal((0, fact_lines_js_1.countLine)(page('<p>Sleeps 3 bedrooms worth of guests.</p><div class="related"><li>5 beds</li></div>'), /^(bedrooms?|beds?)$/), null, 'a count in a sentence or in another home\'s box is not the line');
    t.same((0, fact_lines_js_1.reachNamed)(p), ['Ana de la Cruz']);
    t.same((0, fact_lines_js_1.reachNamed)(page('<p>Call us on 0800 555 0100</p><p>Contact the office at 0800 555 0101</p>')), [], 'no one named');
    t.same((0, fact_lines_js_1.reachNamed)(page('<p>Any questions? Email Ola Brandt, hiring lead, at ola@example.test.</p>')), ['Ola Brandt'], 'a sentence after another, a role between commas');
    t.same((0, fact_lines_js_1.reachNamed)(page('<p>We call Lisbon home, and phone lines open at 9.</p>')), [], 'a verb of reaching inside a sentence names no one');
    t.same((0, fields_js_1.extractFields)(p, { bedrooms: 'bedrooms', agent: 'agent' }), { bedrooms: 3, agent: 'Ana de la Cruz' });
});
tap_1.default.test('a title by prominence when there is no h1 and the head title is none the page shows', async (t) => {
    const ok = () => true;
    t.equal((0, title_prominence_js_1.prominentTitle)(page('<h3>Reviews</h3><p>x</p><h2>Glass Harbour Lamp</h2><h3>Details</h3><h3>Delivery</h3>'), ok), null, 'after the first section heading: inside the sections');
    t.equal((0, title_prominence_js_1.prominentTitle)(page('<p class="kicker">Talk</p><h3 class="event-name">Maps of the Sea Floor</h3><p>at Quay Hall</p><h2>About</h2><h2>Tickets</h2>'), ok), 'Maps of the Sea Floor');
    t.equal((0, title_prominence_js_1.prominentTitle)(page('<div><img src="/b.jpg" alt="The Orchard Year"></div><p>by Ann Pole</p><h2>Details</h2><h2>Reviews</h2>'), ok), 'The Orchard Year', 'a banner image alt before the sections');
    t.equal((0, title_prominence_js_1.prominentTitle)(page('<a href="/"><img src="/logo.png" alt="Paper Lantern Books"></a><h2>Details</h2><h2>Reviews</h2>'), ok), null, 'a linked logo is no banner');
    // through the fields: the head title shown on the page keeps its place; one never shown gives way
    const shownHead = page('<h2>Customers also bought</h2><p>The Orchard Year, a novel</p><table><tr><td>Author</td><td>Ann Pole</td></tr><tr><td>Binding</td><td>Paperback</td></tr></table>', 'The Orchard Year');
    t.same((0, fields_js_1.extractFields)(shownHead, { title: 'title' }), { title: 'The Orchard Year' });
    const unshown = page('<section><p>Talk</p><h3 class="event-name">Maps of the Sea Floor</h3><p>at <b>Quay Hall Studio</b></p><dl><dt>Doors</dt><dd>Thu 2 Oct, 6pm</dd></dl><p>Autumn 2025</p></section>', 'Quay Hall Presents');
    t.same((0, fields_js_1.extractFields)(unshown, { title: 'title', venue: 'venue', date: 'date' }), { title: 'Maps of the Sea Floor', venue: 'Quay Hall Studio', date: '2025-10-02' });
});
tap_1.default.test('page counts as books write them; a byline after a date; a dated sentence in a description', async (t) => {
    const book = (pages) => (0, fields_js_1.extractFields)(page(`<h1>Tide Book</h1><table><tr><td>Author</td><td>Ann Pole</td></tr><tr><td>Length</td><td>${pages}</td></tr></table>`), { pages: 'number of pages' }).pages;
    t.equal(book('288 pp.'), 288);
    t.equal(book('288pp'), 288);
    t.equal(book('xii + 288 p.'), 288);
    t.equal(book('96 pgs'), 96);
    t.equal(book('7 p.m.'), null, 'a time is no page count');
    const post = (meta) => (0, fields_js_1.extractFields)(page(`<article><h1>Barley Soup</h1><p class="meta">${meta}</p><table><tr><td>Serves</td><td>4</td></tr><tr><td>Prep</td><td>15 mins</td></tr></table></article>`), { author: 'author' }).author;
    t.equal(post('Written on Monday 5th May 2025 by <a href="/me">Nia Cole</a>'), 'Nia Cole');
    t.equal(post('5 May 2025 by Nia Cole · 3 comments'), 'Nia Cole');
    t.equal(post('Updated 5 May 2025 by Nia Cole'), null, 'an update names an editor');
    const book2 = page('<h1>Tide Book</h1><table><tr><td>Format</td><td>Paperback</td></tr><tr><td>Pages</td><td>80</td></tr></table><p>Published 2 May 2024 by Greyheron Press.</p>');
    t.same((0, fields_js_1.extractFields)(book2, { author: 'author' }), { author: null }, "a book's published-by names its publisher, not an author");
    const home = page('<h1>Flat 2, Mill Yard</h1><p class="address">Flat 2, Mill Yard, York YO1 7AB</p><table><tr><th>Price</th><td>£210,000</td></tr><tr><th>Bedrooms</th><td>2</td></tr></table><p>A bright flat over the river. Added on 9 January 2026. Viewing by appointment.</p>');
    t.same((0, fields_js_1.extractFields)(home, { date: 'date' }), { date: '2026-01-09' });
});
//# sourceMappingURL=fact-lines.test.js.map