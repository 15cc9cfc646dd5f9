export {};
//# sourceMappingURL=cohere.test.d.ts.map