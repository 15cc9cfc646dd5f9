export {};
//# sourceMappingURL=structured-refs.test.d.ts.map