export {};
//# sourceMappingURL=head-title-place.test.d.ts.map