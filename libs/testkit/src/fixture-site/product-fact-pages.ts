// Product pages that state their facts in words: an earlier "was" price (and a review naming another
// price), the colours offered, how many are left, an average rating and its scale, the shipping cost.
// Each page says them another way; the last one says none of them. The facts are the tests' own.
import { layout } from './pages.js';

const chrome = (body: string): string =>
  `<header><a href="/">Northwind Goods</a><nav><a href="/c/outdoor">Outdoor</a> <a href="/c/home">Home</a> <a href="/c/sale">Sale</a> <a href="/basket">Basket (0)</a></nav></header>
<main>${body}</main><footer><a href="/help">Help</a> <a href="/delivery">Delivery &amp; returns</a> <p>© Northwind Goods</p></footer>`;

/** Swatches, a struck price, "only 4 left", "4.3 out of 5", a delivery line; reviews name other prices and ratings. */
export function jacketPage(): string {
  return layout(
    'Fell Shell Jacket | Northwind Goods',
    chrome(`<h1>Fell Shell Jacket</h1>
<div class="rating-summary" aria-label="Rated 4.3 out of 5"><span class="stars">★★★★☆</span> <span>4.3 out of 5</span> <a href="#reviews">(27 reviews)</a></div>
<div class="price-box"><del>£120.00</del> <strong class="price-now">£96.00</strong> <span class="saving">Save 20%</span></div>
<fieldset class="colour-picker"><legend>Colour: <b>Moss</b></legend>
<button type="button" class="swatch selected" aria-label="Moss" style="background:#5b6b3a"></button>
<button type="button" class="swatch" aria-label="Slate" style="background:#55606e"></button>
<button type="button" class="swatch" aria-label="Rust" style="background:#a4502a" title="Rust"></button>
</fieldset>
<p class="stock-line">In stock - only 4 left</p>
<form action="/basket/add" method="post"><label>Size <select name="size"><option>S</option><option>M</option><option>L</option><option>XL</option></select></label>
<input type="number" name="quantity" value="1"><button type="submit">Add to basket</button></form>
<p class="delivery-note">Standard delivery £4.95 to the UK mainland; orders over £150 ship free.</p>
<section class="details"><h2>Details</h2><p>A three-layer shell for wet hill days, with taped seams and a helmet-sized hood.</p></section>
<section id="reviews"><h2>Reviews</h2>
<article class="review"><p class="review-stars">5 out of 5</p><p>Kept me dry on the Cuillin ridge. I had seen it for £110 elsewhere, so the sale price was a bargain.</p><p class="who">Morag, 3 March 2026</p></article>
<article class="review"><p class="review-stars">3 out of 5</p><p>Fine jacket, runs small. Worth £80 at most in my view.</p><p class="who">Dev, 12 April 2026</p></article>
</section>`),
  );
}

/** The facts in sentences: "Was $64.00, now $48.00", "available in ...", "7 left in stock", "4.6/5", shipping costs. */
export function lampPage(): string {
  return layout(
    'Tide Table Lamp - Northwind Goods',
    chrome(`<h1>Tide Table Lamp</h1>
<p class="pricing">Was $64.00, now <span class="price">$48.00</span></p>
<p>Average customer rating: <b>4.6/5</b> from 112 ratings.</p>
<p>Hand-glazed ceramic base with a linen shade. The Tide lamp is available in sand, charcoal and sea blue.</p>
<p>Hurry: just 7 left in stock.</p>
<p>Shipping costs $6.50 within the contiguous US and takes 3 to 5 working days.</p>
<button type="button">Add to cart</button>
<section class="reviews"><h2>What buyers say</h2>
<blockquote class="review">Lovely warm light. My neighbour paid $70 for a similar one at the mall.</blockquote></section>`),
  );
}

/** A select of colours, labelled pairs for the rest, and structured data naming the scale. */
export function kettlePage(): string {
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Brook Stovetop Kettle',
    offers: { '@type': 'Offer', price: '45.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    aggregateRating: { '@type': 'AggregateRating', ratingValue: '8.7', bestRating: '10', ratingCount: '41' },
  };
  return layout(
    'Brook Stovetop Kettle | Northwind Goods',
    chrome(`<h1>Brook Stovetop Kettle</h1>
<div class="prices"><span class="price-regular">RRP €59.00</span> <span class="price-current">€45.00</span></div>
<label for="c">Choose a colour</label><select id="c" name="color"><option value="">Select colour</option><option>Enamel Red</option><option>Cream</option><option disabled>Forest Green - out of stock</option></select>
<table class="specs"><tr><th>Capacity</th><td>1.6 litres</td></tr><tr><th>Remaining stock</th><td>12 units</td></tr><tr><th>Shipping</th><td>€5.90</td></tr><tr><th>Score</th><td>8.7 / 10</td></tr></table>
<button type="submit" class="add-to-cart">Add to cart</button>`),
    `<script type="application/ld+json">${JSON.stringify(ld)}</script>`,
  );
}

/** A product page that says none of those facts: one price, "In stock", sizes but no colours. */
export function plainMugPage(): string {
  return layout(
    'Plain Stoneware Mug | Northwind Goods',
    chrome(`<h1>Plain Stoneware Mug</h1><p class="price">£12.00</p><p class="availability">In stock</p>
<label>Size <select name="size"><option>Small</option><option>Large</option></select></label>
<p>A plain, heavy mug for tea or coffee. Dishwasher safe.</p><button type="submit">Add to basket</button>`),
  );
}
