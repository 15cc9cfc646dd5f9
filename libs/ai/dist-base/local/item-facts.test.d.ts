export {};
//# sourceMappingURL=item-facts.test.d.ts.map