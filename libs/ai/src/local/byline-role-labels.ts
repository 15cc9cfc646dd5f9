// A byline's contributor role before the name ("Recept: Anna", "Words and photos: X"), in English and in the label
// languages (label-languages.ts): the role is no part of the name.
import { escapeRegExp } from './regex-escape.js';
import { labelWords } from './label-languages.js';

// the English roles a byline labels before a name
const BYLINE_ROLES = ['author', 'authors', 'by', 'words', 'text', 'story', 'recipe', 'photo', 'photos', 'photography', 'pictures', 'images', 'writer', 'reporter'];

const ROLE = `(?:${[...new Set([...BYLINE_ROLES, ...labelWords('author'), ...labelWords('byline_role')])].map(escapeRegExp).join('|')})`;
const ROLE_LABEL = new RegExp(`^${ROLE}(?:\\s*(?:[&/,+]|and|und|et|y|e|en|i|och)\\s*${ROLE})*\\s*[:：]\\s+`, 'iu');

/** a byline without a contributor's role label glued before its name ("Recept: Anna", "Words and photos: X"), in any
 * language of the table; a name's own colon ("Jane Doe: Editor") or a section's ("Food: Recipes") is no role label */
export function withoutBylineRole(text: string): string {
  const label = ROLE_LABEL.exec(text);
  // a name follows the label: it begins with a capital
  return label && /^\p{Lu}/u.test(text.slice(label[0].length)) ? text.slice(label[0].length) : text;
}
