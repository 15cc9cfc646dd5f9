// Groups of options a page lets one choose among (format buttons with aria-pressed, size chips with a
// "selected" class) and the chosen one. Readers ask of many elements whether they hold a group (the label
// walk asks of every label's next sibling), so what each element's subtree holds is summed once, bottom
// up, and kept per element: a question is a lookup, and a page is walked at most once however many ask.
import type { CheerioAPI } from 'cheerio';
import { isTag, type AnyNode, type Element } from 'domhandler';
import { cleanText } from './values.js';

const MAX_VALUE = 120;
// the options of a group, and the marks of the chosen one
const OPTIONS = 'button,[role="button"],[role="radio"],[role="tab"],[role="option"],[role="menuitemradio"],[aria-pressed],[aria-selected],[aria-checked]';
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

const holdsOf = new WeakMap<Element, Holds>();
// the page's options, found with one selector pass per document
const optionsOf = new WeakMap<AnyNode, Set<Element>>();
/** elements summed so far (tests count the work with it: each element at most once) */
export const groupWork = { summed: 0 };

const ariaMarked = (el: Element): boolean => el.attribs['aria-pressed'] === 'true' || el.attribs['aria-selected'] === 'true' || el.attribs['aria-checked'] === 'true';
const classMarked = (el: Element): boolean => CHOSEN_CLASS.test(el.attribs.class ?? '');
// as cheerio's children(): elements, scripts and styles included
const kidsOf = (el: Element): Element[] => el.children.filter(isTag);

/** children of one tag, two or more, exactly one marked as chosen by its class */
const alike = (kids: Element[]): boolean => kids.length >= 2 && kids.every((k) => k.tagName === kids[0].tagName) && kids.filter(classMarked).length === 1;

function pageOptions($: CheerioAPI): Set<Element> {
  const root = $.root()[0];
  let set = optionsOf.get(root);
  if (!set) optionsOf.set(root, (set = new Set($.root().find(OPTIONS).toArray())));
  return set;
}

/** the element's holds, summing (iteratively, children first) only what no earlier question summed */
function holds(el: Element, options: Set<Element>): Holds {
  const known = holdsOf.get(el);
  if (known) return known;
  const stack: Array<[Element, boolean]> = [[el, false]];
  while (stack.length) {
    const [node, childrenDone] = stack.pop()!;
    if (holdsOf.has(node)) continue;
    const kids = kidsOf(node);
    if (!childrenDone) {
      stack.push([node, true]);
      for (const k of kids) if (!holdsOf.has(k)) stack.push([k, false]);
      continue;
    }
    groupWork.summed++;
    const h: Holds = { options: 0, aria: 0, classed: 0, alikeAt: alike(kids) ? node : null };
    for (const k of kids) {
      const below = holdsOf.get(k)!;
      h.options += below.options;
      h.aria += below.aria;
      h.ariaOne ??= below.ariaOne;
      h.classed += below.classed;
      h.classedOne ??= below.classedOne;
      h.alikeAt ??= below.alikeAt;
      if (!options.has(k)) continue;
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
    holdsOf.set(node, h);
  }
  return holdsOf.get(el)!;
}

/** an element holding a group of options: the chosen one's text, null when none is marked; undefined when it holds no group */
export function chosenIn($: CheerioAPI, el: Element): string | null | undefined {
  const h = holds(el, pageOptions($));
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
