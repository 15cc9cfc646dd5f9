export {};
//# sourceMappingURL=depth-cap.test.d.ts.map