// A character reference written into structured data ("&#8211;" in a JSON-LD headline, "&amp;#8217;" in a meta's
// content) is the character the page shows, not its escape (session 29, wcxb 0016's headline).
import t from 'tap';
import { extractField } from './fields.js';
import { Page } from './page.js';

const page = (head: string, body = '<p>Short notes.</p>'): Page => new Page(`<!doctype html><html lang="en"><head><title>Notes</title>${head}</head><body><nav>Home</nav>${body}</body></html>`, 'https://blog.example/post/1');

t.test('a JSON-LD headline and author written HTML-escaped are read as the page shows them', async (t) => {
  const ld = '<script type="application/ld+json">{"@context":"https://schema.org","@type":"BlogPosting","headline":"Tides &#8211; a beginner&#8217;s guide","author":{"@type":"Person","name":"Ros&eacute; Dunne"},"datePublished":"2026-03-02"}</script>';
  const p = page(ld);
  t.equal(extractField(p, 'title', 'the headline'), 'Tides – a beginner’s guide');
  t.equal(extractField(p, 'author', 'who wrote it'), 'Rosé Dunne');
});

t.test('a meta title escaped twice is read once unescaped; text with an ampersand of its own is kept', async (t) => {
  t.equal(extractField(page('<meta property="og:title" content="Salt &amp;amp; Pepper &amp;#8211; a review">'), 'title', 'title'), 'Salt & Pepper – a review');
  // "&" followed by a word and no semicolon is no reference: it stays as written
  t.equal(extractField(page('<meta property="og:title" content="Fish &amp; chips &amp;co">'), 'title', 'title'), 'Fish & chips &co');
});
