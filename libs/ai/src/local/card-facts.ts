// Product facts of one item of a list (a card, a row): its own earlier price, units left, rating,
// colours and stock state, read inside the item only, so the i-th item's value is its own.
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { factAsk } from './fact-kinds.js';
import { leafBlocks, offeredColours, shippingCost, statedRating, unitsLeft, wasPrices } from './fact-readers.js';
import { parseAvailability } from './values.js';

/** the item's stock state from its own words ("Only 2 left", "Sold out"), then its buy button; null when it says none */
export function itemAvailability($: CheerioAPI, root: Element): 'InStock' | 'OutOfStock' | null {
  for (const b of leafBlocks($, root)) {
    if (b.text.length > 60 || /^(h[1-6]|button|option|a)$/i.test(b.el.tagName) || $(b.el).closest('h1,h2,h3,h4,h5,h6,[class*="title" i],[class*="name" i]').length) continue;
    const state = parseAvailability(b.text);
    if (state) return state;
  }
  const buttons = $(root).find('button,input[type="submit"]');
  if (buttons.filter((_, el) => $(el).attr('disabled') !== undefined && /cart|basket|bag|buy/i.test($(el).text())).length) return 'OutOfStock';
  return buttons.filter((_, el) => /add to (cart|basket|bag)|buy now/i.test($(el).text())).length ? 'InStock' : null;
}

/** a fact asked of one item; undefined when the field asks for no product fact */
export function itemFact($: CheerioAPI, root: Element, name: string, description: string, excluded: readonly string[] = []): unknown {
  const ask = factAsk(name, description, excluded);
  if (!ask) return undefined;
  switch (ask.fact) {
    case 'was_price':
      return wasPrices($, root)[0] ?? null;
    case 'stock_count':
      return unitsLeft($, root, true);
    case 'rating':
      return statedRating($, root)?.value ?? undefined;
    case 'rating_scale':
      return statedRating($, root)?.best ?? null;
    case 'shipping': {
      const cost = shippingCost($, root);
      return ask.yesNo ? (cost === null ? null : cost === 0) : cost;
    }
    case 'colours': {
      const list = offeredColours($, root);
      return list.length ? (ask.list ? list : list[0]) : null;
    }
  }
}
