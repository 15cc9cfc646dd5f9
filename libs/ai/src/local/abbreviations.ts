// The abbreviations developers write as keys or parts of keys ("qty", "pub_date", "num_imgs", "br"),
// each expanded to the words the lexicon knows. Applied to a key's parts only: in a description "amt" or
// "ref" is the customer's prose, and the answer finder reads it as written. A part is expanded only when
// it is the whole part (split at _, -, ., spaces and camelCase), so "cat" never touches "category".

import { COUNTABLE, countNoun, kindOfStem, stem } from './lexicon.js';

/** one key part (lower case) -> the words it stands for */
export const ABBREVIATIONS: Readonly<Record<string, string>> = Object.assign(Object.create(null), {
  // titles and text
  hdl: 'headline', hdln: 'headline', ttl: 'title', nm: 'name', desc: 'description', descr: 'description', txt: 'text',
  // people and makers
  auth: 'author', mfr: 'manufacturer', mfg: 'manufacturer', manuf: 'manufacturer', pub: 'publisher', publ: 'publisher',
  // dates
  dt: 'date', pubd: 'published date', pubdate: 'publication date', pdate: 'publication date', yr: 'year', mo: 'month', ts: 'date',
  // money
  amt: 'amount', prc: 'price', cur: 'currency', curr: 'currency', sal: 'salary', comp: 'compensation', rrp: 'rrp',
  // products
  qty: 'quantity', avail: 'availability', stk: 'stock', ref: 'reference number', nr: 'number', no: 'number', num: 'number', cnt: 'count',
  cat: 'category', img: 'image', imgs: 'images', pic: 'picture', pics: 'pictures', thumb: 'thumbnail', fmt: 'format', pgs: 'pages', pp: 'pages',
  // places and contacts
  loc: 'location', addr: 'address', tel: 'telephone', mob: 'mobile', org: 'organization', src: 'source',
  // homes and recipes
  br: 'bedrooms', bd: 'bedrooms', bdrm: 'bedrooms', bdrms: 'bedrooms', bedrms: 'bedrooms', ppl: 'people', pax: 'people', svgs: 'servings',
});

/** two parts that stand together for one thing ("art_nr": article number) */
const PAIRS: Readonly<Record<string, string>> = Object.assign(Object.create(null), {
  'art nr': 'article number', 'art no': 'article number', 'item nr': 'item number', 'item no': 'item number', 'prod nr': 'product number', 'ref nr': 'reference number', 'ref no': 'reference number',
  'pub date': 'publication date', 'pub dt': 'publication date', 'prep time': 'prep time',
});

// "#" as a key's part is a number: "Item #", "SKU#"; before what it counts, a count: "#images"
const COUNTING = new Set(['num', 'nr', 'no', 'cnt', 'count', '#']);
// a total or a tally of things that can be counted is how many there are ("photoTotals", "total_links",
// "bedroomTally"); of a price or an order it is a sum ("priceTotal", "order_total" stay as written)
const TALLY = new Set(['total', 'totals', 'tally', 'tallies']);
const countable = (part: string | undefined): boolean => {
  if (!part) return false;
  const written = ABBREVIATIONS[part] ?? part;
  const kind = kindOfStem(stem(written));
  return (kind !== null && COUNTABLE[kind] !== undefined) || countNoun(written);
};

/** a key's parts as written: camelCase, snake_case, kebab-case, dotted paths and spaces split, lower case */
export function keyParts(name: string): string[] {
  return name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    // an acronym's plural is one word ("SKUs", "URLs"), not the acronym and "Us"
    .replace(/\b([A-Z]{2,})s\b/g, '$1S')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .replace(/#/g, ' # ')
    .split(/[^\p{L}\p{N}#]+/u)
    .filter(Boolean);
}

/** the key with its abbreviated parts written out ("num_imgs" -> "number images", "pubd" -> "published date") */
export function expandKey(name: string): string {
  const parts = keyParts(name);
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    // a leading count word before what it counts: "num_imgs", "nr_pages", "cnt_photos" ("n_photos": intent.ts)
    if (i === 0 && (COUNTING.has(parts[i]) || (TALLY.has(parts[i]) && countable(parts[i + 1]))) && parts.length > 1) {
      out.push('number of');
      continue;
    }
    if (i > 0 && TALLY.has(parts[i]) && countable(parts[i - 1])) {
      out.push('count');
      continue;
    }
    const pair = PAIRS[`${parts[i]} ${parts[i + 1] ?? ''}`];
    if (pair) {
      out.push(pair);
      i++;
    } else out.push(parts[i] === '#' ? 'number' : ABBREVIATIONS[parts[i]] ?? parts[i]);
  }
  return out.join(' ');
}

/** whether a key holds an abbreviation the table writes out */
export const abbreviated = (name: string): boolean => keyParts(name).some((p) => ABBREVIATIONS[p] !== undefined);
