export declare const DEFAULT_RECORD_KEYS: string[];
export declare function keysFromPrompt(prompt: string): string[];
/** content words of a prompt, used to pick which repeated group fits it */
export declare function promptWords(prompt: string): string[];
//# sourceMappingURL=prompt-keys.d.ts.map