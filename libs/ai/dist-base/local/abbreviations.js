"use strict";
// The abbreviations developers write as keys or parts of keys ("qty", "pub_date", "num_imgs", "br"),
// each expanded to the words the lexicon knows: the well-known short forms by this table, any other part
// that is no word by how short forms are made (short-forms.ts: "brnd", "pblshr", "lctn"). Applied to a
// key's parts and to a description of one word (a label): in a longer description "amt" or "ref" is the
// customer's prose, and the answer finder reads it as written. A part is expanded only when it is the
// whole part (split at _, -, ., spaces and camelCase), so "cat" never touches "category".
Object.defineProperty(exports, "__esModule", { value: true });
exports.abbreviated = exports.ABBREVIATIONS = void 0;
exports.keyParts = keyParts;
exports.expandKey = expandKey;
const case_split_js_1 = require("./case-split.js");
const lexicon_js_1 = require("./lexicon.js");
const typos_js_1 = require("./typos.js");
const short_forms_js_1 = require("./short-forms.js");
/** one key part (lower case) -> the words it stands for */
exports.ABBREVIATIONS = Object.assign(Object.create(null), {
    // titles and text
    hdl: 'headline', hdln: 'headline', ttl: 'title', nm: 'name', desc: 'description', descr: 'description', txt: 'text',
    // people and makers
    auth: 'author', emp: 'employer', mfr: 'manufacturer', mfg: 'manufacturer', manuf: 'manufacturer', pub: 'publisher', publ: 'publisher',
    // dates
    dt: 'date', pubd: 'published date', pubdate: 'publication date', pdate: 'publication date', yr: 'year', mo: 'month', ts: 'date',
    // money
    amt: 'amount', prc: 'price', cur: 'currency', curr: 'currency', sal: 'salary', comp: 'compensation',
    // products
    prod: 'product', prd: 'product', qty: 'quantity', avail: 'availability', stk: 'stock', ref: 'reference number', nr: 'number', no: 'number', num: 'number', cnt: 'count',
    cat: 'category', img: 'image', thm: 'thumbnail', imgs: 'images', pic: 'picture', pics: 'pictures', thumb: 'thumbnail', fmt: 'format', pg: 'page', pgs: 'pages', pp: 'pages',
    // places and contacts
    loc: 'location', addr: 'address', tel: 'telephone', mob: 'mobile', org: 'organization', src: 'source', co: 'company',
    // recipes' and events' times ("prep_tm", "start_tm")
    tm: 'time',
    // homes and recipes
    br: 'bedrooms', bd: 'bedrooms', bdrm: 'bedrooms', bdrms: 'bedrooms', bedrms: 'bedrooms', ppl: 'people', pax: 'people', svgs: 'servings',
});
/** two parts that stand together for one thing ("art_nr": article number) */
const PAIRS = Object.assign(Object.create(null), {
    'art nr': 'article number', 'art no': 'article number', 'item nr': 'item number', 'item no': 'item number', 'prod nr': 'product number', 'ref nr': 'reference number', 'ref no': 'reference number',
    'pub date': 'publication date', 'pub dt': 'publication date', 'prep time': 'prep time',
});
// "#" as a key's part is a number: "Item #", "SKU#"; before what it counts, a count: "#images"
const COUNTING = new Set(['num', 'nr', 'no', 'cnt', 'count', '#']);
// a total or a tally of things that can be counted is how many there are ("photoTotals", "total_links",
// "bedroomTally"); of a price or an order it is a sum ("priceTotal", "order_total" stay as written)
const TALLY = new Set(['total', 'totals', 'tally', 'tallies']);
const countable = (part) => {
    if (!part)
        return false;
    const written = exports.ABBREVIATIONS[part] ?? part;
    const kind = (0, lexicon_js_1.kindOfStem)((0, lexicon_js_1.stem)(written));
    return (kind !== null && lexicon_js_1.COUNTABLE[kind] !== undefined) || (0, lexicon_js_1.countNoun)(written);
};
/** a key's parts as written: camelCase, snake_case, kebab-case, dotted paths and spaces split, lower case */
function keyParts(name) {
    return (0, case_split_js_1.splitCase)(name)
        .toLowerCase()
        .replace(/#/g, ' # ')
        .split(/[^\p{L}\p{N}#]+/u)
        .filter(Boolean);
}
/** the key with its abbreviated parts written out ("num_imgs" -> "number images", "pubd" -> "published date") */
function expandKey(name) {
    const parts = keyParts(name);
    const out = [];
    for (let i = 0; i < parts.length; i++) {
        // a leading count word before what it counts: "num_imgs", "nr_pages", "cnt_photos" ("n_photos": intent.ts)
        if (i === 0 && (COUNTING.has(parts[i]) || (TALLY.has(parts[i]) && countable(parts[i + 1]))) && parts.length > 1) {
            out.push('number of');
            continue;
        }
        if (i > 0 && TALLY.has(parts[i]) && countable(parts[i - 1])) {
            out.push('count');
            continue;
        }
        const pair = PAIRS[`${parts[i]} ${parts[i + 1] ?? ''}`];
        if (pair) {
            out.push(pair);
            i++;
        }
        else
            out.push(written(parts, i));
    }
    return out.join(' ');
}
// "pub" beside a date is the publication's ("date_pub", "pubDt"), else the publisher
const kindOfPart = (part) => (part ? (0, lexicon_js_1.kindOfStem)((0, lexicon_js_1.stem)(exports.ABBREVIATIONS[part] ?? (0, short_forms_js_1.expandShortForm)(part) ?? part)) : null);
// the things fetched by an address: a picture, a link, a media file or a frame ("img_src", "video_src", "link_href")
const FETCHED = new Set(['video', 'videos', 'audio', 'media', 'iframe', 'frame', 'embed', 'script', 'file', 'stream', 'player', 'mp3', 'mp4', 'pdf', 'download']);
const hasAddress = (part) => !!part && (FETCHED.has(part) || /^(image|url)$/.test(kindOfPart(part) ?? ''));
// a person's role: a part of the author kind or a noun English tags an actor ("author", "host", "pilot", "worker")
const personRole = (part) => !!part && (kindOfPart(part) === 'author' || (0, typos_js_1.englishTags)(part.replace(/s$/, '')).includes('Actor'));
function written(parts, i) {
    const part = parts[i];
    if (part === '#')
        return 'number';
    if ((part === 'pub' || part === 'publ') && (kindOfPart(parts[i - 1]) === 'date' || kindOfPart(parts[i + 1]) === 'date'))
        return 'publication';
    // "href" is a link's address after whatever it belongs to ("author_href"); "src" is one only after a thing
    // that has an address ("img_src", "video_src"): after anything else it is a source ("news_src", "feed_src")
    if (i > 0 && (part === 'href' || (part === 'src' && hasAddress(parts[i - 1]))))
        return 'url';
    // "co" before a person's role is its prefix ("co_author", "coHost"), not a company
    if (part === 'co' && personRole(parts[i + 1]))
        return part;
    return exports.ABBREVIATIONS[part] ?? (0, short_forms_js_1.expandShortForm)(part) ?? part;
}
/** whether a key holds an abbreviation the table writes out */
const abbreviated = (name) => keyParts(name).some((p) => exports.ABBREVIATIONS[p] !== undefined);
exports.abbreviated = abbreviated;
//# sourceMappingURL=abbreviations.js.map