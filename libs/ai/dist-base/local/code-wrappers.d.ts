/** the words a code wrapper holds, with the type it names as a bracketed note; text that is no code as it is */
export declare function unwrapCode(text: string): string;
//# sourceMappingURL=code-wrappers.d.ts.map