export {};
//# sourceMappingURL=fields.test.d.ts.map