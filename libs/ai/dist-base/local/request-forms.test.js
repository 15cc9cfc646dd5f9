"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
// How a request is worded around the field, as prompts and chat write it: an opening verb ("Provide the ..."),
// contractions ("when'll it open"), where on the page the value sits ("the date beside the author's name"),
// a count's own words ("the overall number of pictures"). None of them is a word to search the page for.
const tap_1 = __importDefault(require("tap"));
const intent_js_1 = require("./intent.js");
const read = (key, description) => {
    const i = (0, intent_js_1.fieldIntent)(key, description);
    return [i.kind, i.type, i.facts.join('+') || '-', i.specific.length ? `specific:${i.specific.join(',')}` : 'own'].join('/');
};
tap_1.default.test('a prompt\'s opening verb asks nothing', async (t) => {
    for (const verb of ['Return', 'Provide', 'Output', 'Retrieve', 'Fetch', 'Grab', 'Pull out', 'Scrape', 'Identify', 'Look up', 'Report']) {
        t.equal(read('value', `${verb} the listed price of the item as a number`), read('value', 'the listed price of the item as a number'), verb);
    }
    t.equal(read('x', 'Provide the writer of this review'), 'author/text/-/own');
    t.equal(read('x', 'Output the date it went on sale in ISO format'), read('x', 'the date it went on sale in ISO format'));
    t.equal((0, intent_js_1.fieldIntent)('x', 'return policy of the shop').kind, (0, intent_js_1.fieldIntent)('x', 'the return policy of the shop').kind, 'a noun "return" after no determiner is still read');
});
tap_1.default.test('contractions read as written out', async (t) => {
    t.equal(read('x', "when'll it be shipped"), read('x', 'when will it be shipped'));
    t.equal(read('x', "what'd a ticket set me back"), read('x', 'what would a ticket set me back'));
    t.equal(read('x', "where're they based"), read('x', 'where are they based'));
    t.equal(read('x', "what've they priced it at"), read('x', 'what have they priced it at'));
    t.equal((0, intent_js_1.fieldIntent)('x', "when'd the recipe go up").kind, 'date');
    t.same((0, intent_js_1.fieldIntent)('x', "who'll I be working for").facts, ['company'], 'whom one works for is the employer');
    t.same((0, intent_js_1.fieldIntent)('x', 'who would I work for').facts, ['company']);
    t.same((0, intent_js_1.fieldIntent)('x', 'who is the course for').facts, ['audience'], 'whom the item is for stays its audience');
});
tap_1.default.test('where on the page the value sits is no word to search for', async (t) => {
    t.equal(read('x', 'the amount printed beside the Buy Now button'), 'price/number/-/own');
    t.equal(read('x', 'the date just below the writer\'s name'), 'date/date/-/own');
    t.equal(read('x', 'the picture at the top of the post'), 'image/url/-/own');
    t.same((0, intent_js_1.fieldIntent)('x', 'the time shown beside "Preparation"').facts, ['prep_time'], 'a place that names a fact still names it');
    t.equal((0, intent_js_1.fieldIntent)('x', 'the binding shown with the price').kind, 'text', 'a head naming an item fact keeps it over the price beside it');
    t.same((0, intent_js_1.fieldIntent)('x', 'the binding shown with the price').facts, ['format']);
    // a question keeps its words: "near" there is what it asks about
    t.match(read('x', 'what is the largest lake near the capital'), /specific:.*capital/);
    t.match(read('x', 'the date the festival ends'), /specific/, 'a clause that says which date is still particular');
});
tap_1.default.test('a count\'s own words', async (t) => {
    t.equal(read('x', 'the overall number of pictures in the post'), read('x', 'the number of pictures in the post'));
    t.equal(read('x', 'how many photos the gallery holds'), read('x', 'how many photos are in the gallery'));
    t.equal(read('x', 'total count of images'), read('x', 'count of images'));
    t.equal((0, intent_js_1.fieldIntent)('x', 'the total price').kind, 'price', 'a total that is money stays a price');
    t.equal((0, intent_js_1.fieldIntent)('x', 'time stamp of the post').kind, 'date');
});
tap_1.default.test('a yes/no between two states: the side named first is true', async (t) => {
    const { Page } = await import('./page.js');
    const { yesNo } = await import('./answer-shapes.js');
    const shop = (state) => new Page(`<!doctype html><html><head><title>Kettle</title><script type="application/ld+json">{"@type":"Product","name":"Kettle","offers":{"@type":"Offer","price":"20","priceCurrency":"GBP","availability":"https://schema.org/${state}"}}</script></head><body><h1>Kettle</h1></body></html>`, 'http://127.0.0.1/kettle');
    const ask = (key, description, state) => yesNo(shop(state), (0, intent_js_1.fieldIntent)(key, description));
    t.equal(ask('can_buy', 'whether it can be bought now or is sold out', 'InStock'), true, 'neither state before "sold out": the other side');
    t.equal(ask('in_stock', 'in stock or out of stock?', 'InStock'), true);
    t.equal(ask('in_stock', 'in stock or out of stock?', 'OutOfStock'), false);
    t.equal(ask('isAvailable', 'available to order, or sold out', 'OutOfStock'), false, 'the key names the true side');
    t.equal(ask('soldOut', 'sold out or still available?', 'OutOfStock'), true);
    t.equal(ask('gone', 'is it out of stock', 'InStock'), false);
});
tap_1.default.test('the whole of one text named beside its parts is that one text', async (t) => {
    t.equal((0, intent_js_1.fieldIntent)('body', 'the entire post, every paragraph of it').type, 'text');
    t.equal((0, intent_js_1.fieldIntent)('body', 'the complete article text, all the paragraphs').type, 'text');
    t.equal((0, intent_js_1.fieldIntent)('body', 'what the post says, all of it').type, 'text');
    t.equal((0, intent_js_1.fieldIntent)('paras', 'all the paragraphs').type, 'list', 'the parts alone are many');
    t.equal((0, intent_js_1.fieldIntent)('x', 'the complete list of ingredients').type, 'list', 'a complete list is still a list');
});
tap_1.default.test('review findings: the words around a head', async (t) => {
    t.same((0, intent_js_1.fieldIntent)('x', 'who do I ask for').facts, ['agent'], 'the person one asks for is the one to reach, not an audience');
    t.equal((0, intent_js_1.fieldIntent)('x', 'the money collected so far').kind === 'currency', false, 'a label word before a clause is no head');
    t.equal((0, intent_js_1.fieldIntent)('x', 'the money').kind, 'currency', 'alone it is still the label');
    t.equal((0, intent_js_1.fieldIntent)('whereabouts', '').type, 'text', 'a noun plural in form that names one thing');
    t.equal((0, intent_js_1.fieldIntent)('headquarters', '-').type, 'text');
});
tap_1.default.test('a fallback says what to give when the asked value is missing, and asks nothing of its own', async (t) => {
    const { readDescription } = await import('./description-reader.js');
    const { factAsk } = await import('./fact-kinds.js');
    t.equal(readDescription('the offer price where there is one, otherwise the standard price').request, 'the offer price');
    t.equal(readDescription('the premiere date, or else the first showing').request, 'the premiere date');
    t.equal(readDescription('the price if not sold out').request, 'the price');
    t.equal(readDescription('Give null when the page is silent. Otherwise the opening hours.').request, 'the opening hours', 'with nothing asked before it, what follows is the request');
    t.equal(readDescription('who else was there').request, 'who else was there', 'a question\'s "else" is no fallback');
    t.equal(factAsk('now_or_usual', 'the price charged'), null, 'an earlier price offered as one of two is no earlier price');
    t.equal(factAsk('x', 'the usual or the offer price'), null);
    t.equal(factAsk('x', 'the usual price')?.fact, 'was_price', 'alone it is the earlier price');
});
tap_1.default.test('things that can be counted, asked as a number, are their count', async (t) => {
    t.equal((0, intent_js_1.fieldIntent)('x', 'pictures in the gallery (a count)').type, 'count');
    t.equal((0, intent_js_1.fieldIntent)('x', 'links in the footer, as an integer').type, 'count');
    t.equal((0, intent_js_1.fieldIntent)('x', 'the price (a number)').kind, 'price', 'a number that is a value stays that value');
    t.equal((0, intent_js_1.fieldIntent)('x', 'all the pictures in the gallery').type, 'list');
});
tap_1.default.test('parts of an address named together ask for the address; a part named apart or negated does not', async (t) => {
    t.equal((0, intent_js_1.fieldIntent)('x', 'the whereabouts of the flat (road, number, town)').facts[0], 'address', 'one other word between two parts');
    t.equal((0, intent_js_1.fieldIntent)('x', 'postcode and city').facts[0], 'address');
    t.not((0, intent_js_1.fieldIntent)('notRoad', 'the town').facts[0], 'address', 'a key that says "not road"');
    t.not((0, intent_js_1.fieldIntent)('x', 'the city, never the street address').facts[0], 'address');
});
tap_1.default.test('an item noun as the subject of the question\'s clause is the item, not the field', async (t) => {
    // "what the article is titled": the article is what is titled; the verb's complement names the field
    for (const [d, kind] of [['what the article is titled', 'title'], ['how the story is titled', 'title'], ['what the post is called', 'title'], ['what the article is about', 'description'], ['what the article says', 'content'], ['what the listing costs', 'price']]) {
        t.equal((0, intent_js_1.fieldIntent)('x', d).kind, kind, d);
    }
    t.equal((0, intent_js_1.fieldIntent)('x', 'what the article text is').kind, 'content', 'a noun of its own ("article text") stays the head');
    t.equal((0, intent_js_1.fieldIntent)('x', 'the article').kind, 'content', 'the article alone is its text');
});
tap_1.default.test('verbs of writing a piece ask its author', async (t) => {
    for (const d of ['who contributed this article', 'who composed the piece', 'who reported this story', 'who wrote this article']) {
        t.equal(read('x', d), 'author/text/' + (0, intent_js_1.fieldIntent)('x', d).facts.join('+').replace(/^$/, '-') + '/own', d);
        t.equal((0, intent_js_1.fieldIntent)('x', d).kind, 'author', d);
    }
});
tap_1.default.test('a description that is only a type name keeps the key\'s field', async (t) => {
    t.equal((0, intent_js_1.fieldIntent)('description', 'text').kind, 'description');
    t.equal((0, intent_js_1.fieldIntent)('summary', 'text').kind, 'description');
    t.equal((0, intent_js_1.fieldIntent)('image', 'url').kind, 'image', "the image's address");
    t.equal((0, intent_js_1.fieldIntent)('author', 'url').kind, 'url', "another field's address stays an address");
    t.equal((0, intent_js_1.fieldIntent)('x', 'text').kind, 'content', 'a type name under a key that names nothing is read as itself');
    t.equal((0, intent_js_1.fieldIntent)('description', 'the text of the article').kind, 'content', 'a description of more words still names its own field');
});
tap_1.default.test('"No." before "of" is a number\'s sign, not a negation', async (t) => {
    for (const d of ['No. of pages', 'no of pages', 'the No. of pages', 'Nº of pages'])
        t.equal(read('x', d), read('x', 'number of pages'), d);
    t.same((0, intent_js_1.fieldIntent)('x', 'No. of bedrooms').facts, ['bedrooms']);
    t.equal((0, intent_js_1.fieldIntent)('x', 'the price, no currency sign').kind, 'price', 'a "no" before anything else still notes or excludes');
});
tap_1.default.test('"#" in a description is a number\'s sign', async (t) => {
    t.equal(read('x', 'item #'), read('x', 'item number'));
    t.equal(read('x', '# of reviews'), read('x', 'number of reviews'));
    t.equal(read('x', '# photos'), read('x', 'number of photos'));
    t.equal((0, intent_js_1.fieldIntent)('x', '# photos').type, 'count');
});
tap_1.default.test('number and form words beside a field noun', async (t) => {
    t.equal((0, intent_js_1.fieldIntent)('x', 'headline text').kind, 'title', '"text" after a field noun says the value is written');
    t.equal((0, intent_js_1.fieldIntent)('x', 'summary text').kind, 'description');
    t.equal((0, intent_js_1.fieldIntent)('x', 'body text').kind, 'content');
    t.not((0, intent_js_1.fieldIntent)('x', 'image alt text').kind, 'image', "an image's text is not its address");
    t.equal((0, intent_js_1.fieldIntent)('x', 'total images').type, 'count', 'a total of countable things is their number');
    t.equal((0, intent_js_1.fieldIntent)('x', 'total price').kind, 'price', 'a total price is a price');
    t.equal((0, intent_js_1.fieldIntent)('x', 'the pictures').type, 'list', 'a key that names nothing: the description\'s plural noun asks many');
    t.equal((0, intent_js_1.fieldIntent)('x', 'the picture').type, 'url');
    t.equal((0, intent_js_1.fieldIntent)('image', 'the pictures').type, 'url', 'a key that names the field decides how many');
});
tap_1.default.test('"h1" is a heading, not a letter and a number', async (t) => {
    t.equal((0, intent_js_1.fieldIntent)('h1', '').kind, 'title');
    t.equal((0, intent_js_1.fieldIntent)('x', 'the H1').kind, 'title');
    t.equal((0, intent_js_1.fieldIntent)('page_h2', '').kind, 'title');
});
//# sourceMappingURL=request-forms.test.js.map