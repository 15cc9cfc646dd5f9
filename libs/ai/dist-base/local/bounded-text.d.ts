import type { AnyNode, ParentNode } from 'domhandler';
/** the node's text as text() reads it, or null once it holds more than `ink` characters that any cleaning keeps */
export declare function textWithin(node: AnyNode, ink: number): string | null;
/** whether the element has more than `most` children (counted only as far as that), those `skip` passes over aside */
export declare function moreChildrenThan(el: ParentNode, most: number, skip: (n: AnyNode) => boolean): boolean;
//# sourceMappingURL=bounded-text.d.ts.map