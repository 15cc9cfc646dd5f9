export {};
//# sourceMappingURL=item-block.test.d.ts.map