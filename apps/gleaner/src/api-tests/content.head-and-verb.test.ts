import t from 'tap';
import { fieldsOnFixtures } from './fields-on-fixtures.js';

// The head of a request decides, not a noun in the clause that qualifies it ("the currency the price is
// in" is a currency), and a question's verb with its question word says what is asked ("who is hiring":
// the company; "how long does it take": a recipe's time; "who is selling it": a home's agent, else the
// shop). Over HTTP in Chromium, on the fixture site's item pages; null where the page does not say.
t.test('POST /v1/content/scrape: the head of a request and the verb of a question', async (t) => {
  const extract = await fieldsOnFixtures(t, 40);

  t.test('a head noun before a clause or an of-phrase outranks the nouns in it', async (t) => {
    const book = await extract('/words/book', { money: 'the currency this price is shown in', cur: "the cost's currency", seller: 'the shop the book is sold by', writer: 'the person this book is by' });
    t.same(book, { money: 'GBP', cur: 'GBP', seller: 'Thimble Books', writer: 'Lise Marrow' });
    const job = await extract('/items/jobs/h-kestrel-junior-analyst', { employer: 'the employer this vacancy is with', town: 'the town the role is based in', pay: 'the salary each year' });
    t.same(job, { employer: 'Kestrel Analytics Ltd', town: 'Leeds', pay: 28000 });
  });

  t.test('the verb and the question word together', async (t) => {
    const job = await extract('/items/jobs/h-kestrel-junior-analyst', { who: 'who is recruiting?', pay: 'what does this role pay a year?', earn: 'how much would I earn' });
    t.same(job, { who: 'Kestrel Analytics Ltd', pay: 28000, earn: 28000 });
    const home = await extract('/items/real-estate/riverbend-maple-ave', { seller: 'who sells this home?', price: 'what is it selling for' });
    t.same(home, { seller: 'Dana Cole', price: 615000 }, 'the seller of a home is its agent');
    const recipe = await extract('/items/recipes/saturday-table-rhubarb-fool', { long: 'how long will it take me to make' });
    t.same(recipe, { long: '20 minutes' });
    const event = await extract('/items/events/citylist-pottery-market', { where: 'where is it being hosted' });
    t.same(event, { where: 'Harbourside Sheds' });
    const book = await extract('/words/book', { pay: 'how much do I pay for it', seller: 'who is selling it' });
    t.same(book, { pay: 18.99, seller: 'Thimble Books' }, 'on a product: the price a buyer pays, and the shop that sells it');
  });

  t.test('who the customer reaches is the verb\'s object; the forms of "go for" are a price', async (t) => {
    const home = await extract('/items/real-estate/riverbend-maple-ave', { call: 'who should I call to book a viewing?', talk: 'who can we talk to about it', going: 'how much is it going for?' });
    t.same(home, { call: 'Dana Cole', talk: 'Dana Cole', going: 615000 }, 'the agent, not an author');
  });

  t.test('null where the page does not say', async (t) => {
    const book = await extract('/words/book', { hiring: 'who is hiring', long: 'how long does it take', call: 'who do I call about it' });
    t.same(book, { hiring: null, long: null, call: null });
  });
});
