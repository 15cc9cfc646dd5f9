export {};
//# sourceMappingURL=reading-review-fixes.test.d.ts.map