// The page's furniture, in one table: the site's chrome (banner, navigation, footer, sidebars, forms, dialogs)
// and the boxes of other things than the page's own (related items, comments, a cart, a cookie notice, the
// logo). Each row says how markup names it (tags, words of a class or id, a selector) and which readers pass
// it over; a reader differs from another only where its use truly does:
// - title: the item's title by prominence (title-prominence.ts) passes over links, captions and controls too,
//   where other pages' titles and labels sit
// - lines: one-line facts (fact-lines.ts) pass over boxes of sold or reviewed things, but not the banner,
//   where an item page's lines may start
// - listing: the page's own items (plural-keys.ts) are anywhere but the chrome and other items' boxes
// - images: the page's pictures (page-images.ts) are not in the chrome, the logo, the link home or what is hidden
// - controls: values shown in form controls (control-labels.ts) are not the chrome's, a search box's or a cart's
//   (how many to buy)
// - block: the item's title block and its lines (title-lines.ts) are not in the chrome, nor in other items' or
//   the comments' boxes, nor in a share bar (a site's banner <header> it tells apart itself)
// - facts: elements and phrases named after an item's fact (item-facts.ts) are not in the chrome's boxes that
//   other items sit in, nor in related items
// - card: a home's agent card (agent-card.ts) often sits in a sidebar, but not in the chrome or other items' boxes
import type { Element } from 'domhandler';
import type { FieldIntent } from './intent.js';

export type FurnitureUse = 'title' | 'lines' | 'listing' | 'images' | 'controls' | 'block' | 'facts' | 'card';

interface Row {
  /** what the row is, for the reader of this table */
  what: string;
  /** elements by tag name */
  tags?: string[];
  /** words a class (or, where the use reads ids, an id) holds */
  words?: string[];
  /** whole ids, any case ("header": not "entry-header"), where the use reads ids */
  ids?: string[];
  /** other markup, as a selector (read only by the uses that query with closest()) */
  selector?: string;
  /** a field may ask for it by these words ("the logo"): the page answers it from a source of its own */
  asked?: boolean;
  uses: FurnitureUse[];
}

const TABLE: Row[] = [
  { what: "the site's banner", tags: ['header'], uses: ['title', 'listing', 'images', 'controls', 'card'] },
  { what: "the site's banner, by its id", ids: ['header'], uses: ['block'] },
  { what: "the banner's bar, by name", words: ['site-head', 'navbar', 'topnav'], uses: ['block'] },
  { what: 'navigation', tags: ['nav'], uses: ['title', 'lines', 'listing', 'images', 'controls', 'block', 'facts', 'card'] },
  { what: 'a menu', words: ['menu'], uses: ['title'] },
  { what: 'the footer', tags: ['footer'], uses: ['title', 'lines', 'listing', 'images', 'controls', 'block', 'facts', 'card'] },
  { what: 'the footer, by name', words: ['footer'], uses: ['lines'] },
  { what: 'the foot, by name ("site-foot", "footer")', words: ['foot'], uses: ['block'] },
  { what: 'a sidebar', tags: ['aside'], uses: ['title', 'lines', 'listing', 'images', 'block', 'facts'] },
  { what: 'a sidebar, by name', words: ['sidebar'], uses: ['title', 'block'] },
  { what: 'breadcrumbs ("breadcrumb", "crumbs")', words: ['crumb'], uses: ['title', 'block'] },
  { what: 'forms and buttons', tags: ['form', 'button'], uses: ['title', 'block'] },
  { what: 'a drop-down', tags: ['select'], uses: ['lines'] },
  { what: 'links (other pages\' titles)', tags: ['a'], uses: ['title'] },
  { what: 'captions', tags: ['figcaption'], uses: ['title'] },
  { what: 'a dialog', tags: ['dialog'], uses: ['title'] },
  { what: 'dialogs, drawers and pop-ups, by name', words: ['drawer', 'modal', 'popup', 'dialog'], uses: ['title'] },
  { what: 'no content', tags: ['template', 'script', 'style', 'noscript', 'svg'], uses: ['title', 'lines', 'controls'] },
  { what: 'a search form', selector: '[role="search"],form[action*="search" i]', uses: ['controls'] },
  { what: "the document's head", tags: ['head'], uses: ['lines'] },
  { what: 'related items', words: ['related', 'similar', 'recommend'], uses: ['title', 'lines', 'listing', 'block', 'facts', 'card'] },
  { what: 'other offers', words: ['upsell', 'also'], uses: ['title', 'block'] },
  { what: 'alternatives', words: ['alternative'], uses: ['listing'] },
  { what: 'nearby items', words: ['nearby'], uses: ['title', 'lines', 'block', 'card'] },
  { what: 'comments', words: ['comment'], uses: ['title', 'lines', 'block'] },
  // (a review page's own article is a review: its title block may sit in one)
  { what: 'reviews', words: ['review'], uses: ['title', 'lines'] },
  { what: 'a share bar', words: ['share'], uses: ['block'] },
  { what: 'sold items', words: ['sold'], uses: ['lines'] },
  { what: "the site's logo", words: ['logo'], asked: true, uses: ['title', 'images', 'block'] },
  { what: "the site's brand", words: ['brand'], uses: ['title', 'block'] },
  { what: 'the cart', words: ['cart', 'basket'], uses: ['title', 'controls'] },
  { what: "a cart's form (add to cart)", selector: 'form[action*="cart" i],form[action*="basket" i]', uses: ['controls'] },
  { what: 'a cookie notice', words: ['cookie'], uses: ['title', 'lines'] },
  { what: 'a newsletter box', words: ['newsletter'], uses: ['title'] },
  { what: 'the link home', selector: 'a[href="/"]', uses: ['images'] },
  { what: 'what is hidden', selector: '[hidden],[aria-hidden="true"]', uses: ['images'] },
];

// where a use reads the words: walkers read a class and an id, closest() queries a class
const READS_ID: Record<FurnitureUse, boolean> = { title: true, lines: true, listing: false, images: false, controls: false, block: true, facts: false, card: false };

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const rowsOf = (use: FurnitureUse): Row[] => TABLE.filter((r) => r.uses.includes(use));
const never = /(?!)/;

interface Compiled {
  tags: RegExp;
  words: RegExp;
  ids: RegExp;
  selector: string;
}

function compile(use: FurnitureUse): Compiled {
  const rows = rowsOf(use);
  const tags = rows.flatMap((r) => r.tags ?? []);
  const words = rows.flatMap((r) => r.words ?? []);
  const ids = READS_ID[use] ? rows.flatMap((r) => r.ids ?? []) : [];
  const attrs = READS_ID[use] ? ['class', 'id'] : ['class'];
  const selector = [...tags, ...words.flatMap((w) => attrs.map((a) => `[${a}*="${w}" i]`)), ...ids.map((id) => `[id="${id}" i]`), ...rows.flatMap((r) => (r.selector ? [r.selector] : []))].join(',');
  return {
    tags: tags.length ? new RegExp(`^(${tags.join('|')})$`, 'i') : never,
    words: words.length ? new RegExp(words.map(escape).join('|'), 'i') : never,
    ids: ids.length ? new RegExp(`^(${ids.map(escape).join('|')})$`, 'i') : never,
    selector,
  };
}

const COMPILED = Object.fromEntries((['title', 'lines', 'listing', 'images', 'controls', 'block', 'facts', 'card'] as FurnitureUse[]).map((u) => [u, compile(u)])) as Record<FurnitureUse, Compiled>;

/** the element is furniture for this use by its tag or the words of its class (and id where the use reads ids); for walkers, one element at a time */
export function isFurnitureElement(el: Element, use: FurnitureUse): boolean {
  const c = COMPILED[use];
  if (c.tags.test(el.tagName) || c.ids.test(el.attribs?.id ?? '')) return true;
  const named = READS_ID[use] ? `${el.attribs?.class ?? ''} ${el.attribs?.id ?? ''}` : (el.attribs?.class ?? '');
  return c.words.test(named);
}

/** the selector of this use's furniture, for closest(): inside it, nothing is the page's own */
export const furnitureSelector = (use: FurnitureUse): string => COMPILED[use].selector;

/** the field asks for a piece of furniture itself ("the logo"), not for the page's pictures */
export function asksForFurniture(intent: FieldIntent): boolean {
  return intent.kind === 'image' && TABLE.some((r) => r.asked && (r.words ?? []).some((w) => intent.words.includes(w)));
}
