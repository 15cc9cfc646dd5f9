"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const description_reader_js_1 = require("./description-reader.js");
const request_slips_js_1 = require("./request-slips.js");
const intent_js_1 = require("./intent.js");
const index_js_1 = require("../index.js");
const kindOf = (key, description) => {
    const i = (0, intent_js_1.fieldIntent)(key, description);
    return `${i.kind}/${i.type}`;
};
tap_1.default.test('a note about the value is not what is asked', async (t) => {
    for (const [d, request] of [
        ['Who published it. Give null when the page does not say.', 'Who published it'],
        ['the writer; output an empty string if unknown', 'the writer'],
        ['the release day (format DD/MM/YYYY)', 'the release day'],
        ['the name of the shop, for instance Acme Outfitters', 'the name of the shop'],
        ['the asking price, e.g. 450000', 'the asking price'],
        ['the cost as a number without the currency sign', 'the cost'],
        ['the rating, numbers only', 'the rating'],
        ['the opening date in ISO 8601', 'the opening date'],
        ['the sale price if there is one', 'the sale price'],
        ['the brand such as "Nordvik"', 'the brand'],
        ['Blank if absent', ''],
    ])
        t.equal((0, description_reader_js_1.readDescription)(d).request, request, d);
});
tap_1.default.test('a format note keeps what it says of the type', async (t) => {
    t.equal((0, description_reader_js_1.readDescription)('the closing day (YYYY-MM-DD)').hint, 'date');
    t.equal((0, description_reader_js_1.readDescription)('the fee, as an integer').hint, 'number');
    t.equal((0, description_reader_js_1.readDescription)('the rent, e.g. 1,250').hint, 'number');
    t.equal((0, description_reader_js_1.readDescription)('whether it ships abroad (true/false)').hint, 'boolean');
    t.equal((0, description_reader_js_1.readDescription)('the label, e.g. Blue Note').hint, undefined, 'an example of a name names no type');
    // a field of no kind of its own that is written as a date is a date
    t.equal(kindOf('deadline', 'the application deadline'), 'text/text');
    t.equal(kindOf('deadline', 'the application deadline (DD-MM-YYYY)'), 'date/date');
    t.equal(kindOf('x', 'who is the publishing house? null if not stated'), 'publisher/text');
    t.equal(kindOf('x', 'return null if missing'), 'text/text', 'a description that is all note leaves the key to say');
    t.equal(kindOf('release_date', 'return null if missing'), 'date/date');
    t.equal(kindOf('cost', 'just the amount, no currency'), 'price/number');
});
tap_1.default.test('what is excluded does not decide the kind', async (t) => {
    for (const [k, d, want] of [
        ['price', 'what it costs today, not the was price', 'price/number'],
        ['town', 'the town it is in, rather than the full address', 'text/text'],
        ['posted', 'when it went online - not the date of the last edit', 'date/date'],
        ['picture', 'the product photo, excluding the shop logo', 'image/url'],
        ['writer', 'the novelist other than the translator', 'author/text'],
        ['text', 'the whole story with no navigation or adverts', 'content/text'],
        ['body', 'the body of the post, except comments', 'content/text'],
    ])
        t.equal(kindOf(k, d), want, d);
    t.same((0, description_reader_js_1.readDescription)('what it costs today, not the was price').excluded, ['the was price']);
    t.same((0, description_reader_js_1.readDescription)('the hero picture (not thumbnails or icons)').excluded, ['thumbnails or icons']);
    // the facts an exclusion names are not asked: a town is not an address
    t.notOk((0, intent_js_1.fieldIntent)('town', 'the town it is in, rather than the full address').facts.includes('address'));
    t.notOk(/old|was/.test((0, intent_js_1.fieldIntent)('price', 'the selling price, instead of the was price').description));
});
tap_1.default.test('a negation that is part of the question is kept', async (t) => {
    for (const d of ['is it not in stock', 'does it not ship abroad', 'has it not sold out yet', 'items that are not available', 'item no'])
        t.equal((0, description_reader_js_1.readDescription)(d).request, d, d);
    // (a number's sign before a figure is written out: number-signs.ts)
    t.equal((0, description_reader_js_1.readDescription)('the article no. 12345').request, 'the article number 12345');
    t.equal((0, intent_js_1.fieldIntent)('sold_out', 'is it not available any more').type, 'boolean');
});
tap_1.default.test('a question keeps its own clauses: only a note or an exclusion that starts a clause is cut', async (t) => {
    for (const d of ['What happens if nothing is done?', 'What can grow without any light', 'What was the rise in the number of members', 'Which plants, such as ferns, need shade', 'What did the crew do when not at sea?']) {
        t.equal((0, description_reader_js_1.readDescription)(d).request.replace(/[?,]/g, ''), d.replace(/[?]$/, '').replace(', such as ferns,', ''), d);
    }
    t.equal((0, description_reader_js_1.readDescription)('Who wrote it, not the translator?').request, 'Who wrote it');
    t.equal((0, description_reader_js_1.readDescription)('in which format is it sold (boxed, loose)').request, 'in which format is it sold (boxed loose)');
    t.equal((0, description_reader_js_1.readDescription)('Writer(s)').request, 'Writer(s)');
    for (const d of ['what is one example of a hardwood', 'which enzyme does Y. lipolytica make', 'what did it cost in 1998 - 99', 'how is f(x) written'])
        t.equal((0, description_reader_js_1.readDescription)(d).request, d, d);
    t.equal((0, description_reader_js_1.readDescription)('apart from the harbour, what draws visitors').request, 'apart from the harbour, what draws visitors', 'a framing exclusion stays the question\'s');
    t.equal((0, description_reader_js_1.readDescription)('Who published it? Return null if the page does not say.').request, 'Who published it');
    t.equal((0, description_reader_js_1.readDescription)('who wrote it or null if unknown').request, 'who wrote it');
    t.equal((0, description_reader_js_1.readDescription)('the sale price if any').request, 'the sale price');
    t.equal((0, description_reader_js_1.readDescription)('the sale price if anything is off').request, 'the sale price if anything is off');
});
tap_1.default.test('a purpose is no part of the request: the field is what the request alone asks', async (t) => {
    const same = (key, long, alone) => {
        const a = (0, intent_js_1.fieldIntent)(key, long);
        const b = (0, intent_js_1.fieldIntent)(key, alone);
        t.same([a.kind, a.type, a.specific, a.facts], [b.kind, b.type, b.specific, b.facts], long);
    };
    same('sale_price', "I'm building a price tracker, give me the price a shopper pays today for this product", 'give me the price a shopper pays today for this product');
    same('p', 'for my catalogue I need the price', 'I need the price');
    same('p', 'we compare shops, so: the price', 'the price');
    same('p', 'the price - this is for a spreadsheet', 'the price');
    same('p', 'Please extract the price. It will be shown in our app.', 'Please extract the price');
    same('b', 'I need the brand of each product to group them in my catalogue', 'I need the brand of each product');
    same('d', 'when was it published? we sort articles by it', 'when was it published?');
    same('rent', 'the rent per month (we only show flats under 1000)', 'the rent per month');
    same('p', 'the price (for my spreadsheet)', 'the price');
    const r = (0, description_reader_js_1.readDescription)("I'm building a price tracker, give me the price a shopper pays today");
    t.equal(r.request, 'give me the price a shopper pays today');
    t.same(r.context, ["I'm building a price tracker"]);
    // the words of a purpose weigh nothing: a tracker, a catalogue are no specific thing to find on the page
    t.same((0, intent_js_1.fieldIntent)('sale_price', "I'm building a price tracker, give me the price a shopper pays today").specific, []);
    // a description that is all purpose is read as it is
    t.equal((0, description_reader_js_1.readDescription)('we sell shoes').request, 'we sell shoes');
    t.equal((0, description_reader_js_1.readDescription)("I'm looking for the brand").request, "I'm looking for the brand");
    // a question keeps its own words: "what do we owe" is asked
    t.equal((0, description_reader_js_1.readDescription)('what do I pay for delivery to my door').request, 'what do I pay for delivery to my door');
});
tap_1.default.test('the request\'s own clauses: notes of form, the first clause asked, the others, a list, a yes/no', async (t) => {
    const r = (0, description_reader_js_1.readDescription)('date (YYYY-MM-DD please)');
    t.equal(r.first, 'date');
    t.equal(r.hint, 'date');
    t.same((0, description_reader_js_1.readDescription)('the mark of the product (who makes it)').others, ['who makes it']);
    t.ok((0, description_reader_js_1.readDescription)('the tags, comma separated').list);
    t.ok((0, description_reader_js_1.readDescription)('in stock? yes or no').boolean);
    t.notOk((0, description_reader_js_1.readDescription)('the yes vote share').boolean);
    t.equal((0, description_reader_js_1.readDescription)('the price, in euros').first, 'the price');
    t.equal((0, description_reader_js_1.readDescription)('the price, so').first, 'the price');
    t.same((0, description_reader_js_1.readDescription)('the price, ignore the old one').excluded, ['the old one']);
});
tap_1.default.test('slips in a description are read as the words they miss, real words are not', async (t) => {
    for (const [d, want] of [
        ['wot does it sell for', 'what does it sell for'],
        ['whos the writter of this book', 'who is the writer of this book'],
        ['the manufacturer\'s brnad name', "the manufacturer's brand name"],
        ['name of the pubilsher', 'name of the publisher'],
        ['when was the artcle publised', 'when was the article published'],
    ])
        t.equal((0, request_slips_js_1.spelledRequest)(d), want, d);
    for (const d of ['the cast of the film', 'the data behind the chart', 'how much bran is in it', 'the grand total', 'what is the prize', 'the pride of the town', 'what are chares', 'made by Brnad Industries', 'the title "Autor Unknown"'])
        t.equal((0, request_slips_js_1.spelledRequest)(d), d, d);
    t.equal(kindOf('x', 'wat does it cost'), 'price/number');
    t.equal(kindOf('x', 'who is the auther of the book'), 'author/text');
    t.equal(kindOf('x', 'tell me the brnad of this'), 'brand/text');
});
tap_1.default.test('on a page: notes, exclusions and slips answer as the plain request does', async (t) => {
    const engine = new index_js_1.LocalEngine();
    const html = `<!doctype html><html><head><title>Trail Flask 750 ml | Northpeak Outdoor</title><meta property="og:site_name" content="Northpeak Outdoor"></head><body>
    <main><h1>Trail Flask 750 ml</h1><p class="brand">Brand: Kestrel Gear</p>
    <p class="price"><del class="was-price">£34.00</del> <span class="now-price">£24.50</span></p>
    <p>Store: 14 Quay Street, Bristol</p>
    <p>An insulated steel flask that keeps drinks cold for a day.</p></main></body></html>`;
    const plain = await engine.extractFields({ html, url: 'https://northpeak.example/p/flask', fields: { p: 'the price', b: 'the brand' } });
    const worded = await engine.extractFields({
        html,
        url: 'https://northpeak.example/p/flask',
        fields: {
            p: 'what it costs now, not the crossed-out price (number only, no currency sign)',
            b: 'the brnad, e.g. Acme. Null if not present.',
            m: 'the manufacturer. Return null if the page does not say.',
        },
    });
    t.equal(plain.p, 24.5);
    t.equal(plain.b, 'Kestrel Gear');
    t.equal(worded.p, plain.p);
    t.equal(worded.b, plain.b);
    t.equal(worded.m, plain.b);
});
// ---- session 18 review fixes -------------------------------------------------------------------------------
tap_1.default.test('asking words with an adverb between still ask: the purpose sentence is not the request', async (t) => {
    for (const d of ["I'm tracking prices. I only want the brand.", "We track prices. All we need is the brand", "I'm comparing shops. I just need the brand", "I'm building a catalogue. I'd really like the brand", 'We sell shoes. We mainly want the brand']) {
        // the kind is the brand ("all we need" may read as a list: the intent's reading of "all", not the reader's)
        t.equal(kindOf('x', d).split('/')[0], 'brand', d);
        t.notOk(/brand/.test((0, description_reader_js_1.readDescription)(d).context.join(' ')), d);
    }
});
tap_1.default.test('a clause opening with "our" or "my" is asked unless it has a purpose\'s shape', async (t) => {
    t.equal(kindOf('x', 'Our price - the one in the basket'), 'price/number');
    t.equal(kindOf('x', 'Our reference number, the one after Ref'), kindOf('x', 'the reference number, the one after Ref'));
    t.equal(kindOf('x', 'Our reference number, the one after Ref').split('/')[0], 'sku');
    t.equal((0, description_reader_js_1.readDescription)('My size: the largest one in stock').first, 'My size');
    t.equal(kindOf('x', 'My size: the largest one in stock'), kindOf('x', 'the size: the largest one in stock'));
    t.equal(kindOf('x', 'my rating - the stars under the title'), kindOf('x', 'the rating - the stars under the title'));
    for (const d of ['Our price - the one in the basket', 'My size: the largest one in stock', 'our shipping cost, the one at checkout'])
        t.same((0, description_reader_js_1.readDescription)(d).context, [], d);
    // a purpose keeps its shape: a first-person subject and its verb, "for my <tool>", a connective alone
    t.same((0, description_reader_js_1.readDescription)("we're comparing shops - the price").context, ["we're comparing shops"]);
    t.same((0, description_reader_js_1.readDescription)('for our spreadsheet, the price').context, ['for our spreadsheet']);
});
tap_1.default.test('"to" opens a purpose only as a verb whose subject is the customer; "so" + the customer does', async (t) => {
    for (const d of ['the distance to the beach from our hotel', 'the answer to the question I asked', 'the link to the product page we scraped', 'the fee to return it to us', 'the way to the station from my flat', 'the reply to my message']) {
        t.equal((0, description_reader_js_1.readDescription)(d).request, d, d);
        t.same((0, description_reader_js_1.readDescription)(d).context, [], d);
    }
    for (const [d, request] of [
        ['the page count so we can sort by length', 'the page count'],
        ['the price so I can compare shops', 'the price'],
        ['the price so that our readers can compare', 'the price'],
        ['the price to show in our app', 'the price'],
        ['the colour of each item to group them in my catalogue', 'the colour of each item'],
        ['the author to credit in our newsletter', 'the author'],
    ])
        t.equal((0, description_reader_js_1.readDescription)(d).request, request, d);
});
tap_1.default.test('"US" the country and a possessive inside a noun phrase are no purpose', async (t) => {
    for (const d of ['price in US dollars', 'shipping cost to the US', 'the shipping fee for US orders', 'the price in my currency', 'the number of items in my basket', 'the delivery estimate for my postcode', 'the tax on our order', 'the rate for US customers']) {
        t.equal((0, description_reader_js_1.readDescription)(d).request, d, d);
    }
    t.equal((0, description_reader_js_1.readDescription)('the price for us').request, 'the price for us', 'a recipient is no purpose either');
    t.equal((0, description_reader_js_1.readDescription)('the price for my spreadsheet').request, 'the price');
    t.equal((0, description_reader_js_1.readDescription)('the price in our app').request, 'the price');
});
tap_1.default.test('"then", "so", "i.e.", "I/O" open no purpose', async (t) => {
    for (const [d, others] of [
        ['the first author, then the others', ['then the others']],
        ['the year, then the month', ['then the month']],
        ['the release year, i.e. the year of first publication', ['the year of first publication']],
        ['I/O ports, the count', ['the count']],
        ['the colour, so the shade name', ['so the shade name']],
    ]) {
        t.same((0, description_reader_js_1.readDescription)(d).others, others, d);
        t.same((0, description_reader_js_1.readDescription)(d).context, [], d);
    }
    t.equal((0, description_reader_js_1.readDescription)('I/O ports, the count').first, 'I/O ports');
    // a connective alone, and one before the customer, still join a purpose
    t.same((0, description_reader_js_1.readDescription)('we compare shops, so: the price').context, ['we compare shops', 'so']);
    t.equal((0, description_reader_js_1.readDescription)('the price, then we sort by it').request, 'the price');
});
tap_1.default.test('"but" ends an exclusion: what follows it is asked', async (t) => {
    const r = (0, description_reader_js_1.readDescription)('Not the RRP but the price you actually pay');
    t.same(r.excluded, ['the RRP']);
    t.equal(r.request, 'the price you actually pay');
    t.equal(kindOf('x', 'Not the RRP but the price you actually pay'), 'price/number');
    t.same((0, description_reader_js_1.readDescription)('not the author but the translator').excluded, ['the author']);
    t.equal((0, description_reader_js_1.readDescription)('not the author but the translator').request, 'the translator');
    t.same((0, description_reader_js_1.readDescription)('the city, not the street but the town').excluded, ['the street']);
    t.same((0, description_reader_js_1.readDescription)('the price, not the old one but not the member one either').excluded, ['the old one but not the member one either']);
});
tap_1.default.test('a long description of marker words is read with bounded work', async (t) => {
    const { matchSteps } = await import('./description-reader.js');
    for (const words of ['to ', 'to my ', 'so we to ', 'not but ', 'for our to the ... ']) {
        const d = words.repeat(Math.ceil(10_000 / words.length)).slice(0, 10_000);
        const before = matchSteps();
        (0, description_reader_js_1.readDescription)(d);
        const spent = matchSteps() - before;
        // linear in what is read, and what is read is capped: far below the millions a quadratic gap costs
        t.ok(spent < 200_000, `${JSON.stringify(words)}: ${spent} steps`);
    }
    // the cap leaves a long description's request read
    t.equal((0, description_reader_js_1.readDescription)(`the price. ${'We compare shops across many regions and many markets. '.repeat(30)}`).first, 'the price');
});
tap_1.default.test('a note\'s month is a whole month\'s name: "mayor", "decade" are none', async (t) => {
    t.equal((0, description_reader_js_1.readDescription)('the town, e.g. mayor 12 2024').hint, 'number');
    t.equal((0, description_reader_js_1.readDescription)('the era, e.g. decade 12 1990').hint, 'number');
    t.equal((0, description_reader_js_1.readDescription)('the day, e.g. May 12 2024').hint, 'date');
    t.equal((0, description_reader_js_1.readDescription)('the day, e.g. 3 Sept 2024').hint, 'date');
});
tap_1.default.test('"(or ...)" naming again what precedes it restates it; one that names something else stays in line', async (t) => {
    t.equal((0, description_reader_js_1.readDescription)('price (or price range)').request, 'price');
    t.equal((0, description_reader_js_1.readDescription)('the total cost (or the cost per night)').request, 'the total cost', 'one content word again is enough');
    t.equal((0, description_reader_js_1.readDescription)('the price (or the rent)').request, 'the price or the rent', '"the" alone restates nothing');
    const html = `<!doctype html><html><head><title>Harbour Lights Folk Night</title></head><body><main><h1>Harbour Lights Folk Night</h1>
    <dl><dt>Venue</dt><dd>The Net Loft</dd><dt>Tickets</dt><dd>£12.50</dd></dl></main></body></html>`;
    const got = await new index_js_1.LocalEngine().extractFields({ html, url: 'https://loft.example/e/1', fields: { price: 'price (or price range)', cost: 'price' } });
    t.equal(got.price, got.cost, 'on a page: what the plain request gives');
    t.not(got.price, null);
});
//# sourceMappingURL=description-reader.test.js.map