// The tenth held-out round's remaining page causes (session 25, hA), each modelled once, on pages and wordings of
// our own: the site's publisher in a foot sentence of any label language; an item dated by its first publication
// beside a later "last updated" date.
import t from 'tap';
import { Page } from './page.js';
import { statedSitePublisher } from './site-publisher.js';
import { publishedLineDate } from './item-date-sources.js';

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
