import t from 'tap';
import { fieldsOnFixtures } from './fields-on-fixtures.js';

// Session 27 (x27): fields described by where they sit or what they are made of, over HTTP in Chromium. A value
// beside a button is not the button's; a list of an address's parts is the address; a site named with a place
// is a place of work; a text's parts asked alone are the main content. Each gives the plain way's answer ("-":
// no description, which the API requires non-empty).
t.test('POST /v1/content/scrape: place and parts descriptions', async (t) => {
  const extract = await fieldsOnFixtures(t, 40);

  t.test('a value beside a button: the key says what it is', async (t) => {
    const jacket = await extract('/goods/jacket', { price: '-', cost: 'the large bold figure beside the add to basket button' });
    t.same(jacket, { price: 96, cost: 96 });
    const lamp = await extract('/goods/lamp', { price: '-', amount: 'the highlighted number just above the Add to cart button' });
    t.equal(lamp.amount, lamp.price);
    t.equal(lamp.price, 48);
  });

  t.test("a list of an address's parts is the address", async (t) => {
    const home = await extract('/items/real-estate/dockside-canal-loft', { address: '-', addr: 'flat, road, city, postcode' });
    t.equal(home.addr, 'Unit 4, Wharf Building, 17 Navigation Street, Birmingham B1 1AB');
    t.equal(home.addr, home.address);
  });

  t.test('a site named with a place is the place of work', async (t) => {
    const job = await extract('/items/jobs/brightwork-dispatch-lead', { location: '-', workplace: 'the work site location' });
    t.same(job, { location: 'Hexham', workplace: 'Hexham' });
  });

  t.test("a text's parts asked alone are the main content", async (t) => {
    const essay = await extract('/layout/essay', { content: '-', sentences: '-' });
    t.equal(typeof essay.sentences, 'string');
    t.equal(essay.sentences, essay.content);
    t.match(essay.sentences, /two books: the official log/);
  });
});
