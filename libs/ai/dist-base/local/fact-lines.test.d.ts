export {};
//# sourceMappingURL=fact-lines.test.d.ts.map