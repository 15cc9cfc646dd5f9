import t from 'tap';
import { Page } from './page.js';
import { fieldIntent } from './intent.js';
import { mainItemFact } from './main-item.js';

const page = (body: string) => new Page(`<!doctype html><html><head><title>Flat to rent</title></head><body>${body}</body></html>`, 'http://127.0.0.1/item');

t.test("a home's agent from its contact card in the sidebar: the name in bold, not the card's text", async (t) => {
  const p = page(`<main><h1>2 bed flat to rent</h1><ul><li>2 bedrooms</li></ul></main>
    <aside id="agent-panel"><h3>Want to see it?</h3><div><b>Marsh Lettings (Clifton)</b><br>3 Princess Victoria St, Bristol BS8 4BX<br>Phone 0117 000 111</div></aside>
    <aside class="related-lets"><div class="agent"><strong>Other Lets Ltd</strong></div></aside>`);
  t.equal(mainItemFact(p, fieldIntent('agent', 'agent')), 'Marsh Lettings (Clifton)');
  const elsewhere = page(`<main><h1>2 bed flat to rent</h1><ul><li>2 bedrooms</li></ul></main><section class="similar"><div class="agent"><strong>Other Lets Ltd</strong></div></section>`);
  t.not(mainItemFact(elsewhere, fieldIntent('agent', 'agent')), 'Other Lets Ltd', "a similar home's agent is not this one's");
});
