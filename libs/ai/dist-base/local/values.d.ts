export interface Money {
    amount: number;
    currency: string | null;
    /** the currency as written (symbol or code) */
    symbol: string | null;
    /** "229.990" is 229.99 or 229990 (dot thousands, as in CLP or EUR shops): the second reading, when it exists */
    thousands?: number;
}
/** The decimal number in a string, reading "1.234,56", "1,234.56", "1 234" and "12,99" the way they are meant. */
export declare function parseNumber(text: string): number | null;
export declare function currencyCode(text: string): string | null;
export declare function currencySymbol(text: string): string | null;
/** A price in a short text: a number with a currency next to it (or a bare number when `bare` allows it). */
export declare function parseMoney(text: string, bare?: boolean): Money | null;
/** every amount with its currency in a text, in order, with where it stands ("USD 1,299.00 / month Deposit USD 2,598.00": two) */
export declare function moneySpans(text: string): Array<{
    start: number;
    end: number;
    money: Money;
}>;
/** schema.org availability ("InStock" / "OutOfStock") from a URL, token or phrase. */
export declare function parseAvailability(text: string): 'InStock' | 'OutOfStock' | null;
export declare function isOutOfStockPhrase(text: string): boolean;
/** An ISO 8601 date (or date-time when the text has a time) from common written forms. */
export declare function parseDate(text: string): string | null;
/** An identifier: a token of letters, digits and separators, without spaces. */
export declare function parseIdentifier(text: string): string | null;
export declare function parseGtin(text: string): string | null;
export declare function parseEmail(text: string): string | null;
export declare function parsePhone(text: string): string | null;
export declare function absoluteUrl(href: string, base: string): string | null;
export declare function cleanText(text: string): string;
//# sourceMappingURL=values.d.ts.map