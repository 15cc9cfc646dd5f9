export {};
//# sourceMappingURL=records.test.d.ts.map