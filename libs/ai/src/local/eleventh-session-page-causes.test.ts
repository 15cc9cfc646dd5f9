// The tenth held-out round's remaining page causes (session 25, hA), each modelled once, on pages and wordings of
// our own: the site's publisher in a foot sentence of any label language; an item dated by its first publication
// beside a later "last updated" date; an open modal dialog holding an item as the page's main item.
import t from 'tap';
import { Page } from './page.js';
import { statedSitePublisher } from './site-publisher.js';
import { itemDate, publishedLineDate } from './item-date-sources.js';
import { focusCardTitle } from './focus-card.js';
import { headingAddressLine } from './item-block.js';
import { itemFact } from './item-facts.js';

const page = (body: string, head = '<title>Gratin de blettes | Le Pot Commun</title>', url = 'https://site.example/recette/1'): Page =>
  new Page(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`, url);

t.test('the site\'s publisher in a foot sentence of any label language', async (t) => {
  t.equal(statedSitePublisher(page('<footer><p>Le Pot Commun est une publication de Éditions Marelle SAS, Lyon.</p></footer>')), 'Éditions Marelle SAS', 'French: "est une publication de"');
  t.equal(statedSitePublisher(page('<footer><p>Le Pot Commun wird herausgegeben von Brenner Medien GmbH.</p></footer>')), 'Brenner Medien GmbH', 'German: "wird herausgegeben von"');
  t.equal(statedSitePublisher(page('<footer><p>© 2025 · Uitgegeven door Drukkerij Zeevang</p></footer>')), 'Drukkerij Zeevang', 'Dutch, no subject, after the copyright');
  t.equal(statedSitePublisher(page('<div class="pie"><p>Esta web es una publicación de Grupo Almendro S.L.</p></div>')), null, 'a subject that is not the site\'s name nor the site said without it');
  t.equal(statedSitePublisher(page('<footer><p>Photos publiées par Studio Grain avec autorisation.</p></footer>')), null, 'another thing\'s publisher, mid-sentence');
});

t.test('an item dated by its first publication beside a later change', async (t) => {
  const meta = (line: string): Page => page(`<article><h1>Barley broth</h1><div class="meta">${line}</div><p>Soak the barley overnight.</p></article>`);
  t.equal(publishedLineDate(meta('<span>Edited 4 June 2025</span> / <span>Posted: 12 April 2020</span>')), '2020-04-12', 'the posted line, not the edited one before it');
  t.equal(publishedLineDate(meta('<p>Last modified on 4 June 2025</p><p>First published 2nd of April 2020</p>')), '2020-04-02', 'first published, ordinal day');
  t.equal(publishedLineDate(meta('<span>Updated 4 June 2025</span>')), null, 'a change alone does not date the publication');
});

t.test('an item dated by its first publication, not by the line of its last change beside it', async (t) => {
  const post = (lines: string): Page => page(`<div class="entry"><h1>Gratin de blettes</h1><p class="meta">${lines}</p><p>Pour 6.</p></div>`);
  t.equal(itemDate(post('<span>Last updated 2nd of May 2025</span> · <span>First published on 14 March 2023</span>'), null), '2023-03-14', 'the first publication after "Last updated"');
  t.equal(itemDate(post('<span>Updated on 2 May 2025 (new photos)</span> | <span>Posted on 14 March 2023</span>'), null), '2023-03-14', 'a posting after "Updated on"');
  t.equal(itemDate(post('<span>Updated on 2 May 2025</span>'), null), '2025-05-02', 'a change line alone still dates the item');
  t.equal(publishedLineDate(post('<span>Updated on 2 May 2025</span>')), null, 'a change line is no publication');
});

t.test('an open modal dialog holding an item is the page\'s main item', async (t) => {
  const list = '<h1>What\'s on</h1><ul><li><a href="/e/1">Quiz night</a> Fri</li><li><a href="/e/2">Open mic</a> Sat</li></ul>';
  const facts = '<h2>Open mic with the Fenby Players</h2><p><b>Venue:</b> Back Room, The Crown</p><p><b>Date:</b> 12 April 2025</p><p><b>Tickets:</b> £6</p>';
  t.equal(focusCardTitle(page(`${list}<div role="dialog" aria-modal="true">${facts}</div>`)), 'Open mic with the Fenby Players', 'role dialog, aria-modal');
  t.equal(focusCardTitle(page(`${list}<dialog open>${facts}</dialog>`)), 'Open mic with the Fenby Players', 'an open <dialog>');
  t.equal(focusCardTitle(page(`${list}<dialog>${facts}</dialog>`)), null, 'a closed <dialog>');
  t.equal(focusCardTitle(page(`${list}<div hidden><div role="dialog" aria-modal="true">${facts}</div></div>`)), null, 'a hidden one');
  t.equal(focusCardTitle(page(`${list}<div role="dialog" aria-modal="true"><h2>We use cookies</h2><p>Accept all?</p></div>`)), null, 'a dialog with no item\'s facts');
});

t.test('an address-shaped line next to the item\'s heading is a weak candidate of the address', async (t) => {
  const home = (html: string): Page => page(`<main>${html}<p>A quiet terrace near the park, recently rewired.</p></main>`, '<title>Homes</title>');
  t.equal(headingAddressLine(home('<h1>Three bed terrace</h1><div>Cranbrook Road, Redland, Bristol BS6</div><div>£1,650 pcm</div>')), 'Cranbrook Road, Redland, Bristol BS6', 'under the h1, a district\'s code');
  t.equal(headingAddressLine(home('<p>Orchard Rise, Hall Lane, Kibworth, Leicestershire LE8 0HX</p><h1>The Aspen, Plot 4</h1>')), 'Orchard Rise, Hall Lane, Kibworth, Leicestershire LE8 0HX', 'above the h1, a full postcode');
  t.equal(headingAddressLine(home('<h1>Three bed terrace</h1><div>Redland, Bristol</div>')), null, 'no postcode');
  t.equal(headingAddressLine(home('<h1>Three bed terrace</h1><div>Viewings from 10am, call 0117 555 0101, BS6</div>')), null, 'a sentence is no address');
});

t.test('an "Advertiser" heading names who lets a home, like "advertised by"', async (t) => {
  const room = (card: string): Page => page(`<main><h1>Double room in a shared house</h1><p>£600 pcm</p><p>Bedrooms: 4</p>${card}</main>`, '<title>Rooms</title>');
  t.equal(itemFact(room('<section><h3>Advertiser</h3><p>Sam K.</p><p>Live-out landlord</p></section>'), null, 'agent'), 'Sam K.', 'the name under the heading');
  t.equal(itemFact(room('<p>Advertiser: Northgate Lettings</p>'), null, 'agent'), 'Northgate Lettings', 'a colon label');
  t.equal(itemFact(room('<section><h3>About the house</h3><p>Sam K. lives here too.</p></section>'), null, 'agent'), null, 'no role, no agent');
});
