export {};
//# sourceMappingURL=request-forms.test.d.ts.map