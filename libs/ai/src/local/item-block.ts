// What the main item's title block says without labels: its price and its address. Pages that label
// nothing still put them in the short lines after the item's heading ("<h1>Lindengracht 41-2</h1><div>1015
// KD Amsterdam</div><div>€ 389.000 k.k.</div>", "USD 1,299.00 / month Deposit USD 2,598.00"), read by
// their shape: an amount with a currency, a short qualifier and perhaps its period; a street with a
// house number, a postcode with its place. The lines are the one title-block reader's (title-lines.ts).
import type { Page } from './page.js';
import { type Money, moneySpans } from './values.js';
import { LIST_PRICE_WORDS } from './price-text.js';
import { titleBlockLines, titleLines } from './title-lines.js';
import { periodAfter, periodBefore, saysUnitPrice, unitAfter, type Period } from './price-period.js';

export { titleBlockLines };

// a line's amount and its qualifiers: at most a few words before it ("Guide price") and after it ("k.k.", "VB")
const QUALIFIER_WORDS = 3;
const QUALIFIER_CHARS = 24;
// words before an amount that make it another one than the item's price: an earlier or list price, a cost on top
const ANOTHER_AMOUNT = /\b(was|old|list|rrp|msrp|uvp|regular|original|compare|save|saving|discount|off|shipping|delivery|postage|deposit|kaution|caution|fianza|borg|bond|fees?|charges?|service|tax|vat|total|statt|avant|admin|utilities|nebenkosten)\b/i;
// after an amount, the words that still say it is another ("$40 was", "£330 deposit"); "charges comprises",
// "incl. VAT", "+ fees" qualify the price itself
const ANOTHER_AFTER = /\b(was|old|list|rrp|msrp|uvp|regular|original|saved?|saving|discount|off|shipping|delivery|postage|deposit|kaution|caution|fianza|borg|bond|statt|avant)\b/i;
// two amounts joined as a range ("$5 - $50", "€10 to €20"): no one price
const RANGE = /^\s*(?:[-–—]|to|bis|à|a|tot|-\s*)\s*$/i;

export interface BlockPrice extends Money {
  /** the period the amount is for ("/ month"): a rent or a fee of that period */
  period?: Period;
}

interface AmountPhrase {
  money: Money;
  before: string;
  after: string;
  period: Period | null;
  /** said per a measure ("€ 3,941 / m²", "Price per m² € 3,941"): a unit price */
  perUnit: boolean;
}

/**
 * The amounts of a line, each with the words before it (since the last amount and its period) and after
 * it (the rest of the line, for the last one): "USD 1,299.00 / month Deposit USD 2,598.00" is 1,299 a
 * month, then 2,598 after "Deposit". Null when two amounts make a range.
 */
function amountPhrases(line: string): AmountPhrase[] | null {
  const spans = moneySpans(line);
  const out: AmountPhrase[] = [];
  let from = 0;
  for (let i = 0; i < spans.length; i++) {
    const s = spans[i];
    const until = i + 1 < spans.length ? spans[i + 1].start : line.length;
    const gap = line.slice(s.end, until);
    if (i + 1 < spans.length && RANGE.test(gap)) return null;
    const per = periodAfter(gap);
    const before = line.slice(from, s.start);
    const rest = gap.slice(per?.length ?? 0);
    // what follows an amount's period opens the next amount's phrase; after the last amount it is this one's
    const last = i + 1 === spans.length;
    out.push({ money: s.money, before, after: last ? rest : '', period: per?.period ?? periodBefore(before), perUnit: unitAfter(gap) || saysUnitPrice(before) });
    from = s.end + (per?.length ?? 0);
  }
  return out;
}

const words = (s: string): string[] => s.replace(/[()[\]:;,·|•/*]+/g, ' ').split(/\s+/).filter(Boolean);
/** a short qualifier that names no other amount than the item's price */
function priceQualifier(text: string, another: RegExp): boolean {
  const ws = words(text);
  return !/\d/.test(text) && ws.length <= QUALIFIER_WORDS && ws.join(' ').length <= QUALIFIER_CHARS && !another.test(text) && !LIST_PRICE_WORDS.test(text);
}

/**
 * The item's price in its title block: the first amount with a currency whose qualifiers are short and name
 * no other cost (a deposit, fees, shipping, an earlier price); with its period when it has one. When a
 * period is asked ("weekly rent"), an amount of that period, else one that says no period. Null when none.
 */
export function blockPrice(page: Page, asked: Period | null = null): BlockPrice | null {
  // asked for a period: an amount of another period is not the answer (a monthly rent is no weekly one)
  let unsaid: BlockPrice | null = null;
  for (const line of titleBlockLines(page).slice(1)) {
    for (const a of amountPhrases(line) ?? []) {
      if (a.money.amount <= 0 || a.perUnit || !priceQualifier(a.before, ANOTHER_AMOUNT) || !priceQualifier(a.after, ANOTHER_AFTER)) continue;
      const price: BlockPrice = a.period ? { ...a.money, period: a.period } : { ...a.money };
      if (!asked || price.period === asked) return price;
      if (!price.period) unsaid ??= price;
    }
  }
  return unsaid;
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

// a UK postcode's outward part alone ("BS7"): a district, enough beside a place on the line next to the heading
const OUTWARD = /^[A-Z]{1,2}\d[A-Z\d]?$/;
/** "Bristol BS7": name words and an outward code */
const districtShaped = (part: string): boolean => {
  const ws = tokens(part);
  return ws.length >= 2 && ws.length <= 4 && ws.filter((w) => OUTWARD.test(w)).length === 1 && ws.every((w) => OUTWARD.test(w) || NAME_WORD.test(w) || PARTICLE.test(w));
};

/**
 * A weak candidate of the address, read after every other source of it: the line just after the item's heading
 * or the one just before it, when it is two or more comma parts, each a street or a place, the last with a
 * postcode (a full one, or a district's "BS7"): "Gloucester Road, Bishopston, Bristol BS7" under a room's h1, a
 * development's "Willow Meadows, Lutterworth Road, Ashby Parva, Leicestershire LE17 5HT" above a plot's.
 */
export function headingAddressLine(page: Page): string | null {
  return page.remember('headingAddressLine', () => {
    const lines = titleLines(page);
    const near = [lines.find((l) => l.after), lines.find((l) => !l.after)];
    for (const line of near) {
      const parts = line ? line.text.split(/\s*,\s*/).filter(Boolean) : [];
      if (parts.length < 2 || parts.length > 6) continue;
      const last = parts[parts.length - 1];
      if (!(postcodeShaped(last) || districtShaped(last))) continue;
      if (parts.slice(0, -1).every((p) => streetShaped(p) || placeShaped(p))) return parts.join(', ');
    }
    return null;
  });
}
