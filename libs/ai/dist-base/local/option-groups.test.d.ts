export {};
//# sourceMappingURL=option-groups.test.d.ts.map