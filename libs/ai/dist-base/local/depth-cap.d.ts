import type { ParentNode } from 'domhandler';
export declare const MAX_DEPTH = 512;
/** moves the children of elements at MAX_DEPTH up beside them (in one pass, iteratively); answers how many moved */
export declare function capDepth(root: ParentNode, max?: number): number;
//# sourceMappingURL=depth-cap.d.ts.map