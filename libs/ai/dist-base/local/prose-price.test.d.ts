export {};
//# sourceMappingURL=prose-price.test.d.ts.map