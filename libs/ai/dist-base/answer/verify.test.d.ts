export {};
//# sourceMappingURL=verify.test.d.ts.map