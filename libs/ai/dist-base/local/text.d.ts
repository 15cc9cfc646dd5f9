import type { AnyNode } from 'domhandler';
/** letters and digits only, lower case: two spellings of one name ("Tide-Line", "tide line") compare equal */
export declare const squash: (s: string) => string;
export declare function elementText(root: AnyNode): string;
//# sourceMappingURL=text.d.ts.map