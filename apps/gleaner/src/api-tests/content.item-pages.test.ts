import t from 'tap';
import { itemPages, startFixtureSite } from '@gleaner/testkit';
import { startHarness } from './harness.js';

// The main item of item pages of kinds without rules (books, events, jobs, recipes, homes), each
// page written for the tests with a truth file (libs/testkit/item-pages): asked in plain words over
// HTTP, rendered in Chromium, every field is the truth's value, null where the page does not say.

// the plainest wording of each truth field: its own name as a customer would type it
const PLAIN: Record<string, string> = {
  title: 'title', author: 'author', authors: 'authors', publisher: 'publisher', date: 'date', format: 'format', pages: 'number of pages',
  venue: 'venue', price: 'price', company: 'company', location: 'location', salary: 'salary', prep_time: 'prep time', servings: 'servings',
  address: 'address', bedrooms: 'bedrooms', agent: 'agent', organizer: 'organizer',
};

// Held-out pages (h-*, written to play the outside check, not fitted to) whose fields the readers still
// miss: checked as tap TODOs, so each miss is printed with its reason and a fix shows as a passing TODO.
const KNOWN_MISSES: Record<string, { fields: string[]; why: string }> = {
  // second held-out round (session 16): every field is read since session 17 (chips, <address>, <br> lines,
  // <time datetime> days, a rent with its period)
  // third held-out round (session 17): every field is read since session 18 (writers joined by "&", two-digit-year
  // dates in the page's order, a price per m² beside the whole price, an agent card's role heading)
  // fourth held-out round (session 18): every field is read since session 19 (a title by prominence when there is no h1,
  // "288 pp.", raised cents, weekday dates without a year, the show before the doors, "at <venue>", a count line,
  // "Call X on <phone>", a byline after a date, a dated sentence in a description)
  // fifth held-out round (session 19): every field is read since session 20 (an h1 of two parts, a glyph badge beside a
  // name, <data value> for a number in words, a labelled form control)
  // sixth held-out round (session 20): every field is read since session 20's fixes (a toggle group's chosen option,
  // a title under an h1 that is the site's name, "Posted by" as a byline or a listing's agent, "Feeds:" as servings)
  // seventh held-out round (session 21), jobs, homes, recipes: read since session 21 (a stat chip's figure before its label,
  // a place in the head title after the item's title, a price a sentence names, the name in bold on an agent's card)
  // seventh held-out round (session 21), two events and a recipe's publisher: read since session 22 (pg22: an event in RDFa Lite on a
  // calendar page, a venue's grid cells with the label under the value, the site's publisher in its foot's sentence)
  // eighth held-out round (session 22, w22): every field is read since pg8 (the site named as the publisher or employer
  // by the page, a salary named in a line, other languages' dates, labels and possessives, "Free", "developed by",
  // "hosted by", a listing opened on one card)
  // ninth held-out round (session 23, w23): every field is read since pg9 (other languages' recipe, workplace and
  // organizer labels and duration units, a range's currency after its high end, co-authors in elements named
  // 'autore', facts labelled by an icon's class, selling solicitors, a notice's date in a joined label, a role after
  // an agent's name, a shown location line that goes on from the structured locality)
  // tenth held-out round (session 24, w24): the Dutch foot sentence "een uitgave van X", the opened dialog's event and the date by the first
  // publication read since hA (session 25: an open modal dialog holding an item is the page's item,
  // focus-card.ts; a line of the publication before one of the last change; a
  // publication sentence in any label language, publisher-phrases.ts); the address in a bare line next to the
  // heading (item-block.ts); an 'Advertiser' heading as the agent's label; the others TODO, not read yet on main
  'h10-fenwick-university-press-tidal-commons': { fields: ['publisher'], why: 'the press is the site (head title, logo, "an imprint of" footer) but no publisher is read' },
  'h10-oakbridge-homes-the-willows': { fields: ['agent'], why: 'the housebuilder is the site and the seller but is not read' },
  'h10-crumbs-and-kettle-leek-potato-pie': { fields: ['publisher'], why: 'the blog name read as publisher' },
  // eleventh held-out round (session 25, w25, seven of ten pages): the foot's "This website is published by X under
  // licence" after its links read since pg27 (the sentence's subject is its last words); "FREE" in an action bar and
  // "Cuts into 16 squares" since pg28 (an event's badge of the word alone, free-badge.ts; "cuts into" a servings
  // label); the others TODO
  'h11-ticketsail-harbour-lights-supper-club': { fields: ['author'], why: 'the "Organised by" firm read as the author of an event page that names none' },
  'h11-linkup-senior-data-engineer-manchester': { fields: ['location'], why: 'the shown location line "Manchester, England, United Kingdom" cut to its city' },
  // twelfth held-out round (session 26, w26): "Release date: 03-04-25" and "Program type: Audiobook" read since pg27 (a
  // padded dashed date with a two-digit year in the page's order; a label whose head noun is a type or an edition); "Anuncio
  // actualizado el ..." and "Réf. : X · Publiée le ..." since pg27 (a notice's last change in the label languages; a posting
  // part in a line of parts); the foot's "X is produced by Y" and "X is part of the Y publishing family" since pg27 (the
  // site's foot sentence model: its organizer, a family the site is part of); the others TODO
  // (pg26b: "k" thousands, an emoji before a value, a named card around the named element, class names in the label table's words,
  // a job's listing in an <article> element still the listing's: its h1 is the title; a verb of posting before "by" opens a byline;
  // a run's end with its weekday still a range: its start is the date)
  'h12-pisolia-piso-russafa-valencia': { fields: ['address', 'agent'], why: 'a Spanish portal: the agency\'s own street read as the address over the "Ubicación" list; the agency under "Profesional" not read as the agent' },
  // thirteenth held-out round (session 27, w27): the webinar's "FREE" badge and the board's "Placed On:" over "Closes:" read
  // since pg28 (an advert is "placed" as a listing is posted); the others TODO
  'h13-secondshelf-winter-orchard-ledger': { fields: ['pages'], why: 'a second-hand marketplace: "312 pages" only in the item\'s description (its publisher\'s ", London" is cut since session 29)' },
  'h13-brightcast-webinar-forecasting-demand': { fields: ['date'], why: 'a webinar page: "Thursday, January 22, 2026" beside a calendar tile not read' },
  'h13-matchpass-harbour-rovers-v-millbrook-city': { fields: ['organizer'], why: 'a fixture page: the club only in "sold by X on behalf of <club>" (its date and venue, icon list items named by a sprite\'s symbol, are read since session 29)' },
  'h13-hirepoint-staff-data-engineer-denver': { fields: ['publisher'], why: 'a network\'s job page: the network read as a job\'s publisher (company and place, once swapped by "Denver, CO" read as a firm, fixed in session 29)' },
  'h13-unitfinder-castle-street-shrewsbury': { fields: ['agent'], why: 'a commercial unit: the "Contact:" surveyor read over the "Marketed by" firm' },
  // (its "Makes 12 muffins" is read on main already: the servings todo passed)
  'h13-bakeclub-tv-blueberry-crumble-muffins': { fields: ['author', 'publisher', 'date'], why: 'a baking video page: "With <presenter>", "First shown <date>" and the footer "produced and published by" not read' },
  'h13-kochkiste-kaesespaetzle-mit-roestzwiebeln': { fields: ['publisher', 'date'], why: 'a German recipe community: "03.02.2026" an icon span without a label not read; the footer "Ein Angebot der X" not read as the publisher' },
  // session 27 (m27's page for the prep time in prose, not held out): its byline "Words and bakes by X" read since pg28
  // (two roles joined before "by", byline-roles.ts)
  // fourteenth held-out round (session 28, w28): pg28b read seven of its eight; the date left is a truth in question
  'h14-harlow-county-library-the-weir-keepers': { fields: ['date'], why: 'a library catalogue record: the year only in "London : Saltmarsh Press, 2024."; h11\'s record with the same imprint form has date null in its truth, so the two truths disagree (left for a ruling)' },
  // fifteenth held-out round (session 29, w29): TODO, not read yet on main (the e-reader store's eBook, the meal-kit
  // recipe and the German staffing agency's title, date and pay are read; three of eight pages whole)
  'h15-st-aldhelms-parish-christmas-fair': { fields: ['author', 'publisher', 'date', 'venue', 'price', 'organizer'], why: 'a parish notice (blog post): the post\'s "Posted on 30 October 2025 by Parish Office" read as the event\'s date and author, the site title as publisher; "Saturday 29th November" (no year), "the Church Hall", "Entry 50p" and "organised by the Friends of X" only in prose, not read' },
  'h15-riverkeepers-trust-volunteer-coordinator': { fields: ['company', 'location'], why: 'a charity\'s own vacancy: the employer only in the logo alt, title and footer (null read); "Based: Our office at Weir Mill, Gunnislake, with hybrid working" in a dl not read' },
  'h15-studentkamers-utrecht-nieuwe-koekoekstraat': { fields: ['bedrooms'], why: 'a Dutch room portal: the house\'s "5 slaapkamers" only in prose (its date and its advertiser under "Aangeboden door" are read since session 29)' },
};
const todo = (page: string, field: string): string | false => {
  const miss = KNOWN_MISSES[page];
  return miss?.fields.includes(field) ? `known miss, not read yet: ${miss.why}` : false;
};

t.test('POST /v1/content/scrape: the main item of item pages', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 500 });
  const scrape = (body: object) => h.call('POST', '/v1/content/scrape', { key: u.key, body });
  const pages = itemPages();

  t.test('the fixture pages: five kinds, three sites or more each, one truth per page', async (t) => {
    const kinds = new Map<string, Set<string>>();
    for (const p of pages) kinds.set(p.truth.kind, (kinds.get(p.truth.kind) ?? new Set()).add(p.truth.site));
    t.same([...kinds.keys()].sort(), ['book', 'event', 'job', 'real_estate', 'recipe']);
    for (const [kind, sites] of kinds) t.ok(sites.size >= 3, `${kind}: ${sites.size} sites`);
    t.ok(pages.some((p) => p.truth.kind === 'book' && p.truth.fields.publisher === null), 'a book page without a publisher');
  });

  for (const p of pages) {
    t.test(`${p.truth.kind} at ${p.truth.site} (${p.path}): every field as the truth says`, async (t) => {
      const extract = Object.fromEntries(Object.keys(p.truth.fields).map((k) => [k, PLAIN[k]]));
      const res = await scrape({ url: `${site.url}${p.path}`, extract });
      t.equal(res.status, 200, JSON.stringify(res.body).slice(0, 300));
      const got = res.body.data.extracted;
      for (const [k, want] of Object.entries(p.truth.fields)) t.same(got[k], want, `${k}: ${JSON.stringify(got[k])}`, { todo: todo(p.name, k) });
    });
  }

  t.test('books in other plain words: the title, the author, the publisher, publication date', async (t) => {
    for (const p of pages.filter((x) => x.truth.kind === 'book')) {
      const res = await scrape({ url: `${site.url}${p.path}`, extract: { the_title: 'the title', the_author: 'the author', written_by: 'written by', the_publisher: 'the publisher', published: 'publication date' } });
      t.equal(res.status, 200);
      const f = p.truth.fields;
      t.same(res.body.data.extracted, { the_title: f.title, the_author: f.author, written_by: f.author, the_publisher: f.publisher, published: f.date }, p.name, { todo: ['title', 'author', 'publisher', 'date'].map((k) => todo(p.name, k)).find(Boolean) ?? false });
    }
  });

  t.test('a credits line read by roles: the writers are the authors, a translator or illustrator only when asked by role', async (t) => {
    const byName = (n: string) => pages.find((x) => x.name === n)!;
    let res = await scrape({ url: `${site.url}${byName('h-northwind-quiet-harbour').path}`, extract: { authors: "the book's authors", writer: 'who wrote it', translator: 'who translated it', contributors: 'contributors' } });
    t.equal(res.status, 200);
    t.same(res.body.data.extracted, { authors: ['Ilse Brandt'], writer: 'Ilse Brandt', translator: 'Colm Ferris', contributors: ['Ilse Brandt', 'Colm Ferris'] });
    res = await scrape({ url: `${site.url}${byName('quarto-moss-and-iron').path}`, extract: { author: 'author', illustrator: 'illustrator', translator: 'translator' } });
    t.same(res.body.data.extracted, { author: 'Petra Hale, Jonas Wren', illustrator: 'Ana Korr', translator: null });
  });

  t.test('a date is the day; a start asked as a time is the moment, with the offset the page writes', async (t) => {
    const byName = (n: string) => pages.find((x) => x.name === n)!;
    const ask = { date: 'date', day: 'on what day is it', start: 'start time', when: 'when does it start', starts_at: '-', start_date: 'start date' };
    // <time datetime="2026-06-20T00:30+02:00">: 19 June in UTC, 20 June where the concert is
    let res = await scrape({ url: `${site.url}${byName('millyard-midsummer-concert').path}`, extract: ask });
    t.equal(res.status, 200);
    t.same(res.body.data.extracted, { date: '2026-06-20', day: '2026-06-20', start: '2026-06-20T00:30:00+02:00', when: '2026-06-20T00:30:00+02:00', starts_at: '2026-06-20T00:30:00+02:00', start_date: '2026-06-20' });
    // a start written in words ("Friday 22 May 2026, 7pm for 7.30pm"): the moment without an offset
    res = await scrape({ url: `${site.url}${byName('kingston-rowing-boathouse-quiz').path}`, extract: ask });
    t.same(res.body.data.extracted, { date: '2026-05-22', day: '2026-05-22', start: '2026-05-22T19:00:00', when: '2026-05-22T19:00:00', starts_at: '2026-05-22T19:00:00', start_date: '2026-05-22' });
    // a job is dated by its posting ("Posted <time datetime=…T09:15:00-05:00>3 days ago</time>"): it has no start
    res = await scrape({ url: `${site.url}${byName('h2-trailhead-backend-engineer').path}`, extract: { date: 'date', posted: 'when was it posted', start: 'start time' } });
    t.same(res.body.data.extracted, { date: '2026-02-20', posted: '2026-02-20', start: null });
  });

  t.test('facts only in markup: aria-label and title chips, the item\'s <address>, an agent card\'s lines', async (t) => {
    const byName = (n: string) => pages.find((x) => x.name === n)!;
    let res = await scrape({ url: `${site.url}${byName('dockside-canal-loft').path}`, extract: { where: 'the property address', rent: 'how much is the rent', beds: 'number of bedrooms', baths: 'number of bathrooms', agent: 'who is the letting agent' } });
    t.equal(res.status, 200);
    t.same(res.body.data.extracted, { where: 'Unit 4, Wharf Building, 17 Navigation Street, Birmingham B1 1AB', rent: 1450, beds: 2, baths: 1, agent: 'Tom Reyes' });
    res = await scrape({ url: `${site.url}${byName('millyard-midsummer-concert').path}`, extract: { venue: 'where is it held', cost: 'ticket price', price: 'price' } });
    t.same(res.body.data.extracted, { venue: 'The Weir Barn', cost: 24.5, price: 24.5 }, 'a title= chip and a visually hidden label');
  });

  t.test('no h1 and a head title the page never shows: the prominent heading or banner; the show, not the doors; raised cents', async (t) => {
    const byName = (n: string) => pages.find((x) => x.name === n)!;
    // an h3 named as the gig's title before h4 sections; "Doors" 8pm and "Music from" 9pm on "Friday 6th March" (2026 only in a strip)
    let res = await scrape({ url: `${site.url}${byName('cellar-vaults-friday-folk').path}`, extract: { name: 'the name of the event', starts: 'start time', day: 'date', where: 'where is it held', cost: 'ticket price' } });
    t.equal(res.status, 200);
    t.same(res.body.data.extracted, { name: 'Harbour Lights: the Ní Bhriain Sisters', starts: '2026-03-06T21:00:00', day: '2026-03-06', where: 'The Vaults Back Room', cost: 12.5 });
    // the title only in a figure's image alt (the h3s are sections); "412pp"; "£<span>11</span><sup>50</sup>"
    res = await scrape({ url: `${site.url}${byName('wrenfield-atlas-of-tides').path}`, extract: { name: "the book's title", price: 'price', pages: 'how many pages' } });
    t.same(res.body.data.extracted, { name: 'An Atlas of Small Tides', price: 11.5, pages: 412 });
    // a chip "3 beds", "Speak to Priya Nair at <phone>", "Listed on 14/02/2026." in the description
    res = await scrape({ url: `${site.url}${byName('harbourside-lets-quay-cottage').path}`, extract: { beds: 'number of bedrooms', agent: 'who is the agent', listed: 'when was it listed' } });
    t.same(res.body.data.extracted, { beds: 3, agent: 'Priya Nair', listed: '2026-02-14' });
    // "Added 4 May 2025 by" then the name in an element of its own; a commenter's "Posted on ... by" later is not the author
    res = await scrape({ url: `${site.url}${byName('kettle-and-crumb-soda-bread').path}`, extract: { by: 'who wrote the recipe', serves: 'how many does it serve' } });
    t.same(res.body.data.extracted, { by: 'Caoimhe Brady', serves: 8 });
  });

  t.test('what an item page does not say is null: no author of a job, no publisher of a home', async (t) => {
    const job = pages.find((x) => x.truth.kind === 'job' && x.name.startsWith('halden'))!;
    const res = await scrape({ url: `${site.url}${job.path}`, extract: { author: 'author', publisher: 'publisher', servings: 'servings', bedrooms: 'bedrooms' } });
    t.equal(res.status, 200);
    t.same(res.body.data.extracted, { author: null, publisher: null, servings: null, bedrooms: null });
  });

  t.test('a rent is the price said per period; a deposit or a fee beside it is not the price', async (t) => {
    const byName = (n: string) => pages.find((x) => x.name === n)!;
    const ask = { price: 'price', rent: 'monthly rent', per_month: 'how much is the rent per month?', weekly: 'the weekly rent', rent_per_night: 'rent per night' };
    let res = await scrape({ url: `${site.url}${byName('h2-sunbelt-little-havana-apartment').path}`, extract: ask });
    t.equal(res.status, 200);
    t.same(res.body.data.extracted, { price: 1299, rent: 1299, per_month: 1299, weekly: null, rent_per_night: null }, '"USD 1,299.00 / month" beside "Deposit USD 2,598.00"');
    res = await scrape({ url: `${site.url}${byName('letwell-cotton-lane-flat').path}`, extract: ask });
    t.same(res.body.data.extracted, { price: 1450, rent: 1450, per_month: 1450, weekly: 335, rent_per_night: null }, '"£1,450 pcm (£335 pw) · Holding deposit £330"');
    res = await scrape({ url: `${site.url}${byName('mietwerk-sonnenallee-wohnung').path}`, extract: ask });
    t.same(res.body.data.extracted, { price: 1180, rent: 1180, per_month: 1180, weekly: null, rent_per_night: null }, '"1.180 € pro Monat warm · Kaution 2.700 €"');
  });
});
