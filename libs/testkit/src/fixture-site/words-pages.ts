// Pages for fields asked in any words: a news article among its site's chrome, a book shop's item page
// (its head's title names the author, the format and the shop) and the same shop's sold-out item.
// Written for the tests: the facts are the tests' own.
import { layout } from './pages.js';

/** A news article: a byline, a time, two photos in the story and a logo, menus and an advert around it. */
export function wordsNewsPage(): string {
  return layout(
    'Night trams return to the river line | The Lantern Courier',
    `<header><a class="logo" href="/"><img src="/logo.png" alt="The Lantern Courier" width="180" height="40"></a>
<nav><a href="/city">City</a> <a href="/sport">Sport</a> <a href="/culture">Culture</a> <a href="/subscribe">Subscribe</a></nav></header>
<main><article><h1>Night trams return to the river line</h1>
<p class="meta"><span class="by">By Oona Brandt</span> · <time datetime="2026-03-09T07:15:00Z">9 March 2026</time></p>
<figure><img src="/photos/tram-depot.jpg" alt="Trams at the depot" width="900" height="600"><figcaption>Trams wait at the Eastgate depot.</figcaption></figure>
<p>Night trams will run on the river line again from April, the transit board decided on Monday after a two-year pause.</p>
<p>Cars will leave Eastgate every thirty minutes between midnight and five, and the first night service starts on the third of April.</p>
<figure><img src="/photos/river-stop.jpg" alt="The river stop" width="900" height="600"></figure>
<p>Riders' groups welcomed the decision but asked for better lighting at the river stops.</p></article>
<aside class="advert"><p>Advertisement: Spring sale at Harbour Outfitters, everything half price</p></aside></main>
<footer><p>© 2026 The Lantern Courier</p><a href="/privacy">Privacy</a></footer>`,
    '<meta property="og:site_name" content="The Lantern Courier">',
  );
}

function bookShopPage(title: string, author: string, format: string, stock: string, publisher: string, date: string, price: string): string {
  return layout(
    `${title} by ${author} (${format}): Thimble Books`,
    `<header><a href="/">Thimble Books</a><nav><a href="/fiction">Fiction</a> <a href="/children">Children</a> <a href="/offers">Offers</a></nav></header>
<main><h1>${title}</h1><p class="contributors">by <a href="/authors/1">${author}</a></p>
<p class="cost">${price}</p><p class="stock">${stock}</p>
<h2>Details</h2><table><tr><th>Publisher</th><td>${publisher}</td></tr><tr><th>Publication date</th><td>${date}</td></tr><tr><th>Format</th><td>${format}</td></tr></table>
<h2>About the book</h2><p>A story told over one long summer on an island where the ferry stops twice a week and everybody knows your name.</p></main>
<footer><p>Thimble Books, 4 Quay Lane</p></footer>`,
  );
}

/** A book shop's item page, in stock. */
export function wordsBookPage(): string {
  return bookShopPage('The Ferryman\'s Daughter', 'Lise Marrow', 'Hardcover', 'In stock', 'Brightwater Press', '21 August 2024', '£18.99');
}

/** The same shop's item page of a book that cannot be bought now. */
export function wordsSoldOutPage(): string {
  return bookShopPage('Salt and Lanterns', 'Tobias Wren', 'Paperback', 'Out of stock', 'Brightwater Press', '3 May 2022', '£9.99');
}

/** A trade tool shop's item page that shows its price with VAT and without, a shop code and no maker's part number. */
export function wordsTradeDrillPage(): string {
  return layout(
    'Cordless combi drill 18V: Ironbridge Trade Supply',
    `<header><a href="/">Ironbridge Trade Supply</a><nav><a href="/power-tools">Power tools</a> <a href="/trade-account">Trade account</a></nav></header>
<main><h1>Cordless combi drill 18V</h1>
<div class="price-box"><span class="price">£120.00</span> <span class="tax">inc. VAT</span><br><span class="price">£100.00</span> <span class="tax">ex. VAT</span></div>
<p class="stock">In stock</p><button>Add to basket</button>
<h2>Specification</h2><table><tr><th>Product code</th><td>IB-55120</td></tr><tr><th>Voltage</th><td>18 V</td></tr><tr><th>Chuck</th><td>13 mm</td></tr></table>
<h2>Description</h2><p>A two-speed drill for site work, with a brushless motor and a metal chuck.</p></main>
<footer><p>Ironbridge Trade Supply, Unit 4 Foundry Road</p></footer>`,
  );
}
