// Facts of a product page asked in words (fact-kinds.ts): each from structured data first, then the
// page's labelled values, then its text (fact-readers.ts), never from reviews or other products.
// null when the page does not say.
import type { Element } from 'domhandler';
import type { Page } from './page.js';
import { factAsk, type FactAsk } from './fact-kinds.js';
import { atPath, rankedThings, structuredValues } from './structured-fields.js';
import { domPrices } from './dom-fields.js';
import { parseMoney, parseNumber } from './values.js';
import { amountOf, offeredColours, ratingOfText, shippingCost, statedRating, unitsLeft, wasPrices, type Rating } from './fact-readers.js';

const LABEL = {
  was: /^(was|rrp|msrp|srp|list price|regular price|original price|old price|compare at( price)?|retail price|usual price|normal price|before|reg\.?( price)?)$/i,
  stock: /^((in )?stock|inventory|remaining( stock)?|stock (left|level|remaining|count|quantity|on hand)|(units|quantity|qty|items) (left|available|remaining|in stock)|available (quantity|units)|on hand)$/i,
  rating: /^((average |customer |overall |user |our )?(rating|score)|stars|rated)$/i,
  shipping: /^((standard |express )?(shipping|delivery|postage|p&p|carriage)( (cost|costs|fee|fees|price|charge|charges|rate))?)$/i,
  colours: /^((available )?(colou?rs?|colou?rways?|shades?)( options| available)?)$/i,
};

function labelled(page: Page, re: RegExp): string[] {
  return page.labels.filter((p) => re.test(p.label.trim())).map((p) => p.value);
}

function body(page: Page): Element | null {
  return (page.$('body')[0] as Element | undefined) ?? null;
}

/** the page's own current price, to tell an earlier price from it */
function currentPrice(page: Page): number | null {
  for (const raw of structuredValues(page, 'price')) {
    const m = parseMoney(raw, true);
    if (m && m.amount > 0) return m.amount;
  }
  return domPrices(page)[0]?.amount ?? null;
}

function wasPrice(page: Page, root: Element | null): number | null {
  const candidates: number[] = [];
  for (const thing of rankedThings(page.things, 'price')) {
    for (const spec of atPath(thing, 'offers.priceSpecification')) {
      const s = spec as Record<string, unknown>;
      if (/ListPrice|Strikethrough|MSRP|SRP/i.test(String(s.priceType ?? ''))) candidates.push(parseNumber(String(s.price ?? '')) ?? 0);
    }
  }
  for (const v of page.meta.get('product:original_price:amount') ?? []) candidates.push(parseNumber(v) ?? 0);
  for (const v of labelled(page, LABEL.was)) candidates.push(amountOf(v) ?? 0);
  if (root) candidates.push(...wasPrices(page.$, root));
  const now = currentPrice(page);
  // an earlier price is above the price the page sells at now, and not another product's (at most 4 times it)
  return candidates.find((c) => c > 0 && (now === null || (c > now && c <= 4 * now))) ?? null;
}

function structuredRating(page: Page): Rating | null {
  for (const thing of rankedThings(page.things, 'rating')) {
    for (const agg of atPath(thing, 'aggregateRating')) {
      const a = agg as Record<string, unknown>;
      const value = parseNumber(String(a.ratingValue ?? ''));
      if (value === null) continue;
      const best = parseNumber(String(a.bestRating ?? ''));
      // schema.org's stated default: a rating without bestRating is out of 5
      return { value, best: best ?? (value <= 5 ? 5 : null) };
    }
  }
  return null;
}

function rating(page: Page, root: Element | null): Rating | null {
  const structured = structuredRating(page);
  if (structured) return structured;
  for (const v of labelled(page, LABEL.rating)) {
    const r = ratingOfText(v, true);
    if (r) return r;
  }
  return root ? statedRating(page.$, root) : null;
}

function stockCount(page: Page, root: Element | null, counted?: string): number | null {
  // "places left": the page's count of places, not its stock
  if (counted) return root ? unitsLeft(page.$, root, false, counted) : null;
  for (const thing of rankedThings(page.things, 'availability')) {
    for (const v of [...atPath(thing, 'offers.inventoryLevel.value'), ...atPath(thing, 'offers.inventoryLevel')]) {
      const n = parseNumber(String(v));
      if (n !== null && typeof v !== 'object') return Math.round(n);
    }
  }
  for (const v of labelled(page, LABEL.stock)) {
    if (/^\s*\d/.test(v)) return Math.round(parseNumber(v) ?? 0);
  }
  return root ? unitsLeft(page.$, root) : null;
}

function shipping(page: Page, root: Element | null): number | null {
  for (const thing of rankedThings(page.things, 'price')) {
    for (const v of atPath(thing, 'offers.shippingDetails.shippingRate.value')) {
      const n = parseNumber(String(v));
      if (n !== null) return n;
    }
  }
  for (const v of labelled(page, LABEL.shipping)) {
    const n = amountOf(v);
    if (n !== null) return n;
  }
  return root ? shippingCost(page.$, root) : null;
}

function colours(page: Page, root: Element | null): string[] {
  const out: string[] = [];
  for (const thing of rankedThings(page.things, 'brand')) {
    for (const path of ['color', 'hasVariant.color', 'offers.itemOffered.color']) {
      for (const v of atPath(thing, path)) if (typeof v === 'string' && v.trim()) out.push(...v.split(/\s*[,/|]\s*/));
    }
  }
  if (!out.length && root) out.push(...offeredColours(page.$, root));
  if (!out.length) for (const v of labelled(page, LABEL.colours)) out.push(...v.split(/\s*(?:,|\/|\||\band\b|\bor\b)\s*/i).filter(Boolean));
  return [...new Map(out.map((c) => [c.trim().toLowerCase(), c.trim()])).values()].filter(Boolean);
}

function answer(ask: FactAsk, page: Page): unknown {
  const root = body(page);
  switch (ask.fact) {
    case 'was_price': {
      // a list price the page shows no other price beside is the one it sells at (the price's sources read it)
      const was = wasPrice(page, root);
      return was === null && ask.listed ? undefined : was;
    }
    case 'stock_count': {
      // a count of a thing other than the stock that the page does not state is left to the other sources
      const n = stockCount(page, root, ask.counted);
      return n === null && ask.counted ? undefined : n;
    }
    case 'rating':
      return rating(page, root)?.value ?? null;
    case 'rating_scale':
      return rating(page, root)?.best ?? null;
    case 'shipping': {
      const cost = shipping(page, root);
      return ask.yesNo ? (cost === null ? null : cost === 0) : cost;
    }
    case 'colours': {
      const list = colours(page, root);
      if (!list.length) return null;
      return ask.list ? list : list[0];
    }
  }
}

/** The value of a field asking for a product fact (null when the page does not say); undefined when it asks for none. */
export function productFact(page: Page, name: string, description: string, excluded: readonly string[] = []): unknown {
  const ask = factAsk(name, description, excluded);
  if (!ask) return undefined;
  return answer(ask, page);
}
