export {};
//# sourceMappingURL=free-text.test.d.ts.map