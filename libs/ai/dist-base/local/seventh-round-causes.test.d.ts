export {};
//# sourceMappingURL=seventh-round-causes.test.d.ts.map