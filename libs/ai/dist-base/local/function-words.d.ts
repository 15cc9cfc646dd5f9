export declare const STOP: Set<string>;
export declare const FUNCTION: Set<string>;
//# sourceMappingURL=function-words.d.ts.map