export {};
//# sourceMappingURL=values.test.d.ts.map