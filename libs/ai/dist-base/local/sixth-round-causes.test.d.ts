export {};
//# sourceMappingURL=sixth-round-causes.test.d.ts.map