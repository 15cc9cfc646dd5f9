export type FieldKind = 'price' | 'currency' | 'availability' | 'sku' | 'gtin' | 'mpn' | 'brand' | 'title' | 'description' | 'date' | 'author' | 'image' | 'url' | 'email' | 'phone' | 'rating' | 'review_count' | 'number' | 'content' | 'category' | 'publisher' | 'text';
export type ExpectedType = 'text' | 'number' | 'count' | 'boolean' | 'date' | 'list' | 'url';
export interface FieldIntent {
    name: string;
    /** the description's request: as the user wrote it, without notes about the value, exclusions and slips (description-reader.ts) */
    description: string;
    /** what the description says is not wanted ("not the old price"): a candidate that is it loses (description-reader.ts) */
    excluded?: string[];
    kind: FieldKind;
    /** lower-case words of the name and description, without stop words */
    words: string[];
    plural: boolean;
    /** whose value: the page's main item (the default) or the site that shows it ("the name of the website") */
    subject: 'item' | 'site';
    type: ExpectedType;
    /** for a count: the kind of thing counted ("the number of photos": image) */
    counted?: FieldKind;
    /** the question word the description starts with, if any (who, when, how much, is ...) */
    question?: string;
    /** the description's words beyond its kind, subject and question: what it is about in particular */
    specific: string[];
    /** the key and the description as read: words split and lower-case, typos read as the words they miss ("salery" -> "salary") */
    said: string;
    /** the item facts the words name, most likely first ("place of work": place; "where is it held": place, address) */
    facts: string[];
    /** the words offer alternatives ("price of ticket or property"): a fact one of them names is not the only reading */
    either: boolean;
}
export declare function fieldIntent(name: string, full: string): FieldIntent;
/** the type of one value of a kind */
export declare const typeOfKind: (kind: FieldKind) => ExpectedType;
//# sourceMappingURL=intent.d.ts.map