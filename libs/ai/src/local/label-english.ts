// The label languages' words for a field read as its English word (label-languages.ts holds the table): a key
// written in another language ("lieferbar", "verlag", "titre") is read as the English key.
import { LABEL_WORDS, type LabelLanguage, type LabelledField } from './label-languages.js';

// each field's word in English: a key written in another language ("lieferbar", "verlag") is read as it (a
// listing's own words, "posted on" and "notice", name no field a key asks); the request reader's own rows (a
// recipe's times and servings, an image, a source, a count) are read in requests only, not in an icon's class
const ENGLISH: Partial<Record<LabelledField, string>> = {
  publisher: 'publisher', publication_date: 'date', date: 'date', format: 'format', pages: 'pages', author: 'author', place: 'venue',
  company: 'company', salary: 'salary', agent: 'agent', town: 'town', area: 'area', availability: 'availability', price: 'price',
  bedrooms: 'bedrooms', address: 'address',
};
const REQUEST_ENGLISH: Partial<Record<LabelledField, string>> = {
  ...ENGLISH, prep_time: 'prep time', cook_time: 'cook time', total_time: 'total time', servings: 'servings', organizer: 'organizer',
  image: 'image', source: 'source', count: 'number of', title: 'title', brand: 'brand',
};
// a German or Dutch compound of a recipe's time ("Vorbereitungs|zeit", "bereidings|tijd"): the noun before the
// linking s and the word for time is the same label, as the other languages write it alone ("préparation"); a
// head of eight letters or more, so that no short word ("back", "oven", "arbeit") is read so
const TIME_COMPOUND = /^(\p{L}{8,})s(?:zeit|tijd)$/u;
function englishOf(table: Partial<Record<LabelledField, string>>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [field, languages] of Object.entries(LABEL_WORDS) as Array<[LabelledField, Record<LabelLanguage, string[]>]>) {
    const english = table[field];
    if (!english) continue;
    for (const w of Object.values(languages).flat()) {
      if (w.includes(' ')) continue;
      if (!out.has(w)) out.set(w, english);
      const head = TIME_COMPOUND.exec(w)?.[1];
      if (head && table === REQUEST_ENGLISH && !out.has(head)) out.set(head, english);
    }
  }
  return out;
}
const IN_ENGLISH = englishOf(ENGLISH);
const REQUEST_IN_ENGLISH = englishOf(REQUEST_ENGLISH);
// a key that is a posting's participle alone, without the preposition its label line carries ("Veröffentlicht",
// "publié", "pubblicato" of "veröffentlicht am", "publié le"): the date it was posted, as "Posted" asks
for (const w of Object.values(LABEL_WORDS.posted).flat()) {
  const m = /^(\p{L}+)\s+(?:am|le|el|il|op|em|on)$/u.exec(w);
  if (m && !REQUEST_IN_ENGLISH.has(m[1])) REQUEST_IN_ENGLISH.set(m[1], 'posted');
}
/** a key's word that is a label of the table in another language, as the field's English word ("lieferbar" -> "availability"); null otherwise */
export const labelInEnglish = (word: string): string | null => IN_ENGLISH.get(word) ?? null;
/** a request's word that is a label of the table in another language, as the field's English words ("portionen" -> "servings", "anzahl" -> "number of"); null otherwise */
export const requestWordInEnglish = (word: string): string | null => REQUEST_IN_ENGLISH.get(word) ?? null;
