// More pages for fields asked in any words: an optician's item page whose only buy control is a button the shop's
// code names for the cart ("button-cart", labelled "Naroči"), and a garden blog's co-authored article above an
// archive of other posts, each with its own author. Written for the tests: the facts are the tests' own.
import { layout } from './pages.js';

/** An item page in Slovenian: no product markup, no quantity box; its buy button is known by its id alone. */
export function wordsNamedCartPage(): string {
  return layout(
    'Bralne leče Stick-on +2.0 | Optika Sever',
    `<header><a href="/">Optika Sever</a><nav><a href="/pripomocki">Pripomočki</a></nav></header>
<main><h1>Bralne leče Stick-on +2.0</h1><p>Šifra: OS-0638</p><p class="cena">12,90 €</p>
<button type="button" id="button-cart" class="btn btn-primary">Naroči</button>
<h2>Opis</h2><p>Samolepilne leče za sončna očala, za branje na plaži.</p></main>
<footer><p>Optika Sever d.o.o.</p></footer>`,
  );
}

const archiveCard = (title: string, who: string): string =>
  `<li class="post-card"><h3><a href="/posts/${title.toLowerCase().replace(/ /g, '-')}">${title}</a></h3><span class="author">${who}</span><p>A short summary of the post.</p></li>`;

/** A blog article by two authors, its byline's names each linked, above an archive list of other authors' posts. */
export function wordsCoAuthoredPage(): string {
  return layout(
    'Rain gardens for small yards | Greenbank Notes',
    `<header><a href="/">Greenbank Notes</a></header>
<main><article><h1>Rain gardens for small yards</h1>
<p class="byline">By <a class="author" href="/a/ana">Ana Lindqvist</a> and <a class="author" href="/a/tomas">Tomas Okafor</a></p>
<p>A rain garden takes the water off a roof and lets it soak in slowly, so the drains take less in a storm.</p>
<p>Dig a shallow bowl at least three metres from the house, fill it with a sandy mix and plant it with rushes.</p></article>
<section><h2>From the archive</h2><ul>${archiveCard('Compost in winter', 'Mei Tanaka')}${archiveCard('Mulch myths', 'Jon Reyes')}${archiveCard('Seed saving', 'Ruth Adeyemi')}</ul></section></main>
<footer><p>Greenbank Notes</p></footer>`,
  );
}
