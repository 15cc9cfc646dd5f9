import type { FieldKind } from './intent.js';
export declare function parseForKind(kind: FieldKind, raw: string, baseUrl: string): unknown;
//# sourceMappingURL=parse-kind.d.ts.map