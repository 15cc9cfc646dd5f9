export {};
//# sourceMappingURL=readability.test.d.ts.map