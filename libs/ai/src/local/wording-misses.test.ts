// Wordings session 21 left unread (docs/benchmarks.md, "Session 22: f22"), each as the meaning it is a case of,
// with paraphrases of our own: "each" as a pronoun for one item (a price of one, not a list), verbs whose rows
// share a stem ("host" and "hosted"), an event's own names as the item, a currency named by its country, and a
// key written in another language read by the label table.
import t from 'tap';
import { fieldIntent } from './intent.js';
import { verbAsk } from './verb-asks.js';
import { stem } from './lexicon.js';
import { currencyNameWords } from './currency-names.js';
import { labelInEnglish } from './label-languages.js';

const read = (key: string, description: string): string => {
  const i = fieldIntent(key, description);
  return `${i.kind}/${i.type}`;
};

t.test('"each" standing for one item asks what one costs, not a list', async (t) => {
  for (const d of ['what each one costs', 'how much is each one?', 'how much are they each', 'the cost of each one', 'what do they cost each?']) t.equal(read('price', d), 'price/number', d);
  // each with a noun of its own, or "each one of" many things, still asks for many
  t.equal(read('prices', 'each one of the prices'), 'price/list');
  t.equal(read('titles', 'the title of each book'), 'title/list');
  t.equal(read('price', 'a list of what each one costs'), 'price/list');
});

t.test('a verb whose stem another row shares keeps both rows: who hosts it, where it is hosted', async (t) => {
  const stems = (s: string): string[] => s.split(' ').map(stem);
  t.same(verbAsk('who', stems('who is hosting the event'))?.facts, ['organizer']);
  t.same(verbAsk('who', stems('who hosts the quiz night'))?.facts, ['organizer']);
  t.same(verbAsk('where', stems('where is it hosted'))?.facts, ['place', 'address']);
  for (const d of ['who is hosting the event', 'who hosted the meetup', 'who hosts this festival']) t.same(fieldIntent('x', d).facts.slice(0, 1), ['organizer'], d);
});

t.test("an event's own names ask where the item is, as \"where is the event\"", async (t) => {
  for (const d of ['where is the gig', "where's the festival on", 'where is the exhibition', 'where is the conference']) {
    const i = fieldIntent('where', d);
    t.same(i.specific, [], d);
    t.same(i.facts, ['place', 'address'], d);
  }
});

t.test("a currency named by its country: the country's words are the currency's name, nothing to search for", async (t) => {
  for (const d of ['in US dollars please', 'the price in Swiss francs', 'cost in Hong Kong dollars', 'in New Zealand dollars', 'what it costs in Canadian dollars']) {
    const i = fieldIntent('price', d);
    t.equal(i.kind, 'price', d);
    t.same(i.specific, [], d);
  }
  t.same([...currencyNameWords('price in Hong Kong dollars')].sort(), ['hong', 'kong']);
  // words before a currency word in lower case are no name ("discount dollars"); a country alone is no currency
  t.same([...currencyNameWords('store credit dollars')], []);
  t.same(fieldIntent('price', 'the US price').specific, ['us']);
});

t.test("a key written in another language is read as the label table's field", async (t) => {
  t.equal(labelInEnglish('lieferbar'), 'availability');
  for (const k of ['lieferbar', 'Verfügbarkeit', 'disponibilidad', 'beschikbaarheid']) t.equal(read(k, ''), 'availability/text', k);
  for (const k of ['preis', 'prix', 'prezzo']) t.equal(read(k, ''), 'price/number', k);
  t.equal(read('verlag', ''), 'publisher/text');
  // an English key stays as it is, and a description's words are not translated
  t.equal(labelInEnglish('price'), null);
  t.equal(read('price', 'lieferbar'), 'price/number');
});
