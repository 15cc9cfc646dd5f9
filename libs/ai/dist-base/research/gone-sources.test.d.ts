export {};
//# sourceMappingURL=gone-sources.test.d.ts.map