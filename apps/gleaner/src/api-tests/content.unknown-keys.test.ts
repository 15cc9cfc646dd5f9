import t from 'tap';
import { fieldsOnFixtures } from './fields-on-fixtures.js';

// Issue 27, session 17: the description answers even when the key is unknown (a foreign word, a code of the
// customer's own), a key's abbreviations are written out, and notes on the answer's form ("number only",
// "DD/MM/YYYY", "no menus", "please,") do not break the field. Wordings our own, not the held-out rounds'.
t.test('POST /v1/content/scrape: unknown keys, abbreviations and notes in the description', async (t) => {
  const extract = await fieldsOnFixtures(t, 40);

  t.test('a job: keys no lexicon knows, the description decides', async (t) => {
    const x = await extract('/items/jobs/workfield-data-engineer', { firma: 'the business that is recruiting', lugar_trabajo: 'in which town is the post', sal: 'yearly pay, number only', org: 'org', dt_posted: 'posting date, DD/MM/YYYY' });
    t.same(x, { firma: 'Fernhill Energy', lugar_trabajo: 'Leeds', sal: 62000, org: 'Fernhill Energy', dt_posted: '2026-03-02' });
  });

  t.test('a book: abbreviated keys and a relative clause that names the publisher', async (t) => {
    const x = await extract('/items/books/tidewater-lantern-atlas', { verlagshaus: 'the house that published it', pubd: 'pubd', fmt: 'fmt', pgs: 'pgs', auth: 'auth', umfang: 'please, how many pages does it have?' });
    t.same(x, { verlagshaus: 'Meridian Editions', pubd: '2023-10-17', fmt: 'Hardcover', pgs: 280, auth: 'Sam Okoro, June Tarrant', umfang: 280 });
  });

  t.test('an event: an amount by its abbreviation, a date with its format note', async (t) => {
    const x = await extract('/items/events/citylist-pottery-market', { amt: 'amt', datum: 'date of the event (dd.mm.yyyy)', plaats: 'at what place is it held?' });
    t.same(x, { amt: 3, datum: '2026-05-10', plaats: 'Harbourside Sheds' });
  });

  t.test('a news page: the source, the paper that runs it, the whole text asked with "all" and a note', async (t) => {
    const x = await extract('/words/news', { src: 'source', paper: 'what newspaper runs this story', hdl: 'hdl', texto: 'all the text of the story, no menus', fotos: '#photos' });
    t.same([x.src, x.paper, x.hdl, x.fotos], ['The Lantern Courier', 'The Lantern Courier', 'Night trams return to the river line', 2]);
    t.type(x.texto, 'string', 'the whole text, not a list of sentences');
    t.match(x.texto, /Night trams will run on the river line again/);
  });

  t.test('a product: what the buyer pays is a price, not a salary; money asked after a preposition', async (t) => {
    const x = await extract('/words/book', { cur: 'cur', moeda: 'in what money is it priced', pagar: 'how much do I need to pay? number only', avail: 'avail' });
    t.same(x, { cur: 'GBP', moeda: 'GBP', pagar: 18.99, avail: 'InStock' });
  });
});
