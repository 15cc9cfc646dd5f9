// A home's agent as its contact card names it: an element named after the agent (class or id
// "agent", "contact-agent", "agent-card"), often in a sidebar, whose name stands in bold or in an
// element named "name" above the branch's address and phone ("<strong>Holloway & Reed, Frome</strong>").
import type { Element } from 'domhandler';
import type { Page } from './page.js';
import { visibleClean } from './item-labels.js';
import { textWithin } from './bounded-text.js';

const AGENT_BOX = /(^|[-_\s])(agent|agency|branch|realtor|broker)([-_\s]|$)/i;
// other items' boxes and the site's chrome: their agents are not this home's
const ELSEWHERE = 'nav,footer,header,[class*="similar" i],[class*="related" i],[class*="nearby" i]';
const MOST_BOXES = 4;
const MOST_NAMES = 6;

/** the names in bold (or named "name") inside elements named after the agent, outside other items' boxes, in document order */
export function agentCardNames(page: Page): string[] {
  const $ = page.$;
  const out: string[] = [];
  let boxes = 0;
  $('[class],[id]').each((_, node) => {
    const el = node as Element;
    if (!AGENT_BOX.test(`${el.attribs?.class ?? ''} ${el.attribs?.id ?? ''}`) || $(el).closest(ELSEWHERE).length) return undefined;
    // a card's name: bold text or an element named after a name, not a heading (a card's heading is a call to act)
    $(el).find('strong,b,[class*="name" i]').slice(0, MOST_NAMES).each((_, n) => {
      const t = visibleClean(textWithin(n, 80) ?? '');
      if (t) out.push(t);
    });
    return ++boxes >= MOST_BOXES || out.length >= MOST_NAMES ? false : undefined;
  });
  return out;
}
