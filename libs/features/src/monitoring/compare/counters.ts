// Counters that tick on their own (views, likes, shares, reactions, followers...) as one grammar: a
// count next to a word that names what people do to a page, in either order ("1.2K likes",
// "Likes: 12", "Aufrufe 340"), or next to the icon a site shows for it ("♥ 12", "👍 5"). Each
// reading is replaced by a placeholder: the page did not change when one more person liked it.
// Counts of content (replies, comments, items, reviews, stock) are not counters here: a reply or a
// review added is itself a change, and "3 left" is what people watch.

/** A count as pages print it: 1234, 1,234, 1.234, 1 234, 1.2K, 12k+, 3M. */
const COUNT = "(?:\\d{1,3}(?:[,.'\\u00a0\\u202f ]\\d{3})+|\\d+)(?:[.,]\\d+)?(?:\\s?[kKmM])?\\+?";

/**
 * What people do to a page, counted, as a label a count may follow ("Likes: 12", "Aufrufe 340"):
 * English, German, French, Spanish, Portuguese, Italian, Dutch.
 */
const LABELS = [
  'views?', 'page ?views?', 'visitors?', 'viewers?', 'likes?', 'dislikes?', 'upvotes?', 'downvotes?', 'hearts?', 'claps?', 'kudos',
  'favou?rites?', 'faves?', 'reactions?', 'retweets?', 'reposts?', 'followers?', 'subscribers?', 'watchers?', 'online',
  'aufrufe', 'ansichten', 'gefällt mir(?:-angaben)?', 'follower', 'abonnenten',
  'vues', "j['’]aime", 'abonnés',
  'visitas', 'vistas', 'visualizaciones', 'me gusta', 'seguidores',
  'visualizações', 'curtidas',
  'visualizzazioni', 'mi piace',
  'weergaven', 'vind-ik-leuks', 'volgers',
];
/** ... and the words a count comes before only ("12 people watching", "3 shares", "40 downloads"). */
const AFTER_ONLY = ['visits?', 'reads?', 'plays?', 'listens?', 'downloads?', 'hits?', 'shares?', 'bookmarks?', 'saves?', 'people', 'users?', 'shoppers?', 'watching', 'partages', 'compartidos', 'compartilhamentos', 'condivisioni', 'teilungen'];

/** Icons sites print beside a count of likes or views (stars are ratings, speech bubbles comments: content). */
const ICONS = ['♥', '❤', '♡', '👍', '👁'];

const alt = (words: string[]) => `(?:${words.map((w) => w.replace(/ /g, '\\s+')).join('|')})`;
const START = '(?<![\\p{L}\\p{N}$€£¥.,])';
const END = '(?![\\p{L}\\p{N}%])';

/** "1.2K likes", "12 people watching". */
const COUNT_FIRST = new RegExp(`${START}${COUNT}(\\s*${alt([...LABELS, ...AFTER_ONLY])})${END}`, 'giu');
/** "Likes: 12", "Views (1,234)", "Aufrufe 340". */
const LABEL_FIRST = new RegExp(`${START}(${alt(LABELS)}\\s*(?::|\\(|-|–)?\\s*)${COUNT}(\\)?)(?![\\p{L}\\p{N}%.,])`, 'giu');
/** "♥ 12", "👍 5", "12 ♥" (skin tones and the emoji variation selector included). */
const ICON = `${alt(ICONS)}[\\u{1F3FB}-\\u{1F3FF}]?\\uFE0F?`;
const ICON_COUNT = new RegExp(`(${ICON}\\s*)${COUNT}(?!\\p{N})|${START}${COUNT}(\\s*${ICON})`, 'gu');

/** The line with every ticking counter's count replaced by `placeholder`. */
export function replaceCounters(line: string, placeholder: string): string {
  return line
    .replace(COUNT_FIRST, (_m, action: string) => `${placeholder}${action}`)
    .replace(LABEL_FIRST, (_m, label: string, close: string) => `${label}${placeholder}${close}`)
    .replace(ICON_COUNT, (_m, before: string | undefined, after: string | undefined) => (before !== undefined ? `${before}${placeholder}` : `${placeholder}${after}`));
}
