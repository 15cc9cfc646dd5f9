export declare function spanWithSign(sentence: string, span: string): string;
//# sourceMappingURL=span-text.d.ts.map