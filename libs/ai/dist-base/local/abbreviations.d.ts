/** one key part (lower case) -> the words it stands for */
export declare const ABBREVIATIONS: Readonly<Record<string, string>>;
/** a key's parts as written: camelCase, snake_case, kebab-case, dotted paths and spaces split, lower case */
export declare function keyParts(name: string): string[];
/** the key with its abbreviated parts written out ("num_imgs" -> "number images", "pubd" -> "published date") */
export declare function expandKey(name: string): string;
/** whether a key holds an abbreviation the table writes out */
export declare const abbreviated: (name: string) => boolean;
//# sourceMappingURL=abbreviations.d.ts.map