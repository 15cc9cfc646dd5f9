import t, { type Test } from 'tap';
import { fieldsOnFixtures } from './fields-on-fixtures.js';

// Keys as developers write them give what the plain key gives: abbreviated ("athr", "pblshr", "cmpny",
// "lctn", "co_nm", "nr_pg"), namespaced ("job.company", "listing:beds") or decorated ("@author",
// "data[publisher]", "Publication Date"); a token that abbreviates no field word ("xq", "zzz") is null.
// Over HTTP in Chromium, on the fixture site's item pages.
t.test('POST /v1/content/scrape: abbreviated and namespaced keys', async (t) => {
  const extract = await fieldsOnFixtures(t, 40);
  const same = async (t: Test, path: string, pairs: Array<[string, string]>, unknown: string[] = []): Promise<void> => {
    const plain = await extract(path, Object.fromEntries(pairs.map(([p]) => [p, '-'])));
    const short = await extract(path, Object.fromEntries([...pairs.map(([, s]) => [s, '-']), ...unknown.map((u) => [u, '-'])]));
    for (const [p, s] of pairs) {
      t.not(plain[p], null, `${path}: the plain key ${p} reads a value`);
      t.same(short[s], plain[p], `${path}: ${s} = ${p}`);
    }
    for (const u of unknown) t.equal(short[u], null, `${path}: ${u} is no field`);
  };

  t.test('a book: vowels dropped, ends cut, decorations around the key', async (t) => {
    await same(t, '/items/books/brightpage-cartographers-daughter', [['author', 'athr'], ['publisher', 'pblshr'], ['format', 'frmt'], ['pages', 'nr_pg'], ['date', 'Publication Date'], ['title', '@title']], ['xq', 'zzz']);
    const book = await extract('/items/books/brightpage-cartographers-daughter', { wrtr: '-', 'data[publisher]': '-' });
    t.same(book, { wrtr: 'Leena Osei', 'data[publisher]': 'Harrow House' });
  });

  t.test('a job: the company, where and the pay by their short forms and under the item\'s name', async (t) => {
    await same(t, '/items/jobs/halden-field-technician', [['company', 'cmpny'], ['company_name', 'co_nm'], ['location', 'lctn'], ['salary', 'slry'], ['employer', 'job.company']], ['qwp']);
  });

  t.test('a home: the agent, the bedrooms and the address', async (t) => {
    await same(t, '/items/real-estate/dockside-canal-loft', [['agent', 'agnt'], ['bedrooms', 'listing:beds'], ['address', 'property.address'], ['price', 'prc_gbp']]);
  });
});
