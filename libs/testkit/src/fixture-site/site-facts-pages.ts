// Pages for the site's and the images' facts (issue 27): a harbour story among its site's furniture (a logo
// in the header, an author's avatar, a share icon, a tracking pixel, a footer badge; og:image's width and
// type before og:image), a browser maker's own page (og:type website, no byline: the site publishes it), an
// article whose JSON-LD is wrapped in CDATA, and a workshop with "Places left 38". Written for the tests.
import { layout } from './pages.js';

/** A story with three photos of its own and the site's furniture around them. */
export function galleryStoryPage(): string {
  return layout(
    'Gulls return to the east pier | The Tidewater Gazette',
    `<header><a href="/"><img src="/brand/gazette-masthead.png" alt="The Tidewater Gazette" width="240" height="48"></a>
<nav><a href="/local">Local</a> <a href="/nature">Nature</a></nav></header>
<main><article><h1>Gulls return to the east pier</h1>
<p class="byline"><img class="author-avatar" src="/people/ines-faro.jpg" alt="Ines Faro" width="40" height="40"> By Ines Faro</p>
<figure><img src="/photos/east-pier-gulls.jpg" alt="Gulls on the pier" width="1000" height="640"></figure>
<p>For the first spring in six years the gulls are nesting on the east pier again.</p>
<img src="/photos/nest-close-up.jpg" alt="A nest">
<p>Wardens counted forty nests by the lamp posts.</p>
<figure><img src="/photos/warden-count.jpg" alt="Wardens counting" width="800" height="533"></figure>
<a class="share" href="/share"><img src="/ui/share.png" alt="Share" width="24" height="24"></a>
<img src="/t/open.gif" width="1" height="1" alt=""></article></main>
<footer><img src="/brand/press-council-badge.png" alt="Press council member"><p>© 2026 The Tidewater Gazette</p></footer>`,
    '<meta property="og:image:width" content="1000"><meta property="og:image:height" content="640"><meta property="og:image:type" content="image/jpeg"><meta property="og:image" content="/photos/east-pier-gulls.jpg"><meta property="og:site_name" content="The Tidewater Gazette">',
  );
}

/** A site's own page about its product: no article, no byline; its name in og:site_name only. */
export function siteOwnPage(): string {
  return layout(
    'Reading mode, themes and add-ons — make Quayside yours',
    `<header><a href="/"><img src="/brand/quayside.svg" alt="Quayside" width="120" height="32"></a></header>
<main><h1>Make Quayside yours</h1><p>Pick a theme, add the tools you use and read without clutter in reading mode.</p>
<h2>Themes</h2><p>Light, dark and a sepia theme for long reads.</p></main>
<footer><p>Quayside is made by a small team.</p></footer>`,
    '<meta property="og:type" content="website"><meta property="og:site_name" content="Quayside Browser">',
  );
}

/** An article whose JSON-LD (its publisher) is wrapped in CDATA for old XHTML parsers. */
export function cdataArticlePage(): string {
  const ld = { '@context': 'https://schema.org', '@type': 'Article', name: 'Spring tide tables', headline: 'Spring tide tables', publisher: { '@type': 'Organization', name: 'Harbour Trust Press' } };
  return layout(
    'Spring tide tables - Harbour Wiki',
    `<main><h1>Spring tide tables</h1><p>High water at the east pier comes forty minutes after the harbour mouth.</p></main>`,
    `<script type="application/ld+json">\n//<![CDATA[\n${JSON.stringify(ld)}\n//]]>\n</script>`,
  );
}

/** A workshop that says how many places are left without a colon. */
export function workshopPage(): string {
  return layout(
    'Rope splicing workshop | Quay Events',
    `<main><h1>Rope splicing workshop</h1><dl><dt>Venue</dt><dd>Net Loft, 2 Harbour Row</dd><dt>Date</dt><dd>18 April 2026</dd></dl>
<p class="seats">Places left 38</p><p>Tickets £15</p></main>`,
  );
}
