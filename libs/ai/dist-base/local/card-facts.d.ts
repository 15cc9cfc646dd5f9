import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
/** the item's stock state from its own words ("Only 2 left", "Sold out"), then its buy button; null when it says none */
export declare function itemAvailability($: CheerioAPI, root: Element): 'InStock' | 'OutOfStock' | null;
/** a fact asked of one item; undefined when the field asks for no product fact */
export declare function itemFact($: CheerioAPI, root: Element, name: string, description: string): unknown;
//# sourceMappingURL=card-facts.d.ts.map