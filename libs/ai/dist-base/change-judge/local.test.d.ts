export {};
//# sourceMappingURL=local.test.d.ts.map