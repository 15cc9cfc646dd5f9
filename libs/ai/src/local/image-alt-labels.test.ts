import t from 'tap';
import * as cheerio from 'cheerio';
import { imageAltLabels } from './image-alt-labels.js';

t.test("an image's alt labels the text beside it in the item, not in the site's chrome", async (t) => {
  const $ = cheerio.load(`<html><body>
    <div class="top-bar"><a href="/cart" class="mini-cart"><span><img src="cart.png" alt="Cart"> 0</span></a></div>
    <div class="header-icons"><span class="basket-count"><img src="b.png" alt="Basket">2</span></div>
    <nav><span><img src="home.png" alt="Home"> Shop</span></nav>
    <main><ul class="facts"><li><img src="bed.svg" alt="Bedrooms"> 3</li><li><img src="bath.svg" alt="Bathrooms"> 2</li></ul></main>
    <footer><p><img src="tel.png" alt="Phone"> 01234 567890</p></footer>
    <aside><p><img src="bed.svg" alt="Bedrooms"> 5</p></aside>
  </body></html>`);
  t.same(imageAltLabels($), [{ label: 'Bedrooms', value: '3' }, { label: 'Bathrooms', value: '2' }]);
});
