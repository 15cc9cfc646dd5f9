import { type AnyNode, type ParentNode } from 'domhandler';
/** whether the node is a break put in here, not the page's */
export declare const addedBreak: (n: AnyNode) => boolean;
/** the element's children as the page wrote them (without the breaks put in here) */
export declare const ownChildren: (el: ParentNode) => AnyNode[];
/** puts a "\n" text node where a line ends and the markup has no whitespace: after <br>, around blocks */
export declare function breakLines(root: ParentNode): void;
/**
 * The lines an element shows, split only where the page breaks them (<br>, blocks), not at the newlines of
 * its source's indentation ("Release: 2.0<span>…</span>\n | Release Date: …" is one line); null once its
 * text holds more than `ink` non-space characters.
 */
export declare function shownLines(el: ParentNode, ink: number): string[] | null;
//# sourceMappingURL=line-breaks.d.ts.map