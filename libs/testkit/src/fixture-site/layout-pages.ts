// Pages for fields asked by where and how they are shown, by a role or by an act ("the big line at the top",
// "the name under the heading", "the person credited with writing it", "everything the writer wrote"): a
// magazine's essay with a masthead, a byline under its heading and a lead picture; a shop's item page whose
// maker's name stands over its title; a notice with a heading and text only (no byline, date nor picture).
// Written for the tests: the facts are the tests' own.
import { layout } from './pages.js';

/** An essay: masthead, big heading, a small grey line "by <name> · <date>" under it, a lead picture, the body. */
export function layoutEssayPage(): string {
  return layout(
    'Why the lighthouse keepers kept diaries – Saltmarsh Review',
    `<header class="masthead"><a href="/" class="brand"><img src="/mark.png" alt="" width="32" height="32"> Saltmarsh Review</a>
<nav><a href="/essays">Essays</a> <a href="/letters">Letters</a> <a href="/shop">Shop</a></nav></header>
<main><article>
<h1 style="font-size:2.6em;font-weight:bold">Why the lighthouse keepers kept diaries</h1>
<p class="dek">What a century of logbooks says about weather, boredom and the sea.</p>
<p class="byline" style="color:#888;font-size:0.8em">by <a rel="author" href="/people/maren-olsby">Maren Olsby</a> · <time datetime="2025-11-04">4 November 2025</time></p>
<figure><img src="/pictures/lamp-room.jpg" alt="The lamp room at Skerry Point" width="1200" height="700"><figcaption>The lamp room at Skerry Point.</figcaption></figure>
<p>Every keeper on the northern stations wrote in two books: the official log, which the board read, and a diary, which nobody was meant to read at all.</p>
<p>The diaries record gales the logs left out, the names of the supply boat crews and, more than anything, the long evenings when the lamp needed nothing but watching.</p>
<p>Read together, the two books give the fullest picture we have of life on a rock twelve miles from land.</p>
</article>
<aside class="promo"><p>Subscribe to the Saltmarsh Review: four issues a year.</p></aside></main>
<footer><p>© 2025 Saltmarsh Review</p></footer>`,
    '<meta property="og:site_name" content="Saltmarsh Review">',
  );
}

/** A shop's item: the maker's name over the title, the price under it. */
export function layoutProductPage(): string {
  return layout(
    'Enamel camp mug, 350 ml | Fernhollow Outfitters',
    `<header><a href="/">Fernhollow Outfitters</a></header>
<main><p class="product-brand">Quillbrook</p><h1>Enamel camp mug, 350 ml</h1><p class="price">€14.50</p>
<p class="stock">In stock</p><p>A speckled enamel mug that takes a knock, a campfire and a dishwasher.</p></main>`,
  );
}

/** A notice: a heading and a paragraph, no byline, no date, no picture. */
export function layoutNoticePage(): string {
  return layout(
    'Library closed for repairs',
    `<main><h1>Library closed for repairs</h1><p>The reading room is closed while the roof is mended. Returns can be left in the box by the side door.</p></main>`,
  );
}
