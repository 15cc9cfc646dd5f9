export {};
//# sourceMappingURL=product-facts.test.d.ts.map