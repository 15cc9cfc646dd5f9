// Fields described in the user's own words that no kind rule answers: the answer finder over the
// page's passages, its span typed by the field's kind when it has one ("8:15 pm", not the sentence).
import { findAnswer } from '../answer/index.js';
import { fieldIntent, type FieldIntent } from './intent.js';
import type { Page } from './page.js';
import { pagePassages } from './passages.js';
import { parseForKind } from './parse-kind.js';

// "when does the show start", "the time at which the show starts", "the city where it was built",
// "who wrote it": a question about something the page says, not a property every page has.
const QUESTION = /^\s*(who|whom|whose|what|which|when|where|why|how|is|are|was|were|does|do|did|can|could|will|would|has|have|had)\b|\b(at|in|on|by|for|from|during|of|to|with) (which|whom|what)\b|\b(that|which|who|where|when) (is|are|was|were|will|would|can|could|has|have|had|does|did|do)?\s*\w+/i;

const STOP_WORDS = new Set(['the', 'a', 'an', 'of', 'on', 'in', 'at', 'for', 'to', 'and', 'or', 'is', 'as', 'by', 'with', 'from', 'its', 'their', 'all', 'each', 'every', 'any']);

// words that say how a value is shown, not what about: they make no description specific
const GENERIC = /^(it|this|there|that|site|website|page|product|item|article|post|document|id|ids|code|number|string|text|value|official|full|short|long|original|selling|sale|regular|current|main|primary|exact|numeric|decimal|integer|iso|format|field|data|info|information|the|its|their|list|lists)$/;

/** the description's words beyond its kind's own ("tour", "ends" in "the date the tour ends") */
function specificWords(intent: FieldIntent): string[] {
  // the description's words only: a field's name ("price_eur") often repeats it in short
  const words = intent.description.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 1 && !STOP_WORDS.has(w));
  // one word is the field's label, in whatever language ("Preis"), not a subject
  if (words.length < 2) return [];
  return words.filter((w) => !GENERIC.test(w) && fieldIntent(w, '').kind === 'text');
}

/**
 * Answered from the page's text before the kind's rules: a question ("when does the show start"), or a
 * kind word with two or more words of its own ("the date the tour ends", "the name of the venue"):
 * the kind's rules would give the page's own date or name.
 */
// kinds whose values are codes, states or addresses: their rules read them where pages state them,
// and a question about them ("is it in stock?") is answered by those rules
const CODE_KINDS = /^(sku|mpn|gtin|currency|availability|image|url|email|phone)$/;

export function asksQuestion(description: string, intent?: FieldIntent): boolean {
  if (intent && CODE_KINDS.test(intent.kind)) return false;
  if (QUESTION.test(description)) return true;
  if (intent === undefined || intent.kind === 'text') return false;
  // "the name of the conductor", "the parking fee": a kind, but of something the page mentions, not of the page
  return specificWords(intent).length >= 1;
}

/**
 * When the answer finder found nothing for a question about something in particular, the kind's rules
 * would only give the page's own date, price or title: null is the honest answer.
 */
export function onlyFromText(intent: FieldIntent): boolean {
  return specificWords(intent).length >= 1;
}

/** worth asking the answer finder when the kind's rules found nothing: the description is about something */
export function aboutSomething(intent: FieldIntent): boolean {
  // codes and identifiers are never read out of prose: a guess there is worse than null
  if (CODE_KINDS.test(intent.kind)) return false;
  return specificWords(intent).length >= 1;
}

export function freeTextAnswer(page: Page, intent: FieldIntent): unknown {
  // the description says what is asked; a short one is read with the field's name ("show_start": "time")
  const question = intent.description.split(/\s+/).filter(Boolean).length >= 3 ? intent.description : [intent.name.replace(/[_-]+/g, ' '), intent.description].filter(Boolean).join(' ');
  const answer = findAnswer(question, pagePassages(page));
  if (!answer) return null;
  // dates and times as the page writes them: "October 2011" has no day to invent
  if (intent.kind === 'text' || intent.kind === 'content' || intent.kind === 'description' || intent.kind === 'title' || intent.kind === 'date') return answer.text;
  const typed = parseForKind(intent.kind, answer.text, page.url);
  return typed ?? answer.text;
}
