import t from 'tap';
import { startFixtureSite } from '@gleaner/testkit';
import { startHarness } from './harness.js';

// Fields described in a user's own words on pages the engine has no rules for: a fact said in a
// sentence comes back as its typed span, a description of many things as the items' parts, and an
// item page's title and labelled values without the site's name or the label.
t.test('POST /v1/content/scrape: fields in the user\'s own words', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 50 });
  const scrape = (body: object) => h.call('POST', '/v1/content/scrape', { key: u.key, body });

  t.test('a fact stated in a sentence: the span, typed, not the sentence', async (t) => {
    const res = await scrape({
      url: `${site.url}/text/event`,
      extract: {
        show_start: 'the time at which the show starts',
        doors: 'when do the doors open',
        length: 'how long the concert lasts',
        advance_price: 'how much a ticket costs in advance',
        seats: 'how many people the hall seats',
        founded: 'the year the quartet was founded',
        founder: 'who founded the quartet',
        tram_stop: 'the nearest tram stop',
        published: 'publication date',
      },
    });
    t.equal(res.status, 200, JSON.stringify(res.body).slice(0, 300));
    const x = res.body.data.extracted;
    t.equal(x.show_start, '8:15 pm', 'the time the show starts, not the doors\' time');
    t.equal(x.doors, '7:30 pm');
    t.match(x.length, /^(about )?90 minutes$/);
    t.equal(x.advance_price, 28, 'an amount asked as a price is a number');
    t.equal(x.seats, 640);
    t.equal(x.founded, '1998');
    t.equal(x.founder, 'Mira Vos');
    t.equal(x.tram_stop, 'Quay Gate');
    t.match(x.published, /^2026-02-02/, 'a page property keeps its rules: the published time');
  });

  t.test('what the page does not say is null, not the page title or a nearby sentence', async (t) => {
    const res = await scrape({ url: `${site.url}/text/event`, extract: { conductor: 'the name of the conductor', parking: 'the parking fee', sponsor: 'who sponsors the evening', end: 'the time at which the show ends' } });
    t.equal(res.status, 200);
    t.same(res.body.data.extracted, { conductor: null, parking: null, sponsor: null, end: null });
  });

  t.test('a description of many things: the items\' parts as arrays, over every page', async (t) => {
    const one = await scrape({ url: `${site.url}/catalogue`, extract: { names: 'the names of all the products', prices: 'prices of all the products', links: 'links to the products', heading: 'page heading' } });
    t.equal(one.status, 200, JSON.stringify(one.body).slice(0, 300));
    const x = one.body.data.extracted;
    t.same(x.names, ['Copper Kettle', 'Glass Teapot', 'Stoneware Mug', 'Bamboo Tray'], 'the cards\' names, not the filters, menu or heading');
    t.same(x.prices, [39, 24.5, 9.9, 17]);
    t.same(x.links, [0, 1, 2, 3].map((i) => `${site.url}/catalogue/item/1-${i}`));
    t.equal(x.heading, 'Kitchen goods');
    const paged = await scrape({ url: `${site.url}/catalogue`, pagination: { next_button_selector: 'a.next', max_pages: 3 }, extract: { names: 'the names of all the products' } });
    t.equal(paged.status, 200);
    t.equal(paged.body.data.pages_scraped, 2, 'the second page has no next link');
    t.same(paged.body.data.extracted.names, ['Copper Kettle', 'Glass Teapot', 'Stoneware Mug', 'Bamboo Tray', 'Cast Iron Pan', 'Linen Apron', 'Oak Board']);
  });

  t.test('an item page of a kind without rules: its title, not the site\'s or the series\'; values without their labels', async (t) => {
    const res = await scrape({ url: `${site.url}/books/quiet-harbour`, extract: { title: 'title', publisher: 'publisher', author: 'author', pages: 'number of pages' } });
    t.equal(res.status, 200);
    t.same(res.body.data.extracted, { title: 'The Quiet Harbour', publisher: 'Gullwing Press', author: 'Ines Calder', pages: 312 });
  });

  t.test('the main content of a page that is not an article: every post with its author line', async (t) => {
    const res = await scrape({ url: `${site.url}/forum/lens`, extract: { thread: 'the main content', title: 'title' } });
    t.equal(res.status, 200, JSON.stringify(res.body).slice(0, 300));
    const text = String(res.body.data.extracted.thread);
    for (const said of ['mira_v', 'Milky Way over the lake', 'tomas_b', 'fast 14 mm prime', 'kari_n', 'Rent one for a weekend']) t.match(text, said);
    for (const chrome of ['Joined', '1,204', 'Reply', 'You must log in', 'Privacy', 'Latest']) t.notMatch(text, chrome, `no "${chrome}"`);
    t.equal(res.body.data.extracted.title, 'Which lens for night skies?');
  });

  t.test('the same through /content/extract with a schema of those fields', async (t) => {
    const res = await h.call('POST', '/v1/content/extract', {
      key: u.key,
      body: { url: `${site.url}/text/event`, prompt: 'when the show starts and how much tickets cost', schema: { type: 'object', properties: { show_start: { type: 'string', description: 'the time at which the show starts' }, price: { type: 'number', description: 'how much a ticket costs in advance' } } } },
    });
    t.equal(res.status, 200, JSON.stringify(res.body).slice(0, 300));
    t.same(res.body.data.extracted, { show_start: '8:15 pm', price: 28 });
  });
});
