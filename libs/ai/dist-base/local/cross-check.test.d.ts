export {};
//# sourceMappingURL=cross-check.test.d.ts.map