"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const page_js_1 = require("./page.js");
const intent_js_1 = require("./intent.js");
const main_item_js_1 = require("./main-item.js");
const item_credits_js_1 = require("./item-credits.js");
const item_meta_line_js_1 = require("./item-meta-line.js");
// The lines beside an item's title: a credits line read by its role words, and a meta line whose parts
// are typed by their shape and the page's other evidence. Pages here are not the fixture pages' wordings.
const page = (body, head = '<title>Item</title>') => new page_js_1.Page(`<!doctype html><html lang="en-GB"><head>${head}</head><body>${body}</body></html>`, 'http://127.0.0.1/item');
tap_1.default.test('a credits line: writers, and the people role words mark as someone else', async (t) => {
    const read = (s) => (0, item_credits_js_1.creditsOf)(s)?.credits.map((c) => `${c.role}:${c.name}`) ?? null;
    t.same(read('Mira Tove — translated from the Swedish by Hal Brook'), ['author:Mira Tove', 'translator:Hal Brook']);
    t.same(read('Ana Reyes, Tom Dale and illustrated by Lu Wen'), ['author:Ana Reyes', 'author:Tom Dale', 'illustrator:Lu Wen']);
    t.same(read('Kit Marlow with Jo Perry, with an introduction by Sam Hale'), ['author:Kit Marlow', 'author:Jo Perry', 'introduction:Sam Hale']);
    t.same(read('Edited by Rosa Kent'), ['editor:Rosa Kent'], 'an editor alone is no writer');
    t.same(read('Oona Finch (translated by Per Lund)'), ['author:Oona Finch', 'translator:Per Lund']);
    t.same(read('Recipe by Omar Salih'), ['author:Omar Salih']);
    t.same(read('By Nell Hart · Published 3 February 2026 · 14 comments'), ['author:Nell Hart'], 'after "by" the line may go on to a date');
    t.equal(read('A novel in three parts'), null, 'a subtitle is no credits line');
    t.equal(read('Winner of the 2024 Saltire Prize'), null);
    t.equal((0, item_credits_js_1.creditsOf)('Mira Tove')?.marked, false, 'a name alone is not marked as a byline');
});
tap_1.default.test('a byline beside the title: the writers are the author, the translator only when asked', async (t) => {
    const p = page('<div class="item"><h2>Other books</h2><h1>The Long Field</h1><p>Mira Tove — translated from the Swedish by Hal Brook</p><table><tr><th>Publisher</th><td>Fell House</td></tr><tr><th>Binding</th><td>Hardback</td></tr></table></div>', '<title>The Long Field | Bookbarn</title>');
    t.equal((0, main_item_js_1.mainItemAnswer)(p, (0, intent_js_1.fieldIntent)('author', 'author')), 'Mira Tove');
    t.same((0, main_item_js_1.mainItemAnswer)(p, (0, intent_js_1.fieldIntent)('authors', 'authors')), ['Mira Tove']);
    t.equal((0, main_item_js_1.mainItemFact)(p, (0, intent_js_1.fieldIntent)('translator', 'translator')), 'Hal Brook');
    t.equal((0, main_item_js_1.mainItemFact)(p, (0, intent_js_1.fieldIntent)('translated_by', 'who translated it')), 'Hal Brook');
    t.same((0, main_item_js_1.mainItemFact)(p, (0, intent_js_1.fieldIntent)('contributors', 'contributors')), ['Mira Tove', 'Hal Brook']);
    t.equal((0, main_item_js_1.mainItemFact)(p, (0, intent_js_1.fieldIntent)('illustrator', 'illustrator')), null, 'an item page that names no illustrator');
});
tap_1.default.test('a bare name beside the title: a byline only with the page\'s other evidence', async (t) => {
    const labels = '<ul><li>Publisher: Fell House</li><li>Format: Paperback</li></ul>';
    const repeated = page(`<h1>Night Roads</h1><p>Ola Berg</p>${labels}`, '<title>Night Roads - Ola Berg - Bookbarn</title>');
    t.equal((0, main_item_js_1.mainItemAnswer)(repeated, (0, intent_js_1.fieldIntent)('author', 'author')), 'Ola Berg', 'the head title repeats the name');
    const subtitle = page(`<h1>Night Roads</h1><p>Stories From The North</p>${labels}`, '<title>Night Roads - Bookbarn</title>');
    t.equal((0, main_item_js_1.mainItemAnswer)(subtitle, (0, intent_js_1.fieldIntent)('author', 'author')), undefined, 'capitalised words alone are no author');
    const shopName = page(`<div id="header"><a href="/">Bookbarn</a></div><div><h1>Night Roads</h1>${labels}</div>`, '<title>Night Roads - Bookbarn</title>');
    t.equal((0, main_item_js_1.mainItemAnswer)(shopName, (0, intent_js_1.fieldIntent)('author', 'author')), undefined, 'the shop\'s name in its banner is no author');
});
tap_1.default.test('a meta line beside a job\'s title: parts typed by shape, the organisation before the place', async (t) => {
    const line = (s, head = '<title>Cook</title>') => (0, item_meta_line_js_1.metaLine)(page(`<div class="job"><h1>Cook</h1><p class="m">${s}</p><p>We are a busy kitchen.</p></div>`, head), null)?.map((p) => `${p.type}:${p.text}`) ?? null;
    t.same(line('Harrow Inns Ltd · York · Part time · posted 4 March 2026'), ['org:Harrow Inns Ltd', 'place:York', 'terms:Part time', 'date:posted 4 March 2026']);
    t.same(line('Bristol, Avon | Fennel &amp; Co | Contract'), ['place:Bristol, Avon', 'org:Fennel & Co', 'terms:Contract'], 'shapes, not the order, when they say');
    t.same(line('The Copper Pot • Remote • 2 weeks ago'), ['org:The Copper Pot', 'place:Remote', 'relative-date:2 weeks ago']);
    t.equal(line('Home · Jobs · Kitchen'), null, 'a row of links has no parts of known shapes');
    t.equal(line('Great team. Free meals · Apply today'), null, 'sentences are not a meta line');
});
tap_1.default.test('a job\'s company, place and posting date from its meta line; "3 days ago" gives no date', async (t) => {
    const p = page('<div class="post"><h1>Line Cook</h1><div class="m">Harrow Inns Ltd · York · Part time · posted 4 March 2026</div><p>Closing date: 20 March 2026</p></div>', '<title>Line Cook - Harrow Inns Ltd - York</title>');
    t.equal((0, main_item_js_1.mainItemFact)(p, (0, intent_js_1.fieldIntent)('company', 'company')), 'Harrow Inns Ltd');
    t.equal((0, main_item_js_1.mainItemFact)(p, (0, intent_js_1.fieldIntent)('location', 'location')), 'York');
    t.equal((0, main_item_js_1.mainItemAnswer)(p, (0, intent_js_1.fieldIntent)('date', 'date')), '2026-03-04', 'the posting date, not the closing date');
    const rel = page('<div class="post"><header><h1>Line Cook</h1><ul class="meta"><li>The Copper Pot</li><li>Remote</li><li>3 days ago</li></ul></header><p>Company: The Copper Pot</p><p>Salary: £24,000</p></div>');
    t.equal((0, main_item_js_1.mainItemFact)(rel, (0, intent_js_1.fieldIntent)('location', 'where is the job')), 'Remote');
    t.equal((0, main_item_js_1.mainItemAnswer)(rel, (0, intent_js_1.fieldIntent)('date', 'date')), undefined, 'a relative date is left null, not guessed');
});
tap_1.default.test('writers joined by "&", "and", ",", ";" or "with" are all the authors, a <br> ends the writers\' clause', async (t) => {
    const read = (s) => (0, item_credits_js_1.creditsOf)(s)?.credits.map((c) => `${c.role}:${c.name}`) ?? null;
    t.same(read('Text by Ana Ruiz & Ben Holt Illustrations by Cai Moss'), ['author:Ana Ruiz', 'author:Ben Holt', 'illustrator:Cai Moss'], 'a role with its "by" right after the names opens a clause');
    t.same(read('Story by Ana Ruiz, Ben Holt and Ida Park\nCover design by Tom Vey'), ['author:Ana Ruiz', 'author:Ben Holt', 'author:Ida Park', 'illustrator:Tom Vey']);
    t.same(read('Written by Ana Ruiz; Ben Holt with Ida Park'), ['author:Ana Ruiz', 'author:Ben Holt', 'author:Ida Park']);
    const book = (credits) => new page_js_1.Page(`<!doctype html><html lang="en-GB"><head><title>Salt Marsh Counting Book | Heronsgate Books</title></head><body><header><h1>Salt Marsh Counting Book</h1></header><div class="info"><p class="credits">${credits}</p><p>£9.99</p><ul><li>Publisher: Reedbed Press</li><li>Published: 3 March 2026</li></ul></div></body></html>`, 'http://127.0.0.1/b/1');
    for (const credits of ['Words by Ana Ruiz &amp; Ben Holt<br>Pictures by Cai Moss', 'Words by Ana Ruiz and Ben Holt<br/>Illustrated by Cai Moss', 'Words by Ana Ruiz &amp; Ben Holt <span>Pictures by Cai Moss</span>']) {
        const p = book(credits);
        t.equal((0, main_item_js_1.mainItemAnswer)(p, (0, intent_js_1.fieldIntent)('author', 'author')), 'Ana Ruiz, Ben Holt', credits);
        t.same((0, main_item_js_1.mainItemAnswer)(p, (0, intent_js_1.fieldIntent)('authors', 'authors')), ['Ana Ruiz', 'Ben Holt'], credits);
        t.equal((0, main_item_js_1.mainItemFact)(p, (0, intent_js_1.fieldIntent)('illustrator', 'illustrator')), 'Cai Moss', credits);
    }
});
//# sourceMappingURL=item-lines.test.js.map