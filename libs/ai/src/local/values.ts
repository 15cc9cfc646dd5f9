// Type-aware parsing of strings found on a page: prices, numbers, dates, availability, identifiers.

import { ENGLISH_MONTH_STEMS } from './month-names.js';
const CURRENCY_SYMBOLS: Record<string, string> = {
  $: 'USD', '€': 'EUR', '£': 'GBP', '¥': 'JPY', '₽': 'RUB', '₹': 'INR', '₩': 'KRW', '₺': 'TRY', '₴': 'UAH',
  '₪': 'ILS', '₫': 'VND', '฿': 'THB', '₱': 'PHP', 'zł': 'PLN', 'kč': 'CZK', 'руб': 'RUB', 'р.': 'RUB', 'lei': 'RON',
  'kr': 'SEK', 'rs': 'INR', 'r$': 'BRL', 'us$': 'USD', 'c$': 'CAD', 'a$': 'AUD', 'nt$': 'TWD', 'hk$': 'HKD', 'chf': 'CHF',
  'ft': 'HUF', 'din': 'RSD', 'грн': 'UAH', 'тг': 'KZT', '₸': 'KZT', 'лв': 'BGN', '원': 'KRW', '円': 'JPY', '元': 'CNY', 'kn': 'HRK',
};
const ISO_CODES = /\b(USD|EUR|GBP|JPY|RUB|RUR|INR|KRW|TRY|UAH|ILS|VND|THB|PHP|PLN|CZK|RON|SEK|NOK|DKK|BRL|CAD|AUD|TWD|HKD|CHF|HUF|RSD|KZT|BGN|CNY|MXN|CLP|COP|ARS|PEN|ZAR|NZD|SGD|MYR|IDR|PKR|AED|SAR|EGP|NGN)\b/;
const SYMBOL_RE = /(US\$|NT\$|HK\$|R\$|C\$|A\$|[$€£¥₽₹₩₺₴₪₫฿₱₸원円元]|zł|Kč|руб|грн|лв|\bkn\b|\bRs\.?|\blei\b|\bkr\b|\bCHF\b|\bFt\b)/i;

// a written amount: digits, thousands groups of exactly three (space, dot, comma, apostrophe), decimals; it
// starts at a run's first digit and is bounded (15 digits, 6 groups) so a long run of digits is read in linear time
const NUM = "(?<!\\d)\\d{1,15}(?:[ \\u00a0\\u202f.,']\\d{3}){0,6}(?:[.,]\\d{1,2})?(?!\\d)";

// currencies written with three minor digits ("KWD 1.250"): there a dot and three digits are decimals
const THREE_DECIMALS = /^(BHD|IQD|JOD|KWD|LYD|OMR|TND)$/;

export interface Money {
  amount: number;
  currency: string | null;
  /** the currency as written (symbol or code) */
  symbol: string | null;
  /** "229.990" is 229.99 or 229990 (dot thousands, as in CLP or EUR shops): the second reading, when it exists */
  thousands?: number;
}

/** The decimal number in a string, reading "1.234,56", "1,234.56", "1 234" and "12,99" the way they are meant. */
export function parseNumber(text: string): number | null {
  const m = /[-+]?\d[\d\s.,'\u00a0\u202f]*/.exec(text);
  if (!m) return null;
  let s = m[0].replace(/[\s\u00a0\u202f']/g, '').replace(/[.,]+$/, '');
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    s = s.split(thousands).join('').replace(decimal, '.');
  } else if (lastComma >= 0) {
    const parts = s.split(',');
    // one comma followed by exactly three digits is a thousands separator ("1,299"), otherwise a decimal comma
    s = parts.length > 2 || (parts.length === 2 && parts[1].length === 3) ? parts.join('') : parts.join('.');
  } else if (lastDot >= 0) {
    const parts = s.split('.');
    if (parts.length > 2) s = parts.join('');
  }
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

export function currencyCode(text: string): string | null {
  const iso = ISO_CODES.exec(text.toUpperCase());
  if (iso) return iso[1] === 'RUR' ? 'RUB' : iso[1];
  const sym = SYMBOL_RE.exec(text);
  if (!sym) return null;
  const key = sym[1].toLowerCase().replace(/\.$/, '');
  return CURRENCY_SYMBOLS[key] ?? CURRENCY_SYMBOLS[sym[1]] ?? null;
}

export function currencySymbol(text: string): string | null {
  const sym = SYMBOL_RE.exec(text);
  if (sym) return sym[1];
  const iso = ISO_CODES.exec(text.toUpperCase());
  return iso ? iso[1] : null;
}

/** A price in a short text: a number with a currency next to it (or a bare number when `bare` allows it). */
export function parseMoney(text: string, bare = false): Money | null {
  const t = text.replace(/\s+/g, ' ').trim();
  if (!t || t.length > 80) return null;
  const near = new RegExp(`(${SYMBOL_RE.source}|${ISO_CODES.source})\\s?(${NUM})|(${NUM})\\s?(${SYMBOL_RE.source}|${ISO_CODES.source}|,-)`, 'i');
  const m = near.exec(t);
  let numText: string | null = null;
  let sym: string | null = null;
  if (m) {
    numText = m[4] ?? m[5] ?? null;
    sym = m[1] ?? m[6] ?? null;
  } else if (bare && /^\D{0,12}\d[\d\s.,'\u00a0]*\D{0,12}$/.test(t)) {
    numText = t;
  }
  if (!numText) return null;
  const amount = parseNumber(numText);
  if (amount === null || amount < 0) return null;
  const symbol = sym && sym !== ',-' ? sym.trim() : null;
  const money: Money = { amount, currency: symbol ? currencyCode(symbol) : null, symbol };
  const dotGroup = /^[^\d]*(\d{1,3})\.(\d{3})[^\d.,]*$/.exec(numText.trim());
  if (dotGroup) {
    money.thousands = Number(dotGroup[1] + dotGroup[2]);
    // "€ 389.000": a currency of two minor digits has no third decimal, so the dot groups thousands
    // (a bare number stays ambiguous: its reader weighs the page's evidence)
    if (money.currency && !THREE_DECIMALS.test(money.currency) && !dotGroup[1].startsWith('0')) money.amount = money.thousands;
  }
  return money;
}

/** every amount with its currency in a text, in order, with where it stands ("USD 1,299.00 / month Deposit USD 2,598.00": two) */
export function moneySpans(text: string): Array<{ start: number; end: number; money: Money }> {
  const near = new RegExp(`(${SYMBOL_RE.source}|${ISO_CODES.source})\\s?(${NUM})|(${NUM})\\s?(${SYMBOL_RE.source}|${ISO_CODES.source}|,-)`, 'gi');
  const out: Array<{ start: number; end: number; money: Money }> = [];
  for (const m of text.matchAll(near)) {
    const money = parseMoney(m[0]);
    if (money && money.symbol) out.push({ start: m.index, end: m.index + m[0].length, money });
  }
  return out;
}

const OUT_OF_STOCK = /(out[\s-]of[\s-]stock|indisponible|nicht auf lager|sin stock|no hay stock|sem estoque|brak towaru|není skladem|vypredané|nedostupné|sold[\s-]?out|currently unavailable|not available|unavailable|no longer available|discontinued|ausverkauft|nicht (mehr )?verfügbar|nicht lieferbar|agotado|no disponible|esgotado|indisponível|épuisé|rupture de stock|non disponible|esaurito|non disponibile|niet (meer )?leverbaar|uitverkocht|brak w magazynie|niedostępny|нет в наличии|недоступ|распродан|товар закончился|stokta yok|tükendi|slutsåld|utsolgt|udsolgt|品切れ|在庫切れ|缺货|售罄)/i;
const IN_STOCK = /(in[\s-]stock|dobavljivo|na zalogi|na stanju|raktáron|varastossa|only \d+ left|order (it )?now|ordina subito|solo \d+|nur noch \d+|plus que \d+|quedan? \d+|skladem|na sklade|ships (in|within)|available|add to (cart|bag|basket)|buy now|auf lager|lieferbar|verfügbar|en stock|disponible|disponibile|op voorraad|dostępny|в наличии|stokta|på lager|i lager|在庫あり|有货|现货)/i;

/** schema.org availability ("InStock" / "OutOfStock") from a URL, token or phrase. */
export function parseAvailability(text: string): 'InStock' | 'OutOfStock' | null {
  const t = text.trim();
  if (!t) return null;
  const token = /(?:schema\.org\/)?(InStock|OutOfStock|SoldOut|Discontinued|PreOrder|PreSale|BackOrder|LimitedAvailability|OnlineOnly|InStoreOnly)\b/i.exec(t);
  if (token) {
    const k = token[1].toLowerCase();
    return k === 'outofstock' || k === 'soldout' || k === 'discontinued' ? 'OutOfStock' : 'InStock';
  }
  if (OUT_OF_STOCK.test(t)) return 'OutOfStock';
  if (/^(true|yes|1|instock|in_stock|available)$/i.test(t)) return 'InStock';
  if (/^(false|no|0|outofstock|out_of_stock|oos)$/i.test(t)) return 'OutOfStock';
  if (IN_STOCK.test(t)) return 'InStock';
  return null;
}

export function isOutOfStockPhrase(text: string): boolean {
  return OUT_OF_STOCK.test(text);
}

const NAMED_MONTH = new RegExp(`(?<![a-z])(?:${ENGLISH_MONTH_STEMS.join('|')})`, 'i');

/** An ISO 8601 date (or date-time when the text has a time) from common written forms. */
export function parseDate(text: string): string | null {
  const t = text.trim();
  const iso = /(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2})?(?:\.\d+)?)(Z|[+-]\d{2}:?\d{2})?)?/.exec(t);
  if (iso) return iso[2] ? `${iso[1]}T${iso[2]}${iso[3] ?? ''}` : iso[1];
  const dmy = /\b(\d{1,2})[./](\d{1,2})[./](\d{4})\b/.exec(t);
  if (dmy) return `${dmy[3]}-${dmy[2].padStart(2, '0')}-${dmy[1].padStart(2, '0')}`;
  // a year and words that name no month ("London : Faber & Faber, 2019.") is no date: Date() would invent 1 January
  if (/\d{4}/.test(t) && /[a-z]{3}/i.test(t) && NAMED_MONTH.test(t)) {
    const d = new Date(t.replace(/(\d)(st|nd|rd|th)\b/g, '$1').replace(/^[A-Za-z]+:\s*/, ''));
    if (!Number.isNaN(d.getTime())) return d.toISOString().slice(0, 10);
  }
  return null;
}

/** An identifier: a token of letters, digits and separators, without spaces. */
export function parseIdentifier(text: string): string | null {
  const t = text.replace(/^[\s:#№]+|[\s.;,]+$/g, '');
  if (!t || t.length > 64) return null;
  const m = /^[A-Za-z0-9][A-Za-z0-9._\-/]*$/.exec(t);
  return m && /\d/.test(t) ? t : m && t.length >= 3 && t.length <= 40 && !/\s/.test(t) ? t : null;
}

export function parseGtin(text: string): string | null {
  const digits = text.replace(/[\s-]/g, '');
  const m = /(?:^|\D)(\d{8}|\d{12,14})(?:\D|$)/.exec(digits);
  return m ? m[1] : null;
}

export function parseEmail(text: string): string | null {
  const m = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/.exec(text.replace(/^mailto:/i, ''));
  return m ? m[0] : null;
}

export function parsePhone(text: string): string | null {
  const m = /\+?\d[\d\s().-]{6,}\d/.exec(text.replace(/^tel:/i, ''));
  return m ? m[0].trim() : null;
}

export function absoluteUrl(href: string, base: string): string | null {
  try {
    return new URL(href.trim(), base).toString();
  } catch {
    return null;
  }
}

export function cleanText(text: string): string {
  // direction marks ("Publisher ‏ : ‎ Harbour Press" on some shops) are invisible: never a value of their own
  return text.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').replace(/\s+/g, ' ').trim();
}
