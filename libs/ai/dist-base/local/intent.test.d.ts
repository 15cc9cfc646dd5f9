export {};
//# sourceMappingURL=intent.test.d.ts.map