export {};
//# sourceMappingURL=engine.test.d.ts.map