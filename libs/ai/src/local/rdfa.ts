// schema.org things stated in RDFa Lite (vocab / typeof / property attributes), read into the same plain
// objects as microdata: the markup some CMSs (Drupal, event calendars) write instead of JSON-LD. Only
// properties under a typed element are read (a head's og:* meta tags carry "property" too, but no type).
// One walk of the document, each property given to its nearest typed ancestor.
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import type { Thing } from './structured.js';
import { microdataValue } from './structured.js';

// a page's things are few: past these the markup is not one item's (and the walk stays bounded)
const MAX_ITEMS = 200;
const MAX_DEPTH = 6;
const MAX_ELEMENTS = 20000;

// "schema:name", "https://schema.org/name" -> "name"
const local = (term: string): string => term.replace(/^https?:\/\/schema\.org\//, '').replace(/^[\w-]+:(?!\/)/, '');

function put(item: Thing, names: string[], value: unknown): void {
  for (const name of names) {
    const prev = item[name];
    if (prev === undefined) item[name] = value;
    else if (Array.isArray(prev)) prev.push(value);
    else item[name] = [prev, value];
  }
}

/** the page's top-level RDFa things (nested ones are read as their owner's properties) */
export function readRdfa($: CheerioAPI): Thing[] {
  const out: Thing[] = [];
  // things nested deeper than MAX_DEPTH give their properties to no one
  const sink: Thing = {};
  const stack: Array<[AnyNode, Thing | null, number]> = [[$.root()[0] as unknown as AnyNode, null, 0]];
  let seen = 0;
  while (stack.length && seen < MAX_ELEMENTS) {
    const [node, owner, depth] = stack.pop()!;
    let inner = owner;
    let innerDepth = depth;
    if (node.type === 'tag') {
      seen++;
      const el = node as Element;
      const names = (el.attribs?.property ?? '').split(/\s+/).filter(Boolean).map(local);
      if (el.attribs?.typeof !== undefined) {
        const item: Thing = {};
        const type = el.attribs.typeof.split(/\s+/).filter(Boolean).map(local)[0];
        if (type) item['@type'] = type;
        if (names.length && owner) put(owner, names, item);
        else if (out.length < MAX_ITEMS) out.push(item);
        inner = depth >= MAX_DEPTH ? sink : item;
        innerDepth = depth + 1;
      } else if (names.length && owner && owner !== sink) put(owner, names, microdataValue($, $(el)));
    } else if (node.type !== 'root') continue;
    const kids = (node as Element).children ?? [];
    for (let i = kids.length - 1; i >= 0; i--) stack.push([kids[i], inner, innerDepth]);
  }
  return out;
}
