// The period an amount is paid for: "USD 1,299.00 / month", "£1,200 pcm", "€89 per night", "450 € pro
// Monat", "1 200 € par mois", "$52,000 a year", "monthly rent $1,299". An amount with a period is a rent,
// a fee or a salary of that period: still the item's price, said for a month, a week, a year, a day.
export type Period = 'month' | 'week' | 'year' | 'day' | 'night';

// the period's words (English, German, French, Spanish, Dutch, Italian) and their short forms
const UNITS: Array<[Period, string]> = [
  ['month', 'months?|mo|mos|mth|mnth|monat|monats?|mois|mes|meses|maand|mese|calendar month'],
  ['week', 'weeks?|wk|woche|semaine|semana|settimana'],
  ['year', 'years?|yr|annum|jahr|an|année|año|jaar|anno'],
  ['night', 'nights?|nacht|nuit|noche|notte'],
  ['day', 'days?|tag|jour|día|dag|giorno'],
];
// one word that says the period alone ("pcm", "monthly", "monatlich", "p.a.")
const ADVERBS: Array<[Period, string]> = [
  ['month', 'pcm|p\\.?c\\.?m\\.?|p\\.?m\\.?|monthly|monatlich|mtl\\.?|mensuel(?:le)?|mensual|maandelijks|mensile'],
  ['week', 'pw|p\\.?w\\.?|weekly|wöchentlich|hebdomadaire|semanal|wekelijks'],
  ['year', 'pa|p\\.?a\\.?|yearly|annually|jährlich|annuel(?:le)?|anual|jaarlijks|annuo'],
  ['night', 'nightly'],
  ['day', 'daily|täglich'],
];
// what joins an amount to its unit: "/", "per", "a", "an", "each", "pro", "par", "por", "al", "im", "la"
const JOIN = '(?:/\\s*|per\\s+|an?\\s+|each\\s+|every\\s+|pro\\s+|par\\s+|por\\s+|al\\s+|im\\s+|la\\s+|el\\s+|le\\s+|the\\s+)';

const unitPattern = (units: string): string => `(?:${units})`;
const AFTER = new RegExp(`^\\s*(?:(?:${JOIN}(${UNITS.map(([, u]) => unitPattern(u)).join('|')}))|(${ADVERBS.map(([, a]) => a).join('|')}))(?![\\p{L}\\d])\\.?`, 'iu');

function periodOfWord(word: string, table: Array<[Period, string]>): Period | null {
  for (const [period, words] of table) if (new RegExp(`^(?:${words})$`, 'iu').test(word.trim())) return period;
  return null;
}

/** the period phrase right after an amount ("/ month", " per night", " pcm") and its length, or null */
export function periodAfter(text: string): { period: Period; length: number } | null {
  const m = AFTER.exec(text);
  if (!m) return null;
  const period = m[1] ? periodOfWord(m[1], UNITS) : periodOfWord(m[2], ADVERBS);
  return period ? { period, length: m[0].length } : null;
}

// the same words before an amount ("monthly rent", "Rent per month:"): only whole words
const BEFORE = new RegExp(`(?:^|[^\\p{L}])(?:${JOIN}(${UNITS.map(([, u]) => unitPattern(u)).join('|')})|(${ADVERBS.map(([, a]) => a).join('|')}))(?![\\p{L}])`, 'iu');

/** a period named in the words before an amount ("Monthly rent:", "Rent per week"), or null */
export function periodBefore(text: string): Period | null {
  const m = BEFORE.exec(text);
  if (!m) return null;
  return m[1] ? periodOfWord(m[1], UNITS) : periodOfWord(m[2], ADVERBS);
}

/** a word that only says a period ("monthly", "month", "pcm", "weekly"): how a price is said, not another thing */
export function isPeriodWord(word: string): boolean {
  return periodOfWord(word, UNITS) !== null || periodOfWord(word, ADVERBS) !== null;
}

/** the period a field asks its price for ("monthly rent", "rent_per_week"), or null */
export function askedPeriod(name: string, description: string): Period | null {
  return periodBefore(`${description} ${name.replace(/[_\-.]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2')}`);
}

// A measure an amount is said per ("€ 3,941 per m²", "$4.99/lb", "£2.10 per 100 g", "Price per sq ft"):
// a unit price, which is not the item's price when the page gives a whole one. A period (above) is
// another thing: a rent or a salary is the item's price for that time.
const MEASURES = [
  'm²|m2|qm|sq\\.?\\s?m|square\\s+met(?:re|er)s?|sq\\.?\\s?ft|sqft|ft²|square\\s+f(?:oo|ee)t|acres?|hectares?|ha',
  '(?:100\\s?)?(?:g|gr|grams?|gramm|ml)|kg|kilos?|kilograms?|lbs?|pounds?|oz|ounces?',
  'l|ltr|lit(?:re|er)s?|gal|gallons?',
  'm|met(?:re|er)s?|lfm|running\\s+met(?:re|er)',
].join('|');
// "per", "/", "pro", "par", "por", "je", "au", "le", "al", "a", "the"
const PER = '(?:/\\s*|per\\s+|pro\\s+|par\\s+|por\\s+|je\\s+|au\\s+|le\\s+|al\\s+|the\\s+|an?\\s+)';
const UNIT_AFTER = new RegExp(`^\\s*${PER}(?:${MEASURES})(?![\\p{L}\\d])`, 'iu');
// in a label or the words before an amount: "Price per m²", "€/m²", "Unit price", "Grundpreis", "Prix au m²"
const UNIT_WORDS = new RegExp(`(?:^|[^\\p{L}])(?:${PER}(?:${MEASURES})(?![\\p{L}\\d])|unit\\s+price|price\\s+per\\s+unit|grundpreis|prix\\s+unitaire|precio\\s+unitario|prezzo\\s+unitario|eenheidsprijs)`, 'iu');

/** the words right after an amount say a measure it is per ("/m²", " per kg", " per 100 g") */
export function unitAfter(text: string): boolean {
  return UNIT_AFTER.test(text);
}

/** a label or a price's text that says its amount is per a measure ("Price per m²", "EUR 3,941 / m²", "Unit price") */
export function saysUnitPrice(text: string): boolean {
  return UNIT_WORDS.test(text);
}
