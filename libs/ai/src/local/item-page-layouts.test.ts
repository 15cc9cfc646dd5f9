// Item pages of three layouts the reader missed (session 22): a calendar page holding one event stated in RDFa
// Lite, a venue's own site whose event facts sit in cells with the label under the value, and a site whose foot
// says in a sentence who publishes it. The pages and wordings here are our own.
import t from 'tap';
import { Page } from './page.js';
import { extractField } from './fields.js';
import { readRdfa } from './rdfa.js';
import { labelValues } from './item-labels.js';
import { statedSitePublisher } from './site-publisher.js';

const page = (body: string, head = '<title>Item</title>', url = 'https://site.example/item/1'): Page =>
  new Page(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`, url);

t.test('RDFa Lite: typed elements and their properties read as the page\'s things', async (t) => {
  const p = page(`<div vocab="https://schema.org/" typeof="TheaterEvent"><h2 property="name">The Tempest, in the round</h2>
    <span property="schema:location" typeof="Place"><span property="name">Barn Stage</span></span>
    <time property="startDate" datetime="2026-07-03T19:30">3 July</time>
    <p property="offers" typeof="Offer">Seats <span property="price" content="11">£11</span></p></div>`, '<title>x</title><meta property="og:title" content="Whole site">');
  const things = readRdfa(p.$);
  t.equal(things.length, 1, 'one top-level thing: the nested Place and Offer are its properties');
  t.equal(things[0]['@type'], 'TheaterEvent');
  t.equal(things[0].name, 'The Tempest, in the round');
  t.same(things[0].location, { '@type': 'Place', name: 'Barn Stage' }, 'a prefixed property ("schema:location") by its local name');
  t.equal(things[0].startDate, '2026-07-03T19:30', 'a <time> by its datetime');
  t.same(things[0].offers, { '@type': 'Offer', price: '11' }, 'a value by its content attribute');
  t.same(readRdfa(page('<p property="name">No type around me</p>').$), [], 'properties outside a typed element are no thing (og:* meta tags carry "property" too)');
  // a deep chain of typed elements: read, but bounded
  const deep = '<div typeof="Thing">' + '<div property="part" typeof="Thing">'.repeat(300) + 'x' + '</div>'.repeat(301);
  t.equal(readRdfa(page(deep).$).length, 1, 'nested things are one top-level thing, however deep');
});

t.test('a calendar page holding one event in RDFa: its name, place, day and price, not the calendar\'s head title', async (t) => {
  const p = page(`<div class="bar"><a href="/">Ashby Grange</a> <a href="/calendar">Calendar</a></div>
    <article class="cal-entry" vocab="http://schema.org/" typeof="Event">
      <h4 property="name">Bat Walk at Dusk</h4>
      <p><meta property="startDate" content="2026-08-21T20:15">Friday 21st, 8.15pm · <span property="location" typeof="Place"><span property="name">The Walled Garden</span></span></p>
      <p property="offers" typeof="Offer">Adults <span property="price" content="7.00">£7</span>, children free</p>
    </article>
    <ul class="more"><li>Moth Morning · Sat 22 Aug · Orchard · £3</li></ul>`, '<title>Calendar of events — Ashby Grange</title>');
  t.equal(extractField(p, 'name', 'what the event is called'), 'Bat Walk at Dusk');
  t.equal(extractField(p, 'where', 'where it happens'), 'The Walled Garden');
  t.equal(extractField(p, 'on', 'what day it is on'), '2026-08-21');
  t.equal(extractField(p, 'cost', 'what a ticket costs'), 7);
});

t.test('a venue\'s own site: labels under their values in a grid of cells; no site publisher, the event\'s day read', async (t) => {
  const p = page(`<div class="hdr"><a href="/">Kestle Barn</a></div><article>
    <h1>Harvest Supper and Barn Dance</h1>
    <div class="facts"><div class="f"><div class="v">Saturday the 3rd of October, 2026</div><div class="l">Date</div></div>
      <div class="f"><div class="v">The Threshing Floor</div><div class="l">Where</div></div>
      <div class="f"><div class="v">Families</div><div class="l">Suitable for</div></div></div>
    <p>A long-table supper then a caller and a three-piece band until late.</p></article>
    <div class="end">Kestle Barn, Helford, Cornwall</div>`, '<title>Whats on at Kestle Barn</title><meta property="og:type" content="website"><meta property="og:site_name" content="Kestle Barn">');
  t.same(labelValues(p, /^where$/), ['The Threshing Floor'], 'a cell\'s label under its value');
  t.equal(extractField(p, 'hall', 'the hall it takes place in'), 'The Threshing Floor');
  t.equal(extractField(p, 'day', 'the day of the event'), '2026-10-03', 'the event\'s day, though the page is an <article>');
  t.equal(extractField(p, 'publisher', 'the publisher'), null, 'the venue\'s site is no publisher of its events');
  // a <br> between the value and its label, the label a small span
  const tiles = page(`<h1>Quiz Night</h1><section><p class="t"><b>Hall B</b><br><small>Venue</small></p><p class="t"><b>Fri 6 March 2026</b><br><small>When</small></p></section>`);
  t.same(labelValues(tiles, /^venue$/), ['Hall B'], 'a <br> between the value and its label is passed over');
  // a label with nothing of its row's shape around it keeps a long value in words unread
  const lone = page(`<h1>Quiz Night</h1><div><div>A very long sentence that is no value of any label at all</div><div>Where</div></div>`);
  t.same(labelValues(lone, /^where$/), [], 'a long value in words is read only in a row of cells');
});

t.test('the site\'s publisher as its foot says it, for the site\'s own writing only', async (t) => {
  const head = '<title>Roast plums | Crumb Street</title><meta property="og:site_name" content="Crumb Street"><meta property="og:type" content="article">';
  const recipe = (foot: string) => page(`<main><h1>Roast plums with bay</h1><dl><dt>Prep</dt><dd>10 mins</dd><dt>Serves</dt><dd>4</dd></dl></main>${foot}`, head);
  t.equal(statedSitePublisher(recipe('<footer><p>© 2026 Crumb Street. Crumb Street is published by Halden House Media.</p></footer>')), 'Halden House Media');
  t.equal(statedSitePublisher(recipe('<div class="small-print">This magazine is a publication of Orrin &amp; Vale Ltd, 3 Dock Road.</div>')), 'Orrin & Vale Ltd', 'the body\'s last block, the site said without its name');
  t.equal(statedSitePublisher(recipe('<footer><p>Published by Perrin Media Group. All rights reserved.</p></footer>')), 'Perrin Media Group', 'no subject');
  t.equal(statedSitePublisher(recipe('<footer><p>The Tidewater Atlas is published by Selkie Press.</p></footer>')), null, 'a book the foot names is not the site');
  // with no subject the relation must open a sentence; the party ends where the sentence says how or for what
  t.equal(statedSitePublisher(recipe('<footer><p>Illustrations published by Marrow Studio with permission. © 2026 Crumb Street</p></footer>')), null, 'another thing\'s publisher, mid-sentence');
  t.equal(statedSitePublisher(recipe('<footer><p>© 2026 Published by Perrin Media Group under licence from Crumb Ltd.</p></footer>')), 'Perrin Media Group', 'after the copyright, cut before "under"');
  t.equal(statedSitePublisher(recipe('<footer><p>Crumb Street is published by Halden House Media for its members.</p></footer>')), 'Halden House Media', 'cut before "for"');
  t.equal(extractField(recipe('<footer><p>Crumb Street is published by Halden House Media.</p></footer>'), 'pub', 'who publishes this'), 'Halden House Media');
  t.equal(extractField(recipe('<footer><p>Crumb Street is a Halden House title.</p></footer>'), 'pub', 'who publishes this'), null, 'a recipe page that states no publisher');
  // a shop's book: the foot's publisher is the shop's, not the book's
  const book = page(`<main><h1>The Quiet Ferry</h1><dl><dt>Author</dt><dd>Ruth Amble</dd><dt>Binding</dt><dd>Paperback</dd><dt>Pages</dt><dd>212</dd></dl></main>
    <footer><p>Fernhill Books is published by Fernhill Retail Ltd.</p></footer>`, '<title>The Quiet Ferry | Fernhill Books</title><meta property="og:site_name" content="Fernhill Books">');
  t.equal(extractField(book, 'publisher', 'publisher'), null, 'a book\'s publisher is its own, not the shop\'s');
});
