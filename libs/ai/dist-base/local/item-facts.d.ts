import type { Page } from './page.js';
import type { Thing } from './structured.js';
export type ItemFact = 'admission' | 'publisher' | 'place' | 'company' | 'salary' | 'prep_time' | 'cook_time' | 'total_time' | 'servings' | 'address' | 'bedrooms' | 'agent' | 'duration' | 'area' | 'town' | 'audience' | 'organizer';
/** the town of an address line: "218 Maple Ave, Portland, OR 97214" -> "Portland", "Biltstraat 140, 3572 BM Utrecht" -> "Utrecht" */
export declare function townOf(address: unknown): string | null;
/** an event's price labelled as its tickets ("Tickets: £12 per person"), from the page's colon pairs only (cheap on big product pages) */
export declare function admissionPrice(page: Page): number | null;
/** the page labels two or more facts of an item ("Author:", "Binding:", "Pages:"): an item page */
export declare function labelsAnItem(page: Page): boolean;
/** two or more of an item's labels the page states once or twice, more of them than of labels said three times or more: a listing's cards say theirs on every card ("Location:", "Salary:" on each job) */
export declare function labelsOneItem(page: Page): boolean;
/** the fact's value, or null when the page does not state it */
export declare function itemFact(page: Page, thing: Thing | null, fact: ItemFact): unknown;
/**
 * A home's listing (the page states its bedrooms) "Posted by" someone: its agent (on an article or a recipe the same
 * words are its byline, item-authors.ts); null elsewhere
 */
export declare function postedAgent(page: Page, thing: Thing | null): unknown;
//# sourceMappingURL=item-facts.d.ts.map