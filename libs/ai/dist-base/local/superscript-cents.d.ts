import { type AnyNode, type ParentNode } from 'domhandler';
/** the text under node if it is small (at most maxChars characters, read through at most maxNodes nodes), else null */
export declare function smallText(node: AnyNode, maxChars?: number, maxNodes?: number): string | null;
/** the last characters (about maxChars) of the text of node and its earlier siblings, read backwards */
export declare function textBefore(node: AnyNode | null, maxChars?: number, maxNodes?: number): string;
/** the decimal mark raised cents take after the text before them, or null when that text ends in no whole units:
 *  a number with decimals already ("£24.99<sup>12</sup>" is a footnote mark) or the base of a power ("× 10<sup>12</sup>") */
export declare function centsMark(before: string): '.' | ',' | null;
/** marks raised cents under root: "24<sup>99</sup>" becomes "24<sup>.99</sup>" ("1.299<sup>00</sup>" becomes ",00") */
export declare function markRaisedCents(root: ParentNode): void;
//# sourceMappingURL=superscript-cents.d.ts.map