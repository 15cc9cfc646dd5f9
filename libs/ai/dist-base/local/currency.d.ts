/** the ISO code for a written currency symbol, using the page's country top-level domain when the symbol is shared */
export declare function currencyForPage(symbol: string, url: string): string | null;
//# sourceMappingURL=currency.d.ts.map