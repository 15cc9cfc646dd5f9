export {};
//# sourceMappingURL=label-languages.test.d.ts.map