// The causes the eighth held-out round found (docs/benchmarks.md, "Session 22"), each as a model read with
// wordings of our own: a JSON schema's members written without their braces, a key's type suffix as a note on the
// value's form, a site's brand as the site's name, and a relation to the item ("associated with this post") that
// names nothing to look for.
import t from 'tap';
import { fieldIntent } from './intent.js';
import { extractField } from './fields.js';
import { Page } from './page.js';
import { unwrapCode } from './code-wrappers.js';
import { keyTypeSuffix } from './abbreviations.js';

const read = (key: string, description: string): string => {
  const i = fieldIntent(key, description);
  return `${i.kind}/${i.type}/${i.subject}`;
};

t.test('a schema fragment without its braces is code: its description is read, its type a note', async (t) => {
  t.equal(unwrapCode('"type": "string", "description": "who wrote the piece"'), 'who wrote the piece');
  t.equal(unwrapCode("'type': 'number', 'description': 'what one ticket costs'"), 'what one ticket costs (number)');
  t.equal(unwrapCode('"type": "string", "format": "uri", "description": "link to the cover picture"'), 'link to the cover picture (url)');
  t.equal(unwrapCode('"type": "boolean", "description": "whether it can be bought now"'), 'whether it can be bought now (yes/no)');
  // YAML-ish or a loose object: bare members, a schema word's pair before the description
  t.equal(unwrapCode('type: integer, description: how many pictures the story has'), 'how many pictures the story has (integer)');
  t.equal(unwrapCode("type: string, description: 'the story headline'"), 'the story headline');
  t.equal(read('x', '"type": "string", "description": "the story\'s headline"'), 'title/text/item');
  t.equal(read('x', '"type": "integer", "description": "how many pictures the story has"'), 'number/count/item');
  t.equal(read('x', '"type": "string", "format": "uri", "description": "the lead picture of the story"'), 'image/url/item');
  t.equal(read('maker', '"type": "string", "description": "who manufactures the goods"'), fieldIntent('maker', 'who manufactures the goods').kind + '/text/item');
  // prose stays prose: a quoted word and a colon, a bracket and a quoted example, a bare label with a colon
  for (const d of ['"Sale": the price shown in red', 'author(s), e.g.: "Jane Doe"', 'book(s) title: "Dune"', 'type: the kind of venue', 'description: the blurb']) {
    t.equal(unwrapCode(d), d, d);
  }
  // bounded: a long fragment is not searched
  t.equal(unwrapCode(`"type": "string", "description": "${'a b '.repeat(600)}"`).length > 0, true);
});

t.test('a key\'s type suffix is a note on the value\'s form, not a word of the field', async (t) => {
  t.same(keyTypeSuffix('pictures_int'), { key: 'number_of_pictures', note: 'integer' });
  t.same(keyTypeSuffix('isOnSaleBool'), { key: 'is_on_sale', note: 'yes/no' });
  t.same(keyTypeSuffix('images_num'), { key: 'number_of_images', note: 'integer' });
  t.same(keyTypeSuffix('chapters_int'), { key: 'number_of_chapters', note: 'integer' });
  t.same(keyTypeSuffix('price_int'), { key: 'price', note: 'integer' });
  // a number's short form after a thing of one is its number, no suffix; a suffix alone is a key of its own
  t.same(keyTypeSuffix('order_num'), { key: 'order_num', note: '' });
  t.same(keyTypeSuffix('int'), { key: 'int', note: '' });
  t.same(keyTypeSuffix('list_price'), { key: 'list_price', note: '' });
  t.equal(read('pictures_int', ''), 'number/count/item');
  t.equal(read('images_num', 'pictures'), 'number/count/item');
  t.equal(read('rooms_int', ''), 'number/number/item');
  t.equal(read('keywords_list', ''), 'category/list/item');
  t.equal(read('published_iso', ''), 'date/date/item');
  t.equal(read('cover_image_str', ''), 'image/url/item');
  t.equal(read('cost_float', ''), 'price/number/item');
  // the field's own words are kept: a list price, a page count
  t.equal(read('list_price', ''), 'price/number/item');
  t.equal(fieldIntent('page_count', '').counted, fieldIntent('page_count_int', '').counted);
});

t.test('a site\'s brand is the site\'s name; a product\'s brand stays the brand', async (t) => {
  t.equal(read('brand', 'brand of the website'), 'title/text/site');
  t.equal(read('x', "the site's brand"), 'title/text/site');
  t.equal(read('site_brand', ''), 'title/text/site');
  t.equal(read('brand', 'the brand of the product'), 'brand/text/item');
  t.equal(read('brand', 'who makes it'), fieldIntent('brand', 'who makes it').kind + '/text/item');
});

t.test('a relation to the item names nothing to look for', async (t) => {
  t.same(fieldIntent('when', 'The date associated with this post.').specific, []);
  t.same(fieldIntent('dt', 'date related to the entry').specific, []);
  t.same(fieldIntent('x', 'the date tied to this record').specific, []);
  t.equal(read('when', 'The date associated with this post.'), 'date/date/item');
  // what else narrows it still does, and a relation to something else is a word of the question
  t.same(fieldIntent('x', 'the date the tour ends').specific.length > 0, true);
  t.ok(fieldIntent('answer', 'Which league is the club associated with Harbour Rovers in?').specific.length > 1);
  t.ok(fieldIntent('answer', 'Which charity is associated with Harbour Rovers?').specific.includes('associat'));
});

const page = (body: string, head: string, url: string): Page => new Page(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`, url);

t.test('on a page: a schema fragment, a suffixed key, the site\'s brand, the date associated with the post', async (t) => {
  const head = '<title>Harbour wall to be rebuilt | Coast News</title><meta name="description" content="Storms breached the wall twice last winter."><meta property="og:site_name" content="Coast News">';
  const body = '<header><a href="/">Coast News</a></header><main><article><h1>Harbour wall to be rebuilt</h1><p class="byline">By Jo Hale</p><time datetime="2026-03-04">4 March 2026</time><figure><img src="/img/wall.jpg" alt="The wall"></figure><figure><img src="/img/crane.jpg" alt="A crane"></figure><p>The harbour wall will be rebuilt over two summers, the council said on Tuesday, after storms breached it twice last winter.</p><p>Work starts in May.</p></article></main>';
  const article = page(body, head, 'https://coast.example/news/harbour-wall');
  t.equal(extractField(article, 'story', '"type": "string", "description": "the story\'s headline"'), 'Harbour wall to be rebuilt');
  t.equal(extractField(article, 'writer', '"type": "string", "description": "who wrote the piece"'), 'Jo Hale');
  t.equal(extractField(article, 'pictures_int', ''), 2);
  t.equal(extractField(article, 'brand', 'the brand of this website'), 'Coast News');
  t.equal(extractField(article, 'site_brand', ''), 'Coast News');
  t.equal(extractField(article, 'when', 'The date associated with this post.'), '2026-03-04');
});
