import type { FieldIntent } from './intent.js';
import type { Page } from './page.js';
import { type Thing } from './structured.js';
import { type ItemFact } from './item-facts.js';
/** the structured thing the page is about, or null */
export declare function mainThing(page: Page): Thing | null;
type PeopleProperty = 'translator' | 'illustrator' | 'editor' | 'contributors';
export type ItemProperty = 'title' | 'authors' | 'date' | 'start' | 'format' | 'pages' | PeopleProperty | ItemFact;
/** the facts named by the field's words (publisher, venue, servings, ...), most likely first; [] when none */
export declare function itemFactsOf(intent: FieldIntent): ItemProperty[];
/** the field asks when the item starts: a date or a bare start word ("starts_at"), one value */
export declare const asksStart: (intent: FieldIntent) => boolean;
/** the first fact named by the field's words, or null */
export declare function itemFactOf(intent: FieldIntent): ItemProperty | null;
/** the title, authors or date of the item, when that is what the field's kind asks */
export declare function itemCoreOf(intent: FieldIntent): ItemProperty | null;
/** a page that is an article by its markup, its og:type or a byline (an <article> element alone may hold an event) */
export declare const articlePage: (page: Page) => boolean;
/** one property of the main item; null when the page does not state it */
export declare function readItemProperty(page: Page, property: ItemProperty): unknown;
/**
 * A fact of the main item named by the field's words (before the answer finder: "prep time" is the
 * recipe's, not a question). On an item page a fact it does not state is null; elsewhere the other
 * sources still try (a news publisher is in the article's markup, a servings count in a sentence).
 */
export declare function mainItemFact(page: Page, intent: FieldIntent): unknown;
/**
 * The main item's title, authors or date, or undefined to let the other sources try: a list of authors
 * when a list is asked, one line of them otherwise. Articles keep their own rules for dates and authors.
 */
export declare function mainItemAnswer(page: Page, intent: FieldIntent): unknown;
export {};
//# sourceMappingURL=main-item.d.ts.map