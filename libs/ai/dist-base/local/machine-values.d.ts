import { type ParentNode } from 'domhandler';
/** reads <data value>, <meter> and <progress> as their values (see above); call once on a parsed document */
export declare function markMachineValues(root: ParentNode): void;
//# sourceMappingURL=machine-values.d.ts.map