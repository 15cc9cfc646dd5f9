// The causes the twelfth held-out round found (docs/benchmarks.md, "Session 26"), each read on wordings and markup of
// our own: pay written in thousands with "k", an emoji before a value, a card named after a fact around the element
// that holds it, an element named in another language's word for the fact.
import t from 'tap';
import { extractField } from './fields.js';
import { Page } from './page.js';
import { withThousands } from './thousand-figures.js';
import { dateIn } from './item-dates.js';

const page = (body: string, title = 'Role'): Page => new Page(`<!doctype html><html><head><title>${title}</title></head><body>${body}</body></html>`, 'https://jobs.example/roles/1');

t.test('a figure with a "k" after it is in thousands, a range\'s low end too', async (t) => {
  t.equal(withThousands('£45K–£55K DOE'), '£45000–£55000 DOE');
  t.equal(withThousands('30 à 36 k€ par an'), '30000 à 36000€ par an');
  t.equal(withThousands('$1.5k a month'), '$1500 a month');
  // a "k" that opens a word is no suffix; a low end larger than the high one is another figure
  t.equal(withThousands('900 kr per week'), '900 kr per week');
  t.equal(withThousands('a 5 km commute'), 'a 5 km commute');
  t.equal(withThousands('150 - 60k'), '150 - 60000');
  const job = page('<h1>Shift Lead</h1><p class="pay">$52k – $60k a year</p>');
  t.equal(extractField(job, 'salary', 'salary'), 52000);
  const labelled = page('<h1>Analyste</h1><ul><li><b>Salaire</b> <span>35 - 40 k€</span></li><li><b>Contrat</b> <span>CDI</span></li></ul>');
  t.equal(extractField(labelled, 'salary', 'salary'), 35000);
});

t.test('an emoji or icon before a value is no part of it', async (t) => {
  const job = page('<h1>Barista</h1><div class="job-location">🏙️ Cork, Ireland</div><p class="company-name">🏢 Bean There</p>');
  t.equal(extractField(job, 'location', 'location'), 'Cork, Ireland');
  t.equal(extractField(job, 'company', 'company'), 'Bean There');
  // a sign that is part of a name stays
  t.equal(extractField(page('<h1>Clerk</h1><p class="company-name">Acme®</p>'), 'company', 'company'), 'Acme®');
});

t.test('a card named after a fact is not its value when an element inside is named so', async (t) => {
  const job = page('<div class="company-box"><strong class="company-title">Loomwright</strong><em>Looms for small mills</em><small>Series B</small></div><h1>Weaver</h1>');
  t.equal(extractField(job, 'company', 'company'), 'Loomwright');
});

t.test('an element named in another language\'s word for the fact holds it', async (t) => {
  const job = page('<h1>Camarero</h1><div class="oferta-empresa"><a href="/e/9">Casa Lupe</a></div><p>Jornada completa.</p>');
  t.equal(extractField(job, 'company', 'company'), 'Casa Lupe');
});

t.test('a job listing (its employer and pay) in an <article> element, its facts unlabelled, is the listing: its title is the h1', async (t) => {
  const body = '<article><h1>Sous Chef</h1><p class="employer-name">Harbour Table</p><span class="location">Whitby</span><span class="salary">£31k</span><p>Join a busy kitchen by the sea.</p></article>';
  const job = new Page(`<!doctype html><html><head><title>Kitchenboard</title><meta property="og:title" content="Sous Chef at Harbour Table"></head><body>${body}</body></html>`, 'https://jobs.example/roles/2');
  t.equal(extractField(job, 'title', 'title'), 'Sous Chef');
  // a story in an <article> element that names no employer keeps the article's rules
  const story = page('<article><h1>The sea at dawn</h1><p>By Tom Reed</p><p>The tide came in early and the boats went out before light.</p></article>', 'The sea at dawn: a morning in Whitby | Coast News');
  t.equal(extractField(story, 'title', 'title'), 'The sea at dawn');
});

t.test('a verb of posting before "by" opens a byline: the one who posted is the author', async (t) => {
  for (const verb of ['Submitted', 'Contributed', 'Uploaded']) {
    const recipe = new Page(`<!doctype html><html><head><title>Oat biscuits</title></head><body><h1>Oat biscuits</h1><div class="byline"><span>${verb} by</span> <a href="/u/9">Nia Holt</a></div><p>Prep time: 10 mins</p><p>Serves: 12</p><p>Crisp at the edge and soft in the middle.</p></body></html>`, 'https://recipes.example/oat');
    t.equal(extractField(recipe, 'author', 'author'), 'Nia Holt', verb);
  }
});

t.test('a run whose end has its weekday starts on its first day', async (t) => {
  t.equal(dateIn('Thursday 2 October – Saturday 20 December 2025'), '2025-10-02');
  t.equal(dateIn('Mon 29 December – Fri 9 January 2026'), '2025-12-29');
  t.equal(dateIn('March 3 – Tuesday, April 1, 2025'), '2025-03-03');
});
