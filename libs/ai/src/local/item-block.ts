// The lines of the main item's title block: its h1 and the short elements that follow it in its
// box ("<h1>Lindengracht 41-2</h1><div>1015 KD Amsterdam</div><div>€ 389.000 k.k.</div>"). Pages
// that label nothing still put the item's address and price there; they are read by their shape:
// an amount with a currency and at most a short qualifier, a street with a house number, a postcode
// with its place. Never from navigation, sidebars or other items' boxes.
import type { Element } from 'domhandler';
import type { Page } from './page.js';
import { visibleClean } from './item-labels.js';
import { parseMoney, type Money } from './values.js';
import { hiddenElement } from './visible.js';
import { LIST_PRICE_WORDS } from './price-text.js';

// the page's chrome and boxes of other items (named by class or id)
const ASIDE = ['nav', 'footer', 'aside', ...['related', 'similar', 'recommend', 'upsell', 'nearby', 'sidebar'].flatMap((w) => [`[class*="${w}" i]`, `[id*="${w}" i]`])].join(',');
const CHROME = `header,${ASIDE}`;
const MAX_LINE = 90;
const MAX_LINES = 6;

/** the title block's lines in document order, the h1's first; [] when the page has no h1 outside its chrome */
export function titleBlockLines(page: Page): string[] {
  return page.remember('titleBlockLines', () => {
    const $ = page.$;
    // an h1 in the page's own header (the site's banner) is not the item's; one in the header of the main block is
    const own = (h: Element): boolean => !$(h).closest(ASIDE).length && !$(h).closest('header').filter((_, hd) => !$(hd).closest('main,article,[role="main"]').length).length;
    const h1 = ($('h1').toArray() as Element[]).find(own);
    if (!h1) return [];
    const lines = [visibleClean($(h1).text())];
    // the h1 alone in a wrapper (<div class="title"><h1>…</h1></div>): the wrapper's siblings follow it
    let anchor: Element = h1;
    while (!$(anchor).nextAll().length && anchor.parent && (anchor.parent as Element).type === 'tag' && $(anchor.parent as Element).children().length === 1) anchor = anchor.parent as Element;
    for (const sib of $(anchor).nextAll().toArray().slice(0, MAX_LINES) as Element[]) {
      if ($(sib).is(`${CHROME},script,style,template,table,ul,ol,dl,form`) || /^h[1-3]$/i.test(sib.tagName)) break;
      // a line the page hides, and struck-through amounts in a line (an earlier price), are not shown to people
      if (hiddenElement(sib) || $(sib).is('del,s,strike')) continue;
      const shown = $(sib).find('del,s,strike,[hidden],[style*="display:none" i],[style*="display: none" i]').length ? $(sib).clone().find('del,s,strike,[hidden],[style*="display:none" i],[style*="display: none" i]').remove().end() : $(sib);
      const text = visibleClean(shown.text());
      if (text.length > MAX_LINE) break;
      if (text) lines.push(text);
    }
    return lines;
  });
}

// a line that is an amount and little else: "€ 389.000 k.k.", "Guide price £425,000", "1.250.000 € VB"
const QUALIFIER_WORDS = 3;
// qualifiers that make the amount another one than the item's price: an earlier or list price, a cost on top
const ANOTHER_AMOUNT = /\b(was|old|list|rrp|msrp|uvp|regular|original|compare|save|saving|discount|off|shipping|delivery|postage|deposit|fees?|charges?|tax|vat|total|statt|avant)\b/i;

/** the first line of the title block that is an amount with a currency, or null */
export function blockPrice(page: Page): Money | null {
  for (const line of titleBlockLines(page).slice(1)) {
    const money = parseMoney(line, false);
    if (!money || !money.symbol || money.amount <= 0) continue;
    // the rest of the line, once the amount and its currency are taken out, is a short qualifier at most
    const rest = line.replace(money.symbol, ' ').replace(/\d[\d\s.,'\u00a0\u202f]*/, ' ').trim();
    // one amount only: a range or a second price ("$5 - $50") is no item's price
    if (!/\d/.test(rest) && rest.split(/\s+/).filter(Boolean).length <= QUALIFIER_WORDS && rest.length <= 24 && !ANOTHER_AMOUNT.test(rest) && !LIST_PRICE_WORDS.test(rest)) return money;
  }
  return null;
}

// a house number: "41", "41-2", "5a", "27/3", "12 bis"; a word of a street or place begins with a capital
const HOUSE_NUMBER = /^\d{1,5}([a-z]|[-/]\d{1,4}[a-z]?|-[A-Z])?$/;
const NAME_WORD = /^\p{Lu}[\p{L}'’.-]*$/u;
// short lowercase words street names hold ("rue de la Paix", "Via del Corso", "Anna van der Berg-straat")
const PARTICLE = /^[\p{Ll}]{1,3}$/u;
// postcodes: digits (with the Dutch letter pair), the UK's outward and inward codes, a US state before a ZIP
const POSTCODE = /^(\d{4,5}(\s?[A-Z]{2})?|[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}|[A-Z]{2}\s\d{5}(-\d{4})?)$/;

const tokens = (part: string): string[] => part.split(/\s+/).filter(Boolean);

/** "Lindengracht 41-2", "218 Maple Ave", "12 rue de la Paix", "Flat 3": name words and one house number */
function streetShaped(part: string): boolean {
  const ws = tokens(part);
  if (ws.length < 2 || ws.length > 7) return false;
  const numbers = ws.filter((w) => HOUSE_NUMBER.test(w));
  const names = ws.filter((w) => NAME_WORD.test(w));
  const other = ws.length - numbers.length - names.length - ws.filter((w) => PARTICLE.test(w)).length;
  // one lowercase word of its own at most: the street's kind ("rue", "via", "straße" written apart)
  return numbers.length === 1 && names.length >= 1 && other <= 1;
}

/** "1015 KD Amsterdam", "10115 Berlin", "Bristol BS3 4QT", "OR 97214": a postcode with a place, or a state and ZIP */
function postcodeShaped(part: string): boolean {
  const ws = tokens(part);
  if (ws.length > 6) return false;
  for (let i = 0; i < ws.length; i++) {
    for (const n of [3, 2, 1]) {
      if (i + n > ws.length || !POSTCODE.test(ws.slice(i, i + n).join(' '))) continue;
      const rest = [...ws.slice(0, i), ...ws.slice(i + n)];
      // the place beside it is name words; a state and ZIP ("OR 97214") stands alone after its city
      if (rest.every((w) => NAME_WORD.test(w) || PARTICLE.test(w)) && (rest.length > 0 || /^[A-Z]{2}\s\d{5}/.test(ws.join(' ')))) return true;
    }
  }
  return false;
}

/** a place name alone between a street and a postcode ("Portland" in "218 Maple Ave, Portland, OR 97214") */
const placeShaped = (part: string): boolean => {
  const ws = tokens(part);
  return ws.length >= 1 && ws.length <= 3 && ws.every((w) => NAME_WORD.test(w) || PARTICLE.test(w)) && NAME_WORD.test(ws[0]);
};

type Shape = 'street' | 'postcode' | 'place';

/** what a comma part of a line could be ("1015 KD Amsterdam" reads as a postcode and as a street), [] when none */
function shapesOf(part: string): Shape[] {
  const out: Shape[] = [];
  if (streetShaped(part)) out.push('street');
  if (postcodeShaped(part)) out.push('postcode');
  if (!out.length && placeShaped(part)) out.push('place');
  return out;
}

/** one part can be the street and another the postcode */
function streetAndPostcode(parts: Shape[][]): boolean {
  return parts.some((a, i) => a.includes('street') && parts.some((b, j) => j !== i && b.includes('postcode')));
}

/**
 * The address the title block writes: up to three consecutive lines whose every comma part is a street,
 * a postcode with its place, or a place, one part a street and another a postcode. Null when none.
 */
export function blockAddress(page: Page): string | null {
  return page.remember('blockAddress', () => {
    const lines = titleBlockLines(page);
    // each line's parts' shapes, or null when a part has none (a price, a sentence)
    const shaped = lines.map((line) => {
      const parts = line.split(/\s*,\s*/).filter(Boolean).map(shapesOf);
      return parts.length && parts.every((p) => p.length) ? parts : null;
    });
    for (let start = 0; start < lines.length; start++) {
      if (!shaped[start]) continue;
      for (let end = start; end < lines.length && end - start < 3 && shaped[end]; end++) {
        if (streetAndPostcode(shaped.slice(start, end + 1).flat() as Shape[][])) return lines.slice(start, end + 1).join(', ');
      }
    }
    return null;
  });
}
