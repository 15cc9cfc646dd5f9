// "last updated", "date modified": the page's last change when it states one, else its publication date
import t from 'tap';
import { Page } from './page.js';
import { extractField } from './fields.js';
import { fieldIntent } from './intent.js';

const article = (head: string): Page => new Page(`<html><head>${head}</head><body><article><h1>Tides</h1><p>By Ada Moss</p><p>${'Text of the story. '.repeat(20)}</p></article></body></html>`, 'http://127.0.0.1/tides');
const ld = (o: object): string => `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: 'Tides', ...o })}</script>`;

t.test('the last change is asked by its words, in any order', async (t) => {
  const page = article(ld({ datePublished: '2025-03-01T09:00:00Z', dateModified: '2025-06-10T12:00:00Z' }));
  for (const [k, d] of [['updated', 'last updated'], ['x', 'date modified'], ['x', 'when was it last updated'], ['revised', 'the date it was revised'], ['lastModified', '']]) {
    t.match(String(extractField(page, k, d)), /^2025-06-10/, `${k}: ${d}`);
  }
  for (const [k, d] of [['date', 'the publication date'], ['x', 'when was it published'], ['x', 'date (not the date it was updated)']]) {
    t.match(String(extractField(page, k, d)), /^2025-03-01/, `${k}: ${d} stays the publication date`);
  }
});

t.test('meta tags state the change; a page that states none was last changed when published', async (t) => {
  const tagged = article('<meta property="article:published_time" content="2024-01-05"><meta property="article:modified_time" content="2024-02-07">');
  t.match(String(extractField(tagged, 'updated', 'last updated')), /^2024-02-07/);
  const plain = article(ld({ datePublished: '2023-09-09' }));
  t.match(String(extractField(plain, 'updated', 'last updated')), /^2023-09-09/);
  t.equal(fieldIntent('updated', 'last updated').specific.length, 0, '"last" says which date, it is no word to look for');
});
