export {};
//# sourceMappingURL=markup-facts.test.d.ts.map