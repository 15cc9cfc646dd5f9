export {};
//# sourceMappingURL=modified-date.test.d.ts.map