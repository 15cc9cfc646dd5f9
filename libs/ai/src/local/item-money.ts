// The money of an item's facts: a price or a fee (or "Free" as 0), and a salary as jobs write it (a range, its
// currency after the high end, figures in thousands, a period beside it). Read by item-facts.ts's readers.
import { visibleClean } from './item-labels.js';
import { parseMoney } from './values.js';
import { withThousands } from './thousand-figures.js';
import { labelAlternatives } from './label-languages.js';

export const money = (raw: string): number | null => {
  const m = parseMoney(raw, true);
  return m && m.amount > 0 ? m.amount : null;
};
// a price stated as none: "Free", "Free entry", "Free of charge" (a value of a few words, no figure): 0
// ("Free, booking required": a clause after it that names no sum leaves it free; "Free for members, £8" does not)
export const FREE = /^free(?:\s+(?:entry|admission|of charge|event|to attend))?(?:[.!]|\s*[,;(–—-]\s*[^\d\p{Sc}]*)?$/iu;
export const moneyOrFree = (raw: string): number | null => money(raw) ?? (FREE.test(visibleClean(raw)) ? 0 : null);

// a salary named in a sentence's words, in any label language; the money in such a line has its currency
export const SALARY_WORD = new RegExp(`(?<!\\p{L})(?:salary|salaries|wages?|remuneration|${labelAlternatives('salary')})(?!\\p{L})`, 'iu');
export const currencyMoney = (raw: string): number | null => {
  const m = parseMoney(withThousands(raw));
  return m && m.amount > 0 && m.symbol ? m.amount : null;
};

// a range whose currency follows its high end ("RAL 32.000 – 36.000 € lordi", "30,000 to 35,000 GBP", "9 500 –
// 12 000 zł") is the low end in that currency: the high figure (its thousands spaced too) is cut so the currency
// reads with the low one; a currency written in letters ("zł", "kr", "Kč") follows as the symbols do
const RANGE_BEFORE_CURRENCY = /(\d(?:[\d.,\s]*\d)?)\s*(?:[-–—]|\s(?:to|a|bis|à|do|till)\s)\s*\d[\d.,]*(?:\s\d{3}(?!\d))*(?=\s?(?:\p{Sc}|[A-Z]{3}\b|zł|kr\b|Kč|Ft\b|lei\b))/u;
// ("€70k – €90k", "42 - 48 k€": its figures in thousands, thousand-figures.ts)
const rangeMoney = (raw: string): number | null => money(withThousands(raw).replace(RANGE_BEFORE_CURRENCY, '$1'));
// a value written on lines ("£42,120 - £47,890<br>A pension with an employer contribution of 28.97%") is the pay
// on its first line with a currency; the lines after it are notes on the package
export const salaryMoney = (raw: string): number | null =>
  rangeMoney(raw) ?? (raw.includes('\n') ? rangeMoney(raw.split(/\s*\n\s*/).find((l) => currencyMoney(l) !== null) ?? '') : null);

// a figure labelled by its pay period ("£36,000" over "per year") is what the job pays
export const PAY_PERIOD = '(?:per|an?|each)\\s+(?:year|annum|hour|month|week|day)|p\\.?a\\.?|annually|yearly';
