// The shapes an answer can take besides one value: a list of values ("all the links", "the
// ingredients") and a yes or no read from the state the kind's sources give ("is it in stock").
import type { FieldIntent } from './intent.js';
import type { Page } from './page.js';
import { parseForKind } from './parse-kind.js';
import { parseAvailability } from './values.js';
import { itemValues, namesTheOneItem, sectionList, wantsItems } from './item-lists.js';
import { resolve } from './resolve.js';
import { sourcesOf } from './sources.js';
import { pictures } from './page-images.js';
import { asksForFurniture } from './page-furniture.js';
import { coAuthorNames, splitNames } from './item-authors.js';

const jointNames = (v: string): string[] => (splitNames(v, true).length > 1 ? splitNames(v, true) : []);

const PERSONS = /^(author|publisher|brand)$/;

/** the values of a field asked as a list: the items' own, a section's, or every value of the first source that has any */
export function listFor(page: Page, intent: FieldIntent): unknown[] {
  if (wantsItems(intent)) {
    const section = intent.kind === 'text' ? sectionList(page, intent) : [];
    if (section.length) return section;
    const items = namesTheOneItem(intent) ? [] : itemValues(page, intent);
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
  // "all the images": the page's pictures, not its logo, icons or pixels (page-images.ts)
  if (intent.kind === 'image' && values.length <= 1 && !asksForFurniture(intent)) for (const img of pictures(page)) add(parseForKind('image', page.$(img).attr('src') ?? '', page.url));
  // people and makers asked as a list are their names, not the links to their pages
  // (a byline with co-authors, "X (with Y and Z)", is its names)
  if (PERSONS.test(intent.kind)) {
    const people = values.filter((v) => typeof v !== 'string' || !/^(https?:|\/|www\.)/.test(v));
    // (and a byline's names joined, "X and Y", "X, Y & Z": each, where every piece is a person's name)
    const names = (v: unknown): unknown[] => {
      if (typeof v !== 'string' || intent.kind !== 'author') return [v];
      const co = coAuthorNames(v);
      const joint = co.length ? co : jointNames(v);
      return joint.length ? joint : [v];
    };
    return [...new Set(people.flatMap(names))];
  }
  return values;
}

/** yes or no: the state asked about, read as the kind's value ("is it in stock" -> InStock -> true) */
export function yesNo(page: Page, intent: FieldIntent): boolean | null {
  const v = resolve(page, intent);
  if (v === null) return null;
  // "is it sold out" asks the opposite of "is it in stock"
  if (intent.kind === 'availability') return (parseAvailability(String(v)) === 'InStock') !== asksOutOfStock(intent);
  return true;
}

const OUT = /\b(sold out|out of stock|unavailable|not (?:in stock|available)|no longer available|discontinued)\b/;
const IN = /\b(in stock|available|buy|buyable|bought|purchas\w*|order(?:ed|able)?|for sale)\b/;

/**
 * The question's true side is the state it names first, the key's before its description's: "is_available:
 * whether it's available to buy or sold out" asks whether it is available; "sold_out: in stock or not?" whether
 * it is sold out
 */
function asksOutOfStock(intent: FieldIntent): boolean {
  const said = `${intent.name} ${intent.description}`.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();
  const out = OUT.exec(said)?.index ?? Infinity;
  const into = IN.exec(said)?.index ?? Infinity;
  return out < into;
}
