export {};
//# sourceMappingURL=price-text.test.d.ts.map