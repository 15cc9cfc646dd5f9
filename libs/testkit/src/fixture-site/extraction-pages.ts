// Pages for extraction in the user's own words: a fact said in a sentence, a catalogue over pages, and
// a book shop's item page. Written for the tests: the facts are the tests' own.
import { layout } from './pages.js';

/** An event page: the answers sit in prose, next to distractors (a published date, a price, a second time). */
export function eventPage(): string {
  return layout(
    'An evening with the Lantern Quartet | Riverside Hall',
    `<nav><a href="/">Home</a> <a href="/events">Events</a> <a href="/contact">Contact</a></nav>
<main><h1>An evening with the Lantern Quartet</h1>
<p class="posted">Posted on 2 February 2026</p>
<p>The Lantern Quartet returns to Riverside Hall for one night only. Doors open at 7:30 pm, and the show starts at 8:15 pm.
The concert lasts about 90 minutes, with a short interval.</p>
<p>Tickets cost €28 in advance. The hall seats 640 people, and the quartet was founded in Ghent in 1998 by the cellist Mira Vos.</p>
<p>The nearest tram stop is Quay Gate, two minutes' walk from the main entrance.</p></main>
<footer>© Riverside Hall</footer>`,
    '<meta property="article:published_time" content="2026-02-02T09:00:00Z"><meta property="og:site_name" content="Riverside Hall">',
  );
}

const CATALOGUE = [
  [['Copper Kettle', '39.00'], ['Glass Teapot', '24.50'], ['Stoneware Mug', '9.90'], ['Bamboo Tray', '17.00']],
  [['Cast Iron Pan', '54.00'], ['Linen Apron', '21.00'], ['Oak Board', '33.00']],
];

/** Page n of a catalogue: product cards among navigation, filters with counts and a footer; "next" is a link. */
export function cataloguePage(n: number): string {
  const items = CATALOGUE[n - 1] ?? [];
  const cards = items
    .map(([name, price], i) => `<li class="card"><a href="/catalogue/item/${n}-${i}"><img src="/asset/${n}-${i}.png" alt=""><h3 class="card-name">${name}</h3></a><span class="card-price">€${price}</span><button type="button">Add to basket</button></li>`)
    .join('');
  const filters = ['Kitchen (24)', 'Table (12)', 'Textiles (8)', 'Gifts (31)'].map((f) => `<li><label><input type="checkbox"> ${f}</label></li>`).join('');
  const next = n < CATALOGUE.length ? `<a class="next" rel="next" href="/catalogue?page=${n + 1}">Next page</a>` : '';
  return layout(
    `Kitchen goods - page ${n} | Hearth & Home`,
    `<header><a class="logo" href="/">Hearth &amp; Home</a><nav><ul><li><a href="/a">New in</a></li><li><a href="/b">Kitchen</a></li><li><a href="/c">Table</a></li><li><a href="/d">Sale</a></li></ul></nav></header>
<main><h1>Kitchen goods</h1><aside class="filters"><h2>Filter</h2><ul>${filters}</ul></aside>
<ul class="products">${cards}</ul>${next}</main><footer><ul><li><a href="/help">Help</a></li><li><a href="/returns">Returns</a></li><li><a href="/jobs">Jobs</a></li></ul></footer>`,
  );
}

/** A book shop's item page: the site's and the series' names are in its markup and head, the publisher is labelled without a colon. */
export function bookPage(): string {
  const ld = [
    { '@context': 'https://schema.org', '@type': 'WebSite', name: 'Paperback Alley', url: '/' },
    { '@context': 'https://schema.org', '@type': 'BookSeries', name: 'The Harbour Trilogy' },
  ];
  return layout(
    'The Harbour Trilogy: The Quiet Harbour | Paperback Alley',
    `<header><a class="logo" href="/">Paperback Alley</a></header>
<nav class="breadcrumbs"><a href="/">Home</a> › <a href="/fiction">Fiction</a> › <a href="/series/harbour">The Harbour Trilogy</a></nav>
<main><p class="series">The Harbour Trilogy, book 2</p><h1 class="book-title">The Quiet Harbour</h1><p class="author">by Ines Calder</p>
<ul class="details"><li class="publisher"><span>Publisher</span> Gullwing Press</li><li class="isbn"><span>ISBN</span> 9780000000002</li><li class="pages">312 pages</li></ul>
<p class="price">£12.99</p></main>`,
    `<meta property="og:site_name" content="Paperback Alley"><meta property="og:title" content="Paperback Alley"><script type="application/ld+json">${JSON.stringify(ld)}</script>`,
  );
}

/** A forum thread of three posts, each with its author line and a poster box, among the site's chrome. */
export function forumPage(): string {
  const post = (who: string, day: number, text: string): string =>
    `<article class="post"><aside class="message-userExtras"><dl><dt>Joined</dt><dd>Mar 3, 2019</dd><dt>Messages</dt><dd>1,204</dd></dl></aside>
<div class="post-meta"><span class="username">${who}</span> <time datetime="2026-01-0${day}">Jan ${day}, 2026</time></div><div class="post-body"><p>${text}</p></div>
<div class="post-actions"><button type="button">Reply</button> <a href="#">Quote</a> <span>12</span></div></article>`;
  return layout(
    'Which lens for night skies? | Lantern Community',
    `<header class="site-header"><a class="logo" href="/">Lantern Community</a><nav><a href="/latest">Latest</a> <a href="/top">Top</a></nav></header>
<main><h1>Which lens for night skies?</h1>
${post('mira_v', 2, 'I am looking for a wide lens for the Milky Way over the lake, with a budget around 600 euros.')}
${post('tomas_b', 3, 'A fast 14 mm prime at f/2.8 or brighter gathers the most light for the galactic core.')}
${post('kari_n', 4, 'Rent one for a weekend first: coma in the corners matters more than the label.')}
<p>You must log in or register to reply here.</p></main><footer><a href="/privacy">Privacy</a> <a href="/terms">Terms</a></footer>`,
    '<meta property="og:site_name" content="Lantern Community">',
  );
}
