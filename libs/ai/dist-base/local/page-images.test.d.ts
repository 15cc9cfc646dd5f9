export {};
//# sourceMappingURL=page-images.test.d.ts.map