import type { Span } from './spans.js';
export declare function questionShapeSpans(question: string, sentence: string): Span[];
//# sourceMappingURL=patterns.d.ts.map