export {};
//# sourceMappingURL=wide-page.test.d.ts.map