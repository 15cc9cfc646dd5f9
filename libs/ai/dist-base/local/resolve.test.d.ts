export {};
//# sourceMappingURL=resolve.test.d.ts.map