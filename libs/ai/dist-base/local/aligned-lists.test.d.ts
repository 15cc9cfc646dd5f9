export {};
//# sourceMappingURL=aligned-lists.test.d.ts.map