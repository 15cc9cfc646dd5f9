// "average review", "reviews_avg" ask the rating; "out of 5" names the rating's scale, it does not ask it; a
// label's value is read without the style or script inside its cell (session 29, a probe of fresh ways on the
// product set: amazon's "Customer Reviews: <style>/* Fix for UDP-1061 */</style>" read as -1061)
import t from 'tap';
import { extractField } from './fields.js';
import { Page } from './page.js';

const product = new Page('<!doctype html><html lang="en"><head><title>Oat crisps</title><script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Oat crisps","offers":{"@type":"Offer","price":"2.40","priceCurrency":"GBP"}}</script></head><body><main><h1>Oat crisps</h1><ul><li><span class="a-text-bold">Customer Reviews:</span> <style type="text/css">/* Fix for UDP-1061. extra line on hover */ .x{}</style><span>4.3 out of 5 stars</span> <span>1,208 ratings</span></li><li>Price: £2.40</li></ul></main></body></html>', 'https://shop.example/p/oat');

t.test('an average of the reviews is the rating, on the scale the description names', async (t) => {
  t.equal(extractField(product, 'rating', ''), 4.3);
  t.equal(extractField(product, 'reviews_avg', ''), 4.3);
  t.equal(extractField(product, 'x', 'average review'), 4.3);
  t.equal(extractField(product, 'rating', 'average rating out of 5'), 4.3);
  t.equal(extractField(product, 'rating', 'rating (out of 5)'), 4.3);
  // the scale asked is still the scale
  t.equal(extractField(product, 'scale', 'what is the rating out of'), 5);
});

t.test('a labelled value is read without the style in its cell', async (t) => {
  t.not(extractField(product, 'reviews', 'how many reviews'), -1061);
  t.notMatch(String(extractField(product, 'x', 'customer reviews')), /UDP|Fix for/);
});

t.test('a link to a picture is the picture\'s address; a link to the page is the page\'s', async (t) => {
  const p = new Page('<!doctype html><html lang="en"><head><title>Kettle</title><meta property="og:image" content="https://cdn.example/kettle.jpg"><link rel="canonical" href="https://shop.example/p/kettle"></head><body><main><h1>Kettle</h1><img src="https://cdn.example/kettle.jpg" alt="Kettle"><p>£30</p></main></body></html>', 'https://shop.example/p/kettle');
  t.equal(extractField(p, 'picture', 'link to the picture'), 'https://cdn.example/kettle.jpg');
  t.equal(extractField(p, 'x', 'URL to the main image'), 'https://cdn.example/kettle.jpg');
  t.equal(extractField(p, 'url', 'link to this page'), 'https://shop.example/p/kettle');
});
