export {};
//# sourceMappingURL=fact-kinds.test.d.ts.map