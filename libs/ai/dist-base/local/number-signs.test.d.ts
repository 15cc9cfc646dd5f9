export {};
//# sourceMappingURL=number-signs.test.d.ts.map