import t from 'tap';
import { Page } from './page.js';
import { extractField } from './fields.js';

const GRAPH = {
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'Organization', '@id': 'https://tidebooks.example/#org', name: 'Tide Books', founder: { '@id': '#person-1' } },
    { '@type': 'Person', '@id': '#person-1', name: 'Ines Calloway', worksFor: { '@id': 'https://tidebooks.example/#org' } },
    { '@type': 'Person', '@id': '#person-2', name: 'Tomas Reyes' },
    { '@type': 'Offer', '@id': '#offer', price: '14.99', priceCurrency: 'GBP', seller: { '@id': 'https://tidebooks.example/#org' } },
    {
      '@type': 'Book', '@id': '#book', name: 'The Glass Estuary',
      author: [{ '@id': '#person-1' }, { '@id': '#person-2' }], publisher: { '@id': 'https://tidebooks.example/#org' },
      brand: { '@id': '#nowhere' }, offers: { '@id': '#offer' },
    },
  ],
};
const page = (): Page => new Page(`<!doctype html><html><head><title>Tide Books</title><script type="application/ld+json">${JSON.stringify(GRAPH)}</script></head><body><h1>The Glass Estuary</h1><p>A novel.</p></body></html>`, 'https://tidebooks.example/books/glass-estuary');

t.test('@id references resolved once, for every property', async (t) => {
  const p = page();
  const book = p.things.find((x) => x['@type'] === 'Book')!;
  t.same((book.author as Array<Record<string, unknown>>).map((a) => a.name), ['Ines Calloway', 'Tomas Reyes'], 'each author the Person itself');
  t.equal((book.publisher as Record<string, unknown>).name, 'Tide Books');
  t.equal((book.offers as Record<string, unknown>).price, '14.99', 'an offer stated elsewhere');
  t.same(book.brand, { '@id': '#nowhere' }, 'a reference to nothing stated stays as it is');
  t.equal(p.things.length, 5, 'the same things, none added');
  t.doesNotThrow(() => JSON.stringify(p.things), 'a node that points back is not expanded again: a tree');
});

t.test('the singular and the plural key both follow the reference', async (t) => {
  t.equal(extractField(page(), 'author', ''), 'Ines Calloway, Tomas Reyes');
  t.same(extractField(page(), 'authors', ''), ['Ines Calloway', 'Tomas Reyes']);
  t.equal(extractField(page(), 'publisher', ''), 'Tide Books');
  t.equal(extractField(page(), 'price', ''), 14.99);
});
