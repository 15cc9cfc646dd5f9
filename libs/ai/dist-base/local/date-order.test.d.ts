export {};
//# sourceMappingURL=date-order.test.d.ts.map