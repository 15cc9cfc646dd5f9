export {};
//# sourceMappingURL=cohere-engine.test.d.ts.map