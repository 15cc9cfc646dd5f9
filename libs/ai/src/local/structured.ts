// Structured data a page states about itself: schema.org JSON-LD and microdata (both read into plain
// objects with @type), and meta tags (OpenGraph, product:*, twitter:*, name=...).
import type { CheerioAPI, Cheerio } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { decodeHTML } from 'entities';
import { resolveRefs } from './structured-refs.js';

// a character reference left in a value ("How ML is Shaping eCommerce &#8211; 10 Benefits"): JSON-LD strings are
// no HTML, yet sites write their titles into them HTML-escaped, and a meta's content escaped twice ("&amp;#8211;")
// keeps one; the page shows the character
const REFERENCE = /&(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});/i;
export const unescaped = (text: string): string => (REFERENCE.test(text) ? decodeHTML(text) : text);

/** the parsed JSON with each string unescaped, in place, by an explicit stack (a reviver recurses: a block nested
 *  thousands deep would overflow it); a block with no reference is left as it is */
function unescapedJson(raw: string, json: unknown): unknown {
  if (!REFERENCE.test(raw)) return json;
  const stack: unknown[] = [json];
  while (stack.length) {
    const node = stack.pop();
    if (!node || typeof node !== 'object') continue;
    const entries = node as Record<string, unknown>;
    for (const key of Object.keys(entries)) {
      const value = entries[key];
      if (typeof value === 'string') entries[key] = unescaped(value);
      else if (value && typeof value === 'object') stack.push(value);
    }
  }
  return typeof json === 'string' ? unescaped(json) : json;
}

export type Thing = Record<string, unknown> & { '@type'?: unknown };

function flattenJsonLd(value: unknown, out: Thing[]): void {
  if (Array.isArray(value)) {
    for (const v of value) flattenJsonLd(v, out);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const obj = value as Thing;
  if (Array.isArray(obj['@graph'])) flattenJsonLd(obj['@graph'], out);
  if (obj['@type']) out.push(obj);
  // products are sometimes nested (ItemPage.mainEntity, Offer.itemOffered)
  for (const key of ['mainEntity', 'itemOffered', 'mainEntityOfPage']) {
    const nested = obj[key];
    if (nested && typeof nested === 'object') flattenJsonLd(nested, out);
  }
}

// the opening of a block wrapped for old XHTML parsers: "<![CDATA[", "//<![CDATA[", "/*<![CDATA[*/", "<!--"
const WRAP_OPENING = /^(?:\/\/|\/\*)?\s*(?:<!\[CDATA\[|<!--)(?:\s*\*\/)?/;

/** a script's JSON without the wrapping old XHTML parsers needed ("<![CDATA[ ... ]]>", "//<![CDATA[ ... //]]>",
 *  "<!-- ... -->"); the closing is cut from the end by hand: a pattern free to start anywhere would rescan
 *  every run of spaces inside the JSON (quadratic in its length) */
export function unwrapScriptText(text: string): string {
  const body = text.trim().replace(WRAP_OPENING, '');
  let end = body.trimEnd();
  if (end.endsWith('*/')) end = end.slice(0, -2).trimEnd();
  if (!end.endsWith(']]>') && !end.endsWith('-->')) return body.trim();
  end = end.slice(0, -3).trimEnd();
  if (end.endsWith('//') || end.endsWith('/*')) end = end.slice(0, -2);
  return end.trim();
}

export function readJsonLd($: CheerioAPI): Thing[] {
  const out: Thing[] = [];
  // each block as parsed, for the references between nodes (structured-refs.ts)
  const roots: unknown[] = [];
  const read = (json: unknown): void => {
    roots.push(json);
    flattenJsonLd(json, out);
  };
  $('script[type="application/ld+json" i]').each((_, el) => {
    const raw = unwrapScriptText($(el).text());
    if (!raw) return;
    try {
      read(unescapedJson(raw, JSON.parse(raw)));
    } catch {
      // some sites put control characters or trailing commas in JSON-LD: try once more after cleaning
      try {
        read(unescapedJson(raw, JSON.parse(raw.replace(/[\u0000-\u001f]+/g, ' ').replace(/,\s*([}\]])/g, '$1'))));
      } catch {
        /* unreadable block: ignore */
      }
    }
  });
  // "author": {"@id": "#person-1"}: the Person stated elsewhere in the page's JSON-LD, for every property
  return resolveRefs(roots, out);
}

export function microdataValue($: CheerioAPI, el: Cheerio<Element>): unknown {
  const node = el[0];
  const tag = node.tagName.toLowerCase();
  const content = el.attr('content');
  if (content !== undefined) return content.trim();
  if (tag === 'meta') return (el.attr('value') ?? '').trim();
  if (tag === 'link' || tag === 'a' || tag === 'area') return el.attr('href') ?? '';
  if (tag === 'img' || tag === 'source' || tag === 'video' || tag === 'audio' || tag === 'iframe') return el.attr('src') ?? el.attr('data-src') ?? '';
  if (tag === 'time') return el.attr('datetime') ?? el.text().trim();
  if (tag === 'data' || tag === 'meter') return el.attr('value') ?? el.text().trim();
  return el.text().replace(/\s+/g, ' ').trim();
}

function readItem($: CheerioAPI, scope: Cheerio<Element>, depth: number): Thing {
  const item: Thing = {};
  const type = scope.attr('itemtype');
  if (type) item['@type'] = type.split(/\s+/).map((t) => t.replace(/^https?:\/\/schema\.org\//, ''))[0];
  if (depth > 6) return item;
  // properties belong to the nearest enclosing itemscope
  scope.find('[itemprop]').each((_, node) => {
    const el = $(node as Element);
    const owner = el.parent().closest('[itemscope]');
    if (owner[0] !== scope[0]) return;
    const value = el.is('[itemscope]') ? readItem($, el, depth + 1) : microdataValue($, el);
    for (const name of (el.attr('itemprop') ?? '').split(/\s+/).filter(Boolean)) {
      const prev = item[name];
      if (prev === undefined) item[name] = value;
      else if (Array.isArray(prev)) prev.push(value);
      else item[name] = [prev, value];
    }
  });
  return item;
}

export function readMicrodata($: CheerioAPI): Thing[] {
  const out: Thing[] = [];
  $('[itemscope]').each((_, node) => {
    const el = $(node as Element);
    // top-level items only; nested ones are read as properties
    if (el.is('[itemprop]') && el.parent().closest('[itemscope]').length) return;
    out.push(readItem($, el, 0));
  });
  // itemprops outside any itemscope (seen on many shops): gather them in one loose item
  const loose: Thing = {};
  $('[itemprop]').each((_, node) => {
    const el = $(node as Element);
    if (el.parent().closest('[itemscope]').length || el.is('[itemscope]')) return;
    const name = el.attr('itemprop') ?? '';
    if (name && loose[name] === undefined) loose[name] = microdataValue($, el);
  });
  if (Object.keys(loose).length) out.push(loose);
  return out;
}

/** meta name/property (lower case) -> contents in document order */
export function readMeta($: CheerioAPI): Map<string, string[]> {
  const meta = new Map<string, string[]>();
  $('meta').each((_, node) => {
    const el = $(node as AnyNode as Element);
    const key = (el.attr('property') ?? el.attr('name') ?? el.attr('itemprop') ?? '').trim().toLowerCase();
    const content = el.attr('content');
    if (!key || content === undefined || !content.trim()) return;
    const list = meta.get(key) ?? [];
    list.push(unescaped(content.trim()));
    meta.set(key, list);
  });
  return meta;
}

export function typeNames(thing: Thing): string[] {
  const t = thing['@type'];
  const list = Array.isArray(t) ? t : [t];
  return list.filter((x): x is string => typeof x === 'string').map((x) => x.replace(/^https?:\/\/schema\.org\//, '').toLowerCase());
}
