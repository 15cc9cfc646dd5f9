export {};
//# sourceMappingURL=item-page-lines.test.d.ts.map