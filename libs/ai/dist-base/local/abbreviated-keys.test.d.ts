export {};
//# sourceMappingURL=abbreviated-keys.test.d.ts.map