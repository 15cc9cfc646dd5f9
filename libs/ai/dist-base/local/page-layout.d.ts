import type { FieldKind } from './intent.js';
import type { Unit } from './noun-phrase.js';
export interface LaidOut {
    /** null: a generic noun placed against an element names no field ("the bit under the headline"): not the element's either */
    kind: FieldKind | null;
    subject: 'item' | 'site';
}
/**
 * The field a description of where and how a value is shown names, or null when its head is a field's own
 * noun or its words name no element (`units`: the request's, noun-phrase.ts); a kind of null when a generic noun
 * is placed against an element that is not what it is
 */
export declare function laidOut(units: Unit[]): LaidOut | null;
//# sourceMappingURL=page-layout.d.ts.map