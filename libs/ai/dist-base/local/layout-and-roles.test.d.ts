export {};
//# sourceMappingURL=layout-and-roles.test.d.ts.map