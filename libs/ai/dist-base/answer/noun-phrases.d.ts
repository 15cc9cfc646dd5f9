import type { Span } from './spans.js';
export declare function nounPhrases(sentence: string): Span[];
//# sourceMappingURL=noun-phrases.d.ts.map