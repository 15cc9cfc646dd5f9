export {};
//# sourceMappingURL=figure-first-labels.test.d.ts.map