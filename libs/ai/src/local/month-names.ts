// The calendar's names as one table: the months, English's and those of the other languages label-languages.ts reads
// (a date in words, "12 March 2027", "12 janvier 2027", "3. März 2026", "2 maart 2027", reads as its English one
// does), and the English weekdays.
// Lower case, accents kept; the first three letters of most names are the same month in every language, so each
// name is listed whole. English is also written short ("Mar", "Sept"); the others are matched only in a date's
// shape (a day and a year beside them): alone, "Mars", "Mai Tai" or "mayo" are words of English text.
const ENGLISH = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const NAMES: Record<string, string[]> = {
  de: ['januar', 'februar', 'märz', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'dezember'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  it: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
  pt: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
};

const longestFirst = (names: Iterable<string>): string => [...new Set(names)].sort((a, b) => b.length - a.length).join('|');

// The English weekdays, whole; written short they open with their first three letters ("Tue", "Thurs", "Sat.")
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
/** the English weekdays' first three letters ("mon" ... "sun"): the stem every spelling of a weekday opens with */
export const ENGLISH_WEEKDAY_STEMS = WEEKDAYS.map((n) => n.slice(0, 3));
/** the alternatives of a regular expression for an English weekday written whole */
export const ENGLISH_WEEKDAYS = WEEKDAYS.join('|');

/** the English months' first three letters, in order ("jan" ... "dec"): the stem every English spelling of a month opens with */
export const ENGLISH_MONTH_STEMS = ENGLISH.map((n) => n.slice(0, 3));

// English as written whole or short: "January", "Jan", "Sept"
const ENGLISH_NUMBER = new Map<string, number>();
ENGLISH.forEach((n, i) => [n, n.slice(0, 3)].forEach((w) => ENGLISH_NUMBER.set(w, i + 1)));
ENGLISH_NUMBER.set('sept', 9);

/** the alternatives of a regular expression for an English month, whole or short ("march", "mar", "sept"), longest first */
export const ENGLISH_MONTHS = longestFirst(ENGLISH_NUMBER.keys());

/** an English month's number from its name, whole or short ("March", "Mar", "Sept" -> 3, 3, 9), or 0 */
export const englishMonth = (name: string): number => ENGLISH_NUMBER.get(name.toLowerCase()) ?? 0;

const NUMBER = new Map<string, number>();
for (const names of Object.values(NAMES)) names.forEach((n, i) => NUMBER.set(n, i + 1));

/** the alternatives of a regular expression for the other languages' month names, longest first: only for a date's shape */
export const OTHER_MONTHS = longestFirst(NUMBER.keys());

/** a month's number from its name in another language ("janvier" -> 1), or 0 */
export const otherMonth = (name: string): number => NUMBER.get(name.toLowerCase()) ?? 0;
