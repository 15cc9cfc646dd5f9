export {};
//# sourceMappingURL=main-content-kinds.test.d.ts.map