// A relative clause after the noun says which one is asked (session 29): "the company name that makes this
// product" is the name of the maker, "the big text at the top that says what the news is" the headline. Wordings of
// our own, correct English and a learner's, and the clauses that are not these.
import t from 'tap';
import { fieldIntent } from './intent.js';
import { extractField } from './fields.js';
import { Page } from './page.js';

const kind = (key: string, description: string): string => fieldIntent(key, description).kind;

t.test('"<agent> name that <verb>s it" asks the name of the agent the verb names', async (t) => {
  t.equal(kind('brand', 'the company name that makes this product'), 'brand');
  t.equal(kind('brand', 'the company name which make this product'), 'brand', 'a learner\'s "which make"');
  t.equal(kind('maker', 'the firm name who manufactures it'), 'brand');
  t.equal(kind('who', 'the company name that published the book'), 'publisher');
  // the same without the clause stays a name asked by the key's own word
  t.equal(kind('brand', 'the company name'), 'brand');
  // an item's name with a clause that names no agent's verb is the item's title
  t.equal(kind('title', 'the product name that is shown at the top'), 'title');
});

t.test('a clause telling what the item is names its heading', async (t) => {
  t.equal(kind('title', 'the big text at the top that says what the news is'), 'title');
  t.equal(kind('title', 'the big text on top what say what is the news'), 'title', 'a learner\'s "what say"');
  t.equal(kind('headline', 'the line that says what the story is about'), 'title');
  t.equal(kind('x', 'the text telling what the article is about'), 'title', 'a key that names nothing leaves the clause to say it');
  t.equal(kind('name', 'the words which tell what this is'), 'title');
  // a key that names a field outranks a clause's hint: a summary says what the article is about too
  t.equal(kind('summary', 'a sentence that says what the article is about'), 'description');
  t.equal(kind('desc', 'the text that says what the product is'), 'description');
  // a clause about another field is that field's; a small line is no heading
  t.equal(kind('price', 'the line that says what the price is'), 'price');
  t.not(kind('x', 'the small text that says what it is'), 'title');
  // a clause telling something else is no heading ("what the weather will be" is a question about the text)
  t.not(kind('x', 'the line that says what the weather will be tomorrow'), 'title');
});

t.test('on a page: the maker and the headline read by their clauses', async (t) => {
  const product = new Page('<!doctype html><html lang="en"><head><title>Kettle K2 | Homeware Hub</title><script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Kettle K2","brand":{"@type":"Brand","name":"Brellin"},"offers":{"@type":"Offer","price":"39.00","priceCurrency":"GBP"}}</script></head><body><nav>Home · Kitchen</nav><main><h1>Kettle K2</h1><p>By <a href="/brands/brellin">Brellin</a></p><p>£39.00</p><p>A quiet 1.7 litre kettle with a rapid boil.</p></main></body></html>', 'https://shop.example/p/k2');
  t.equal(extractField(product, 'brand', 'the company name that makes this product'), 'Brellin');
  t.equal(extractField(product, 'brand', 'the company name which make this product'), 'Brellin');
  const news = new Page('<!doctype html><html lang="en"><head><title>Harbour wall repairs begin next week - The Coastal Echo</title></head><body><header><a href="/">The Coastal Echo</a><nav>News · Sport · Weather</nav></header><main><article><h1>Harbour wall repairs begin next week</h1><p class="byline">By Ines Calder</p><p>Work to repair the storm-damaged harbour wall will start on Monday, the council said. The repairs are expected to take six weeks and will close the east pier to walkers.</p><p>Boats will use the west landing in the meantime.</p></article></main><footer>© The Coastal Echo</footer></body></html>', 'https://echo.example/news/harbour');
  t.equal(extractField(news, 'title', 'the big text on top what say what is the news'), 'Harbour wall repairs begin next week');
  t.equal(extractField(news, 'headline', 'the line that says what the story is about'), 'Harbour wall repairs begin next week');
});

t.test('the main part of the page is its body; the main line is its heading', async (t) => {
  t.equal(kind('main', 'main part of the page'), 'content');
  t.equal(kind('x', 'the central area of the page'), 'content');
  t.equal(kind('x', 'the important part of the page'), 'content');
  t.equal(kind('x', 'the main line'), 'title');
  t.equal(kind('x', 'the big part at the top'), 'title');
});
