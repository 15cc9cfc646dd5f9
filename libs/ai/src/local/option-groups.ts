// Groups of options a page lets one choose among (format buttons with aria-pressed, size chips with a
// "selected" class) and the chosen one. Readers ask of many elements whether they hold a group (the label
// walk asks of every label's next sibling), so the page is scanned once for where options lie and what a
// subtree holds is summed once per element: a question is a lookup, not a search of the subtree. (Kept per
// document: Page makes its changes to the tree before any reader asks.)
import type { CheerioAPI } from 'cheerio';
import { isTag, type AnyNode, type Element } from 'domhandler';
import { cleanText } from './values.js';

const MAX_VALUE = 120;
// the marks of the chosen option
const CHOSEN_CLASS = /(^|[\s_-])(active|selected|current|checked|is-active|is-selected|chosen)($|[\s_-])/i;

/** what an element's subtree holds: its options (the element itself aside), those marked chosen, and where alike children are */
interface Holds {
  options: number;
  // options marked by aria-pressed/-selected/-checked, and one of them (the one when there is one)
  aria: number;
  ariaOne?: Element;
  // options marked by their class
  classed: number;
  classedOne?: Element;
  // the first element, this one or below in document order, whose children are alike with one marked by its class
  alikeAt: Element | null;
}

/** a page's one scan: the elements with an option or a class-marked element below them, and their sums once asked */
interface Scan {
  above: Set<Element>;
  sums: Map<Element, Holds>;
}
const scans = new WeakMap<AnyNode, Scan>();
/** elements scanned and summed so far (tests count the work with them: each element at most once per page) */
export const groupWork = { scanned: 0, summed: 0 };

// the options: what button,[role="button"|"radio"|"tab"|"option"|"menuitemradio"],[aria-pressed],[aria-selected],[aria-checked]
// matches (css-select: tag names as parsed, the role compared exactly), without a selector pass
const ROLES = new Set(['button', 'radio', 'tab', 'option', 'menuitemradio']);
const has = (el: Element, name: string): boolean => Object.prototype.hasOwnProperty.call(el.attribs, name) && el.attribs[name] != null;
const isOption = (el: Element): boolean => el.name === 'button' || ROLES.has(el.attribs.role) || has(el, 'aria-pressed') || has(el, 'aria-selected') || has(el, 'aria-checked');
const ariaMarked = (el: Element): boolean => el.attribs['aria-pressed'] === 'true' || el.attribs['aria-selected'] === 'true' || el.attribs['aria-checked'] === 'true';
const classMarked = (el: Element): boolean => CHOSEN_CLASS.test(el.attribs.class ?? '');
// as cheerio's children() and find('*'): elements, scripts and styles included
const kidsOf = (el: Element): Element[] => el.children.filter(isTag);

/** children of one tag, two or more, exactly one marked as chosen by its class */
const alike = (kids: Element[]): boolean => kids.length >= 2 && kids.every((k) => k.tagName === kids[0].tagName) && kids.filter(classMarked).length === 1;

/**
 * One walk of the page: an element can hold a group only if an option or a class-marked element lies below
 * it, so those elements' ancestors are all that is ever summed (each marked once: the climb stops at one
 * already marked)
 */
function scanOf($: CheerioAPI): Scan {
  const root = $.root()[0];
  let scan = scans.get(root);
  if (scan) return scan;
  scan = { above: new Set(), sums: new Map() };
  const stack: AnyNode[] = [root];
  for (let n = stack.pop(); n; n = stack.pop()) {
    if (isTag(n)) {
      groupWork.scanned++;
      if (isOption(n) || classMarked(n)) {
        for (let up = n.parent; up && isTag(up) && !scan.above.has(up); up = up.parent) scan.above.add(up);
      }
    }
    if (n.type === 'root' || isTag(n)) for (const c of (n as Element).children) stack.push(c);
  }
  scans.set(root, scan);
  return scan;
}

/** the element's holds, summing (iteratively, children first) only elements with something below them, once each */
function holds(el: Element, scan: Scan): Holds | undefined {
  if (!scan.above.has(el)) return undefined;
  const { above, sums } = scan;
  const stack: Array<[Element, boolean]> = [[el, false]];
  while (stack.length) {
    const [node, childrenDone] = stack.pop()!;
    if (sums.has(node)) continue;
    const kids = kidsOf(node);
    if (!childrenDone) {
      stack.push([node, true]);
      for (const k of kids) if (above.has(k) && !sums.has(k)) stack.push([k, false]);
      continue;
    }
    groupWork.summed++;
    const h: Holds = { options: 0, aria: 0, classed: 0, alikeAt: alike(kids) ? node : null };
    for (const k of kids) {
      // a child with nothing below it adds only itself
      const below = sums.get(k);
      if (below) {
        h.options += below.options;
        h.aria += below.aria;
        h.ariaOne ??= below.ariaOne;
        h.classed += below.classed;
        h.classedOne ??= below.classedOne;
        h.alikeAt ??= below.alikeAt;
      }
      if (!isOption(k)) continue;
      h.options++;
      if (ariaMarked(k)) {
        h.aria++;
        h.ariaOne ??= k;
      }
      if (classMarked(k)) {
        h.classed++;
        h.classedOne ??= k;
      }
    }
    sums.set(node, h);
  }
  return sums.get(el);
}

/** an element holding a group of options: the chosen one's text, null when none is marked; undefined when it holds no group */
export function chosenIn($: CheerioAPI, el: Element): string | null | undefined {
  const h = holds(el, scanOf($));
  // nothing below it that an option or a chosen mark could be: no group
  if (!h) return undefined;
  // two options or more below it: marked by aria-pressed, aria-selected or aria-checked ("true"), else by a class
  if (h.options >= 2) {
    if (h.aria) return h.aria === 1 ? firstValue($, h.ariaOne!) : null;
    return h.classed === 1 ? firstValue($, h.classedOne!) : null;
  }
  // links or spans alike, one of them marked by its class ("chip chip--selected"): a group too
  if (!h.alikeAt) return undefined;
  const kids = kidsOf(h.alikeAt);
  // (an aria mark on one of them still comes first)
  let chosen = kids.filter(ariaMarked);
  if (!chosen.length) chosen = kids.filter(classMarked);
  return chosen.length === 1 ? firstValue($, chosen[0]) : null;
}

/** the page's groups of options with a chosen one: each option's first line, and the chosen one's */
export function optionGroups($: CheerioAPI): Array<{ options: string[]; chosen: string }> {
  const out: Array<{ options: string[]; chosen: string }> = [];
  const seen = new Set<Element>();
  $('[aria-pressed="true"],[aria-selected="true"],[aria-checked="true"],[class*="active" i],[class*="selected" i],[class*="current" i]').each((_, node) => {
    const parent = (node as Element).parent as Element | null;
    if (!parent || parent.type !== 'tag' || seen.has(parent) || $(parent).closest('nav,header,footer').length) return;
    seen.add(parent);
    const options = $(parent).children().toArray();
    const chosen = chosenIn($, parent);
    if (chosen && options.length >= 2) out.push({ options: options.map((o) => firstLine($, o)).filter((t): t is string => !!t), chosen });
  });
  return out;
}

const firstLine = ($: CheerioAPI, el: Element): string | undefined => $(el).contents().toArray().map((n) => cleanText($(n).text())).find(Boolean);

/** the chosen option's first line ("Paperback" of "Paperback<br>£9.99"), null when it has none or too long a one */
function firstValue($: CheerioAPI, chosen: Element): string | null {
  const first = firstLine($, chosen);
  return first && first.length <= MAX_VALUE ? first : null;
}
