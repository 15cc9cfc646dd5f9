// The ninth held-out round's other causes (docs/benchmarks.md, "Session 23: pg9"), with pages of our own: facts
// labelled only by an icon's class, other languages' organizer labels (an event's), selling solicitors as a home's
// agent, a notice's date in a joined label, a role written after an agent's name, and a shown location line that
// goes on from the structured locality.
import t from 'tap';
import * as cheerio from 'cheerio';
import { Page } from './page.js';
import { itemFact } from './item-facts.js';
import { itemDate } from './item-date-sources.js';
import { iconLabels } from './icon-labels.js';
import { appositiveAgents } from './agent-appositive.js';
import { eventPage } from './event-page.js';

const page = (body: string, lang = 'en', head = ''): Page => new Page(`<html lang="${lang}"><head>${head}</head><body><main><h1>The item</h1>${body}</main></body></html>`, 'http://x.test/item');

t.test('a fact labelled only by an icon\'s class', async (t) => {
  const $ = cheerio.load('<ul><li><span class="icon icon-calendar"></span>Friday 4 December 2026, 8pm</li><li><i class="bi bi-geo-alt"></i> nowhere</li><li><i class="fa fa-map-pin"></i>The Drill Hall <small>(Back Lane)</small></li><li><span class="icona icona-prezzo"></span>€ 10</li></ul>');
  t.same(iconLabels($), [{ label: 'date', value: 'Friday 4 December 2026, 8pm' }, { label: 'location', value: 'The Drill Hall' }, { label: 'price', value: '€ 10' }]);
  // an icon inside a link or a button, an icon after the text, an icon with text of its own: no label
  const none = cheerio.load('<a href="/x"><i class="fa fa-calendar"></i> Calendar</a><button><i class="icon-location"></i>Near me</button><p>Open <i class="fa fa-calendar"></i></p><p><span class="icon-date">Date</span> 3 May</p>');
  t.same(iconLabels(none), []);
  // bounded: thousands of icons are read up to a cap
  const many = cheerio.load(`<div>${'<p><i class="fa fa-calendar"></i> 1 May 2026</p>'.repeat(3000)}</div>`);
  t.ok(iconLabels(many).length <= 400);
  // an event's facts in icon rows: its date (after its venue), its venue
  const ev = page('<div><i class="fa fa-map-marker"></i> The Corn Exchange</div><div><i class="fa fa-calendar"></i> Saturday 6 March 2027, 7.30pm</div><p>Tickets: £8</p>');
  t.equal(itemFact(ev, null, 'place'), 'The Corn Exchange');
  t.equal(itemDate(ev, null), '2027-03-06');
});

t.test('an organizer labelled in another language, and its label makes an event page', async (t) => {
  const es = page('<p>Organiza: <strong>Peña Flamenca La Soleá</strong>. Colabora: Diputación de Cádiz.</p>', 'es');
  t.equal(eventPage(es, null), true);
  t.equal(itemFact(es, null, 'organizer'), 'Peña Flamenca La Soleá');
  const de = page('<dl><dt>Veranstalter</dt><dd>Kulturverein Lindenhof e.V.</dd></dl>', 'de');
  t.equal(itemFact(de, null, 'organizer'), 'Kulturverein Lindenhof e.V.');
  // a job's or a home's page has no organizer
  t.equal(eventPage(page('<p>Company: Harbour Foods Ltd</p><p>Location: Bristol</p>'), null), false);
});

t.test('a home\'s selling solicitors or agents are its agent', async (t) => {
  t.equal(itemFact(page('<p>Bedrooms: 2</p><h2>Selling solicitors</h2><p>Macrae &amp; Dunn LLP</p>'), null, 'agent'), 'Macrae & Dunn LLP');
  t.equal(itemFact(page('<p>Bedrooms: 4</p><h3>Selling agent</h3><p>Caird Property</p>'), null, 'agent'), 'Caird Property');
});

t.test('a notice\'s date named by both words, or in a label of two facts joined by "and"', async (t) => {
  t.equal(itemDate(page('<table><tr><th>Fecha del anuncio</th><td>3 de marzo de 2027</td></tr></table>', 'es'), null), '2027-03-03');
  t.equal(itemDate(page('<dl><dt>Ref. and date added</dt><dd>KX-220 · 14 January 2027</dd></dl>'), null), '2027-01-14');
  t.equal(itemDate(page('<p>Codice e data annuncio: MI-88 – 02/02/2027</p>', 'it'), null), '2027-02-02');
  // a joined label whose parts name no date stays unread
  t.equal(itemDate(page('<p>Reference and agent: KX-220 / 2027 Homes</p>'), null), null);
});

t.test('an agent named with the role after the name', async (t) => {
  t.same(appositiveAgents(page('<p>Viewings: ask for <strong>Ailsa Grant</strong>, our lettings negotiator, on 0131 000 000.</p>')), ['Ailsa Grant']);
  t.same(appositiveAgents(page('<p>Contactez <b>Julien Marchal</b>, agent immobilier.</p>', 'fr')), ['Julien Marchal']);
  // a name followed by another word, a name in the page's chrome: none
  t.same(appositiveAgents(page('<p>Built by <b>Hale Homes</b>, agents of change.</p><footer><b>Sam Bell</b>, estate agent</footer>')), []);
  t.same(appositiveAgents(page('<p><b>Oak Lodge</b>, a detached house</p>')), []);
  // read only on a home's listing (bedrooms stated)
  t.equal(itemFact(page('<p>Bedrooms: 3</p><p>Call <strong>Ailsa Grant</strong>, estate agent.</p>'), null, 'agent'), 'Ailsa Grant');
  t.equal(itemFact(page('<p>Call <strong>Ailsa Grant</strong>, estate agent.</p>'), null, 'agent'), null);
});

t.test('a shown location line that goes on from the structured locality is the location', async (t) => {
  const ld = (locality: string): string => `<script type="application/ld+json">{"@type":"JobPosting","jobLocation":{"address":{"addressLocality":"${locality}"}}}</script>`;
  const thing = { '@type': 'JobPosting', jobLocation: { address: { addressLocality: 'Leith' } } };
  t.equal(itemFact(page('<p class="job-location">Leith, Edinburgh EH6</p>', 'en', ld('Leith')), thing, 'place'), 'Leith, Edinburgh EH6');
  // another place in the line, or none shown: the structured one
  t.equal(itemFact(page('<p class="job-location">Portobello, Edinburgh</p>', 'en', ld('Leith')), thing, 'place'), 'Leith');
  t.equal(itemFact(page('<p>Nothing here</p>', 'en', ld('Leith')), thing, 'place'), 'Leith');
});

t.test('a calendar icon beside words that are no date labels nothing', async (t) => {
  t.same(iconLabels(cheerio.load('<div><svg class="icon-calendar-check"></svg><div>30-day returns</div></div><p><i class="fa fa-calendar"></i> Open daily</p>')), []);
});
