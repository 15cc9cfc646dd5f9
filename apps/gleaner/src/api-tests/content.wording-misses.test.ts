import t from 'tap';
import { fieldsOnFixtures } from './fields-on-fixtures.js';

// Wordings session 21 left unread, over HTTP in Chromium on the fixture site's pages: a price asked with or
// without VAT on a page that shows both, a price of one item in words of "each", a part number where the shop
// prints only its own code, a booking reference a product page does not have (null, not the item's code),
// whoever hosts an event or is behind it, where a gig is, a key in German, a key of a text's parts, and a
// description written as a Python type annotation.
t.test('POST /v1/content/scrape: wordings left from session 21', async (t) => {
  const extract = await fieldsOnFixtures(t, 40);

  t.test('a price with or without VAT: the amount the page labels so', async (t) => {
    const drill = await extract('/words/trade-drill', { plain: 'the price', net: 'price excluding VAT', exVat: 'ex-VAT price', pre: 'what it costs before tax', gross: 'the price with VAT', one: 'what each one costs' });
    t.same(drill, { plain: 120, net: 100, exVat: 100, pre: 100, gross: 120, one: 120 });
  });

  t.test("a part number is the shop's code where the page has no maker's; a booking reference is none of the item's", async (t) => {
    const drill = await extract('/words/trade-drill', { partNumber: '-', part_no: '-', sku: '-', reference: 'the booking reference number', order: 'your order number' });
    t.same(drill, { partNumber: 'IB-55120', part_no: 'IB-55120', sku: 'IB-55120', reference: null, order: null });
  });

  t.test("who hosts an event, who is behind it, where the gig is", async (t) => {
    const market = await extract('/items/events/citylist-pottery-market', { host: 'who is hosting the event', behind: 'the person behind the concert', who: "who's behind the gig", where: 'where is the gig', on: "where's the show on" });
    t.same(market, { host: 'Bristol Clay Collective', behind: 'Bristol Clay Collective', who: 'Bristol Clay Collective', where: 'Harbourside Sheds', on: 'Harbourside Sheds' });
  });

  t.test('a German key, a key of the text\'s parts, a Python annotation', async (t) => {
    const book = await extract('/words/book', { lieferbar: '-', preis: '-', writer: "Annotated[str, 'the author']" });
    t.same(book, { lieferbar: 'InStock', preis: 18.99, writer: 'Lise Marrow' });
    const sold = await extract('/words/sold-out', { lieferbar: '-' });
    t.same(sold, { lieferbar: 'OutOfStock' });
    const news = await extract('/words/news', { paragraphs: '-' });
    t.match(JSON.stringify(news.paragraphs), /Night trams will run on the river line again/);
  });
});
