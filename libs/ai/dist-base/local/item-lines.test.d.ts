export {};
//# sourceMappingURL=item-lines.test.d.ts.map