"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const page_js_1 = require("./page.js");
const intent_js_1 = require("./intent.js");
const resolve_js_1 = require("./resolve.js");
const field_sources_js_1 = require("./field-sources.js");
const page = (body, head = '<title>Page</title>') => new page_js_1.Page(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`, 'http://127.0.0.1/p');
const ranked = (p, name, description, enough = 1) => {
    const intent = (0, intent_js_1.fieldIntent)(name, description);
    return (0, resolve_js_1.rank)(p, intent, (0, field_sources_js_1.fieldSources)(intent), enough);
};
tap_1.default.test('one ranking: candidates of several sources, each with its source and signals', async (t) => {
    const p = page('<h1>Harbour Lights</h1><p>Publisher: Northwind Press</p><p>by Ada Merriweather</p>', '<title>Harbour Lights - Hardcover - Inkwell</title><meta property="og:title" content="Harbour Lights">');
    const title = ranked(p, 'title', '', 5);
    t.equal(title[0].value, 'Harbour Lights');
    t.equal(title[0].source, 'main-item', "the item's reader outranks the kind's sources");
    t.ok(title.every((c, i) => i === 0 || c.score <= title[i - 1].score), 'best first');
    t.ok(title.every((c) => c.signals[0] === c.source), 'each candidate names its source first');
});
tap_1.default.test("the kind's sources answer what the item's readers do not", async (t) => {
    const article = page('<article><h1>Storm closes the coast road</h1><p>The road reopened at noon.</p></article>', '<title>Storm closes the coast road | Daily Tide</title><meta property="og:type" content="article"><meta property="og:site_name" content="Daily Tide">');
    const [best] = ranked(article, 'headline', 'the article title');
    t.equal(best.value, 'Storm closes the coast road');
    t.not(best.source, 'main-item', 'an article is not an item page');
});
tap_1.default.test("a trusted source's silence: an item page that states no publisher is not answered by its prose", async (t) => {
    const p = page('<h1>Harbour Lights</h1><p>Format: Hardcover</p><p>Pages: 300</p><p>The author thanks the Harbour Trust, which published her first poems.</p>');
    t.same(ranked(p, 'publisher', 'who published it'), []);
});
tap_1.default.test('a site name is demoted, not vetoed: the title signal names it', async (t) => {
    const p = page('<p>Welcome</p>', '<title>Daily Tide</title><meta property="og:site_name" content="Daily Tide"><meta property="og:title" content="Daily Tide">');
    const all = ranked(p, 'title', 'the title of the article', 5);
    t.ok(all.every((c) => c.value !== 'Daily Tide' || c.signals.includes('only-the-site-name')));
});
tap_1.default.test('an unknown key weighs nothing: the description finds the answer it finds under a neutral key', async (t) => {
    const job = page('<h1>Night Baker</h1><dl><dt>Employer</dt><dd>Crumb & Co</dd><dt>Location</dt><dd>Bristol</dd><dt>Salary</dt><dd>£24,000 a year</dd></dl>');
    for (const [key, description] of [['unternehmen', 'the business that is recruiting'], ['sede', 'in which town is the post'], ['lohn', 'yearly pay, number only']]) {
        t.same(ranked(job, key, description)[0]?.value, ranked(job, 'x', description)[0]?.value, `${key}: ${description}`);
        t.ok(ranked(job, key, description).length, `${key}: answered`);
    }
    t.equal(ranked(job, 'org', 'org')[0]?.value, 'Crumb & Co', 'an abbreviated key');
});
tap_1.default.test('notes on form do not send the field to the prose: a date with its pattern, a price with "number only"', async (t) => {
    const book = page('<h1>Harbour Lights</h1><p>Publisher: Northwind Press</p><p>Published: 4 March 2021</p><p>Price: £12.50</p>');
    t.equal(ranked(book, 'd', 'publication date (DD/MM/YYYY please)')[0]?.value, '2021-03-04');
    t.equal(ranked(book, 'p', 'price, number only')[0]?.value, 12.5);
    t.equal(ranked(book, 'who', 'please, who published this book?')[0]?.value, 'Northwind Press', 'a polite lead');
});
tap_1.default.test('what the buyer pays is the price where the page states no salary; a ticket price where it labels only a price', async (t) => {
    const home = page('<h1>3 Elm Close</h1><p>Price: £310,000</p><p>Bedrooms: 3</p><p>Agent: Dale & Co</p>');
    t.equal(ranked(home, 'cost', 'how much would I have to pay?')[0]?.value, 310000);
    t.equal(ranked(home, 'pay', 'pay')[0]?.value, 310000, '"pay" alone on a page without a salary');
    t.equal(ranked(home, 'Ticket Price', 'Ticket Price')[0]?.value, 310000, 'a qualifier the page does not use');
});
tap_1.default.test('the head decides which sources answer: a currency, not the price its clause names', async (t) => {
    const shop = page('<h1>Trail Flask</h1><p class="price">€24.50</p><button>Add to basket</button>', '<title>Trail Flask | Peakline</title><meta property="og:site_name" content="Peakline"><meta property="product:price:currency" content="EUR"><meta property="product:price:amount" content="24.50">');
    t.equal(ranked(shop, 'x', 'the currency the amount is charged in')[0]?.value, 'EUR');
    t.equal(ranked(shop, 'x', 'the amount it is charged at')[0]?.value, 24.5, 'the same words with the amount as the head: the price');
});
tap_1.default.test('who sells it: a listing\'s agent when it names one, else the site', async (t) => {
    const home = page('<h1>3 bed terrace, Mill Lane</h1><p>Price: £340,000</p><p>Agent: Corrie Hale, Millbrook Homes</p>', '<title>3 bed terrace | Millbrook Homes</title><script type="application/ld+json">{"@type":"RealEstateListing","name":"3 bed terrace, Mill Lane"}</script>');
    const seller = ranked(home, 'x', 'who is selling this house?')[0];
    t.match(String(seller?.value), /Corrie Hale/, 'the agent');
    const shop = page('<h1>Trail Flask</h1><p>€24.50</p>', '<title>Trail Flask | Peakline</title><meta property="og:site_name" content="Peakline">');
    t.equal(ranked(shop, 'x', 'who is selling this?')[0]?.value, 'Peakline', 'a shop: its name');
});
//# sourceMappingURL=resolve.test.js.map