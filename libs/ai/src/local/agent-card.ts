// A home's agent as its contact card names it: an element named after the agent (class or id
// "agent", "contact-agent", "agent-card"), often in a sidebar, whose name stands in bold or in an
// element named "name" above the branch's address and phone ("<strong>Holloway & Reed, Frome</strong>").
import type { AnyNode, Element } from 'domhandler';
import type { Page } from './page.js';
import { visibleClean } from './item-labels.js';
import { textWithin } from './bounded-text.js';
import { isFurnitureElement } from './page-furniture.js';

const AGENT_BOX = /(^|[-_\s])(agent|agency|branch|realtor|broker)([-_\s]|$)/i;
const MOST_BOXES = 4;
const MOST_NAMES = 6;
// elements looked at, whatever the page's size: a card sits well within the first few thousand
const MOST_ELEMENTS = 5000;

/** the names in bold (or named "name") inside elements named after the agent, outside the chrome and other items' boxes, in document order */
export function agentCardNames(page: Page): string[] {
  return page.remember('agentCardNames', () => {
    const out: string[] = [];
    let boxes = 0;
    let seen = 0;
    const stack: AnyNode[] = [page.$('body')[0] as AnyNode].filter(Boolean);
    while (stack.length && seen < MOST_ELEMENTS && boxes < MOST_BOXES && out.length < MOST_NAMES) {
      const node = stack.pop()!;
      if (node.type !== 'tag') continue;
      const el = node as Element;
      seen++;
      // the chrome and other items' boxes: their agents are not this home's, so the whole subtree is passed over
      if (isFurnitureElement(el, 'card')) continue;
      if (AGENT_BOX.test(`${el.attribs?.class ?? ''} ${el.attribs?.id ?? ''}`)) {
        boxes++;
        // a card's name: bold text or an element named after a name, not a heading (a card's heading is a call to act)
        page.$(el).find('strong,b,[class*="name" i]').slice(0, MOST_NAMES).each((_, n) => {
          const t = visibleClean(textWithin(n, 80) ?? '');
          if (t && out.length < MOST_NAMES) out.push(t);
        });
        continue; // a card inside the card is the same card
      }
      for (let i = (el.children?.length ?? 0) - 1; i >= 0; i--) stack.push(el.children[i]);
    }
    return out;
  });
}
