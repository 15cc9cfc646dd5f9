// A shop page known by its cart controls as the shop's code names them ("addToCart", "button-cart"), whatever
// the button's label says: a part number asked there falls back to the shop's code for the item; a page whose
// only "cart" is a link to the basket, or a hidden form, is no shop page.
import t from 'tap';
import { extractField } from './fields.js';
import { Page } from './page.js';

const page = (body: string): Page => new Page(`<html><head><title>Reading glasses</title></head><body>${body}</body></html>`, 'https://shop.example/p/glasses');
const item = '<h1>Reading glasses +2.0</h1><p>Product code: RG-2040</p>';

t.test('a form or a button named for the cart makes a shop page: a part number is the shop code', async (t) => {
  // a sold-out item's form, its button switched off and labelled in the shop's own words
  const form = page(`<main>${item}<form method="post" id="addToCart" action="/handle"><span>Currently unavailable</span></form></main>`);
  const button = page(`<main>${item}<button type="button" id="button-cart" class="btn">Naroči</button></main>`);
  for (const [name, p] of [['form', form], ['button', button]] as const) {
    t.equal(extractField(p, 'partNumber', 'part number / model number'), 'RG-2040', `${name}: partNumber`);
    t.equal(extractField(p, 'Part No.', ''), 'RG-2040', `${name}: Part No.`);
  }
});

t.test('a link to the basket or a hidden cart form does not make a shop page', async (t) => {
  const link = page(`<header><a href="/basket" id="header-cart">Basket</a></header><main>${item}</main>`);
  const hiddenForm = page(`<main>${item}<form id="addToCart" style="display:none"></form></main>`);
  const elsewhere = page(`<main>${item}<button id="cart-toggle">Cart (0)</button></main>`);
  for (const [name, p] of [['link', link], ['hidden form', hiddenForm], ['cart toggle', elsewhere]] as const) t.equal(extractField(p, 'partNumber', ''), null, name);
});
