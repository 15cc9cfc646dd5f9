// A fact labelled in prose or in a strip without a label's cell: the fact's label word at a sentence's or a strip's
// start, a few linking words, then its value ("Prep takes about 25 minutes", "Preparation is roughly 20 mins",
// "Prep 15 min Cook 40 min"). The value comes after its label, as in a label's cell: "40 minutes prep" in a
// mention of another recipe, or "took me 50 minutes to prep" in a comment, is no label of this item's fact.
import type { Element } from 'domhandler';
import type { Page } from './page.js';
import { eachText } from './fact-lines.js';
import { visibleClean } from './item-labels.js';
import { textWithin } from './bounded-text.js';

// a block's text longer than this is no sentence or strip of facts: not read (bounds the walk of a deep or wide block)
const MAX_TEXT = 2000;
// the blocks read at most (a page of thousands of nested blocks would read each one's whole text again)
const MAX_BLOCKS = 3000;
// the words between the label and the value ("takes about", "is roughly"), then a figure
const LINKED = /^\s*[:：–—-]?\s*((?:[\p{L}'’]+\s+){0,3})(?=\d)/u;
// a value's clause ends at a sentence's or a strip's stop (a decimal point is no stop)
const STOP = /[,;!?·•|()\n]|\.(?!\d)/;

/** the first value `read` gives after a word or two the label pattern matches, in the page's main text order; null when none */
export function proseLabelled(page: Page, label: RegExp, read: (raw: string) => unknown): unknown {
  let found: unknown = null;
  const seen = new Set<Element>();
  eachText(page, (line, el) => {
    // a block is read from a text of its own: the white space between blocks would read a wrapper's whole text,
    // other items' boxes inside it too
    if (!line || seen.has(el)) return false;
    seen.add(el);
    if (seen.size > MAX_BLOCKS) return true;
    const whole = textWithin(el, MAX_TEXT);
    if (whole === null) return false;
    const text = visibleClean(whole);
    // each word that opens the text, a sentence or a strip's part, or is capitalised in it ("Prep 15 min Cook 40 min")
    for (const m of text.matchAll(/(?:^|[.!?·•|]\s+|\s(?=\p{Lu}))(\p{L}+\.?)(?:\s+(\p{L}+))?/gu)) {
      for (const words of [m[2] ? `${m[1]} ${m[2]}` : null, m[1]]) {
        if (!words || !label.test(words.toLowerCase())) continue;
        const rest = text.slice(m.index! + m[0].indexOf(words) + words.length);
        const linked = LINKED.exec(rest);
        // the linking words are lower-case ("Prep Cook 40 min" is two labels, the first without a value)
        if (!linked || /\p{Lu}/u.test(linked[1])) continue;
        const clause = rest.slice(linked[0].length).split(STOP)[0];
        const v = read(clause);
        if (v !== null && v !== '') {
          found = v;
          return true;
        }
      }
    }
    return false;
  });
  return found;
}
