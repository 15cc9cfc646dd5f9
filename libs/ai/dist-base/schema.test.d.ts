export {};
//# sourceMappingURL=schema.test.d.ts.map