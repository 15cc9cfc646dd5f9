// schema.org things stated in RDFa Lite (vocab / typeof / property attributes), read into the same plain
// objects as microdata: the markup some CMSs (Drupal, event calendars) write instead of JSON-LD. Only
// properties under a typed element are read (a head's og:* meta tags carry "property" too, but no type).
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import type { Thing } from './structured.js';
import { microdataValue } from './structured.js';

// a page's things are few: past these the markup is not one item's (and the walk stays bounded)
const MAX_ITEMS = 200;
const MAX_DEPTH = 6;

// "schema:name", "https://schema.org/name" -> "name"
const local = (term: string): string => term.replace(/^https?:\/\/schema\.org\//, '').replace(/^[\w-]+:(?!\/)/, '');

function readItem($: CheerioAPI, scope: Element, depth: number): Thing {
  const item: Thing = {};
  const type = ($(scope).attr('typeof') ?? '').split(/\s+/).filter(Boolean).map(local)[0];
  if (type) item['@type'] = type;
  if (depth > MAX_DEPTH) return item;
  // properties belong to the nearest enclosing typed element
  $(scope).find('[property]').each((_, node) => {
    const el = $(node as Element);
    if (el.parent().closest('[typeof]')[0] !== scope) return;
    const value = el.is('[typeof]') ? readItem($, node as Element, depth + 1) : microdataValue($, el);
    for (const name of (el.attr('property') ?? '').split(/\s+/).filter(Boolean).map(local)) {
      const prev = item[name];
      if (prev === undefined) item[name] = value;
      else if (Array.isArray(prev)) prev.push(value);
      else item[name] = [prev, value];
    }
  });
  return item;
}

/** the page's top-level RDFa things (nested ones are read as their owner's properties) */
export function readRdfa($: CheerioAPI): Thing[] {
  const out: Thing[] = [];
  for (const node of $('[typeof]').toArray().slice(0, MAX_ITEMS)) {
    const el = $(node);
    if (el.is('[property]') && el.parent().closest('[typeof]').length) continue;
    out.push(readItem($, node, 0));
  }
  return out;
}
