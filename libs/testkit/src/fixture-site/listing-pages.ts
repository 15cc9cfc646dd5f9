// Listing pages whose lists must line up: a shop's category with one, two or many products (over
// three pages), a category heading, one product without a price, and a stock line per product.
// Written for the tests: the products and their facts are the tests' own.
import { layout } from './pages.js';

export interface ShelfItem {
  name: string;
  /** the price shown, null when the product shows none ("Price on request") */
  price: string | null;
  /** a struck-through earlier price, shown before the current one */
  was?: string;
  /** the stock line as the shop writes it */
  stock: string;
}

const ONE: ShelfItem[] = [{ name: 'Ridge 28 Daypack', price: '64.00', was: '80.00', stock: 'Only 2 left' }];

const TWO: ShelfItem[] = [
  { name: 'Ridge 28 Daypack', price: '64.00', was: '80.00', stock: 'Only 2 left' },
  { name: 'Summit 45 Trekking Pack', price: '139.00', stock: 'In stock' },
];

/** Three pages of backpacks: the second product of page 1 has no price; stock differs per product. */
export const SHELF_PAGES: ShelfItem[][] = [
  [
    { name: 'Ridge 28 Daypack', price: '64.00', was: '80.00', stock: 'Only 2 left' },
    { name: 'Cragline Roll-top', price: null, stock: 'Sold out' },
    { name: 'Summit 45 Trekking Pack', price: '139.00', stock: 'In stock' },
    { name: 'Drift 20 Hip Sling', price: '29.50', stock: 'Only 5 left' },
  ],
  [
    { name: 'Bothy 35 Pack', price: '99.00', stock: 'In stock' },
    { name: 'Scree Kids Pack', price: '34.00', was: '42.00', stock: 'Sold out' },
    { name: 'Ledge 60 Expedition', price: '219.00', stock: 'Only 1 left' },
  ],
  [
    { name: 'Tarn 18 Running Vest', price: '58.00', stock: 'In stock' },
    { name: 'Corrie 32 Pack', price: '84.00', stock: 'Only 3 left' },
  ],
];

function tile(item: ShelfItem, href: string): string {
  const was = item.was ? `<s class="tile-was">£${item.was}</s> ` : '';
  const price = item.price ? `<span class="tile-now">£${item.price}</span>` : '<span class="tile-ask">Price on request</span>';
  return `<div class="tile"><a class="tile-img" href="${href}"><img src="/asset/${encodeURIComponent(href)}.png" alt=""></a>
<div class="tile-body"><h2 class="tile-title"><a href="${href}">${item.name}</a></h2>
<div class="tile-pricing">${was}${price}</div><p class="tile-meta">${item.stock}</p></div></div>`;
}

function shelf(title: string, items: ShelfItem[], hrefOf: (i: number) => string, next: string): string {
  const tiles = items.map((item, i) => tile(item, hrefOf(i))).join('\n');
  return layout(
    `${title} | Trailhead Outfitters`,
    `<header><a class="brand" href="/">Trailhead Outfitters</a>
<nav><ul class="menu"><li><a href="/m/new">New arrivals</a></li><li><a href="/m/packs">Packs</a></li><li><a href="/m/tents">Tents</a></li><li><a href="/m/boots">Boots</a></li><li><a href="/m/sale">Sale</a></li></ul></nav></header>
<main><ol class="crumbs"><li><a href="/">Home</a></li><li><a href="/m/packs">Packs</a></li><li>${title}</li></ol>
<h1>${title}</h1><p class="count">${items.length} product${items.length === 1 ? '' : 's'}</p>
<label>Sort by <select name="sort"><option>Popular</option><option>Price: low to high</option><option>Price: high to low</option></select></label>
<div class="tiles">
${tiles}
</div>${next}</main>
<footer><ul><li><a href="/help">Help</a></li><li><a href="/delivery">Delivery</a></li><li><a href="/returns">Returns</a></li><li><a href="/stores">Stores</a></li></ul><p>© Trailhead Outfitters</p></footer>`,
  );
}

/** The category with one product (`items=1`) or two (`items=2`). */
export function shelfPage(items: number): string {
  const list = items <= 1 ? ONE : TWO;
  return shelf('Backpacks', list, (i) => `/shelf/p/${items}-${i}`, '');
}

/** Page n (1 to 3) of the category of many backpacks; "next" is a link. */
export function pagedShelfPage(n: number): string {
  const items = SHELF_PAGES[n - 1] ?? [];
  const next = n < SHELF_PAGES.length ? `<nav class="pages"><a class="next-page" rel="next" href="/shelf/paged?page=${n + 1}">Next</a></nav>` : '';
  return shelf('Backpacks', items, (i) => `/shelf/p/paged-${n}-${i}`, next);
}
