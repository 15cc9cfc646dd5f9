// The causes the tenth held-out round found in recipes and homes (docs/benchmarks.md, "Session 24: pgB"), each with
// wordings of our own: a duration with words around it, a count with words after it.
import t from 'tap';
import { Page } from './page.js';
import { itemFact } from './item-facts.js';
import { durationSpan } from './item-dates.js';
import { extractFields } from './fields.js';
import { withoutBylineRole } from './byline-role-labels.js';

const page = (body: string, lang = 'en'): Page => new Page(`<html lang="${lang}"><body><main><h1>The item</h1>${body}</main></body></html>`, 'http://x.test/item');

t.test('a duration without the approximation before it or the words after it', async (t) => {
  t.equal(durationSpan('roughly 40 mins'), '40 mins');
  t.equal(durationSpan('ca. 15 minuten voorbereiden'), '15 minuten');
  t.equal(durationSpan('1 hour and 20 minutes, plus chilling'), '1 hour and 20 minutes');
  t.equal(durationSpan('10 min prep, 30 min cook'), '10 min');
  t.equal(durationSpan('4 people'), null);
});

t.test('a labelled time keeps only its duration', async (t) => {
  const p = page('<dl><dt>Preparation</dt><dd>approx. 35 minutes hands-on</dd></dl>');
  t.equal(itemFact(p, null, 'prep_time'), '35 minutes');
});

t.test('a count and a time stated in a sentence read as the fact asked', async (t) => {
  const p = page('<p>We love this with rice.</p><h2>Method</h2><p>Serves 6 hungry people. Preparation is around 20 mins, then it simmers.</p><ul><li>2 onions</li><li>400g beans</li></ul>');
  const got = extractFields(p, { servings: 'servings', prep_time: 'prep time' });
  t.equal(got.servings, 6);
  t.equal(got.prep_time, '20 mins');
});

t.test('bedrooms under a longer label are a number', async (t) => {
  const p = page('<table><tr><td>Bedrooms in the house</td><td>5</td></tr><tr><td>Rent</td><td>£700 pcm</td></tr></table>');
  t.equal(extractFields(p, { bedrooms: 'bedrooms' }).bedrooms, 5);
});

t.test('a role label glued before the byline\'s name is no part of it', async (t) => {
  const p = new Page('<html lang="sv"><body><main><h1>Kanelbullar</h1><p class="byline">Text: <a href="/a/anna">Anna Berg</a> · Foto: Per Lind</p></main></body></html>', 'http://x.test/r');
  t.equal(p.content.byline, 'Anna Berg');
});

t.test('only a role word before a colon is cut from a byline: a name before a colon stays', async (t) => {
  const byline = (inner: string, lang = 'en') => new Page(`<html lang="${lang}"><body><main><h1>Oat bread</h1><p class="byline">${inner}</p></main></body></html>`, 'http://x.test/r').content.byline;
  t.equal(byline('Jane Doe: Editor'), 'Jane Doe');
  t.equal(byline('Words and photos: Mara Quill'), 'Mara Quill');
  t.equal(byline('Recept: Lars Holm', 'sv'), 'Lars Holm');
  t.equal(byline('Rezept: Jonas Weber', 'de'), 'Jonas Weber');
  t.equal(withoutBylineRole('Food: Recipes'), 'Food: Recipes');
  t.equal(withoutBylineRole('Texte: Claire Dumas'), 'Claire Dumas');
  t.equal(withoutBylineRole('photos: by the team'), 'photos: by the team');
});
