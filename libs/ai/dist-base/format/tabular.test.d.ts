export {};
//# sourceMappingURL=tabular.test.d.ts.map