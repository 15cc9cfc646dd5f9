// A price's tax basis in the words of more languages (Slovenian "brez DDV", Croatian "bez PDV-a", Polish
// "netto", Swedish "exkl. moms"), a basis stated after a tax as "plus VAT", and a label that states the page's basis.
import t from 'tap';
import { extractField } from './fields.js';
import { Page } from './page.js';

const page = (lang: string, body: string): Page => new Page(`<html lang="${lang}"><head><title>Lamp</title></head><body><main>${body}</main></body></html>`, 'https://shop.example/lamp');

t.test('a net price labelled in Slovenian or Croatian is the price asked before tax, the gross one after', async (t) => {
  const sl = page('sl', '<h1>Stropna luč</h1><p class="price">36,60 € z DDV</p><p class="note">30,00 € brez DDV</p><button>Dodaj v košarico</button>');
  t.equal(extractField(sl, 'price', 'price excluding VAT'), 30);
  t.equal(extractField(sl, 'price', 'price with VAT'), 36.6);
  const hr = page('hr', '<h1>Zidna lampa</h1><p class="price">62,50 € s PDV-om</p><p class="note">50,00 € bez PDV-a</p><button>Dodaj u košaricu</button>');
  t.equal(extractField(hr, 'price', 'the net price before tax'), 50);
  t.equal(extractField(hr, 'price', 'price incl. tax'), 62.5);
});

t.test('a one- or two-letter link is a word of its own: "siva" (grey) is no basis', async (t) => {
  const grey = page('hr', '<h1>Zidna lampa</h1><p>Boja: siva</p><p class="price">62,50 €</p><button>Dodaj u košaricu</button>');
  t.equal(extractField(grey, 'price', 'price incl. tax'), 62.5, 'an unlabelled shop price answers the basis the page does not contradict');
  t.equal(extractField(grey, 'price', 'price before tax'), 62.5);
});

t.test('Polish netto/brutto and Swedish exkl./inkl. moms', async (t) => {
  const pl = page('pl', '<h1>Lampka</h1><p class="price">123,00 zł brutto</p><p class="note">100,00 zł netto</p><button>Do koszyka</button>');
  t.equal(extractField(pl, 'price', 'price excluding VAT'), 100);
  t.equal(extractField(pl, 'price', 'gross price incl. VAT'), 123);
  const sv = page('sv', '<h1>Lampa</h1><p class="price">375 kr inkl. moms</p><p class="note">300 kr exkl. moms</p><button>Köp</button>');
  t.equal(extractField(sv, 'price', 'price ex VAT'), 300);
  t.equal(extractField(sv, 'price', 'price including VAT'), 375);
});

t.test('"£20 plus VAT" / "£20 + VAT" is the net price: including VAT is unknown without a rate', async (t) => {
  const plus = page('en', '<h1>Desk lamp</h1><p class="price">£20 plus VAT</p><button>Add to basket</button>');
  t.equal(extractField(plus, 'price', 'price excluding VAT'), 20);
  for (const body of ['<h1>Desk lamp</h1><p class="price">£20 plus VAT</p><button>Add to basket</button>', '<h1>Desk lamp</h1><p>Price: £20 + VAT</p><button>Add to basket</button>', '<h1>Desk lamp</h1><p>£20 +VAT</p><button>Add to basket</button>']) {
    const p = page('en', body);
    t.equal(extractField(p, 'price', ''), 20);
    t.equal(extractField(p, 'price', 'price incl. VAT'), null, 'no rate given: the gross price is not on the page');
  }
});

t.test('a label stating the basis of the prices shown ("Prices shown: incl. VAT") is a stated basis', async (t) => {
  const incl = page('en', '<h1>Desk lamp</h1><p>Prices shown: incl. VAT</p><p class="price">£24.00</p><button>Add to basket</button>');
  t.equal(extractField(incl, 'price', 'price including VAT'), 24);
  t.equal(extractField(incl, 'price', 'price before VAT'), null);
  const excl = page('en', '<h1>Desk lamp</h1><p>Prices displayed excl. VAT</p><p class="price">£20.00</p><button>Add to basket</button>');
  t.equal(extractField(excl, 'price', 'price excluding VAT'), 20);
  t.equal(extractField(excl, 'price', 'price incl. VAT'), null);
});

t.test('a price for a period makes a home or a job only where the page speaks of a rent, a lease or a salary', async (t) => {
  const box = page('en', '<h1>Weekly veg box</h1><p>Fresh seasonal vegetables delivered to your door.</p><p class="cost">£9.99 per week</p><a href="/join">Start now</a>');
  t.equal(extractField(box, 'price', 'price incl. VAT'), 9.99, 'a subscription is a product: its price is the price asked');
  const flat = page('en', '<h1>Two-bed flat, Leith</h1><p>To let, unfurnished.</p><p class="cost">£1,250 per month</p><p>Available from March.</p>');
  t.equal(extractField(flat, 'price', 'price incl. VAT'), null, 'a rent has no sales tax');
});
