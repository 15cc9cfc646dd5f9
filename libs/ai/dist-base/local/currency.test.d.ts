export {};
//# sourceMappingURL=currency.test.d.ts.map