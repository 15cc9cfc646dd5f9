import type { Element } from 'domhandler';
import type { FieldIntent } from './intent.js';
export type FurnitureUse = 'title' | 'lines' | 'listing' | 'images' | 'controls' | 'block' | 'facts' | 'card';
/** the element is furniture for this use by its tag or the words of its class (and id where the use reads ids); for walkers, one element at a time */
export declare function isFurnitureElement(el: Element, use: FurnitureUse): boolean;
/** the selector of this use's furniture, for closest(): inside it, nothing is the page's own */
export declare const furnitureSelector: (use: FurnitureUse) => string;
/** the field asks for a piece of furniture itself ("the logo"), not for the page's pictures */
export declare function asksForFurniture(intent: FieldIntent): boolean;
//# sourceMappingURL=page-furniture.d.ts.map