// A description that says only how the value is counted or that it is a name leaves the key's meaning:
// `yearly_pay: "per annum"` is the pay, `monthly_rent: "a month"` the rent, `editor: "full name"` the person.
import t from 'tap';
import { fieldIntent } from './intent.js';

t.test("a rate's period alone is no date", async (t) => {
  for (const [k, d] of [['yearly_pay', 'per year'], ['rent_pcm', 'a calendar month'], ['hourly_wage', 'an hour'], ['salary', 'each month'], ['nightly_rate', 'per night']]) {
    t.equal(fieldIntent(k, d).kind, fieldIntent(k, '').kind, `${k}: ${d}`);
    t.not(fieldIntent(k, d).type, 'date', `${k}: ${d}`);
  }
  // a date asked in a sentence that has a period in it stays a date
  t.equal(fieldIntent('x', 'the day each month the rent is due').kind, 'date');
});

t.test("a description that says only 'name' leaves the key's person or maker", async (t) => {
  for (const [k, d, kind] of [['posted_by', 'name'], ['author', 'their full name'], ['writer', 'the name only'], ['maker', 'name'], ['publisher', 'full name']].map(([k, d]) => [k, d, fieldIntent(k, '').kind])) {
    t.not(kind, 'title', `${k} names a kind of its own`);
    t.equal(fieldIntent(k, d).kind, kind, `${k}: ${d}`);
  }
  // a description naming what the name is of decides
  t.equal(fieldIntent('author', 'name of the book').kind, 'title');
});

t.test("a description that is only an example of the value leaves the key's meaning", async (t) => {
  const seen = (k: string, d: string): string => { const i = fieldIntent(k, d); return `${i.kind}/${i.type}/${i.facts.join(',')}/${i.specific.join(',')}`; };
  for (const [k, d] of [['released', 'like 12/03/2023'], ['cost', 'in the form 45.00 USD'], ['serves', 'say 6'], ['publication_date', 'something like 2021-11-30'], ['stars', 'like 4.5'], ['edition', 'of the form "Hardcover"'], ['fee', 'in this form: 120']]) {
    t.equal(seen(k, d), seen(k, ''), `${k}: ${d}`);
  }
  // a date given as the example tells the type of a key that names none
  t.equal(fieldIntent('when_out', 'like 2019-04-22').type, 'date');
  // "like" before a word is the request's own ("like count"), not an example
  t.not(fieldIntent('x', 'like count').said, 'x');
  t.match(fieldIntent('x', 'like count').said, /like/);
});
