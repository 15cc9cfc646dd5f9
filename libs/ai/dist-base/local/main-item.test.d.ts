export {};
//# sourceMappingURL=main-item.test.d.ts.map