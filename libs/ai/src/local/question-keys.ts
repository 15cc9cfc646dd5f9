// A field's key typed as a question or a request, with no description (a no-code tool's column header is the
// question: "Who wrote it?", "Where is the gig", "Read it to me"): it is read as a description is, not split
// into a label's words. And the openers of speech ("Hey,", "OK so,") that ask nothing.
import { QUESTION } from './noun-phrase.js';

// the words a spoken request opens with before its question ("hey, who ...", "ok so, where ..."): they ask nothing
const OPENER = '(?:hey|hi|hello|ok|okay|so|well|um+|uh+|oh|yo|right|alright)';
const INTERJECTION = new RegExp(`^\\s*(?:${OPENER}\\s*[,!.]+\\s*|${OPENER}\\s+(?=(?:who|what|when|where|which|how|${OPENER})\\b))+`, 'i');

/** a request without the interjection it opens with ("Hey, who is it by?": "who is it by?") */
export const withoutInterjection = (text: string): string => text.replace(INTERJECTION, '');

// the verbs a request to the reader opens with ("read it to me", "tell me where it is", "give me the price")
const REQUEST_OPENING = /^(?:please\s+|pls\s+|kindly\s+)?(?:read|recite|narrate|tell|give|show|find|get|extract|say|return|fetch|grab|pull|list)\b/i;

/**
 * A key that is a question or a request as a person types one: a question word opening words with spaces or a
 * question mark ("Where is it?", "who's it by"), a question word alone ("Where"), or a request verb opening a
 * sentence ("Read it to me"). An identifier (`where_held`, `whatsNew`) and a label ("Location") are not.
 */
export function keyAsks(key: string): boolean {
  const said = withoutInterjection(key).trim();
  if (!said) return false;
  const words = said.replace(/[?!.]+$/, '').split(/\s+/);
  const first = words[0].toLowerCase().replace(/'s$/, '');
  if (words.length === 1) return /^(who|where|when)$/i.test(first) || (/\?$/.test(said) && QUESTION.test(first));
  return QUESTION.test(first) || REQUEST_OPENING.test(said);
}

// the words around a request to read the item itself ("read it to me", "read this out loud", "read me the thing")
const ITSELF = new Set(['it', 'this', 'that', 'me', 'us', 'to', 'out', 'aloud', 'loud', 'the', 'whole', 'thing', 'all', 'of', 'for', 'back', 'everything', 'please', 'page', 'here']);

/** a request to read out the item itself, naming nothing in it: its whole text ("read it to me", "recite it all") */
export function readsItself(text: string): boolean {
  const m = /^\s*(?:please\s+)?(?:read|recite|narrate)\b(.*)$/i.exec(withoutInterjection(text));
  if (!m) return false;
  const rest = m[1].toLowerCase().split(/[^\p{L}']+/u).filter(Boolean);
  return rest.length > 0 && rest.length <= 8 && rest.every((w) => ITSELF.has(w));
}

// the prepositions a place is asked by ("based in", "located at", "near")
const PLACE_PREPOSITION = /^(?:in|at|near|within)$/;
// the prepositions a question is asked for ("for how many", "for whom")
const FOR = /^(?:for|to)$/;

/**
 * A key that is a phrase with no noun, read by its head as the question it asks: a place's preposition, after a
 * participle or alone ("based in", "located at", "in"), asks where the item is; "for" before a count's question
 * ("for how many") asks how many people it is for (a recipe's servings, a table's seats). Null for any other key.
 */
export function nounlessQuestion(key: string): string | null {
  // (words a person types apart; an identifier's "_at" is its timestamp: `published_at`, `createdAt`)
  if (/[_A-Z]/.test(key.replace(/^\s*\p{Lu}/u, ''))) return null;
  const words = withoutInterjection(key).trim().toLowerCase().replace(/[?!.]+$/, '').split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 4) return null;
  const last = words[words.length - 1];
  if (PLACE_PREPOSITION.test(last) && (words.length === 1 || (words.length === 2 && /\p{L}{3}ed$/u.test(words[0])))) return `where is it ${words.slice(0, -1).join(' ')}`.trim();
  if (words.length === 3 && FOR.test(words[0]) && words[1] === 'how' && /^(?:many|much)$/.test(words[2])) return words[2] === 'many' ? 'how many people is it for' : 'how much is it';
  return null;
}
