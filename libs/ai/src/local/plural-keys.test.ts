// Terse and plural keys as customers name them (issue 27, session 19): a plural key is a list of its field
// (one value of the page's one item, each item's on a listing), count nouns and tallies are numbers, and the
// weak labels of a spreadsheet header ("Make", "<verb>ed By", "<noun> Location", "Contact ...", "... No.").
// Keys and wordings our own.
import t from 'tap';
import { fieldIntent } from './intent.js';
import { expandKey } from './abbreviations.js';
import { pluralNoun, keyNamesTheList } from './list-or-yes-no.js';
import { countNoun } from './lexicon.js';
import { Page } from './page.js';
import { extractField } from './fields.js';
import { oneOfEach } from './plural-keys.js';

const read = (key: string, description = ''): string => {
  const i = fieldIntent(key, description);
  return [i.kind, i.subject, i.type].join('/');
};

t.test('a plural noun is a word the stemmer takes a plural off, not a word whose -s is its own, one whole or a count', async (t) => {
  for (const w of ['titles', 'skus', 'addresses', 'headlines', 'outlets', 'salaries', 'agents', 'venues']) t.ok(pluralNoun(w), w);
  for (const w of ['status', 'news', 'address', 'series', 'species', 'earnings', 'contents', 'details', 'bedrooms', 'beds', 'servings', 'stars', 'pages', 'says']) t.notOk(pluralNoun(w), w);
  for (const w of ['bedrooms', 'beds', 'servings', 'portions', 'stars', 'pages']) t.ok(countNoun(w), `${w} counts its things`);
  for (const w of ['titles', 'rooms', 'images']) t.notOk(countNoun(w), w);
});

t.test('count nouns and tallies ask one number', async (t) => {
  for (const [k, d] of [['beds', ''], ['bedrooms', 'the bedrooms'], ['portions', '-'], ['servings', 'servings']]) t.not(read(k, d).split('/')[2], 'list', `${k}: ${d}`);
  t.equal(read('bedrooms', 'bedrooms of the listed homes').split('/')[2], 'list', 'a description naming many keeps the list');
  for (const k of ['pictureTotals', 'total_links', 'imageTally', 'PhotoTotal']) t.equal(read(k).split('/')[2], 'count', k);
  t.equal(expandKey('linkTotals'), 'link count');
  t.equal(expandKey('total_images'), 'number of images');
  for (const k of ['priceTotal', 'total_price', 'orderTotal']) t.not(read(k).split('/')[2], 'count', `${k}: a sum, not a count`);
});

t.test('a plural key with nothing of its own to say is the list of its field; a description naming one or many decides', async (t) => {
  for (const [k, d] of [['titles', ''], ['SKUs', ''], ['releaseDates', '-'], ['sources', ''], ['headings', 'headings'], ['costs', 'what does it cost?']]) t.ok(keyNamesTheList(k, d), `${k}: ${d}`);
  for (const [k, d] of [['titles', 'article title'], ['prices', 'all prices on the page'], ['offers[].price', ''], ['costs', 'cost of the tickets'], ['title', '']]) t.notOk(keyNamesTheList(k, d), `${k}: ${d}`);
  t.equal(read('SKUs'), 'sku/item/list', "an acronym's plural is one word");
  t.equal(read('productURLs'), 'url/item/list');
  t.ok(oneOfEach(fieldIntent('publishers', '-')), 'an item has one publisher');
  for (const k of ['translators', 'authors', 'images', 'tags']) t.equal(oneOfEach(fieldIntent(k, '-')), null, `${k}: an item may have many`);
  // (`paragraphs` alone is the one text they make up, the main content: place-and-parts.test.ts)
});

t.test('weak labels: a make, a participle with "by", parts of an address, a person to contact, a code with No.', async (t) => {
  t.equal(read('Make', 'the make of this bike'), 'brand/item/text');
  t.equal(read('vehicle_make', 'make of the vehicle').split('/')[0], 'brand');
  t.same(fieldIntent('Make', 'make of the item').specific, [], '"make" is the noun asked, not a word to look for');
  t.same(fieldIntent('Make', 'the make of this bike').specific, [], '"this bike" is the page\'s item');
  t.equal(read('Published By'), 'publisher/item/text');
  t.equal(read('Manufactured By'), 'brand/item/text');
  t.equal(read('Sold By'), 'title/site/text', 'who sells it: the shop');
  t.equal(read('Posted By'), 'author/item/text');
  t.equal(read('Penned By', 'the person credited with the words'), 'author/item/text');
  t.same(fieldIntent('Author', 'the person credited with writing it').facts, [], '"credited" is no "credits" roll');
  t.same(fieldIntent('Author', 'the person credited with writing it').specific, []);
  t.same(fieldIntent('WriterName', 'Extract the name of the person who authored or penned this.').specific, [], 'verbs that say who the author is name nothing else');
  t.same(fieldIntent('Listing Location', 'house number, street and zip').facts.slice(0, 1), ['address']);
  t.same(fieldIntent('Venue Location', 'road and town').facts.slice(0, 1), ['address']);
  t.same(fieldIntent('x', 'When did Quay Street become a market?').facts, [], 'a street named alone is a name');
  t.same(fieldIntent('Contact Name', 'whom to contact').facts, ['agent']);
  t.same(fieldIntent('Contact Person', '').facts, ['agent']);
  t.equal(read('contact_phone').split('/')[0], 'phone', "a contact's phone is the phone");
  t.equal(read('Model No.'), 'mpn/item/text');
  t.equal(read('Stock No.'), 'sku/item/text');
  t.equal(read('Ref.'), 'sku/item/text');
});

const doc = (head: string, body: string): string => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

t.test('on pages: a list of one on an item page, the items on a listing, counts, weak labels, nulls', async (t) => {
  const ld = { '@context': 'https://schema.org', '@type': 'Product', name: 'Harbour Kettle', sku: 'HK-220', mpn: 'KET-220-S', brand: { '@type': 'Brand', name: 'Tidewell' }, offers: { '@type': 'Offer', price: '39.00', priceCurrency: 'GBP' } };
  const shop = new Page(doc(`<title>Harbour Kettle | Quayware</title><script type="application/ld+json">${JSON.stringify(ld)}</script>`,
    '<h1>Harbour Kettle</h1><p>£39.00</p><table><tr><th>Manufacturer recommended age</th><td>3 years</td></tr><tr><th>Colour</th><td>Slate</td></tr></table><section class="related"><div class="card"><a href="/p/mug">Harbour Mug</a> £9</div><div class="card"><a href="/p/jug">Harbour Jug</a> £14</div></section>'), 'https://quayware.example/p/kettle');
  t.same(extractField(shop, 'titles', ''), ['Harbour Kettle']);
  t.same(extractField(shop, 'SKUs', ''), ['HK-220']);
  t.same(extractField(shop, 'costs', '-'), [39]);
  t.same(extractField(shop, 'shops', ''), ['Quayware']);
  t.equal(extractField(shop, 'Make', 'the make of this kettle'), 'Tidewell');
  t.equal(extractField(shop, 'Model No.', ''), 'KET-220-S');
  t.equal(extractField(shop, 'Mfr Part #', ''), 'KET-220-S', 'not the recommended age a label of the manufacturer gives');
  t.same(extractField(shop, 'releaseDates', ''), null, 'the page states no date');

  const cards = ['Tide Lamp', 'Quay Stool', 'Net Basket'].map((n, i) => `<li class="card"><a href="/p/${i}"><h3>${n}</h3></a><span class="price">£${10 + i}.00</span></li>`).join('');
  const shelf = new Page(doc('<title>Lighting | Quayware</title>', `<nav><ul><li><a href="/">Home</a></li><li><a href="/l">Lighting</a></li></ul></nav><h1>Lighting</h1><ul class="grid">${cards}</ul>`), 'https://quayware.example/c/lighting');
  t.same(extractField(shelf, 'titles', ''), ['Tide Lamp', 'Quay Stool', 'Net Basket'], "a listing's items");
  t.same(extractField(shelf, 'costs', ''), [10, 11, 12]);

  const home = new Page(doc('<title>Two bed flat, Rope Walk | Saltmarsh Homes</title>', '<h1>Two bed flat, Rope Walk</h1><p class="price">£240,000</p><ul class="features"><li>2 bedrooms</li><li>1 bathroom</li><li>Sea view</li></ul><p>4 Rope Walk, Whitby YO21 3PZ</p><div class="agent"><h3>Contact</h3><p>Ada Quill</p><p>01947 555 210</p></div>'), 'https://saltmarsh.example/h/rope-walk');
  t.equal(extractField(home, 'bedrooms', ''), 2, 'a key feature "2 bedrooms" is the count');
  t.equal(extractField(home, 'beds', '-'), 2);
  t.same(extractField(home, 'titles', ''), ['Two bed flat, Rope Walk'], 'key features are not items');
  t.equal(extractField(home, 'Contact Name', 'whom to contact'), 'Ada Quill');
  t.equal(extractField(home, 'Contact Person', ''), 'Ada Quill');
  t.equal(extractField(home, 'Listing Location', 'street, postcode and town'), '4 Rope Walk, Whitby YO21 3PZ');

  const article = new Page(doc('<title>Gull survey counts fall - Whitby Tide</title><meta property="og:site_name" content="Whitby Tide"><meta property="og:type" content="article">', '<article><h1>Gull survey counts fall</h1><p class="byline">By Pia Roe</p><p>It\'s official: counts fell again this year along the harbour wall.</p><img src="/g1.jpg"><img src="/g2.jpg"></article>'), 'https://whitbytide.example/gulls');
  t.same(extractField(article, 'headings', ''), ['Gull survey counts fall']);
  t.same(extractField(article, 'newspapers', ''), ['Whitby Tide']);
  t.equal(extractField(article, 'pictureTotals', ''), 2);
  t.equal(extractField(article, 'Posted By', ''), 'Pia Roe');
  t.equal(extractField(article, 'Written By', 'the person credited with the writing of it'), 'Pia Roe', '"It\'s official" is no label of "it"');
  t.equal(extractField(article, 'bedrooms', ''), null, 'an article has no bedrooms');
  t.equal(extractField(article, 'Contact Person', ''), null);
});

t.test('on listings (session 19): a card wrapped in its link, a list in a carousel, many structured prices, labels on every card', async (t) => {
  const wrapped = ['Driftwood Bench', 'Salt Glaze Bowl', 'Kelp Linen Throw', 'Rope Door Stop'].map((n, i) => `<li><a class="tile" href="/p/${i}"><img src="/i/${i}.jpg" alt=""><h3>${n}</h3><span class="price">£${20 + i}.00</span></a></li>`).join('');
  const menu = '<ul class="bar"><li><a href="/sell">Sell with us</a></li><li><a href="/in">Sign in</a></li><li><a href="/help">Help</a></li></ul>';
  const tiles = new Page(doc('<title>Home goods | Quayware</title>', `<header>${menu}</header><h1>Home goods</h1><ul class="tiles">${wrapped}</ul>`), 'https://quayware.example/c/home');
  t.same(extractField(tiles, 'titles', ''), ['Driftwood Bench', 'Salt Glaze Bowl', 'Kelp Linen Throw', 'Rope Door Stop'], 'cards that are wholly their link are cards');

  const slides = ['Harbour Wall Repairs Begin', 'Lifeboat Crew Honoured', 'Ferry Timetable Changes', 'New Fish Market Opens'].map((n, i) => `<div class="swiper-slide"><a href="/news/${i}"><h3>${n}</h3></a><p>Posted ${i + 2} hours ago by the newsroom</p></div>`).join('');
  const carousel = new Page(doc('<title>Local news | Whitby Tide</title>', `<h1>Local news</h1><div class="swiper"><div class="swiper-wrapper">${slides}</div></div>`), 'https://whitbytide.example/local');
  t.same(extractField(carousel, 'headlines', ''), ['Harbour Wall Repairs Begin', 'Lifeboat Crew Honoured', 'Ferry Timetable Changes', 'New Fish Market Opens'], "a page whose only list is a carousel lists it");
  const beside = new Page(doc('<title>Local news | Whitby Tide</title>', `<h1>Local news</h1><div class="stories">${['Tide Gauge Fixed', 'Pier Lights Return', 'Cliff Path Reopens', 'Slipway Resurfaced'].map((n, i) => `<div class="story"><a href="/s/${i}"><h3>${n}</h3></a><p>Updated ${i + 1} hours ago with photos</p></div>`).join('')}</div><div class="carousel">${slides}</div>`), 'https://whitbytide.example/local');
  t.same(extractField(beside, 'headlines', ''), ['Tide Gauge Fixed', 'Pier Lights Return', 'Cliff Path Reopens', 'Slipway Resurfaced'], 'a carousel beside the page\'s own list is left out');

  const stays = ['Gull Cottage', 'Netloft Studio', 'Pilot House'].map((n, i) => ({ '@type': 'Product', name: n, offers: { '@type': 'Offer', price: String(90 + 10 * i), priceCurrency: 'GBP' } }));
  const ld = { '@context': 'https://schema.org', '@graph': stays };
  const priced = new Page(doc(`<title>Stays | Quay Lets</title><script type="application/ld+json">${JSON.stringify(ld)}</script>`, `<h1>Stays by the harbour</h1><div class="results">${stays.map((s, i) => `<div class="result"><a href="/s/${i}"><h2>${s.name}</h2></a><p>From £${s.offers.price} a night, sleeps ${i + 2}</p></div>`).join('')}</div>`), 'https://quaylets.example/stays');
  t.same(extractField(priced, 'titles', ''), ['Gull Cottage', 'Netloft Studio', 'Pilot House'], 'many structured prices are a listing\'s, not one product\'s');

  const jobs = ['Deckhand', 'Harbour Pilot', 'Net Mender'].map((n, i) => `<div class="job"><h3><a href="/j/${i}">${n}</a></h3><dl><dt>Location:</dt><dd>Whitby</dd><dt>Salary:</dt><dd>£${24 + i},000</dd><dt>Format:</dt><dd>Full time</dd></dl></div>`).join('');
  const board = new Page(doc('<title>Jobs | Quay Work</title>', `<h1>Jobs at sea</h1>${jobs}`), 'https://quaywork.example/jobs');
  t.same(extractField(board, 'titles', ''), ['Deckhand', 'Harbour Pilot', 'Net Mender'], 'labels said on every card are a listing\'s');
});

t.test('names that repeat on most cards are the cards\' labels, not a listing\'s titles', async (t) => {
  const { Page } = await import('./page.js');
  const { fieldIntent } = await import('./intent.js');
  const { listedValues } = await import('./plural-keys.js');
  const cards = (label: (i: number) => string) => Array.from({ length: 6 }, (_, i) => `<li><a href="/p/${i}"><img src="/i${i}.jpg" alt="Image"><span>${label(i)}</span></a><p>Lamp ${i}: brass and glass, ${20 + i} cm</p></li>`).join('');
  const page = (label: (i: number) => string) => new Page(`<!doctype html><html><head><title>Lamps</title></head><body><h1>Lamps</h1><ul class="grid">${cards(label)}</ul></body></html>`, 'http://127.0.0.1/lamps');
  t.equal(listedValues(page(() => 'View details'), fieldIntent('titles', '-')), null);
  const named = listedValues(page((i) => `Harbour lamp no. ${i}`), fieldIntent('titles', '-'));
  t.ok(named && new Set(named).size === 6, 'distinct names stay a list: the same cards are read');
});
