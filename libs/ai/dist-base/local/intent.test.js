"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const tap_1 = __importDefault(require("tap"));
const intent_js_1 = require("./intent.js");
const lexicon_js_1 = require("./lexicon.js");
const index_js_1 = require("../index.js");
const read = (key, description) => {
    const i = (0, intent_js_1.fieldIntent)(key, description);
    return [i.kind, i.subject, i.type, i.counted ?? '-', i.specific.length ? 'specific' : 'own'].join('/');
};
tap_1.default.test('stems meet across forms', async (t) => {
    for (const [a, b] of [['prices', 'priced'], ['published', 'publishes'], ['wrote', 'writes'], ['named', 'names'], ['released', 'release'], ['sold', 'sells']])
        t.equal((0, lexicon_js_1.stem)(a), (0, lexicon_js_1.stem)(b), `${a} ~ ${b}`);
    t.equal((0, lexicon_js_1.stem)('constructor'), 'constructor', 'names of Object\'s prototype are words like any other');
});
tap_1.default.test('the same fact asked many ways reads as one intent', async (t) => {
    const same = (rows, want) => {
        for (const [k, d] of rows)
            t.equal(read(k, d), want, `${k}: ${JSON.stringify(d)}`);
    };
    same([['title', 'title'], ['headline', "the article's title"], ['book_title', 'book title'], ['name', 'the name of the book'], ['called', 'what is it called'], ['t', 'the title of this post']], 'title/item/text/-/own');
    same([['author', 'author'], ['writer', 'who wrote the book'], ['by', 'by'], ['a', 'the name of the author'], ['a', "the book's author"], ['author_name', 'author name'], ['w', 'who is it by']], 'author/item/text/-/own');
    same([['price', 'current product price (number)'], ['cost', 'how much'], ['p', 'how much does it cost'], ['p', 'what it sells for'], ['p', "the product's current price"], ['p', 'the price this item is sold at']], 'price/item/number/-/own');
    same([['date', 'publication date'], ['published', 'when was it published'], ['d', 'when did it come out'], ['d', 'the date it was posted'], ['d', 'date of publication'], ['d', 'when was it released']], 'date/item/date/-/own');
    same([['content', 'the main text content of the page'], ['body', 'the full text without menus or ads'], ['a', 'the article'], ['x', "the page's text"], ['x', 'everything the article says'], ['x', 'the body']], 'content/item/text/-/own');
    same([['site', 'the name of the website'], ['s', 'which website is this'], ['s', "the shop's name"], ['site_name', 'site name'], ['s', 'who sells it']], 'title/site/text/-/own');
    same([['photos', 'the number of photos'], ['n', 'how many pictures are there'], ['image_count', 'photo count']], 'number/item/count/image/own');
    same([['in_stock', 'is it available'], ['can_buy', 'can I buy it'], ['is_available', 'available']], 'availability/item/boolean/-/own');
});
tap_1.default.test('a key asks yes or no only when its verb is a word of its own, not the start of a word', async (t) => {
    for (const k of ['is_available', 'isAvailable', 'IsAvailable', 'in_stock', 'inStock', 'has-stock', 'canBuy', 'Is Available'])
        t.equal((0, intent_js_1.fieldIntent)(k, '').type, 'boolean', k);
    for (const k of ['isbn', 'ISBN', 'issue', 'issuer', 'canonical', 'instagram', 'inhalt', 'online_price', 'hashtags'])
        t.not((0, intent_js_1.fieldIntent)(k, '').type, 'boolean', k);
});
tap_1.default.test('what names the kind wins over what is only mentioned', async (t) => {
    t.equal((0, intent_js_1.fieldIntent)('currency_code', 'which currency the price is in').kind, 'currency');
    t.equal((0, intent_js_1.fieldIntent)('gtin', 'GTIN / EAN barcode number').kind, 'gtin');
    t.equal((0, intent_js_1.fieldIntent)('mpn', 'manufacturer part number (MPN)').kind, 'mpn');
    t.equal((0, intent_js_1.fieldIntent)('maker', 'who makes it').kind, 'brand');
    t.equal((0, intent_js_1.fieldIntent)('image', 'main image URL').kind, 'image');
    t.equal((0, intent_js_1.fieldIntent)('pages', 'number of pages').type, 'number', 'a count the page states, not elements to count');
    t.equal((0, intent_js_1.fieldIntent)('availability', 'is it in stock').type, 'text', 'a key naming the value keeps the schema.org name');
    t.equal((0, intent_js_1.fieldIntent)('sells_for', 'what it sells for').plural, false);
});
tap_1.default.test('a question about something in particular keeps its own words (the answer finder reads it)', async (t) => {
    t.same((0, intent_js_1.fieldIntent)('founder', 'who founded the quartet').specific, ['found', 'quartet']);
    t.same((0, intent_js_1.fieldIntent)('start', 'the time at which the show starts').specific, ['start']);
    t.same((0, intent_js_1.fieldIntent)('writer', 'who wrote the book').specific, []);
    t.same((0, intent_js_1.fieldIntent)('price', 'Preis').specific, [], 'one word is a label, in whatever language');
});
tap_1.default.test('one resolver: every source is a candidate, so no wording loses an answer another source has', async (t) => {
    const engine = new index_js_1.LocalEngine();
    const html = `<!doctype html><html><head><title>The Salt Road by Maren Holt (Hardcover): Larkspur Books</title></head><body>
    <header><a href="/">Larkspur Books</a></header><main><h1>The Salt Road</h1><p class="contributors">by <a href="/p/1">Maren Holt</a></p>
    <table><tr><th>Publication date</th><td>14 March 2023</td></tr><tr><th>Publisher</th><td>Fenwick &amp; Lowe</td></tr></table>
    <p>Two sisters walk the old salt road from the coast to the mountains.</p></main></body></html>`;
    const out = await engine.extractFields({ html, url: 'https://larkspur.example/b/1', fields: { a: 'who wrote the book', b: 'when was it released', c: 'who published it', d: 'the name of the website', e: 'who translated it', f: 'how much does it cost' } });
    t.same(out, { a: 'Maren Holt', b: '2023-03-14', c: 'Fenwick & Lowe', d: 'Larkspur Books', e: null, f: null });
});
tap_1.default.test('keys and descriptions as API users write them (the held-out families of issue 27)', async (t) => {
    const same = (rows, want) => {
        for (const [k, d] of rows)
            t.equal(read(k, d), want, `${k}: ${JSON.stringify(d)}`);
    };
    // a typo: one slip of the fingers, read as the lexicon's word it misses
    same([['autor', 'autor'], ['a', 'autor of book'], ['authorName', '-']], 'author/item/text/-/own');
    same([['publsher', 'publsher'], ['p', 'company that published the book'], ['label', 'publishing label'], ['publisher.name', 'publisher (schema.org)']], 'publisher/item/text/-/own');
    same([['tittle', 'tittle of article'], ['tittle', 'tittle of the book'], ['titel', 'titel'], ['headline', 'headline (schema.org)'], ['bookTitle', '-']], 'title/item/text/-/own');
    same([['relase_date', 'relase date'], ['created_at', 'creation date'], ['created_at', '-'], ['datePublished', '-'], ['pubDate', '.']], 'date/item/date/-/own');
    same([['proce', 'proce of item'], ['salePrice', 'sale price'], ['price_gbp', 'price of the ticket'], ['offers.price', 'offers price']], 'price/item/number/-/own');
    same([['price_eur', 'price in euros'], ['cost', 'the cost in dollars'], ['p', 'price in pounds sterling'], ['p', 'what it costs in yen']], 'price/item/number/-/own');
    same([['make', 'make'], ['producer', 'company that produce this product'], ['brand.name', 'brand name (schema.org)']], 'brand/item/text/-/own');
    same([['item_no', 'item no.'], ['stock_keeping_unit', 'stock keeping unit']], 'sku/item/text/-/own');
    same([['currency', 'currency of price'], ['ccy', '-']], 'currency/item/text/-/own');
    same([['n_photos', '.'], ['phtos', 'number of phtos']], 'number/item/count/image/own');
    same([['image_url', 'url of main image'], ['imgae', 'image']], 'image/item/url/-/own');
    same([['publication_name', 'name of the publication'], ['og:site_name', 'og site name'], ['source_site', 'where is this from?'], ['publisher', 'publisher of the article']], 'title/site/text/-/own');
});
tap_1.default.test('a typo is read only when it is one slip from one kind, and never for a word English knows', async (t) => {
    t.equal((0, intent_js_1.fieldIntent)('grand', 'grand').kind, 'text', '"grand" is a word, not "brand" misspelt');
    t.equal((0, intent_js_1.fieldIntent)('prize', 'the prize').kind, 'text', 'z is not next to c: not a slip for "price"');
    t.equal((0, intent_js_1.fieldIntent)('waiter', 'the waiter').kind, 'text', 'a word English knows');
    t.equal((0, intent_js_1.fieldIntent)('item', 'item no').kind, 'sku', '"no" at the end is a number sign, not a negation');
    t.equal((0, intent_js_1.fieldIntent)('body', 'the text with no ads').kind, 'content', '"no ads" is still left out');
    t.equal((0, intent_js_1.fieldIntent)('x', 'the publication date').kind, 'date', 'a publication\'s date is a date; only its name is the site');
    t.same((0, intent_js_1.fieldIntent)('founder', 'who founded the quartet').specific, ['found', 'quartet'], 'a question about something else keeps its words');
    t.equal((0, intent_js_1.fieldIntent)('county', 'county').kind, 'text', '"county" extends "count": another word, not a slip');
    // in a sentence an unknown word is a name or a rare word, not a slip; verbs are not the nouns they look like
    t.equal((0, intent_js_1.fieldIntent)('answer', 'what are chares').kind, 'text');
    t.equal((0, intent_js_1.fieldIntent)('answer', 'what year did Jacksonville consolidate with Davis County').kind, 'date');
    t.equal((0, intent_js_1.fieldIntent)('answer', 'what video game series did Alex Seropian make').kind, 'text');
    t.equal((0, intent_js_1.fieldIntent)('answer', 'how were the Mongol garrison families earning money').kind, 'text');
});
tap_1.default.test('the field as read: typos of the facts\' words too, for the readers that look for those words', async (t) => {
    t.equal((0, intent_js_1.fieldIntent)('salery', 'salery').said, 'salary salary', 'one vowel for another');
    t.equal((0, intent_js_1.fieldIntent)('adress', 'adress').said, 'address address');
    t.equal((0, intent_js_1.fieldIntent)('x', 'how many servigns').said, 'x how many servings', 'a question\'s slip too, when it is no word itself (description-reader.ts)');
    t.equal((0, intent_js_1.fieldIntent)('x', 'what are chares').said, 'x what are chares', 'the thing a question asks about is a term of the text');
    t.equal((0, intent_js_1.fieldIntent)('servigns', 'how many servigns').said, 'servings how many servings', 'unless it repeats the key\'s word');
    t.equal((0, intent_js_1.fieldIntent)('pubDate', 'the agnet').said, 'publication date the agent', 'a key\'s abbreviation written out');
});
tap_1.default.test('the facts of item pages by meaning: a job\'s place and pay in other words, a "where" about the item', async (t) => {
    t.same((0, intent_js_1.fieldIntent)('town', 'which town is the role in').facts, ['place', 'town'], 'a town, else the town of the address, never a whole street address');
    t.same((0, intent_js_1.fieldIntent)('location', 'the home\'s location').facts, ['place', 'address'], 'a place, else the street address the page states');
    t.same((0, intent_js_1.fieldIntent)('work_location', '').facts, ['place', 'address']);
    t.same((0, intent_js_1.fieldIntent)('office', 'place of work').facts, ['place', 'address']);
    t.same((0, intent_js_1.fieldIntent)('cover', 'kind of cover').facts, ['format']);
    t.same((0, intent_js_1.fieldIntent)('earnings', 'compensation offered').facts, ['salary']);
    t.same((0, intent_js_1.fieldIntent)('band', 'pay range').facts, ['salary']);
    t.same((0, intent_js_1.fieldIntent)('salery', '').facts, ['salary'], 'a typo of the key is read as the word it misses');
    t.same((0, intent_js_1.fieldIntent)('adress', 'adress').facts, ['address']);
    t.same((0, intent_js_1.fieldIntent)('loc', 'where is the vacancy').facts, ['place', 'address'], 'where the item itself is');
    t.same((0, intent_js_1.fieldIntent)('answer', 'where did the tram depot move to').facts, [], 'where something the text mentions is: a question for the prose');
    t.same((0, intent_js_1.fieldIntent)('title', "the page's title").facts, [], 'the page a title is on is no page count');
    t.same((0, intent_js_1.fieldIntent)('venue', 'where is it held').facts, ['place', 'address'], 'the key names it');
    t.same((0, intent_js_1.fieldIntent)('spot', 'where is it held').facts, ['place', 'address'], 'a verb of being somewhere');
    t.same((0, intent_js_1.fieldIntent)('length', 'how many pages').facts, ['pages']);
});
tap_1.default.test('"or" between two things offers a choice; "with or without" does not', async (t) => {
    t.equal((0, intent_js_1.fieldIntent)('cost', 'the price of the ticket or the flat').either, true);
    t.equal((0, intent_js_1.fieldIntent)('cost', 'rent or price').either, true);
    t.equal((0, intent_js_1.fieldIntent)('total', 'total with or without tax').either, false);
    t.equal((0, intent_js_1.fieldIntent)('ok', 'in stock or not').either, false);
});
tap_1.default.test('money asked as a kind is the currency; a noun beside "title" names the item; a bare site is its name', async (t) => {
    t.equal((0, intent_js_1.fieldIntent)('unit', 'which money is this sold in').kind, 'currency');
    t.equal((0, intent_js_1.fieldIntent)('money', '').kind, 'currency');
    t.equal((0, intent_js_1.fieldIntent)('price', 'how much money').kind, 'price', '"how much money" is an amount');
    t.equal((0, intent_js_1.fieldIntent)('answer', 'how did the settlers make money').kind, 'text', 'money in a sentence is not the currency');
    for (const [key, description] of [['podcastTitle', 'podcast title'], ['t', 'the title of the news'], ['t', "the recipe's title"], ['news_title', '']]) {
        const i = (0, intent_js_1.fieldIntent)(key, description);
        t.same([i.kind, i.subject, i.specific], ['title', 'item', []], `${key}: ${description}`);
    }
    for (const [key, description] of [['website', ''], ['site', 'website'], ['paper', 'newspaper']])
        t.same([(0, intent_js_1.fieldIntent)(key, description).kind, (0, intent_js_1.fieldIntent)(key, description).subject], ['title', 'site'], `${key}: ${description}`);
    t.same([(0, intent_js_1.fieldIntent)('home', 'website url').kind, (0, intent_js_1.fieldIntent)('home', 'website url').subject], ['url', 'site']);
    t.equal((0, intent_js_1.fieldIntent)('news', '').said, 'news', '"news" keeps its s');
});
tap_1.default.test('a key the lexicon does not know weighs nothing: the description decides', async (t) => {
    // each description under a foreign or made-up key reads as it does under a neutral key and under the field's own name
    const rows = [
        ['firma', 'the business that is recruiting', 'company'],
        ['quelle', 'which firm posted the opening', 'company'],
        ['stadt', 'in which town is the post', 'location'],
        ['marke', 'the mark on the box (who produces it)', 'brand'],
        ['waehrung', 'in what money are the prices', 'currency'],
        ['kop', 'the large heading of the story', 'title'],
    ];
    const reading = (k, d) => { const i = (0, intent_js_1.fieldIntent)(k, d); return [i.kind, i.subject, i.type, i.facts.join('+')].join('/'); };
    for (const [key, description] of rows)
        t.equal(reading(key, description), reading('x', description), `${key}: ${JSON.stringify(description)} reads as under x`);
    t.same((0, intent_js_1.fieldIntent)('firma', 'the business that is recruiting').facts, ['company']);
    t.equal((0, intent_js_1.fieldIntent)('marke', 'the mark on the box (who produces it)').kind, 'brand', 'a bracketed question says what the head noun does not');
    t.equal((0, intent_js_1.fieldIntent)('waehrung', 'in what money are the prices').kind, 'currency', 'the question word after a preposition');
    t.same((0, intent_js_1.fieldIntent)('kop', 'the large heading of the story').specific, [], '"large" says which heading, not what about it');
});
tap_1.default.test('a key that overrides a clear description is wrong too', async (t) => {
    t.equal((0, intent_js_1.fieldIntent)('released_by', 'who released this record?').kind, 'author', 'a date word in the key does not make a person a date');
    t.equal((0, intent_js_1.fieldIntent)('published_on', 'kindly, who is the publisher?').kind, 'publisher');
    // "makler" is one slip from "maker", but the description names an estate agent
    const agent = (0, intent_js_1.fieldIntent)('makler', 'the estate agent selling the home');
    t.not(agent.kind, 'brand', 'a typo guess in the key never outvotes the description');
    t.same(agent.facts, ['agent']);
    t.equal((0, intent_js_1.fieldIntent)('salery', 'salery').said, 'salary salary', 'a typo guess the description shares still counts');
    t.equal((0, intent_js_1.fieldIntent)('hauptverlag', 'the house that published it').kind, 'publisher', 'a relative clause names the agent of its verb');
});
tap_1.default.test('abbreviations in keys are written out to words the lexicon knows', async (t) => {
    const want = [
        ['qty', 'number', ''], ['desc', 'description', ''], ['addr', 'text', 'address'], ['tel', 'phone', ''], ['img', 'image', ''], ['pic', 'image', ''], ['cat', 'category', ''],
        ['auth', 'author', ''], ['pub_date', 'date', ''], ['yr', 'date', ''], ['hdl', 'title', ''], ['pubd', 'date', ''], ['amt', 'price', ''], ['cur', 'currency', ''],
        ['avail', 'availability', ''], ['txt', 'content', ''], ['fmt', 'text', 'format'], ['pgs', 'text', 'pages'], ['loc', 'text', 'place'], ['org', 'text', 'company'],
        ['ref', 'sku', ''], ['br', 'text', 'bedrooms'], ['comp', 'text', 'salary'], ['dt', 'date', ''], ['art_nr', 'sku', ''], ['mfr', 'brand', ''],
    ];
    for (const [key, kind, fact] of want) {
        const i = (0, intent_js_1.fieldIntent)(key, '');
        t.equal(i.kind, kind, `${key}: kind`);
        if (fact)
            t.equal(i.facts[0], fact, `${key}: fact`);
    }
    const counted = (0, intent_js_1.fieldIntent)('num_imgs', '');
    t.same([counted.type, counted.counted], ['count', 'image'], 'a leading count word counts what follows');
    t.equal((0, intent_js_1.fieldIntent)('src', 'source').subject, 'site', 'the source of an article is its site');
    t.equal((0, intent_js_1.fieldIntent)('cat', 'the cat in the photo').specific.includes('cat'), true, 'a description keeps its words as written');
});
tap_1.default.test('notes on the answer\'s form do not break the field', async (t) => {
    const same = (rows, want) => {
        for (const [k, d] of rows)
            t.equal(read(k, d), want, `${k}: ${JSON.stringify(d)}`);
    };
    same([['d', 'publication date (DD/MM/YYYY)'], ['d', 'date published, yyyy-mm-dd'], ['d', 'release date - ISO 8601 please'], ['d', 'when did it come out? day only, e.g. 2024-01-31']], 'date/item/date/-/own');
    same([['p', 'the price to pay, digits only'], ['p', 'the sale price after discount; numeric'], ['p', 'cost in dollars (a number)'], ['p', 'please, what does it cost?']], 'price/item/number/-/own');
    same([['body', 'the story text (no sidebar, no related links)'], ['body', 'all the text of the post, without the menus'], ['x', 'all of the article body']], 'content/item/text/-/own');
    t.equal((0, intent_js_1.fieldIntent)('pics', 'all the photos, as a list').type, 'list', '"all" before a plural is many');
    t.equal((0, intent_js_1.fieldIntent)('tags', 'topics, comma separated').type, 'list', 'a note that asks for a list');
    t.equal((0, intent_js_1.fieldIntent)('stock', 'availability, true or false').type, 'boolean', 'a note that asks for yes or no');
    t.not((0, intent_js_1.fieldIntent)('stock', 'availability').type, 'boolean');
    t.equal((0, intent_js_1.fieldIntent)('who', 'please: who wrote this piece?').kind, 'author', 'a polite lead does not hide the question word');
    t.equal((0, intent_js_1.fieldIntent)('n', '#comments').type, 'number', '"#" before a noun is a count');
    // a request that names nothing but a question word, and a bracket that names the item's fact: the bracket answers
    t.same((0, intent_js_1.fieldIntent)('reach', 'who should I call about this flat (the letting agent)').facts, ['agent'], 'a bracket naming a fact');
    t.same((0, intent_js_1.fieldIntent)('org', 'which business posted this (the employer)').facts, ['company']);
});
tap_1.default.test('pay is a salary only when the job pays it', async (t) => {
    t.same((0, intent_js_1.fieldIntent)('cost', 'how much will I have to pay?').facts.includes('salary') ? (0, intent_js_1.fieldIntent)('cost', 'how much will I have to pay?').kind : 'price', 'price');
    t.equal((0, intent_js_1.fieldIntent)('pay', 'yearly pay').facts[0], 'salary');
    t.equal((0, intent_js_1.fieldIntent)('wage', 'what does the role pay per hour?').facts[0], 'salary');
});
tap_1.default.test('a relative clause after an item\'s fact says which one; after a generic agent it names the agent', async (t) => {
    const agency = (0, intent_js_1.fieldIntent)('immobilien', 'the letting agency that rents it out');
    t.same([agency.kind === 'price', agency.facts[0]], [false, 'agent'], 'the agency, not the price its verb names');
    t.equal((0, intent_js_1.fieldIntent)('x', 'the firm that published the novel').kind, 'publisher');
    t.equal((0, intent_js_1.fieldIntent)('x', 'the store that sells it').subject, 'site');
});
tap_1.default.test('JSON-path and Title Case keys: the last part decides, words are words', async (t) => {
    t.same((0, intent_js_1.fieldIntent)('posting.jobLocation.address.addressLocality', '').facts[0], 'place', 'the locality of an address is the town');
    t.equal((0, intent_js_1.fieldIntent)('volume.numberOfPages', '').type, 'number', 'a number of pages is one number, not a list');
    t.equal((0, intent_js_1.fieldIntent)('story.author.name', '').kind, 'author');
    t.equal((0, intent_js_1.fieldIntent)('Admission Price', 'Admission Price').kind, 'price');
    t.equal((0, intent_js_1.fieldIntent)('Page Total', '').said, 'page total', 'Title Case read as words');
});
tap_1.default.test('the head of a request decides, not a noun in the clause that qualifies it', async (t) => {
    t.equal((0, intent_js_1.fieldIntent)('x', 'the currency this price is given in').kind, 'currency', 'a clause without "that"');
    t.equal((0, intent_js_1.fieldIntent)('money', 'the currency that the cost is shown in').kind, 'currency', 'a clause with "that"');
    t.equal((0, intent_js_1.fieldIntent)('x', "the cost's currency").kind, 'currency', 'the possessed noun');
    t.equal((0, intent_js_1.fieldIntent)('x', 'the currency of the amount').kind, 'currency', 'the noun before "of"');
    t.equal((0, intent_js_1.fieldIntent)('x', 'the day the sale finishes').kind, 'date');
    const firm = (0, intent_js_1.fieldIntent)('x', 'the employer this vacancy is with');
    t.same([firm.kind, firm.facts[0]], ['text', 'company'], 'a fact noun as the head: the vacancy\'s text does not make it content');
    t.equal((0, intent_js_1.fieldIntent)('x', 'the organisation the article is about').kind === 'content', false);
    t.equal((0, intent_js_1.fieldIntent)('x', 'the name of the store that stocks it').subject, 'site');
    t.equal((0, intent_js_1.fieldIntent)('x', 'the venue of the gig').facts[0], 'place', 'a fact head is asked, the owner says whose');
});
tap_1.default.test('a rate\'s period names no date', async (t) => {
    const pay = (0, intent_js_1.fieldIntent)('x', 'how much the position pays a year');
    t.same([pay.kind, pay.facts[0]], ['price', 'salary']);
    t.same([(0, intent_js_1.fieldIntent)('x', 'salary each year').kind, (0, intent_js_1.fieldIntent)('x', 'salary each year').facts[0]], ['price', 'salary']);
    t.equal((0, intent_js_1.fieldIntent)('x', 'the rent per day').kind, 'price');
    t.equal((0, intent_js_1.fieldIntent)('x', 'the year it was published').kind, 'date', 'a year asked is still a date');
});
tap_1.default.test('a question\'s verb and its question word together', async (t) => {
    const seller = (0, intent_js_1.fieldIntent)('x', 'who sells this?');
    t.same([seller.subject, seller.facts[0]], ['site', 'agent'], 'the seller: an agent when the page names one, else the site');
    t.same([(0, intent_js_1.fieldIntent)('x', 'who is recruiting for this role').kind, (0, intent_js_1.fieldIntent)('x', 'who is recruiting for this role').facts[0]], ['text', 'company']);
    t.equal((0, intent_js_1.fieldIntent)('x', 'who employs them').facts[0], 'company');
    t.same((0, intent_js_1.fieldIntent)('x', 'how long will it take me').facts.slice(0, 1), ['total_time'], 'how long it takes: a recipe\'s time');
    t.equal((0, intent_js_1.fieldIntent)('x', 'how long does it take to cook').facts[0], 'total_time');
    t.equal((0, intent_js_1.fieldIntent)('x', 'what does the role earn?').facts[0], 'salary');
    t.equal((0, intent_js_1.fieldIntent)('x', 'what will it sell for').kind, 'price');
    t.equal((0, intent_js_1.fieldIntent)('x', 'who printed and published this').kind, 'publisher');
    t.equal((0, intent_js_1.fieldIntent)('x', 'when did it get published').kind, 'date', 'the same verb with "when" is a date');
    t.equal((0, intent_js_1.fieldIntent)('x', 'which firm manufactures it?').kind, 'brand');
    t.same((0, intent_js_1.fieldIntent)('x', 'which company manufactures it?').facts, [], 'the agent\'s noun is not the job\'s company');
    t.same((0, intent_js_1.fieldIntent)('x', 'where is the show hosted').facts.slice(0, 1), ['place']);
    t.equal((0, intent_js_1.fieldIntent)('x', 'who wrote the novel').kind, 'author');
    t.equal((0, intent_js_1.fieldIntent)('x', 'who did the studio hire as its director').kind, 'author', '"who did X hire" asks a person hired, not the employer the verb\'s row names');
    t.equal((0, intent_js_1.fieldIntent)('x', 'what does the policy go along with').kind, 'text', 'only "go for" is a price');
    // the forms of go: "going for", "went for" are the price "go for" is
    t.equal((0, intent_js_1.fieldIntent)('x', 'how much is the flat going for?').kind, 'price', 'going for');
    t.equal((0, intent_js_1.fieldIntent)('x', 'what did the painting go for at auction').kind, 'price');
    t.equal((0, intent_js_1.fieldIntent)('x', 'what it went for').kind, 'price', 'went for');
    // who-questions about the person the customer reaches ask the verb's object: a home's agent
    t.same((0, intent_js_1.fieldIntent)('x', 'who should we phone or call about a viewing?').facts, ['agent']);
    t.same((0, intent_js_1.fieldIntent)('x', 'who can I talk to about renting it').facts, ['agent']);
    t.same((0, intent_js_1.fieldIntent)('x', 'who do you contact for details').facts, ['agent']);
    t.not((0, intent_js_1.fieldIntent)('x', 'who do you contact for details').kind, 'author', 'not who wrote it');
    t.equal((0, intent_js_1.fieldIntent)('x', 'who can sell it').subject, 'site', 'a who-question with a modal and no verb of reaching keeps its subject reading');
    t.equal((0, intent_js_1.fieldIntent)('x', 'the museum at the V&A is called by what name').kind, 'title', 'a determiner before a verb starts no clause');
});
tap_1.default.test('a word of form heads its complement: the complement is the field, the word the form wanted', async (t) => {
    t.equal((0, intent_js_1.fieldIntent)('x', 'Give me the link of the big photo above the story').kind, 'image', 'the owner\'s own head (the photo), not the last noun (the story)');
    t.equal((0, intent_js_1.fieldIntent)('x', 'the address of the main picture shown at the top of the post').type, 'url');
    t.equal((0, intent_js_1.fieldIntent)('x', 'the name of the person who penned or created the piece').kind, 'author');
    t.same((0, intent_js_1.fieldIntent)('x', 'the name of the person who authored or created the piece').specific, [], 'every verb of the clause that names the agent is read, none is asked of the prose');
    t.equal((0, intent_js_1.fieldIntent)('x', 'the URL of the writer\'s page').kind, 'url', 'a link to a person is a link, the owner says whose (owner-links.ts)');
    t.equal((0, intent_js_1.fieldIntent)('x', 'the figure written on the price tag').kind, 'price', 'a price tag holds the price');
});
tap_1.default.test('nouns after the head phrase are context: a purpose, a place on the page', async (t) => {
    t.equal((0, intent_js_1.fieldIntent)('x', 'the photo to use next to the title').kind, 'image');
    t.equal((0, intent_js_1.fieldIntent)('x', 'the image displayed under the headline').kind, 'image');
    t.equal((0, intent_js_1.fieldIntent)('x', 'the thumbnail to put beside the author byline').kind, 'image');
    t.equal((0, intent_js_1.fieldIntent)('x', 'the date printed below the photo').kind, 'date');
    t.same((0, intent_js_1.fieldIntent)('x', 'the picture to show beside the headline').specific, [], 'a preposition of place asks nothing of the prose');
    t.equal((0, intent_js_1.fieldIntent)('x', 'the price of the ticket').kind, 'price', 'an of-phrase in the head phrase is still its owner');
    t.equal((0, intent_js_1.fieldIntent)('x', 'the currency this price is given in').kind, 'currency', 'a clause without "that" as before');
});
tap_1.default.test('questions about the item itself, without the field\'s noun: the verb with its question word', async (t) => {
    const reading = (d) => { const i = (0, intent_js_1.fieldIntent)('x', d); return [i.kind, i.type, i.facts.join('+') || '-', i.specific.length ? 'specific' : 'own'].join('/'); };
    t.equal(reading("what's the story actually saying?"), 'content/text/-/own');
    t.equal(reading('what does this post say'), 'content/text/-/own');
    t.equal(reading('what is this book about?'), 'description/text/-/own');
    t.equal(reading("what's it all about"), 'description/text/-/own');
    t.equal(reading("so what's the damage?"), 'price/number/-/own');
    t.equal(reading('how long is this one'), 'text/text/pages+total_time+duration/own', 'a book\'s pages, a recipe\'s time, an event\'s running time: the page states one');
    t.equal(reading('how long does the show last'), 'text/text/duration+total_time/specific', 'a row of facts keeps its verb a word of the question, as "where is it held"');
    t.equal(reading('how big is the flat'), 'text/text/area/own');
    t.equal(reading('where could we go and watch it'), 'text/text/place+address/specific');
    t.equal(reading('where can I visit it'), 'text/text/place+address/specific');
    t.not((0, intent_js_1.fieldIntent)('x', 'who is this event for?').kind, 'author', 'whom it is for is no author');
    t.not((0, intent_js_1.fieldIntent)('x', 'who is the course aimed at').kind, 'author');
    t.equal((0, intent_js_1.fieldIntent)('x', 'who is it by?').kind, 'author', '"by" still names the author');
    // the same words about something else are a question for the prose
    t.equal(reading('what did the minister say about taxes'), 'text/text/-/specific');
    t.equal(reading('what was the dispute about'), 'text/text/-/specific');
    t.equal(reading('how long is the Danube'), 'text/text/-/specific');
    t.same((0, intent_js_1.fieldIntent)('x', 'how long is the prep').facts.slice(0, 1), ['prep_time'], 'a fact the words name comes first');
    // a key or a bracket that names the field outranks a question about the item itself
    t.equal((0, intent_js_1.fieldIntent)('headline', 'what is it about').kind, 'title');
    t.equal((0, intent_js_1.fieldIntent)('pages', 'how long is it').facts[0], 'pages');
    t.equal((0, intent_js_1.fieldIntent)('num_pages', 'how long is it').type, 'number');
});
tap_1.default.test('"all we need is" asks for one thing, "all the" for many', async (t) => {
    t.equal((0, intent_js_1.fieldIntent)('x', 'all we need is the asking price').type, 'number');
    t.equal((0, intent_js_1.fieldIntent)('x', 'All I really want is the publisher').plural, false);
    t.equal((0, intent_js_1.fieldIntent)('x', 'all the photos').type, 'list');
    t.equal((0, intent_js_1.fieldIntent)('x', 'all of the prices on the page').type, 'list');
});
tap_1.default.test('a town asked on a page that states only an address: the address\'s town', async (t) => {
    t.same((0, intent_js_1.fieldIntent)('x', 'the town this flat is in').facts, ['place', 'town']);
    t.same((0, intent_js_1.fieldIntent)('x', 'the city of the listing').facts, ['place', 'town']);
    t.same((0, intent_js_1.fieldIntent)('x', 'where is it').facts, ['place', 'address'], 'where, not which town: the whole address');
});
//# sourceMappingURL=intent.test.js.map