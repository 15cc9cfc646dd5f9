export {};
//# sourceMappingURL=description-reader.test.d.ts.map