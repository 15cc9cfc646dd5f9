// An element named for a fact that opens with a link and goes on after a dash or a bar names the link's thing: the
// rest is a part of it or another fact (item-facts.ts reads the elements named for a fact).
import type { Element } from 'domhandler';
import type { Page } from './page.js';
import { visibleClean } from './item-labels.js';

/**
 * "<a>University of Southmere</a> - School of Ocean and Earth Sciences": an element that opens with a link and goes on
 * after a dash or a bar names the link's thing, the rest is a part of it or another fact
 */
export function leadLink(page: Page, el: Element): string | null {
  const kids = el.children.filter((c) => c.type !== 'text' || visibleClean((c as unknown as { data: string }).data));
  const [first, second] = kids;
  if (!first || first.type !== 'tag' || (first as Element).tagName.toLowerCase() !== 'a' || !second || second.type !== 'text') return null;
  if (!/^\s*[-–—|·]\s+\S/.test((second as unknown as { data: string }).data)) return null;
  return visibleClean(page.$(first).text()) || null;
}
