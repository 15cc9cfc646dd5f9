export {};
//# sourceMappingURL=title-lines.test.d.ts.map