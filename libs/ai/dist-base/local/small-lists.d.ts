import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
export interface SmallList {
    parent: Element;
    members: Element[];
}
/**
 * Lists of one or two cards: from each item name (a heading, a title link) up through the boxes that
 * hold no other name, every box that is a card and, with its siblings of the same kind (one or two),
 * most of its parent's children; a single card also needs a list-like parent or name.
 */
export declare function smallLists($: CheerioAPI, text: (el: Element) => string, signature: (el: Element) => string): SmallList[];
//# sourceMappingURL=small-lists.d.ts.map