// Fields described in the user's own words that no kind rule answers: the answer finder over the
// page's passages, its span typed by the field's kind when it has one ("8:15 pm", not the sentence).
import { taxBasisWord } from './tax-basis.js';
import { listPriceWord } from './list-price.js';
import { isPeriodWord } from './price-period.js';
import { findAnswer } from '../answer/index.js';
import type { FieldIntent } from './intent.js';
import type { Page } from './page.js';
import { pagePassages } from './passages.js';
import { parseForKind } from './parse-kind.js';
import { factValue } from './fact-value.js';

// "when does the show start", "the time at which the show starts", "the city where it was built",
// "who wrote it": a question about something the page says, not a property every page has.
const QUESTION = /^\s*(who|whom|whose|what|which|when|where|why|how|is|are|was|were|does|do|did|can|could|will|would|has|have|had)\b|\b(at|in|on|by|for|from|during|of|to|with) (which|whom|what)\b|\b(that|which|who|where|when) (is|are|was|were|will|would|can|could|has|have|had|does|did|do)?\s*\w+/i;

// kinds whose values are codes, states or addresses: their rules read them where pages state them,
// and a question about them ("is it in stock?") is answered by those rules
const CODE_KINDS = /^(sku|mpn|gtin|currency|availability|image|url|email|phone)$/;

/**
 * Answered from the page's text before the kind's sources: a question about something in particular
 * ("when do the doors open", "who founded the quartet") or a kind word with words of its own ("the date
 * the tour ends", "the name of the venue"). "Who wrote the book" and "when was it published" ask for
 * the page's own author and date: those go to the kind's sources.
 */
export function asksQuestion(description: string, intent: FieldIntent): boolean {
  if (CODE_KINDS.test(intent.kind) || !intent.specific.length) return false;
  // "monthly rent", "price per night", "price before tax", "monthly rent incl. VAT": the period and the tax basis
  // are how the item's price is said (price-period.ts, tax-basis.ts), alone or together, not another thing to find
  // (and "recommended retail price": the list price, list-price.ts)
  if (intent.specific.every((w) => (intent.kind === 'price' && (isPeriodWord(w) || listPriceWord(w))) || taxBasisWord(intent, w))) return false;
  return QUESTION.test(description) || intent.kind !== 'text';
}

export function freeTextAnswer(page: Page, intent: FieldIntent): unknown {
  // the description says what is asked; a short one is read with the field's name ("show_start": "time")
  // (a name alone is read as its words: "prepTime" is "prep time")
  const question = intent.description.split(/\s+/).filter(Boolean).length >= 3 ? intent.description : intent.description ? [intent.name.replace(/[_-]+/g, ' '), intent.description].join(' ') : intent.said;
  const answer = findAnswer(question, pagePassages(page));
  if (!answer) return null;
  // an item's fact the answer states in a sentence: a time as its duration ("about 25 minutes" -> "25 minutes"),
  // a count as its number ("4 generously" -> 4)
  const fact = factValue(intent, answer.text);
  if (fact !== null) return fact;
  // dates and times as the page writes them: "October 2011" has no day to invent
  if (intent.kind === 'text' || intent.kind === 'content' || intent.kind === 'description' || intent.kind === 'title' || intent.kind === 'date') return answer.text;
  const typed = parseForKind(intent.kind, answer.text, page.url);
  return typed ?? answer.text;
}
