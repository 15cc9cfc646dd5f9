// The causes the tenth held-out round found (docs/benchmarks.md, "Session 24"), each as a model read with wordings
// of our own: a clipped pair ("pub date", "ref no") in a description or glued into one key part ("pubdt").
import t from 'tap';
import { fieldIntent } from './intent.js';
import { extractField } from './fields.js';
import { Page } from './page.js';
import { expandKey, expandPairs } from './abbreviations.js';

const page = (body: string, head: string, url: string): Page => new Page(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`, url);

t.test('a clipped pair in a description is the pair it clips, as in a key', async (t) => {
  t.equal(expandPairs('pub date'), 'publication date');
  t.equal(expandPairs('the Pub. dt of the story'), 'the publication date of the story');
  t.equal(expandPairs('its ref no.'), 'its reference number.');
  t.equal(expandPairs('art nr'), 'article number');
  // a "no" that goes on is the negation; a clipped word alone is prose
  t.equal(expandPairs('item no longer sold'), 'item no longer sold');
  t.equal(expandPairs('name of the pub'), 'name of the pub');
  // a pub beside a date names no place to look for: the publication's date is asked
  for (const [k, d] of [['pd', 'pub date'], ['released', 'the pub. date of the post'], ['dte', 'Pub Dt']]) {
    const i = fieldIntent(k, d);
    t.equal(i.kind, 'date', `${k}: ${d}`);
    t.same(i.specific, [], `${k}: ${d}`);
  }
});

t.test('a pair glued into one key part ("pubdt", "refno") is the pair', async (t) => {
  t.equal(expandKey('pubdt'), 'publication date');
  t.equal(expandKey('item_refno'), 'item reference number');
  t.equal(expandKey('artnr'), 'article number');
  t.equal(fieldIntent('pubdt', '').kind, 'date');
  // parts that are words or short forms of their own stay theirs
  t.equal(expandKey('pubd'), 'published date');
  t.equal(expandKey('artist'), 'artist');
  const story = page('<article><h1>Tides of the north</h1><p>By Ana Ruiz</p><time datetime="2024-06-03">3 June 2024</time><p>The sea rose early this year, and the harbour saw it first.</p></article>', '<title>Tides of the north</title>', 'https://news.example/tides');
  t.equal(String(extractField(story, 'pubdt', 'pub date')).slice(0, 10), '2024-06-03');
  t.equal(String(extractField(story, 'pd', 'the pub. date')).slice(0, 10), '2024-06-03');
});

t.test('a rate of money or by a period is a price (a job\'s salary), not a rating', async (t) => {
  for (const [k, d] of [['rate', 'the rate of pay'], ['wageRate', ''], ['hourly_rate', ''], ['x', 'day rate for the role'], ['payrate', 'what is the pay rate?']]) t.equal(fieldIntent(k, d).kind, 'price', `${k}: ${d}`);
  t.same(fieldIntent('rate', 'rate of pay').facts, ['salary']);
  // a rate alone or of stars stays a rating
  for (const [k, d] of [['rate', ''], ['stars', 'star rating'], ['rate', 'how would readers rate it?']]) t.equal(fieldIntent(k, d).kind, 'rating', `${k}: ${d}`);
  const job = page('<main><h1>Warehouse Team Leader</h1><p>Northgate Logistics is hiring a team leader for its Leeds depot.</p><dl><dt>Salary</dt><dd>£31,500 per year</dd><dt>Location</dt><dd>Leeds</dd></dl></main>', '<title>Warehouse Team Leader - Northgate Logistics</title><script type="application/ld+json">{"@context":"https://schema.org","@type":"JobPosting","title":"Warehouse Team Leader","hiringOrganization":{"@type":"Organization","name":"Northgate Logistics"},"baseSalary":{"@type":"MonetaryAmount","currency":"GBP","value":{"@type":"QuantitativeValue","value":31500,"unitText":"YEAR"}}}</script>', 'https://jobs.example/team-leader');
  t.equal(extractField(job, 'rate_of_pay', 'what does the role pay?'), 31500);
  t.equal(extractField(job, 'payRate', ''), 31500);
});

t.test('a consumer\'s price asked with its tax in is the shown one on an event\'s or a home\'s page, never a salary', async (t) => {
  const talk = page('<main><h1>Stargazing evening</h1><dl><dt>Venue</dt><dd>Hill Observatory</dd><dt>Doors</dt><dd>7pm</dd><dt>Entry</dt><dd>£8.50</dd></dl></main>', '<title>Stargazing evening</title>', 'https://events.example/stars');
  const flat = page('<main><h1>Two-bed flat to rent, Canton</h1><dl><dt>Bedrooms</dt><dd>2</dd><dt>Rent</dt><dd>£975 per month</dd></dl></main>', '<title>Two-bed flat</title>', 'https://lets.example/canton');
  const role = page('<main><h1>Payroll officer</h1><dl><dt>Employer</dt><dd>Vale Council</dd><dt>Salary</dt><dd>£29,000 a year</dd></dl></main>', '<title>Payroll officer</title>', 'https://jobs.example/payroll');
  for (const [k, d] of [['cost', 'ticket price including tax'], ['admission_price', 'with VAT'], ['fee', 'what it costs inclusive of VAT']]) t.equal(extractField(talk, k, d), 8.5, `${k}: ${d}`);
  for (const [k, d] of [['rent', 'the rent with VAT'], ['price', 'price with VAT included']]) t.equal(extractField(flat, k, d), 975, `${k}: ${d}`);
  t.equal(extractField(role, 'pay', 'pay including VAT'), null);
  // without the tax: not stated on any of them
  for (const p of [talk, flat, role]) t.equal(extractField(p, 'price', 'price before VAT'), null);
});

t.test('a list price asked (RRP, MSRP, recommended) is the one shown when the page shows no other; a was price is not', async (t) => {
  const single = page('<main><h1>Brass desk lamp</h1><p class="price">£64.00</p><button>Add to basket</button></main>', '<title>Brass desk lamp</title>', 'https://lamps.example/brass');
  const marked = page('<main><h1>Brass desk lamp</h1><div class="price"><span class="rrp">RRP <s>£80.00</s></span> <span class="now">£64.00</span></div><button>Add to basket</button></main>', '<title>Brass desk lamp</title>', 'https://lamps.example/brass');
  for (const [k, d] of [['MSRP', ''], ['rrp', 'RRP including VAT']]) {
    t.equal(extractField(single, k, d), 64, `${k}: ${d}`);
    t.equal(extractField(marked, k, d), 80, `${k}: ${d} beside a lower price`);
  }
  // an earlier price asked is none where the price was never reduced
  t.equal(extractField(single, 'old_price', 'the price before the sale'), null);
});
