export {};
//# sourceMappingURL=tool-keys.test.d.ts.map