export {};
//# sourceMappingURL=repeated.test.d.ts.map