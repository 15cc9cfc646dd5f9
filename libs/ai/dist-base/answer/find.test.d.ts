export {};
//# sourceMappingURL=find.test.d.ts.map