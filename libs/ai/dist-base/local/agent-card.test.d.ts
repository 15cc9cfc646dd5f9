export {};
//# sourceMappingURL=agent-card.test.d.ts.map