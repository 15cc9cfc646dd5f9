export {};
//# sourceMappingURL=main-content.test.d.ts.map