// The months' names in the other languages label-languages.ts reads (English's are item-dates.ts's own MONTH), as one table: a date in words
// ("12 janvier 2027", "3. März 2026", "2 maart 2027") reads as its English one does. Lower case, accents kept;
// the first three letters of most names are the same month in every language, so each name is listed whole.
const NAMES: Record<string, string[]> = {
  de: ['januar', 'februar', 'märz', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'dezember'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  it: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
  pt: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
};

const NUMBER = new Map<string, number>();
for (const names of Object.values(NAMES)) names.forEach((n, i) => NUMBER.set(n, i + 1));

/** the alternatives of a regular expression for the other languages' month names, longest first */
export const OTHER_MONTHS = [...NUMBER.keys()].sort((a, b) => b.length - a.length).join('|');

/** a month's number from its name in another language ("janvier" -> 1), or 0 */
export const otherMonth = (name: string): number => NUMBER.get(name.toLowerCase()) ?? 0;
