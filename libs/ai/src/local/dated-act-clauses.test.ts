// "the date it was added", "the day it happens", "day it happens or was published": the item's own dated act or
// happening asks its date, with nothing else to look for (session 29, a probe of fresh ways on item pages)
import t from 'tap';
import { fieldIntent } from './intent.js';
import { extractField } from './fields.js';
import { Page } from './page.js';

const event = new Page('<!doctype html><html lang="en"><head><title>Lantern Parade | Townsend Arts</title></head><body><main><h1>Lantern Parade</h1><p class="when">Saturday 14 November 2026, 5pm</p><p>Venue: Market Square</p><p>Free. Bring a lantern or make one at the workshop.</p></main></body></html>', 'https://arts.example/events/lanterns');

t.test('a clause of the item doing a dated act or happening asks the date alone', async (t) => {
  for (const [k, d] of [['added', 'date it was added'], ['date', 'day it happens or was published'], ['date', 'date it takes place'], ['when', 'the day it happens'], ['date', 'the date this was posted']]) {
    const i = fieldIntent(k, d);
    t.equal(i.kind, 'date', d);
    t.same(i.specific, [], `${d}: nothing else to look for`);
  }
  t.equal(extractField(event, 'date', 'day it happens or was published'), '2026-11-14');
  t.equal(extractField(event, 'when', 'the day it happens'), '2026-11-14');
  // a question keeps its question word; a happening without a date word is no date
  t.equal(fieldIntent('x', 'when was it posted').question, 'when');
  t.not(fieldIntent('x', 'takes place').kind, 'date');
  // an act the page does not date is no date
  t.equal(extractField(new Page('<!doctype html><html lang="en"><head><title>Notes</title></head><body><main><h1>Notes</h1><p>Some notes with no date at all.</p></main></body></html>', 'https://n.example/1'), 'added', 'date it was added'), null);
});

t.test('an event page labelled only in another language (its tickets "Tarif") starts on its date', async (t) => {
  const fete = new Page('<!doctype html><html lang="fr"><head><title>Concert de clôture</title></head><body><main><h1>Concert de clôture</h1><table><tr><th>Date</th><td>Samedi 27 juin 2026, 21 h 30</td></tr><tr><th>Lieu</th><td>Parc Montval</td></tr><tr><th>Tarif</th><td>18 €</td></tr></table></main></body></html>', 'https://festival.example/programme/cloture');
  t.match(String(extractField(fete, 'startDate', '')), /^2026-06-27/);
  // a job labelled in French is no event: its date is no start
  const poste = new Page('<!doctype html><html lang="fr"><head><title>Comptable</title></head><body><main><h1>Comptable</h1><table><tr><th>Publié le</th><td>3 mars 2026</td></tr><tr><th>Lieu de travail</th><td>Lyon</td></tr><tr><th>Salaire</th><td>32 000 €</td></tr></table></main></body></html>', 'https://emploi.example/offre/9');
  t.equal(extractField(poste, 'startDate', ''), null);
});
