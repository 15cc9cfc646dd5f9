// The causes the tenth held-out round found (docs/benchmarks.md, "Session 24"), each as a model read with wordings
// of our own: a clipped pair ("pub date", "ref no") in a description or glued into one key part ("pubdt").
import t from 'tap';
import { fieldIntent } from './intent.js';
import { extractField } from './fields.js';
import { Page } from './page.js';
import { expandKey, expandPairs } from './abbreviations.js';

const page = (body: string, head: string, url: string): Page => new Page(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`, url);

t.test('a clipped pair in a description is the pair it clips, as in a key', async (t) => {
  t.equal(expandPairs('pub date'), 'publication date');
  t.equal(expandPairs('the Pub. dt of the story'), 'the publication date of the story');
  t.equal(expandPairs('its ref no.'), 'its reference number.');
  t.equal(expandPairs('art nr'), 'article number');
  // a "no" that goes on is the negation; a clipped word alone is prose
  t.equal(expandPairs('item no longer sold'), 'item no longer sold');
  t.equal(expandPairs('name of the pub'), 'name of the pub');
  // a pub beside a date names no place to look for: the publication's date is asked
  for (const [k, d] of [['pd', 'pub date'], ['released', 'the pub. date of the post'], ['dte', 'Pub Dt']]) {
    const i = fieldIntent(k, d);
    t.equal(i.kind, 'date', `${k}: ${d}`);
    t.same(i.specific, [], `${k}: ${d}`);
  }
});

t.test('a pair glued into one key part ("pubdt", "refno") is the pair', async (t) => {
  t.equal(expandKey('pubdt'), 'publication date');
  t.equal(expandKey('item_refno'), 'item reference number');
  t.equal(expandKey('artnr'), 'article number');
  t.equal(fieldIntent('pubdt', '').kind, 'date');
  // parts that are words or short forms of their own stay theirs
  t.equal(expandKey('pubd'), 'published date');
  t.equal(expandKey('artist'), 'artist');
  const story = page('<article><h1>Tides of the north</h1><p>By Ana Ruiz</p><time datetime="2024-06-03">3 June 2024</time><p>The sea rose early this year, and the harbour saw it first.</p></article>', '<title>Tides of the north</title>', 'https://news.example/tides');
  t.equal(String(extractField(story, 'pubdt', 'pub date')).slice(0, 10), '2024-06-03');
  t.equal(String(extractField(story, 'pd', 'the pub. date')).slice(0, 10), '2024-06-03');
});
