// Session 28 (q28): "in <unit or currency phrase>" after a field's head says how the value is written, not which
// value: it must not become a word the value has to sit beside (before, "price in local currency" was null).
import t from 'tap';
import { LocalEngine } from '../index.js';
import { fieldIntent } from './intent.js';

const stall = `<!doctype html><html><head><title>Allotment plant swap | Townboard</title></head><body><main>
<h1>Allotment plant swap</h1><dl><dt>When</dt><dd>Sun 7 June 2026</dd><dt>Entry</dt><dd>£2.50</dd>
<dt>Where</dt><dd>Elm Road Allotments</dd></dl><p>Bring cuttings and seedlings to swap.</p></main></body></html>`;

t.test('a unit phrase after the head is not a specifying word', async (t) => {
  for (const d of ['entry fee in local currency', 'the ticket price in the local currency', "the cost in the site's own currency",
    'price in the currency shown', 'the fee in local money', 'admission, in local currency units']) {
    t.same(fieldIntent('amount', d).specific, [], d);
  }
  t.same(fieldIntent('wait', 'the queue time in minutes').specific, ['queu'], 'a time unit too: the queue still says which time');
  // a place after "in" is not a unit: it still says which value
  t.same(fieldIntent('amount', 'the price in Paris').specific, ['paris'], 'a place stays specific');
});

t.test('the value is read from the page when the unit is described in words', async (t) => {
  const engine = new LocalEngine();
  const url = 'https://townboard.example/e/4';
  const out = await engine.extractFields({ html: stall, url, fields: { amount: 'entry price in local currency', cost: 'the cost in the local currency', fee: 'admission fee in the currency shown' } });
  t.equal(out.amount, 2.5);
  t.equal(out.cost, 2.5);
  t.equal(out.fee, 2.5);
});
