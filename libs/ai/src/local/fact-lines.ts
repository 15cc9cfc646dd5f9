// Facts an item page states in a short line of its own, with no label: a count and its noun in the
// item's key features ("<li>2 bedrooms</li>"), the place under an event's name ("at <strong>Foundry Hall
// Main Room</strong>"), the person a line tells you to reach ("Call Tom Barraclough on 01263 555 014").
import type { AnyNode, Element, Text } from 'domhandler';
import type { Page } from './page.js';
import type { Thing } from './structured.js';
import { visibleClean } from './item-labels.js';
import { titleLines } from './title-lines.js';
import { isFurnitureElement } from './page-furniture.js';

// capitalised words (a particle or "&" between them): a person's or a place's name
const NAME = /^\p{Lu}[\p{L}\p{N}'’.-]*(?:\s+(?:&|and|of|the|de|van|von|la|le|[\p{Lu}\p{N}][\p{L}\p{N}'’.-]*)){0,7}$/u;

/** each text node of the page outside the chrome and other items' boxes, with its element, in document order, until visit says stop */
export function eachText(page: Page, visit: (text: string, el: Element) => boolean): void {
  const stack: AnyNode[] = [page.$.root()[0] as unknown as AnyNode];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'text') {
      const el = node.parent as Element | null;
      if (el && el.type === 'tag' && visit(visibleClean((node as Text).data), el)) return;
      continue;
    }
    if (node.type !== 'tag' && node.type !== 'root') continue;
    const el = node as Element;
    // other items' boxes and the site's chrome (page-furniture.ts): their lines are not the item's
    if (node.type === 'tag' && isFurnitureElement(el, 'lines')) continue;
    for (let i = (el.children?.length ?? 0) - 1; i >= 0; i--) stack.push(el.children[i]);
  }
}

/** the number of a line that is only a count and its noun ("2 bedrooms", "2 double bedrooms", "4 servings"), the noun one the fact names; null when none */
export function countLine(page: Page, noun: RegExp): number | null {
  let found: number | null = null;
  eachText(page, (text, el) => {
    const m = /^(\d{1,2})\s*(?:[\p{L}-]+\s+)?(\p{L}+)\.?$/u.exec(text);
    // the line is its element's whole text: a count in a sentence is read by the answer finder, not here
    if (!m || !noun.test(m[2].toLowerCase()) || visibleClean(page.$(el).text()) !== text) return false;
    found = Number(m[1]);
    return true;
  });
  return found;
}

/** "at Foundry Hall Main Room" (or "@ ...") as a line of the title block: the place, or null ("at 8pm" is a time) */
export function atLine(page: Page, thing: Thing | null): string | null {
  for (const line of titleLines(page, thing)) {
    const m = /^(?:at|@)\s+(.+?)\.?$/i.exec(line.text);
    if (line.after && m && NAME.test(m[1]) && !/\d\s*(?:am|pm)\b|^\d/i.test(m[1])) return m[1];
  }
  return null;
}

// a verb of reaching someone, the person, then how: "Call Tom Barraclough on 01263 555 014", "Speak to Ana Ruiz at +34 ...",
// at a sentence's start, a role between commas allowed ("Questions? Contact Sanne de Wit, recruiter, on +31 ...")
const REACH = /(?:^|[.!?]\s+)(?:call|ring|phone|contact|speak to|talk to|ask for|text|email|e-mail|message)\s+([^,]+?)(?:,[^,]{1,30},)?\s+(?:on|at|via)\s+(?:[+(\d]|[\w.+-]+@)/i;

/** the people lines tell you to reach about the item ("Call X on <phone>"), in document order */
export function reachNamed(page: Page): string[] {
  const out: string[] = [];
  eachText(page, (text) => {
    const m = text.length <= 120 ? REACH.exec(text) : null;
    // "Call us on 0800 ...": a name in capitalised words, not a pronoun or "the office"
    if (m && NAME.test(m[1]) && m[1].split(/\s+/).length <= 4) out.push(m[1]);
    return out.length >= 2;
  });
  return out;
}

/**
 * The money a line names as the fact by one of its words ("A salary of €3,400 – €4,100 gross per month", "Een salaris
 * van €3.400 – €4.100 bruto per maand"): the line is its element's whole text, short, with a currency; null when none
 */
export function namedMoneyLine(page: Page, word: RegExp, read: (text: string) => number | null): number | null {
  let found: number | null = null;
  eachText(page, (text, el) => {
    if (text.length > 160 || !word.test(text) || !/\d/.test(text) || visibleClean(page.$(el).text()) !== text) return false;
    found = read(text);
    return found !== null;
  });
  return found;
}

// "The evening is hosted by the Friends of Ashby Library in the Reading Room": a sentence that credits a party
// with a role by its verb; the party ends where the sentence goes on to a place, a time or a clause
const CREDITED = (verbs: string): RegExp => new RegExp(`\\b(?:is|are|was|were|will be|being)\\s+(?:${verbs})\\s+by\\s+(?:the\\s+)?(\\p{Lu}.{1,70}?)(?=\\s+(?:in|at|on|from|with|for|this|every)\\s|\\s*[,.;:!?()]|$)`, 'u');

/** the party a sentence of the item's text credits with the role its verbs name ("is hosted by X in ..."), or null */
export function creditedParty(page: Page, verbs: string): string | null {
  return sentenceParty(page, CREDITED(verbs));
}

/** the name a sentence of the item's text names in the pattern's first group (capitalised words), or null */
export function sentenceParty(page: Page, re: RegExp): string | null {
  let found: string | null = null;
  eachText(page, (text) => {
    const m = text.length <= 400 ? re.exec(text) : null;
    if (m && NAME.test(m[1])) found = m[1];
    return found !== null;
  });
  return found;
}
