// Words of a request that stand for a phrase the reader knows, rewritten before it is read (intent.ts):
// the "-ever" pronouns (a free relative: "whoever wrote it" is "the person who wrote it"), the dated acts of
// an entry named by their participle alone ("posted", "date added": the date of that act) and the parts a
// text is made of taken all together ("all paragraphs": the whole text).
import { participle, stem } from './lexicon.js';

// an "-ever" pronoun opening the request is its question ("whoever wrote it" asks who wrote it); inside a phrase it
// is the thing it stands for ("the name of whoever wrote it": the name of the person who wrote it)
const EVER: Record<string, [string, string]> = Object.assign(Object.create(null), {
  whoever: ['who', 'the person who'], whomever: ['who', 'the person who'], whatever: ['what', 'the thing that'],
  whichever: ['which', 'the one that'], whenever: ['when', 'the time when'], wherever: ['where', 'the place where'],
});

/** the "-ever" pronouns read as the question word (at the start) or the phrase (inside) they stand for */
export function everPronouns(text: string): string {
  return text.replace(/\b(?:whoever|whomever|whatever|whichever|whenever|wherever)\b/gi, (word: string, at: number) => {
    const [question, phrase] = EVER[word.toLowerCase()];
    return /^[\s"'“‘]*$/.test(text.slice(0, at)) ? question : phrase;
  });
}

// the acts that put an entry on a page or change it: a page labels each with its date ("Posted 3 May", "Added:",
// "Listed on", "Updated"), so the act's participle alone asks that date
const DATED_ACTS = new Set(['posted', 'added', 'listed', 'uploaded', 'submitted', 'filed', 'created', 'published', 'updated', 'modified', 'edited', 'revised', 'shared', 'announced', 'released', 'issued', 'launched', 'relisted', 'reposted', 'advertised'].map(stem));
// the words around such a participle that ask nothing else: "date posted", "posted on", "when added"
// (and the item itself as the act's subject, "the date it was added", "the day this was posted")
const ITEM_SUBJECT = new Set(['it', 'this', 'was', 'is', 'were', 'been', 'got', 'has', 'had']);
const DATE_WORDS = new Set(['date', 'day', 'time', 'on', 'at', 'when', 'the', 'first', 'last', 'originally', 'initially', ...ITEM_SUBJECT]);
// an item's own happening: "the day it happens", "the date it takes place", "the day it is on"
const OCCURS = new Set(['happen', 'happens', 'happening', 'occur', 'occurs', 'occurring', 'take', 'takes', 'taking', 'place', 'held', 'running', 'runs', 'on']);

/**
 * A request that is the participle of a dated act alone or with date words ("posted", "date posted", "listed on",
 * "first added", "the date it was added"), or the item's happening ("the day it happens"), or two of them offered
 * as one ("day it happens or was published"): the date of that act, whatever the participle's stem names otherwise
 * ("post" is also a work)
 */
export function datedAct(toks: string[]): boolean {
  // (a question, "when was it posted", is read as one: its question word stays)
  if (toks[0] === 'when' && toks.some((t) => ITEM_SUBJECT.has(t))) return false;
  const acts = toks.filter((t) => !DATE_WORDS.has(t));
  const act = (t: string): boolean => (participle(t) && DATED_ACTS.has(stem(t))) || OCCURS.has(t);
  // (a happening asked alone needs a date word: "takes place" alone is no date; "on" alone was never an act)
  const dated = acts.some((t) => participle(t) && DATED_ACTS.has(stem(t))) || toks.some((t) => /^(date|day|time)$/.test(t));
  return acts.length > 0 && dated && acts.every((t, i) => act(t) || (t === 'or' && i > 0 && i < acts.length - 1)) && acts.filter((t) => t !== 'or' && !OCCURS.has(t)).length <= 2;
}

// the parts a text is made of ("paragraphs", "sentences"): all of them together are the text itself
const TEXT_PARTS = String.raw`(?:paragraphs?|paras?|passages?|sentences?)`;
// (all the words, all the lines of it are its text too: "all the words of the article", not a list of words)
const ALL_PARTS = new RegExp(String.raw`\b(?:all|every|each)(?:\s+(?:of|the|its|their|this|single))*\s+(?:${TEXT_PARTS}|words|lines)\b`, 'i');

/** "all paragraphs", "every paragraph", "all of the sentences": the whole of one text */
export const allTextParts = (text: string): boolean => ALL_PARTS.test(text);

/** the request with "all paragraphs" read as the full text it makes up */
export const wholeText = (text: string): string => text.replace(new RegExp(ALL_PARTS.source, 'gi'), 'full text');

/** a key that names the parts themselves (`paragraphs`, `sentences`): "all paragraphs" asks for them, one by one */
export const asksParts = (keyWords: ReadonlySet<string>): boolean => [...keyWords].some((w) => new RegExp(`^${TEXT_PARTS}$`).test(w) && /s$/.test(w));

// the customer's own looking, in the second person ("the product you are looking at", "the item you're viewing",
// "what you see on this page") or the third ("the title the visitor sees", "the heading readers see first"): it points at the page's main item, as "this" would, and names nothing to look for
const VIEWER = /\b(what(?:ever)?\s+)?(?:(?:that|which)\s+)?(?:you|u|(?:(?:the|a|our|your|any)\s+)?(?:readers?|visitors?|viewers?|users?|customers?|shoppers?|audience|public))(?:\s+(?:are|is|will|would)|\s*['’]re|\s+can|\s+could)?(?:\s+(?:currently|now|just|presently|first|actually))?\s+(?:looking\s+at|looks?\s+at|view(?:s|ing)?|see(?:s|ing)?|brows(?:es?|ing)|read(?:s|ing)?|watch(?:es|ing)?|visit(?:s|ing)?|on)\b(?:\s+(?:right\s+)?now|\s+here|\s+currently)?/gi;

/** the request without the customer's own looking ("the brand of the product you are looking at": "the brand of the product") */
export const viewerDeixis = (text: string): string => text.replace(VIEWER, (_m, what: string | undefined) => (what ? 'this item' : ' '));
