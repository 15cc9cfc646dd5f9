export {};
//# sourceMappingURL=page-furniture.test.d.ts.map