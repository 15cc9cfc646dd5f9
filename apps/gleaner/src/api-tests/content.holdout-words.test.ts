import t from 'tap';
import { fieldsOnFixtures } from './fields-on-fixtures.js';

// Fields asked the way API users write them (issue 27's held-out families), over HTTP in Chromium: keys
// as code names them with next to no description, schema.org names, a typo, the one who did something
// named by the verb, a price's qualifier, the site named as the publication. Each gives the plain way's answer.
t.test('POST /v1/content/scrape: fields as API users write them', async (t) => {
  const extract = await fieldsOnFixtures(t, 40);
  const title = "The Ferryman's Daughter";

  t.test('keys as code names them, with a description of one character, and schema.org names', async (t) => {
    const x = await extract('/words/book', { bookTitle: '-', authorName: '.', datePublished: '-', 'publisher.name': 'publisher (schema.org)', 'offers.price': 'offers price', salePrice: 'sale price' });
    t.same(x, { bookTitle: title, authorName: 'Lise Marrow', datePublished: '2024-08-21', 'publisher.name': 'Brightwater Press', 'offers.price': 18.99, salePrice: 18.99 });
  });

  t.test('a typo is read as the word it misses', async (t) => {
    const x = await extract('/words/book', { autor: 'autor', publsher: 'publsher', relase_date: 'relase date', tittle: 'tittle of the book', proce: 'proce of item' });
    t.same(x, { autor: 'Lise Marrow', publsher: 'Brightwater Press', relase_date: '2024-08-21', tittle: title, proce: 18.99 });
  });

  t.test('who did it, named by the verb: the company that published it, the publishing label', async (t) => {
    const x = await extract('/words/book', { p1: 'company that published the book', p2: 'publishing label', a: 'the person who wrote it' });
    t.same(x, { p1: 'Brightwater Press', p2: 'Brightwater Press', a: 'Lise Marrow' });
  });

  t.test('the site named as the publication, the source, the og name or the article\'s publisher', async (t) => {
    const x = await extract('/words/news', { publication_name: 'name of the publication', source_site: 'where is this from?', 'og:site_name': 'og site name', publisher: 'publisher of the article' });
    t.same(x, { publication_name: 'The Lantern Courier', source_site: 'The Lantern Courier', 'og:site_name': 'The Lantern Courier', publisher: 'The Lantern Courier' });
  });

  t.test('counts and images by terse keys: n_photos, a misspelt photos, the url of the main image', async (t) => {
    const x = await extract('/words/news', { n_photos: '.', phtos: 'number of phtos', image: 'main image', image_url: 'url of main image' });
    t.equal(x.n_photos, 2);
    t.equal(x.phtos, 2);
    t.type(x.image, 'string');
    t.equal(x.image_url, x.image, 'the image\'s address, not the page\'s');
  });

  t.test('what the page does not say stays null however it is asked', async (t) => {
    const x = await extract('/items/jobs/halden-field-technician', { publsher: 'publsher', publisherName: '-', autor: 'autor' });
    t.same(x, { publsher: null, publisherName: null, autor: null });
  });
});
