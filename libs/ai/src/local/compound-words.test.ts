// Session 23 (m23): "web site", "web-site" and "web page" written apart are read as "website" and "webpage" wherever
// a text is cut into words, and in a foot's "this web site is published by X" (own wordings).
import t from 'tap';
import { joinCompounds } from './compound-words.js';
import { fieldIntent } from './intent.js';
import { readDescription } from './description-reader.js';
import { Page } from './page.js';
import { statedSitePublisher } from './site-publisher.js';
import { LocalEngine } from '../index.js';

const reading = (key: string, d: string) => {
  const i = fieldIntent(key, d);
  return { kind: i.kind, subject: i.subject, words: i.words, specific: i.specific, type: i.type };
};

t.test('a compound written apart is one word', async (t) => {
  t.same(joinCompounds(['the', 'web', 'site', 'of', 'the', 'web', 'pages']), ['the', 'website', 'of', 'the', 'webpages']);
  t.same(joinCompounds(['web', 'shop', 'web']), ['web', 'shop', 'web'], 'only the compounds the table knows');
});

t.test('"web site" asks what "website" asks', async (t) => {
  for (const d of ['the name of the web site', 'the name of the Web-Site', 'the name of the web  site']) t.same(reading('site', d), reading('site', 'the name of the website'), d);
  t.same(reading('title', 'title of the web page'), reading('title', 'title of the webpage'));
  t.same(reading('web_site_name', ''), reading('website_name', ''), 'in a key too');
  t.same(readDescription('the price, as the web site shows it').others, ['as the web site shows it'], 'the words are read, the text kept as written');
});

t.test('the site\'s name for "the name of the web site", as for "the name of the website"', async (t) => {
  const engine = new LocalEngine();
  const html = `<!doctype html><html><head><title>Tide Tables for Small Harbours: Gullwing Books</title></head><body>
    <header><a href="/">Gullwing Books</a></header><main><h1>Tide Tables for Small Harbours</h1><p class="contributors">by <a href="/p/2">Ines Varga</a></p>
    <table><tr><th>Publisher</th><td>Saltmarsh &amp; Co</td></tr></table><p>A harbour master's almanac.</p></main></body></html>`;
  const fields = { a: 'the name of the website', b: 'the name of the web site', c: 'name of the web-site this is from' };
  const out = await engine.extractFields({ html, url: 'https://gullwing.example/b/2', fields });
  t.same(out, { a: 'Gullwing Books', b: 'Gullwing Books', c: 'Gullwing Books' });
});

t.test('"this web site is published by X" in the foot names the site\'s publisher', async (t) => {
  const head = '<title>Fennel gratin | Pan &amp; Plate</title><meta property="og:site_name" content="Pan &amp; Plate"><meta property="og:type" content="article">';
  const recipe = (foot: string) => new Page(`<html><head>${head}</head><body><main><h1>Fennel gratin</h1><dl><dt>Serves</dt><dd>2</dd></dl></main>${foot}</body></html>`, 'https://panplate.example/r/1');
  t.equal(statedSitePublisher(recipe('<footer><p>This web site is published by Ashgrove Media.</p></footer>')), 'Ashgrove Media');
  t.equal(statedSitePublisher(recipe('<footer><p>Our web-site is published by Ashgrove Media.</p></footer>')), 'Ashgrove Media');
});
