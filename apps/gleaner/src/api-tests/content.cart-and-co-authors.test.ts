import t from 'tap';
import { fieldsOnFixtures } from './fields-on-fixtures.js';

// Session 28 (p28), over HTTP in Chromium on the fixture site's pages: a part number on a shop page known only by
// its cart button's id is the shop's code; "all the authors of this article" are its co-authors, not the
// authors of the posts listed under it.
t.test('POST /v1/content/scrape: a cart named by its id, the one article\'s authors', async (t) => {
  const extract = await fieldsOnFixtures(t, 40);

  t.test("a part number is the shop's code on a page whose buy button is named for the cart", async (t) => {
    const lens = await extract('/words/named-cart', { partNumber: 'part number / model number', 'Part No.': '-', mpn: 'manufacturer part number' });
    t.same(lens, { partNumber: 'OS-0638', 'Part No.': 'OS-0638', mpn: null });
  });

  t.test('all the authors of this article are its own', async (t) => {
    const post = await extract('/words/co-authored', { author: 'all the authors of this article', authors: 'every author of this post' });
    t.same(post, { author: ['Ana Lindqvist', 'Tomas Okafor'], authors: ['Ana Lindqvist', 'Tomas Okafor'] });
  });
});
