// The abbreviations developers write as keys or parts of keys ("qty", "pub_date", "num_imgs", "br"),
// each expanded to the words the lexicon knows: the well-known short forms by this table, any other part
// that is no word by how short forms are made (short-forms.ts: "brnd", "pblshr", "lctn"). Applied to a
// key's parts and to a description of one word (a label): in a longer description "amt" or "ref" is the
// customer's prose, and the answer finder reads it as written. A part is expanded only when it is the
// whole part (split at _, -, ., spaces and camelCase), so "cat" never touches "category".

import { splitCase } from './case-split.js';
import { COUNTABLE, countNoun, kindOfStem, stem } from './lexicon.js';
import { englishTags } from './typos.js';
import { expandShortForm } from './short-forms.js';
import { VALUE_TYPES } from './note-markers.js';
import { columnType } from './code-wrappers.js';
import { runTogether } from './run-together.js';

/** one key part (lower case) -> the words it stands for */
export const ABBREVIATIONS: Readonly<Record<string, string>> = Object.assign(Object.create(null), {
  // titles and text
  hdl: 'headline', hdln: 'headline', ttl: 'title', nm: 'name', desc: 'description', descr: 'description', txt: 'text',
  // people and makers
  auth: 'author', emp: 'employer', mfr: 'manufacturer', mfg: 'manufacturer', manuf: 'manufacturer', pub: 'publisher', publ: 'publisher',
  // dates
  dt: 'date', pubd: 'published date', pubdate: 'publication date', pdate: 'publication date', yr: 'year', mo: 'month', ts: 'date',
  // money
  amt: 'amount', prc: 'price', cur: 'currency', curr: 'currency', sal: 'salary', comp: 'compensation',
  // products
  prod: 'product', prd: 'product', qty: 'quantity', avail: 'availability', stk: 'stock', ref: 'reference number', nr: 'number', no: 'number', num: 'number', cnt: 'count',
  cat: 'category', img: 'image', thm: 'thumbnail', imgs: 'images', pic: 'picture', pics: 'pictures', thumb: 'thumbnail', fmt: 'format', pg: 'page', pgs: 'pages', pp: 'pages',
  // places and contacts
  loc: 'location', addr: 'address', tel: 'telephone', mob: 'mobile', org: 'organization', src: 'source', co: 'company',
  // recipes' and events' times ("prep_tm", "start_tm")
  tm: 'time',
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
// the kinds whose value is a code: a number sign beside one says how the code is written, it counts nothing
const CODES = new Set(['sku', 'gtin', 'mpn']);
const countable = (part: string | undefined): boolean => {
  if (!part) return false;
  const written = ABBREVIATIONS[part] ?? part;
  const kind = kindOfStem(stem(written));
  return (kind !== null && COUNTABLE[kind] !== undefined) || countNoun(written);
};

/** a key's parts as written: camelCase, snake_case, kebab-case, dotted paths and spaces split, lower case */
export function keyParts(name: string): string[] {
  return splitCase(name)
    .toLowerCase()
    // "№" is the number sign as "#" is
    .replace(/[#№]/gu, ' # ')
    .split(/[^\p{L}\p{N}#]+/u)
    .filter(Boolean);
}

/** the key with its abbreviated parts written out ("num_imgs" -> "number images", "pubd" -> "published date") */
export function expandKey(name: string): string {
  const parts = keyParts(name);
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    // a leading number sign is no word of the field: "# of pages" is "number of pages"; before a code ("# SKU",
    // "# ISBN") it says the code is a number, as "SKU #" does
    if (i === 0 && parts[i] === '#' && (parts[i + 1] === 'of' || CODES.has(kindOfPart(parts[i + 1]) ?? ''))) {
      if (parts[i + 1] === 'of') out.push('number');
      else out.push(written(parts, ++i), 'number');
      continue;
    }
    // a leading count word before what it counts: "num_imgs", "nr_pages", "cnt_photos" ("n_photos": intent.ts)
    if (i === 0 && (COUNTING.has(parts[i]) || (TALLY.has(parts[i]) && countable(parts[i + 1]))) && parts.length > 1) {
      out.push('number of');
      continue;
    }
    if (i > 0 && TALLY.has(parts[i]) && countable(parts[i - 1])) {
      out.push('count');
      continue;
    }
    // an n glued to the plural it counts ("nphotos", "nimages", "nreviews"): how many, as "n_photos" is (not a word
    // of its own: "notes", "nights")
    const glued = i === 0 ? /^n(\p{L}{3,}s)$/u.exec(parts[i]) : null;
    if (glued && countable(glued[1]) && !englishTags(parts[i]).length) {
      out.push(`number of ${glued[1]}`);
      continue;
    }
    const pair = PAIRS[`${parts[i]} ${parts[i + 1] ?? ''}`];
    if (pair) {
      out.push(pair);
      i++;
    } else out.push(gluedPair(parts[i]) ?? runTogetherWords(parts[i]) ?? written(parts, i));
  }
  return out.join(' ');
}

// a part that is words written as one run ("bookauthor", "datepublished"): its words, each written out as a part is
function runTogetherWords(part: string): string | null {
  if (ABBREVIATIONS[part] !== undefined || expandShortForm(part) !== null) return null;
  const words = runTogether(part, ABBREVIATIONS);
  return words ? words.map((w) => ABBREVIATIONS[w] ?? w).join(' ') : null;
}

// a pair written as one part ("pubdt", "artnr", "refno"): the pair's words, when the part is no short form of its own
function gluedPair(part: string): string | null {
  if (part.length > 12 || ABBREVIATIONS[part] !== undefined || expandShortForm(part) !== null) return null;
  for (let at = 2; at <= part.length - 2; at++) {
    const pair = PAIRS[`${part.slice(0, at)} ${part.slice(at)}`];
    if (pair) return pair;
  }
  return null;
}

/**
 * A description's clipped pairs written out ("pub date", "Pub. dt", "ref no."): a pair is one thing in prose as in
 * a key, though its clipped word alone is prose ("pub", "art"). A "no" that goes on into a phrase is the negation
 * ("item no longer sold").
 */
export function expandPairs(text: string): string {
  if (text.length > 2000) return text;
  // words with what follows each (spaces, a dot): a pair is two words with only spaces or a clipping's dot between
  const tokens = text.split(/(\p{L}+)/u);
  for (let i = 1; i + 2 < tokens.length; i += 2) {
    if (!/^\.?\s+$/u.test(tokens[i + 1])) continue;
    const [a, b] = [tokens[i].toLowerCase(), tokens[i + 2].toLowerCase()];
    const pair = PAIRS[`${a} ${b}`];
    if (!pair || (b === 'no' && /^\s+$/u.test(tokens[i + 3] ?? '') && tokens[i + 4])) continue;
    tokens[i] = pair;
    tokens[i + 1] = tokens[i + 2] = '';
  }
  return tokens.join('');
}

// "pub" beside a date is the publication's ("date_pub", "pubDt"), else the publisher
const kindOfPart = (part: string | undefined): string | null => (part ? kindOfStem(stem(ABBREVIATIONS[part] ?? expandShortForm(part) ?? part)) : null);
// the things fetched by an address: a picture, a link, a media file or a frame ("img_src", "video_src", "link_href")
const FETCHED = new Set(['video', 'videos', 'audio', 'media', 'iframe', 'frame', 'embed', 'script', 'file', 'stream', 'player', 'mp3', 'mp4', 'pdf', 'download']);
const hasAddress = (part: string | undefined): boolean => !!part && (FETCHED.has(part) || /^(image|url)$/.test(kindOfPart(part) ?? ''));
// a person's role: a part of the author kind or a noun English tags an actor ("author", "host", "pilot", "worker")
const personRole = (part: string | undefined): boolean => !!part && (kindOfPart(part) === 'author' || englishTags(part.replace(/s$/, '')).includes('Actor'));
const PIXELED = /^(width|height|w|h|size|img|image|images|thumb|thumbnail|icon|font|text|line|margin|padding|border|radius|offset|top|left|right|bottom|x|y|min|max|dpi|res|resolution|screen|viewport|banner|logo|photo|pic|picture|avatar|scroll)$/;
function written(parts: string[], i: number): string {
  const part = parts[i];
  if (part === '#') return 'number';
  // "px" is a trader's price ("retail_px", "last_px"), but pixels beside a dimension ("width_px", "imgPx", "font_px")
  if (part === 'px') return [parts[i - 1], parts[i + 1]].some((p) => !!p && PIXELED.test(p)) ? 'pixels' : 'price';
  if ((part === 'pub' || part === 'publ') && (kindOfPart(parts[i - 1]) === 'date' || kindOfPart(parts[i + 1]) === 'date')) return 'publication';
  // "href" is a link's address after whatever it belongs to ("author_href"); "src" is one only after a thing
  // that has an address ("img_src", "video_src"): after anything else it is a source ("news_src", "feed_src")
  if (i > 0 && (part === 'href' || (part === 'src' && hasAddress(parts[i - 1])))) return 'url';
  // "co" before a person's role is its prefix ("co_author", "coHost"), not a company
  if (part === 'co' && personRole(parts[i + 1])) return part;
  return ABBREVIATIONS[part] ?? expandShortForm(part) ?? part;
}

/** whether a key holds an abbreviation the table writes out */
export const abbreviated = (name: string): boolean => keyParts(name).some((p) => ABBREVIATIONS[p] !== undefined);

// A key's last part that names its value's type, as a schema or a column header writes it ("photos_int",
// "date_iso", "is_new_bool", "tags_list", "url_str"): a note on how the value is written, not a word of the field.
// The key is read without it and the note as a bracket in the description would be ("(integer)").

// the short forms code gives a type at a key's end, each as the note word of note-markers.ts VALUE_TYPES ("date",
// "url", "text" and "number" end keys as words of the field: "publish_date", "image_url", "phone_number")
const SUFFIX_TYPES: Readonly<Record<string, string>> = Object.assign(Object.create(null), {
  int: 'integer', integer: 'integer', float: 'number', dbl: 'number', double: 'number', dec: 'number', decimal: 'number',
  bool: 'yes/no', boolean: 'yes/no', str: 'text', string: 'text', list: 'list', arr: 'list', array: 'list',
});
// "num" is a number's short form ("order_num": the order's number); after a plural it is how many ("photos_num")
const COUNT_SUFFIX = new Set(['num', 'nr', 'no']);

/** the key without a type suffix, and the note the suffix makes ('' when the key has none) */
export function keyTypeSuffix(name: string): { key: string; note: string } {
  if (name.length > 200) return { key: name, note: '' };
  // a column's declared type (`unit_price DECIMAL(10,2)`) is the same note, written as a table declares it
  const column = columnType(name);
  if (column.note) return column;
  const parts = keyParts(name);
  const last = parts[parts.length - 1];
  // a suffix needs a field before it: "int" or "bool" alone is a key of its own
  if (parts.length < 2 || !last) return { key: name, note: '' };
  const before = parts[parts.length - 2];
  // a plural by its form ("chapters", "photos"; not "status", "address", "is")
  const plural = before.length > 3 && /[^sui]s$/.test(before);
  const type = SUFFIX_TYPES[last] ?? (COUNT_SUFFIX.has(last) && plural ? 'integer' : '');
  // "iso" names no type but a standard's form ("date_iso", "currency_iso"): a note as written
  const note = last === 'iso' ? 'iso' : type ? VALUE_TYPES[type][0] : '';
  if (!note) return { key: name, note: '' };
  // a whole number of a plural noun is how many there are ("pages_int", "bedrooms_num": the number of pages, of bedrooms)
  const counted = note === 'integer' && plural;
  return { key: (counted ? ['number', 'of', ...parts.slice(0, -1)] : parts.slice(0, -1)).join('_'), note };
}
