// Fields described in natural language: what each asks is read once from its key and description
// (intent.ts), then one resolver ranks the candidates of every source that can hold it (resolve.ts).
// A question about something in particular is the prose's to answer; not found anywhere is null.
import { fieldIntent, type FieldIntent } from './intent.js';
import type { Page } from './page.js';
import { parseForKind } from './parse-kind.js';
import { parseAvailability } from './values.js';
import { asksQuestion, freeTextAnswer } from './free-text.js';
import { itemValues, sectionList, wantsItems } from './item-lists.js';
import { candidates, resolve } from './resolve.js';
import { sourcesOf } from './sources.js';
import { countIn } from './page-facts.js';
import { COUNTABLE } from './lexicon.js';
import { productFact } from './product-facts.js';
import { alignedItemLists } from './aligned-lists.js';
import { mainItemAnswer, mainItemFact } from './main-item.js';

function listFor(page: Page, intent: FieldIntent): unknown[] {
  if (wantsItems(intent)) {
    const section = intent.kind === 'text' ? sectionList(page, intent) : [];
    if (section.length) return section;
    const items = itemValues(page, intent);
    if (items.length) return items;
  }
  const values: unknown[] = [];
  const seen = new Set<string>();
  const add = (v: unknown): void => {
    const key = JSON.stringify(v);
    if (v !== null && v !== '' && !seen.has(key)) {
      seen.add(key);
      values.push(v);
    }
  };
  if (intent.kind === 'url') {
    // "all links": every link of the page, absolute, once each
    page.$('a[href]').each((_, a) => {
      const v = parseForKind('url', page.$(a).attr('href') ?? '', page.url);
      if (v && /^https?:/.test(String(v))) add(v);
    });
    return values;
  }
  for (const source of sourcesOf(intent)) {
    // keyword lists come as one comma-separated string
    const raws = source.read(page, intent);
    for (const raw of intent.kind === 'category' ? raws.flatMap((r) => r.split(/\s*[,;]\s*/)) : raws) add(parseForKind(intent.kind, raw, page.url));
    if (values.length) break;
  }
  if (intent.kind === 'image' && values.length <= 1) page.$('img[src]').each((_, img) => add(parseForKind('image', page.$(img).attr('src') ?? '', page.url)));
  return values;
}

/** yes or no: the state asked about, read as the kind's value ("is it in stock" -> InStock -> true) */
function yesNo(page: Page, intent: FieldIntent): boolean | null {
  const v = resolve(page, intent);
  if (v === null) return null;
  // "is it sold out" asks the opposite of "is it in stock"
  if (intent.kind === 'availability') return (parseAvailability(String(v)) === 'InStock') !== /sold[\s_-]?out|out[\s_-]of[\s_-]stock|unavailable|not[\s_-]available/i.test(`${intent.name} ${intent.description}`);
  return true;
}

export function extractField(page: Page, name: string, description: string): unknown {
  const intent = fieldIntent(name, description);
  // the was price, colours, units left, rating and scale, shipping (product-facts.ts)
  const fact = productFact(page, name, description);
  if (fact !== undefined) return fact;
  // a fact of the page's main item named by the field's words: its publisher, venue, servings (main-item.ts)
  const itemFact = mainItemFact(page, intent);
  if (itemFact !== undefined) return itemFact;
  // a question about something the page mentions ("the time at which the show starts", "who founded the
  // quartet") is answered from its text: the kind's rules would give the page's own date, price or author
  if (intent.kind !== 'content' && asksQuestion(description, intent) && !/\b(list of|all|every|each|array of)\b/i.test(description)) {
    const v = freeTextAnswer(page, intent);
    if (v !== null && v !== '') return v;
    if (intent.specific.length) return null;
  }
  if (intent.type === 'boolean') return yesNo(page, intent);
  if (intent.type === 'count' && intent.counted) return countIn(page, COUNTABLE[intent.counted]!);
  // the main item of an item page: its title, authors and date (main-item.ts)
  const item = mainItemAnswer(page, intent);
  if (item !== undefined) return item;
  if (intent.plural) {
    const list = listFor(page, intent);
    return list.length ? list : null;
  }
  const best = candidates(page, intent)[0];
  if (best) return best.value;
  // the kind's sources found nothing: the page's text may still say it ("the date the tour ends")
  if (intent.kind !== 'text' && intent.specific.length && !/^(sku|mpn|gtin|currency|availability|image|url|email|phone)$/.test(intent.kind)) return freeTextAnswer(page, intent);
  return null;
}

export function extractFields(page: Page, fields: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  // lists of the items' parts asked together come from the same items, index by index (aligned-lists.ts)
  const lists = alignedItemLists(page, fields);
  for (const [name, description] of Object.entries(fields)) out[name] = lists.get(name) ?? extractField(page, name, description ?? '');
  return out;
}
