import t from 'tap';
import { LocalEngine } from '../index.js';
import { currencyForPage } from './currency.js';

const engine = new LocalEngine();
const page = (head: string, body: string): string => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

t.test('a shared currency symbol is read with the page country', async (t) => {
  t.equal(currencyForPage('$', 'https://shop.example.com.au/p/1'), 'AUD');
  t.equal(currencyForPage('$', 'https://shop.example.com/p/1'), 'USD');
  t.equal(currencyForPage('元', 'https://shop.example.tw/p/1'), 'TWD');
  t.equal(currencyForPage('kr', 'https://butik.example.dk/p/1'), 'DKK');
  t.equal(currencyForPage('€', 'https://shop.example.tw/p/1'), 'EUR', 'a symbol of one currency stays');
  t.equal(currencyForPage('US$', 'https://shop.example.tw/p/1'), 'USD');
  const out = await engine.extractFields({ html: page('', '<h1>碗</h1><span class="price">2320 元</span>'), url: 'https://www.shop.com.tw/p/9', fields: { currency: 'price currency' } });
  t.equal(out.currency, 'TWD');
});

t.test('the rouble\'s old code RUR is given as RUB', async (t) => {
  const ld = `<script type="application/ld+json">${JSON.stringify({ '@type': 'Product', name: 'Смесь', offers: { '@type': 'Offer', price: '899', priceCurrency: 'RUR' } })}</script>`;
  const out = await engine.extractFields({ html: page(ld, '<h1>Смесь</h1>'), url: 'https://market.example.ru/p/1', fields: { currency: 'price currency' } });
  t.equal(out.currency, 'RUB');
});
