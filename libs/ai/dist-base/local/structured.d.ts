import type { CheerioAPI } from 'cheerio';
export type Thing = Record<string, unknown> & {
    '@type'?: unknown;
};
/** a script's JSON without the wrapping old XHTML parsers needed ("<![CDATA[ ... ]]>", "//<![CDATA[ ... //]]>",
 *  "<!-- ... -->"); the closing is cut from the end by hand: a pattern free to start anywhere would rescan
 *  every run of spaces inside the JSON (quadratic in its length) */
export declare function unwrapScriptText(text: string): string;
export declare function readJsonLd($: CheerioAPI): Thing[];
export declare function readMicrodata($: CheerioAPI): Thing[];
/** meta name/property (lower case) -> contents in document order */
export declare function readMeta($: CheerioAPI): Map<string, string[]>;
export declare function typeNames(thing: Thing): string[];
//# sourceMappingURL=structured.d.ts.map