export {};
//# sourceMappingURL=price-period.test.d.ts.map