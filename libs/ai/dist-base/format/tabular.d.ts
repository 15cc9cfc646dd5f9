export declare function toTable(data: unknown[] | Record<string, unknown>): {
    table: string[][];
    items: number;
};
export declare function toCsv(data: unknown[] | Record<string, unknown>): string;
//# sourceMappingURL=tabular.d.ts.map