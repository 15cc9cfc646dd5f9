// Relative times ("3 hours ago", "vor 2 Tagen", "il y a 5 minutes", "yesterday", "just now") as
// one grammar rather than a regex per wording: a phrase is a quantity and a unit with the
// language's marker before or after it, or one of a few fixed words. Every phrase it matches is
// a clock reading relative to now, so a later load reads differently with nothing changed.

/** Quantities: digits, or the words for "a", "one", "a few" in the languages below. */
const QUANTITY = ['\\d+(?:[.,]\\d+)?', 'a', 'an', 'one', 'a few', 'several', 'a couple of', 'einem', 'einer', 'eine', 'ein paar', 'wenigen', 'un', 'une', 'quelques', 'una', 'uno', 'unos', 'unas', 'pochi', 'een', 'enkele', 'um', 'uma'];

/** Units of time, full and short, in English, German, French, Spanish, Portuguese, Italian, Dutch. */
const UNIT = [
  // English, with the short forms of feeds and forums ("5m", "3 hrs", "2d").
  's', 'secs?', 'seconds?', 'm', 'mins?', 'minutes?', 'h', 'hrs?', 'hours?', 'd', 'days?', 'w', 'wks?', 'weeks?', 'mo', 'mos', 'months?', 'y', 'yrs?', 'years?',
  // German.
  'sek', 'sekunden?', 'min', 'minuten?', 'std', 'stunden?', 'tag(?:en|e)?', 'wochen?', 'monat(?:en|e)?', 'jahr(?:en|e)?',
  // French.
  'secondes?', 'heures?', 'jours?', 'semaines?', 'mois', 'ans?', 'années?',
  // Spanish and Portuguese.
  'segundos?', 'minutos?', 'horas?', 'd[ií]as?', 'semanas?', 'mes(?:es)?', 'mês', 'años?', 'anos?',
  // Italian.
  'secondi', 'minut[oi]', 'or[ae]', 'giorn[oi]', 'settiman[ae]', 'mes[ei]', 'ann[oi]',
  // Dutch.
  'seconden', 'minuten', 'minuut', 'uur', 'dag(?:en)?', 'weken', 'week', 'maand(?:en)?', 'jaar', 'jaren',
];

/** Markers before the quantity ("vor 3 Tagen", "il y a 3 jours", "hace 3 días", "há 3 dias"). */
const BEFORE = ['vor', 'il y a', 'hace', 'há', 'faz'];
/** Markers after the unit ("3 days ago", "3 giorni fa", "3 dagen geleden", "3 dias atrás"). */
const AFTER = ['ago', 'fa', 'geleden', 'atrás', 'atras'];
/** Fixed words that are a relative time by themselves. */
const FIXED = [
  'just now', 'right now', 'moments? ago', 'a moment ago', 'yesterday', 'today at',
  'gerade eben', 'soeben', 'gestern', 'heute um',
  "à l'instant", 'hier à', "aujourd'hui à",
  'ahora mismo', 'justo ahora', 'hace un momento', 'ayer', 'hoy a las',
  'agora mesmo', 'agora há pouco', 'ontem',
  'proprio ora', 'poco fa', 'ieri',
  'zojuist', 'gisteren', 'net nu',
];

const alt = (words: string[]) => `(?:${words.map((w) => w.replace(/ /g, '\\s+')).join('|')})`;
const QTY_UNIT = `${alt(QUANTITY)}\\s*${alt(UNIT)}\\.?`;
// Letters on either side end a phrase (Unicode-aware: \b does not know "días" or "mês").
const START = '(?<![\\p{L}\\p{N}])';
const END = '(?![\\p{L}\\p{N}])';

/** Matches every relative time the grammar knows, anywhere in a line. */
export const RELATIVE_TIME = new RegExp(`${START}(?:${alt(BEFORE)}\\s+${QTY_UNIT}|${QTY_UNIT}\\s+${alt(AFTER)}|${alt(FIXED)})${END}`, 'giu');
