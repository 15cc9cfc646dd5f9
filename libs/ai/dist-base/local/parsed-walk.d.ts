import type { AnyNode, Element, Text } from 'domhandler';
/** what a visit asks of the walk: 'skip' leaves the element's children unvisited */
export type Visit = (node: Element | Text) => 'skip' | void;
/** visits the content's elements and text nodes from root; `alsoSkip` names more tags whose insides are not visited */
export declare function walkParsed(root: AnyNode, visit: Visit, alsoSkip?: ReadonlySet<string>): void;
/** an element's text, as parsed */
export declare const parsedText: (el: Element) => string;
//# sourceMappingURL=parsed-walk.d.ts.map