// The causes the ninth held-out round found (docs/benchmarks.md, "Session 23: pg9"), each with pages and wordings
// of our own: other languages' recipe labels and duration units, a job's workplace label, a salary range whose
// currency follows its high end, and co-authors each in an element named in another language's author word.
import t from 'tap';
import { Page } from './page.js';
import { itemFact } from './item-facts.js';
import { itemAuthors } from './item-authors.js';
import { durationIn } from './item-dates.js';

const page = (body: string, lang = 'en'): Page => new Page(`<html lang="${lang}"><body><main><h1>The item</h1>${body}</main></body></html>`, 'http://x.test/item');

t.test('durations in the label languages\' words read as their English ones', async (t) => {
  t.equal(durationIn('20 minutos'), '20 minutes');
  t.equal(durationIn('1 ora e 15 minuti'), '1 hour 15 minutes');
  t.equal(durationIn('2 Stunden'), '2 hours');
  t.equal(durationIn('1 heure 10 minutes'), '1 hour 10 minutes');
  t.equal(durationIn('3 días'), '3 days');
  t.equal(durationIn('45 uur'), '45 hours');
  // no unit, no duration: a count of people or grams is none
  t.equal(durationIn('4 personas'), null);
  t.equal(durationIn('300 g'), null);
});

t.test('a recipe\'s times and servings under other languages\' labels', async (t) => {
  const es = page('<table><tr><th>Tiempo de cocción</th><td>35 minutos</td></tr><tr><th>Preparación</th><td>15 minutos</td></tr><tr><th>Comensales</th><td>6</td></tr></table>', 'es');
  t.equal(itemFact(es, null, 'prep_time'), '15 minutos');
  t.equal(itemFact(es, null, 'cook_time'), '35 minutos');
  t.equal(itemFact(es, null, 'servings'), 6);
  const de = page('<p>Zubereitungszeit: 40 Minuten</p><p>Portionen: 4 Stück</p>', 'de');
  t.equal(itemFact(de, null, 'prep_time'), '40 Minuten');
  t.equal(itemFact(de, null, 'servings'), 4);
  // "Preparación" over the method's steps is no time
  const steps = page('<h3>Preparación</h3><p>Pica la cebolla y sofríela con aceite.</p>', 'es');
  t.equal(itemFact(steps, null, 'prep_time'), null);
});

t.test('a job\'s workplace under other languages\' labels', async (t) => {
  t.equal(itemFact(page('<dl><dt>Empresa</dt><dd>Talleres Ebro S.A.</dd><dt>Lugar de trabajo</dt><dd>Zaragoza (Plaza)</dd></dl>', 'es'), null, 'place'), 'Zaragoza (Plaza)');
  t.equal(itemFact(page('<p>Arbeitsort: Hamburg-Harburg</p><p>Unternehmen: Elbwerft GmbH</p>', 'de'), null, 'place'), 'Hamburg-Harburg');
  t.equal(itemFact(page('<table><tr><th>Sede</th><td>Modena (MO)</td></tr></table>', 'it'), null, 'place'), 'Modena (MO)');
});

t.test('a salary range whose currency follows its high end is its low end', async (t) => {
  t.equal(itemFact(page('<p>Retribuzione: 28.000 - 31.000 € annui</p>', 'it'), null, 'salary'), 28000);
  t.equal(itemFact(page('<p>Salary: 41,000 to 45,000 GBP per year</p>'), null, 'salary'), 41000);
  t.equal(itemFact(page('<p>Gehalt: 52.000 bis 58.000 EUR brutto</p>', 'de'), null, 'salary'), 52000);
  // each end with its own currency, or one figure: as before
  t.equal(itemFact(page('<p>Salary: £30,000 - £34,000</p>'), null, 'salary'), 30000);
  t.equal(itemFact(page('<p>Salario: 1.800 € al mes</p>', 'es'), null, 'salary'), 1800);
});

t.test('co-authors each in an element named in another language\'s author word', async (t) => {
  const it = new Page('<html lang="it"><body><main><div><h1>Il libro</h1><p>di <a class="nome-autore" href="/a">Lucia Sarti</a> e <a class="nome-autore" href="/b">Pietro Gallo</a></p><p>Prezzo 14,00 €</p></div></main></body></html>', 'http://x.test/libro');
  t.same(itemAuthors(it, null), ['Lucia Sarti', 'Pietro Gallo']);
  const fr = new Page('<html lang="fr"><body><main><div><h1>Le livre</h1><span class="auteur">Claire Morel</span></div></main></body></html>', 'http://x.test/livre');
  t.same(itemAuthors(fr, null), ['Claire Morel']);
  // a named author and a role line beside it: the role is no co-author
  const en = new Page('<html><body><main><div><h1>A book</h1><p><span class="author-name">Ruth Hale</span> <span class="author-role">Senior Editor</span></p></div></main></body></html>', 'http://x.test/book');
  t.same(itemAuthors(en, null), ['Ruth Hale']);
  // bounded: a thousand named elements are not all read
  const many = new Page(`<html><body><main><div><h1>A book</h1><p>${'<span class="autore">Anna Neri</span> '.repeat(1000)}</p></div></main></body></html>`, 'http://x.test/many');
  t.same(itemAuthors(many, null), ['Anna Neri']);
});
