export declare function splitIntoPassages(text: string): string[];
//# sourceMappingURL=chunks.d.ts.map