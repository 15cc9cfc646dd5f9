/** the description with its number's signs written as "number" ("No. of pages": "number of pages") */
export declare function numberSigns(text: string): string;
//# sourceMappingURL=number-signs.d.ts.map