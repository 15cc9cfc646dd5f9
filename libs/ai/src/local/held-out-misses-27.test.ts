// The held-out item pages' misses left from the eleventh and twelfth rounds (session 27, pg27), each read on
// wordings and markup of our own.
import t from 'tap';
import { extractField } from './fields.js';
import { Page } from './page.js';

const page = (body: string, title = 'Item', lang = 'en-GB', url = 'https://shop.example/item/1'): Page =>
  new Page(`<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body>${body}</body></html>`, url);

t.test('a dashed date with a two-digit year, "07-11-24", is a day in the page\'s order, as YYYY-MM-DD', async (t) => {
  const book = (lang: string) => page('<h1>Winter Weirs</h1><table><tr><th>Author</th><td>Ada Quill</td></tr><tr><th>Published on</th><td>07-11-24</td></tr><tr><th>Price</th><td>£9.99</td></tr></table>', 'Winter Weirs', lang);
  t.equal(extractField(book('en-GB'), 'date', 'date'), '2024-11-07', 'day first');
  t.equal(extractField(book('en-US'), 'date', 'date'), '2024-07-11', 'month first');
  // an unpadded code or a phone number is no date
  t.equal(extractField(page('<h1>Winter Weirs</h1><p>Shelf: 3-5-26</p><p>Call 020-12-34-56</p>'), 'date', 'date'), null);
});

t.test('a label whose head noun is a kind or an edition ("Media type") holds the format when its value is one', async (t) => {
  const book = page('<h1>Winter Weirs</h1><ul><li><i>Media type</i> <b>Hardback</b></li><li><i>Genre type</i> <b>Fiction</b></li></ul>', 'Winter Weirs');
  t.equal(extractField(book, 'format', 'format'), 'Hardback');
  t.equal(extractField(page('<h1>Winter Weirs</h1><ul><li><i>Genre type</i> <b>Fiction</b></li></ul>'), 'format', 'format'), null, 'a kind that is no format');
});

t.test('a line of the notice\'s last change in another language dates a listing that gives no other', async (t) => {
  const flat = (line: string) => page(`<h1>Appartamento in vendita in Via Roma 4</h1><p class="prezzo">€ 210.000</p><ul><li>3 locali</li><li>2 camere</li></ul><p class="agg"><span>${line}</span></p>`, 'Appartamento', 'it-IT', 'https://case.example/annunci/77');
  t.equal(extractField(flat('Annuncio aggiornato il 3 marzo 2025'), 'date', 'date'), '2025-03-03');
  t.equal(extractField(flat('Mise à jour le 3 mars 2025'), 'date', 'date'), '2025-03-03');
  // the posting before the change when both are given
  const both = page('<h1>Piso en venta</h1><p>Publicado el 1 de febrero de 2025</p><p>Actualizado el 3 de marzo de 2025</p><p>Precio: 150.000 €</p>', 'Piso', 'es-ES', 'https://pisos.example/a/1');
  t.equal(extractField(both, 'date', 'date'), '2025-02-01');
});

t.test('a posting line as one part of a line of parts dates the item, not a similar item\'s line below', async (t) => {
  const job = page('<h1>Contable (m/f)</h1><p class="ref">Ref. 88-21 | Publicado el 14/01/2025 | Madrid</p><p>Empresa: Lumen SL</p><section class="otras"><h2>Más ofertas</h2><ul><li><h3>Auxiliar contable</h3><p>Publicado el 09/01/2025</p></li></ul></section>', 'Contable', 'es-ES', 'https://empleo.example/o/1');
  t.equal(extractField(job, 'date', 'date'), '2025-01-14');
});

t.test('the site\'s publisher in its foot: the sentence\'s subject after the foot\'s links, a family the site is part of', async (t) => {
  const recipe = (foot: string) => page(`<header><a class="logo" href="/">Oven Notes</a></header><h1>Apple Slab Pie</h1><p>Serves 12</p><p>Prep time: 20 mins</p><h2>Ingredients</h2><ul><li>6 apples</li></ul><footer class="foot"><a href="/a">About</a> <a href="/c">Contact</a> <a href="/p">Privacy notice</a> <span>${foot}</span></footer>`, 'Apple Slab Pie | Oven Notes', 'en-GB', 'https://ovennotes.example/recipes/apple-slab-pie');
  t.equal(extractField(recipe('Our magazine is published by Farrow Lane Media Ltd, under licence from Oven Notes LLP.'), 'publisher', 'publisher'), 'Farrow Lane Media Ltd');
  t.equal(extractField(recipe('Oven Notes is a member of the Kittering House media group.'), 'publisher', 'publisher'), 'Kittering House');
  t.equal(extractField(recipe('Oven Notes is part of Tern Media Group.'), 'publisher', 'publisher'), 'Tern Media Group', 'a capital group noun is the name\'s');
  t.equal(extractField(recipe('Our chef is part of the Guild of Food Writers.'), 'publisher', 'publisher'), null, 'another subject\'s membership');
});

t.test('the site\'s event\'s organizer in its foot: "X is put on by Y"', async (t) => {
  const event = (foot: string) => page(`<header><a href="/" class="brand">Quayfest</a></header><h1>Quayfest 2026</h1><p>Saturday 12 September 2026, 11am</p><p>Venue: Harbour Green, Whitby</p><p>Tickets: £12</p><footer><p>${foot}</p></footer>`, 'Quayfest 2026', 'en-GB', 'https://quayfest.example/');
  t.equal(extractField(event('Quayfest is put on by Eskdale Arts Trust. Registered charity 1100001.'), 'organizer', 'organizer'), 'Eskdale Arts Trust');
  t.equal(extractField(event('Quayfest is produced by Harbour Nights Ltd.'), 'organizer', 'organizer'), 'Harbour Nights Ltd');
  t.equal(extractField(event('Photography produced by Lena Ross.'), 'organizer', 'organizer'), null, 'another thing\'s producer');
});
