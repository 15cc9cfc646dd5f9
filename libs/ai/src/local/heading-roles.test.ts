// Round 15's page causes (session 29): a posting label in the label languages dates the item ("Geplaatst op"); a box
// headed by the offering party's role alone names the agent under it ("Votre hôte", "Aangeboden door"); a place shown
// in an element named "loc" as a district of the structured town ("Kassel-Bettenhausen") is the place.
import t from 'tap';
import { extractField } from './fields.js';
import { Page } from './page.js';

const room = (box: string): Page => new Page(`<!doctype html><html lang="nl"><head><title>Kamer 12 m² in Utrecht | KamerNu</title></head><body><main><h1>Kamer 12 m² in Utrecht</h1><p>Lange Nieuwstraat, 3512 PH Utrecht</p><table><tr><th>Huurprijs</th><td>€ 495 per maand</td></tr><tr><th>Beschikbaar vanaf</th><td>1 maart 2026</td></tr><tr><th>Geplaatst op</th><td>12 januari 2026</td></tr></table><p>Gezellig huis met vier huisgenoten.</p>${box}</main></body></html>`, 'https://kamernu.example/kamer/991');

t.test('a posting label in a label language dates the item; a role heading names the agent under it', async (t) => {
  t.equal(extractField(room(''), 'date', ''), '2026-01-12');
  t.equal(extractField(room('<section><h2>Aangeboden door</h2><p class="naam">Sanne</p></section>'), 'agent', ''), 'Sanne');
  t.equal(extractField(room('<section><h2>Your host</h2><p>Tom and Ada Rees</p></section>'), 'agent', ''), 'Tom and Ada Rees');
  // a heading naming another thing names no agent
  t.equal(extractField(room('<section><h2>Omgeving</h2><p>Vlakbij het centrum</p></section>'), 'agent', ''), null);
});

t.test('a district joined to the structured town, shown in an element named "loc", is the place', async (t) => {
  const ld = '<script type="application/ld+json">{"@context":"https://schema.org","@type":"JobPosting","title":"Elektriker (m/w/d)","hiringOrganization":{"@type":"Organization","name":"Nordwerk GmbH"},"jobLocation":{"@type":"Place","address":{"@type":"PostalAddress","addressLocality":"Kassel"}},"datePosted":"2026-02-01"}</script>';
  const job = new Page(`<!doctype html><html lang="de"><head><title>Elektriker (m/w/d)</title>${ld}</head><body><main><h1>Elektriker (m/w/d)</h1><ul class="facts"><li class="loc"><svg aria-hidden="true"></svg>Kassel-Wehlheiden</li><li class="type">Vollzeit</li></ul><p>Wir suchen Verstärkung.</p></main></body></html>`, 'https://jobs.example/de/123');
  t.equal(extractField(job, 'location', ''), 'Kassel-Wehlheiden');
});

t.test('an icon "ico-cal" dates the item; an "ico-pin" item opening with the venue\'s link names the venue, not its street', async (t) => {
  const gig = new Page('<!doctype html><html lang="it"><head><title>Trio Vento - Biglietti</title></head><body><main><h1>Trio Vento in concerto</h1><ul class="meta"><li><i class="ico-cal"></i> venerdì 6 marzo 2026</li><li><i class="ico-pin"></i> <a href="/luoghi/teatro-verdi">Teatro Verdi</a>, Via Roma 3, Padova</li></ul><p>Biglietti da € 18,00</p></main></body></html>', 'https://biglietti.example/evento/trio-vento');
  t.equal(extractField(gig, 'date', ''), '2026-03-06');
  t.equal(extractField(gig, 'venue', ''), 'Teatro Verdi');
});

t.test('a sprite icon (<svg><use href="#i-cal"/></svg>) labels the item beside it', async (t) => {
  const fixture = new Page('<!doctype html><html lang="en"><head><title>Rovers v City | TicketHub</title></head><body><main><h1>Rovers v City</h1><ul class="facts"><li><svg aria-hidden="true"><use href="#i-cal"/></svg> Saturday 11 April 2026</li><li><svg aria-hidden="true"><use href="#i-pin"/></svg> Millfield Ground</li></ul><p>Tickets from £22.</p></main></body></html>', 'https://tickethub.example/football/rovers-v-city');
  t.equal(extractField(fixture, 'date', ''), '2026-04-11');
  t.equal(extractField(fixture, 'venue', ''), 'Millfield Ground');
});
