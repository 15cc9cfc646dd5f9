import type { Element } from 'domhandler';
export declare const DROP_TAGS: Set<string>;
export declare function hiddenEl(el: Element): boolean;
/**
 * 'tag': chrome by what it is (a script, a nav, a button); 'name': chrome by its class, id or role,
 * or hidden, which a caller may doubt when the element holds most of the page's text; null: content.
 */
export declare function boilerplateKind(el: Element): 'tag' | 'name' | null;
//# sourceMappingURL=boilerplate.d.ts.map