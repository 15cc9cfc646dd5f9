export {};
//# sourceMappingURL=plural-keys.test.d.ts.map