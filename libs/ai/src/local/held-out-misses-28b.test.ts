// The fourteenth held-out round's misses (session 28, pg28b), each cause read on wordings and markup of our own:
// a catalogue heading's statement of responsibility, a foreign price word, an organiser said in the foot in
// another language, a body's caption over a job's title, a salary's note on the next line, an image alt as a
// label, and an agent card of labelled lines.
import t from 'tap';
import { extractField } from './fields.js';
import { Page } from './page.js';
import { withoutResponsibility } from './responsibility-statement.js';
import { withoutBodyKind } from './body-kind.js';

const page = (body: string, title = 'Item', lang = 'en-GB', url = 'https://site.example/item/1'): Page =>
  new Page(`<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body>${body}</body></html>`, url);

t.test('a catalogue heading "Title / Responsibility." is the title before the slash', async (t) => {
  const record = (h1: string) => page(`<main><h1>${h1}</h1><dl><dt>Author</dt><dd>Brae, Ilse, 1970-</dd><dt>Published</dt><dd>Leeds : Fernhill Books, 2022.</dd></dl></main>`, `${h1} | Wyke Libraries`);
  t.equal(extractField(record('Salt roads / Ilse Brae ; illustrated by J. Moss.'), 'title', 'title'), 'Salt roads');
  t.equal(extractField(record('Salt roads / edited by Ilse Brae.'), 'title', 'title'), 'Salt roads');
  // a slash inside a title, with no statement closed by the record's period, stays
  t.equal(withoutResponsibility('Either / Or'), 'Either / Or');
  t.equal(withoutResponsibility('Rise / fall of the river towns in the north of the country.'), 'Rise / fall of the river towns in the north of the country.', 'a sentence after the slash is no statement');
});

t.test('a price under another language\'s price word ("Tarifa", "Tarif") is read, the full price first', async (t) => {
  const show = (label: string, value: string) => page(`<main><h1>Noche de guitarras</h1><table><tr><th>${label}</th><td>${value}</td></tr></table></main>`, 'Noche de guitarras', 'es-ES');
  t.equal(extractField(show('Tarifa', '22 € / reducida 15 €'), 'price', 'price'), 22);
  t.equal(extractField(show('Tarif', '9 €'), 'price', 'price'), 9);
  t.equal(extractField(show('Duración', '2 h'), 'price', 'price'), null, 'no price word: no price');
});

t.test('the site\'s foot says who organises its event in another language; the kind of body is no part of the name', async (t) => {
  const fest = (foot: string) => page(`<header><a href="/">Rassegna Corde</a><nav><a href="/p">Programma</a></nav></header><main><h1>Serata d'apertura</h1><p>Data: 3 luglio 2026, 21:00</p></main><footer><p>${foot}</p></footer>`, 'Serata d\'apertura — Rassegna Corde', 'it-IT', 'https://rassegnacorde.example/serate/1');
  t.equal(extractField(fest('La Rassegna Corde è organizzata da Amici della Musica, via Po 3, Torino.'), 'organizer', 'organizer'), null, 'another participle form than the table\'s is not guessed');
  t.equal(extractField(fest('La Rassegna Corde è organizzato da l\'associazione Amici della Musica, via Po 3, Torino.'), 'organizer', 'organizer'), 'Amici della Musica');
  t.equal(withoutBodyKind('the charity Open Doors'), 'Open Doors');
  t.equal(withoutBodyKind('Association of River Towns'), 'Association of River Towns', 'a kind in capitals is the name');
  // a job's page does not answer an organiser from its foot
  const job = page('<main><h1>Data Analyst</h1><dl><dt>Company</dt><dd>Quayside Ltd</dd><dt>Salary</dt><dd>£30,000</dd></dl></main><footer><p>This site is organised by Jobs Collective.</p></footer>', 'Data Analyst');
  t.equal(extractField(job, 'organizer', 'organizer'), null);
});

t.test('a public body as a caption over a job\'s title is the employer', async (t) => {
  const job = (caption: string) => page(`<main><span class="caption">${caption}</span><h1>Data Officer</h1><dl><dt>Salary</dt><dd>£31,500</dd><dt>Location</dt><dd>Cardiff</dd></dl></main>`, 'Data Officer - Public Jobs');
  t.equal(extractField(job('Ministry of Rural Affairs'), 'company', 'company'), 'Ministry of Rural Affairs');
  t.equal(extractField(job('Office for Harbour Statistics'), 'company', 'company'), 'Office for Harbour Statistics');
  t.equal(extractField(job('Analysis and data'), 'company', 'company'), null, 'a section caption is no employer');
  t.equal(extractField(job('Office for data and analysis'), 'company', 'company'), null, 'a section in lower case is no body\'s name');
});

t.test('a salary whose value goes on to a note on its next line is the pay on the first', async (t) => {
  const job = page('<main><h1>Data Officer</h1><dl><dt>Company</dt><dd>Harbour Office</dd><dt>Salary</dt><dd>£31,500 to £34,000<br>Plus a pension worth 27.1% of salary and 25 days\' leave a year</dd></dl></main>', 'Data Officer');
  t.equal(extractField(job, 'salary', 'salary'), 31500);
});

t.test('a count beside a small image whose alt text names it ("<img alt=Bathrooms> 2")', async (t) => {
  const home = (alt: string) => page(`<main><h1>2 bed flat, Mill Street</h1><p>£240,000</p><ul class="facts"><li><img src="/b.svg" alt="${alt}"> 2</li></ul><p>Agent: Weir Homes</p></main>`, 'Flat for sale');
  t.equal(extractField(home('Bedrooms'), 'bedrooms', 'bedrooms'), 2);
  t.equal(extractField(home('Floor plan icon 2'), 'bedrooms', 'bedrooms'), null, 'an alt that is no label word');
});

t.test('an agent card of labelled lines: its name in bold, not the card read whole', async (t) => {
  const home = page('<main><h1>3 bed house, Fell Road</h1><p>£310,000</p><ul><li>3 bedrooms</li></ul><div class="agent-box"><p>Marketing office: <b>Fellside Homes, Penrith</b></p><p>Sales adviser: Ana Birk · 01768 200 300</p></div></main>', 'House for sale');
  t.equal(extractField(home, 'agent', 'agent'), 'Fellside Homes, Penrith');
});
