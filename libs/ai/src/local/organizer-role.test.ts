// The organizer role's one table (organizer-role.ts) and its readers: each word the table lends a reader is read
// as the organizer there, so a word added to the table cannot silently miss one of them.
import t from 'tap';
import { ORGANIZER_BY, ORGANIZER_ROLE, organizerNouns } from './organizer-role.js';
import { fieldIntent } from './intent.js';
import { itemFact } from './item-facts.js';
import { Page } from './page.js';

const gig = (label: string): Page => new Page(`<!doctype html><html><head><title>Event</title></head><body><main><h1>Harbour Folk Night</h1><p>Friday 9 October 2026, 20:00</p><dl><dt>Venue</dt><dd>Quay Street Rooms</dd><dt>Tickets</dt><dd>£8</dd><dt>${label}</dt><dd>Saltmarsh Arts Collective</dd></dl></main></body></html>`, 'https://listings.example/e/harbour-folk');

t.test('a field named by the role\'s nouns and its "by" phrases asks the organizer fact', async (t) => {
  for (const w of [...organizerNouns('host', 'presenter'), ...ORGANIZER_BY]) t.same(fieldIntent('x', `the ${w}`).facts, ['organizer'], w);
});

t.test('a question with the role\'s verbs asks the organizer fact', async (t) => {
  // (not "present", left out by verb-asks.ts; "host" shares its stem with the "hosted" row of where it is held:
  // verb-asks merges the two rows)
  for (const v of ORGANIZER_ROLE.verbs.filter((v) => v !== 'present')) {
    t.same(fieldIntent('x', `who will ${v} the night`).facts, ['organizer'], v);
  }
});

t.test('every label of the role names the organizer on an event\'s page', async (t) => {
  for (const w of [...organizerNouns('presenter'), ...ORGANIZER_BY]) {
    const label = w[0].toUpperCase() + w.slice(1);
    t.equal(itemFact(gig(label), null, 'organizer'), 'Saltmarsh Arts Collective', label);
  }
});
