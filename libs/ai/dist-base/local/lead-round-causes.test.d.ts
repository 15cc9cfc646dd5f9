export {};
//# sourceMappingURL=lead-round-causes.test.d.ts.map