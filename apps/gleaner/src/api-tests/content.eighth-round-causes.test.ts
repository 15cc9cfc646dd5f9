import t from 'tap';
import { fieldsOnFixtures } from './fields-on-fixtures.js';

// The causes of the eighth held-out round's misses (docs/benchmarks.md, "Session 22: x22"), asked in wordings of
// our own over HTTP in Chromium, on the fixture site's news page: each gives what the plain wording gives, and null
// where the page does not say.
t.test('POST /v1/content/scrape: the eighth round\'s causes in other words', async (t) => {
  const extract = await fieldsOnFixtures(t, 60);
  const plain = await extract('/words/news', { title: 'the headline', author: 'who wrote the story', date: 'the date', site: 'the name of the website', image: 'the main image', pictures: 'how many pictures' });

  t.test('a JSON schema\'s members without their braces are read by their description, the type a note', async (t) => {
    const other = await extract('/words/news', {
      story: '"type": "string", "description": "the story\'s headline"',
      reporter: '"type": "string", "description": "who reported the story"',
      cover: '"type": "string", "format": "uri", "description": "the lead picture of the story"',
      shots: 'type: integer, description: how many pictures the story has',
    });
    t.same(other, { story: plain.title, reporter: plain.author, cover: plain.image, shots: plain.pictures });
  });

  t.test('a type suffix, a site\'s brand, a relation to the item', async (t) => {
    const other = await extract('/words/news', { pictures_int: '-', site_brand: '-', brand: 'brand of the website', when: 'the date associated with this post' });
    t.same(other, { pictures_int: plain.pictures, site_brand: plain.site, brand: plain.site, when: plain.date });
    t.equal(typeof other.pictures_int, 'number', 'a count, not a picture');
  });

  t.test('null where the page does not say', async (t) => {
    t.same(await extract('/words/news', { sku: '"type": "string", "description": "the stock keeping unit"', beds_int: '-' }), { sku: null, beds_int: null });
  });
});
