import { Readability } from '@mozilla/readability';
/** The version whose helpers were read and replaced (package.json pins it). */
export declare const READABILITY_PATCHED_VERSION = "0.6.0";
/**
 * Whether the replacements fit the installed Readability: the version they were written against,
 * with every replaced member still a function. Another version is read by Readability itself
 * (slower, never different), with a warning; readability.test.ts fails on it, so a bump is seen.
 */
export declare function readabilityPatchFits(version: string, prototype: object): boolean;
export declare function quickReadability<T = string>(document: unknown, options: {
    charThreshold?: number;
    serializer?: (el: Node) => T;
}): Readability<T>;
//# sourceMappingURL=readability.d.ts.map