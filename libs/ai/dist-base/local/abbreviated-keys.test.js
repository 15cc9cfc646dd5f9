"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
// Keys as developers abbreviate and namespace them (issue 27, session 20): a part that is no word read as
// the field word it shortens (short-forms.ts), an entity prefix and decorations around a key, and tokens that
// fit no field word left as they are.
const tap_1 = __importDefault(require("tap"));
const intent_js_1 = require("./intent.js");
const abbreviations_js_1 = require("./abbreviations.js");
const case_split_js_1 = require("./case-split.js");
const short_forms_js_1 = require("./short-forms.js");
const index_js_1 = require("../index.js");
/** what the reader makes of a field: its kind, whose, its type, what it counts and the item facts it names */
const reading = (key, description = '') => {
    const i = (0, intent_js_1.fieldIntent)(key, description);
    return JSON.stringify([i.kind, i.subject, i.type, i.counted ?? null, i.facts]);
};
tap_1.default.test('a short form is a field word with vowels dropped, its end cut off, or both', async (t) => {
    const cases = [
        ['wrtr', 'writer'], ['pblshr', 'publisher'], ['lctn', 'location'], ['slry', 'salary'], ['cmpny', 'company'],
        ['agnt', 'agent'], ['frmt', 'format'], ['dscrptn', 'description'], ['avlblty', 'availability'], ['stck', 'stock'],
        ['ctgry', 'category'], ['catg', 'category'], ['lstng', 'listing'], ['rcp', 'recipe'],
        // an "n" before a consonant goes with the vowels ("ratiNg", "evENt", "servINGs")
        ['rtg', 'rating'], ['evt', 'event'], ['srvgs', 'servings'], ['vnu', 'venue'], ['yld', 'yield'],
    ];
    for (const [part, word] of cases)
        t.equal((0, short_forms_js_1.expandShortForm)(part), word, part);
    t.same((0, short_forms_js_1.shortening)('brnd', 'brand'), [1, 0], 'one vowel dropped, nothing cut');
    t.same((0, short_forms_js_1.shortening)('thm', 'thumbnail'), [1, 5]);
    t.equal((0, short_forms_js_1.shortening)('alt', 'availability'), null, 'a consonant of the word skipped: no short form of it');
    t.equal((0, short_forms_js_1.shortening)('lat', 'location'), null);
    t.equal((0, short_forms_js_1.shortening)('rbnd', 'brand'), null, 'the first letter is kept');
    t.equal((0, short_forms_js_1.expandShortForm)('mnfctr'), 'manufacture', 'of two words of one kind the nearer');
    t.equal((0, short_forms_js_1.expandShortForm)('cntct'), 'contact');
    t.equal((0, short_forms_js_1.expandShortForm)('cont'), null, 'content and contact fit as well: two meanings read nothing');
});
tap_1.default.test('three letters stand for a word only near its end: its first letters begin too many words', async (t) => {
    // a word's start ("pri": price, priority, primary) or a skeleton of its start ("ctr": contributor, counter)
    for (const part of ['pri', 'mod', 'aut', 'ctr', 'con', 'dsc', 'emp', 'thm'])
        t.equal((0, short_forms_js_1.expandShortForm)(part), null, part);
    for (const [part, word] of [['rtg', 'rating'], ['vnd', 'vendor'], ['vnu', 'venue'], ['rcp', 'recipe'], ['ttl', 'title']])
        t.equal((0, short_forms_js_1.expandShortForm)(part), word, part);
    // the well-known ones with a longer cut are the table's
    for (const [key, plain] of [['thm', 'thumbnail'], ['emp', 'employer'], ['prd', 'product']])
        t.equal((0, abbreviations_js_1.expandKey)(key), plain, key);
    t.equal(reading('pri'), reading('zzz'), 'no price from "pri"');
    t.equal(reading('ctr'), reading('zzz'), 'no contributor from "ctr"');
});
tap_1.default.test('"pg" is a page, "co" before a person\'s role its prefix, "src" an address only of what has one', async (t) => {
    t.equal((0, abbreviations_js_1.expandKey)('pg_title'), 'page title');
    t.equal(reading('pgTitle'), reading('page_title'), 'the page\'s title, not its number of pages');
    t.equal(reading('pg_author'), reading('author'));
    t.equal(reading('nr_pg'), reading('number_of_pages'), 'a count of pages is still a count');
    t.equal(reading('pg_count'), reading('page_count'));
    // "co" before a person's role (the author kind, or a noun English tags an actor) is the prefix, not a company
    for (const key of ['co_author', 'coAuthor', 'co_authors'])
        t.same(JSON.parse(reading(key)).slice(0, 1).concat(JSON.parse(reading(key))[4]), ['author'], `${key}: an author, no company`);
    t.equal((0, abbreviations_js_1.expandKey)('co_host'), 'co host');
    t.equal((0, abbreviations_js_1.expandKey)('co_name'), 'company name', 'before anything else "co" is a company');
    // "src" after what has an address is its address; after anything else, a source ("news_src": the outlet)
    for (const [key, plain] of [['img_src', 'image url'], ['thumb_src', 'thumbnail url'], ['video_src', 'video url'], ['news_src', 'news source'], ['feed_src', 'feed source'], ['lead_src', 'lead source'], ['author_href', 'author url']])
        t.equal((0, abbreviations_js_1.expandKey)(key), plain, key);
    t.equal(reading('newsSrc'), reading('newsSource'));
});
tap_1.default.test('a token that fits no field word, a word of its own or a short form of something else stays unknown', async (t) => {
    for (const part of ['xq', 'zzz', 'data', 'val', 'qwp', 'fnord', 'xyzzy', 'pct', 'lat', 'str', 'rel', 'local']) {
        t.equal((0, short_forms_js_1.expandShortForm)(part), null, part);
        t.same(JSON.parse(reading(part)).slice(0, 1), ['text'], `${part} names no kind`);
        t.same((0, intent_js_1.fieldIntent)(part, '').facts, [], `${part} names no fact`);
    }
    // words keys are made of: none is taken for a short form of a field word
    const words = 'color colour size weight width height shipping seller status type notes material condition warranty discount reviews comments views duration length ingredients instructions calories cuisine bathrooms floor garage parking deadline benefits skills department remote schedule organizer lineup edition language series volume slug path route region country street handle gender nationality bonus commission new old rat form head'.split(' ');
    t.same(words.filter((w) => (0, short_forms_js_1.expandShortForm)(w) !== null), [], 'real words stay as written');
});
tap_1.default.test('an abbreviated key reads as the key written out', async (t) => {
    const pairs = [
        ['athr', 'author'], ['wrtr', 'writer'], ['pblshr', 'publisher'], ['lctn', 'location'], ['slry', 'salary'],
        ['cmpny_nm', 'company_name'], ['co_nm', 'company_name'], ['rtg', 'rating'], ['srvgs', 'servings'], ['evt_dt', 'event_date'],
        ['rcp_ttl', 'recipe_title'], ['lstng_prc', 'listing_price'], ['thm', 'thumbnail'], ['frmt', 'format'], ['pblshd', 'published'],
        ['avlblty', 'availability'], ['dscrptn', 'description'], ['agnt', 'agent'], ['vnu', 'venue'], ['yld', 'yield'],
        ['stck', 'stock'], ['pg_count', 'page_count'], ['nr_pg', 'number_of_pages'], ['prep_tm', 'prep_time'],
        ['dt_pub', 'date_published'], ['publDt', 'publicationDate'], ['img_src', 'image_url'], ['bdrms', 'bedrooms'], ['athrNm', 'authorName'],
        ['prdct_ttl', 'product_title'], ['emp', 'employer'], ['imgCnt', 'imageCount'], ['prc_gbp', 'price_gbp'],
        // newsroom and retail jargon is the lexicon's
        ['hed', 'headline'], ['dek', 'summary'], ['standfirst', 'summary'], ['rrp', 'price'],
    ];
    for (const [short, plain] of pairs)
        t.equal(reading(short), reading(plain), `${short} = ${plain}`);
    t.equal(reading('x', 'cmpny'), reading('x', 'company'), 'a one-word description is a label, read as a key part');
    t.equal((0, abbreviations_js_1.expandKey)('pub_dt'), 'publication date', '"pub" beside a date is the publication');
    t.equal((0, abbreviations_js_1.expandKey)('pub'), 'publisher');
});
tap_1.default.test('an entity prefix names the item, decorations are dropped, a currency suffix qualifies the price', async (t) => {
    const pairs = [
        ['product.price', 'price'], ['article_author', 'author'], ['book-title', 'title'], ['listing:beds', 'beds'],
        ['$price', 'price'], ['@author', 'author'], ['data[title]', 'title'], ['Publication Date', 'publication_date'],
        ['Number Of Pages', 'num_pages'], ['price (GBP)', 'price'], ['price_eur', 'price'], ['job.company', 'company'],
        ['event:venue', 'venue'], ['recipe-yield', 'yield'], ['property.address', 'address'], ['{title}', 'title'],
        ['_price', 'price'], ['"author"', 'author'], ['Title:', 'title'], ['price*', 'price'], ['PUBLISHER', 'publisher'],
    ];
    for (const [decorated, plain] of pairs)
        t.equal(reading(decorated), reading(plain), `${decorated} = ${plain}`);
});
tap_1.default.test("an acronym's plural is one word, acronyms and camelCase split once for keys and requests", async (t) => {
    t.equal((0, case_split_js_1.splitCase)('SKUs'), 'SKUS');
    t.equal((0, case_split_js_1.splitCase)('ISBNNumber'), 'ISBN Number');
    t.equal((0, case_split_js_1.splitCase)('pubDate'), 'pub Date');
    t.equal((0, abbreviations_js_1.expandKey)('productURLs'), 'product urls');
    t.equal(reading('SKUs'), reading('skus'));
});
const engine = new index_js_1.LocalEngine();
tap_1.default.test('on a page: abbreviated keys give what the plain keys give, unknown tokens null', async (t) => {
    const html = `<!doctype html><html><head><title>Quiet Harbours | Pressmark Books</title></head><body>
    <h1>Quiet Harbours</h1><p class="byline">by Ada Fenwick</p>
    <dl><dt>Publisher</dt><dd>Saltmarsh Press</dd><dt>Published</dt><dd>12 March 2024</dd><dt>Format</dt><dd>Hardback</dd><dt>Pages</dt><dd>312</dd></dl>
    <p class="price">£18.99</p></body></html>`;
    const plain = await engine.extractFields({ html, url: 'https://pressmark.example/b/quiet-harbours', fields: { author: '-', publisher: '-', format: '-', pages: '-', price: '-' } });
    t.ok(Object.values(plain).every((v) => v !== null), JSON.stringify(plain));
    const short = await engine.extractFields({ html, url: 'https://pressmark.example/b/quiet-harbours', fields: { athr: '-', pblshr: '-', frmt: '-', nr_pg: '-', prc: '-', xq: '-', zzz: '-' } });
    t.same(short, { athr: plain.author, pblshr: plain.publisher, frmt: plain.format, nr_pg: plain.pages, prc: plain.price, xq: null, zzz: null });
});
tap_1.default.test('on a page: "pg_title" the title, "co_author" the authors, "news_src" no page address', async (t) => {
    const html = `<!doctype html><html><head><title>Quiet Harbours | Pressmark Books</title><meta property="og:site_name" content="Pressmark Books"></head><body>
    <h1>Quiet Harbours</h1><p class="byline">by Ada Fenwick and Tom Reed</p>
    <dl><dt>Publisher</dt><dd>Saltmarsh Press</dd><dt>Pages</dt><dd>312</dd><dt>Company</dt><dd>Pressmark Group Ltd</dd></dl>
    <p class="price">£18.99</p></body></html>`;
    const url = 'https://pressmark.example/b/quiet-harbours';
    const plain = await engine.extractFields({ html, url, fields: { title: '-', author: '-', pages: '-' } });
    const short = await engine.extractFields({ html, url, fields: { pg_title: '-', co_author: '-', nr_pg: '-', news_src: '-' } });
    t.equal(short.pg_title, plain.title, 'the page title, not its 312 pages');
    t.equal(short.co_author, plain.author, 'the authors, not a company');
    t.equal(short.nr_pg, plain.pages);
    t.not(short.news_src, url, 'a source is no page address');
});
tap_1.default.test('a short form of two meanings reads nothing; file formats and web tokens never expand', async (t) => {
    // three letters that fit a field word and a word of another meaning as well: a tie reads nothing
    for (const part of ['sts', 'slr', 'lks', 'del'])
        t.equal((0, short_forms_js_1.expandShortForm)(part), null, part);
    // a word's first letters only begin words of other meanings as well
    for (const part of ['perm', 'trans'])
        t.equal((0, short_forms_js_1.expandShortForm)(part), null, part);
    // formats and tokens are names of their own
    for (const part of ['webp', 'jpeg', 'json', 'html', 'pdf', 'xml', 'csv'])
        t.equal((0, short_forms_js_1.expandShortForm)(part), null, part);
    t.equal(reading('img_webp'), reading('img_png'), 'webp is a format like png, no web page');
    t.equal(reading('sts'), reading('zzz'), 'sts: status or sites, neither read');
    t.equal(reading('lks_count'), reading('zzz_count'), 'lks: likes or links, no count of links');
    // the description disambiguates a key that reads nothing
    t.equal((0, intent_js_1.fieldIntent)('slr', 'salary offered').kind, 'price');
    t.equal((0, intent_js_1.fieldIntent)('del', 'delivery date').kind, 'date');
    // what is not ambiguous still reads
    for (const [part, word] of [['rtg', 'rating'], ['vnd', 'vendor'], ['slry', 'salary'], ['pblshr', 'publisher']])
        t.equal((0, short_forms_js_1.expandShortForm)(part), word, part);
});
//# sourceMappingURL=abbreviated-keys.test.js.map