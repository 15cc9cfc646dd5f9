import type { AnyNode } from 'domhandler';
/** drops the text of icons written as characters (see above); call once on a parsed document */
export declare function dropIconGlyphs(root: AnyNode): void;
//# sourceMappingURL=icon-glyphs.d.ts.map