export {};
//# sourceMappingURL=review-fixes.test.d.ts.map