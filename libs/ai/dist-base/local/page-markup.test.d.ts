export {};
//# sourceMappingURL=page-markup.test.d.ts.map