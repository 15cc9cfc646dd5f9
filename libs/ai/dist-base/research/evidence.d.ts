import type { ReadIndex } from './index-file.js';
/** Keys of the capitalised words of a question after its first word (names are rarely said otherwise). */
export declare function namesOf(question: string): string[];
/** How much of the question the answer's passage (with its source's title) says, by the words' rarity. */
export declare function heldBy(index: ReadIndex, passage: number, focus: string[]): {
    held: number;
    rarest: number;
};
/** A span that starts or ends on a stop word is a fragment ("of water with pressure"). */
export declare function ragged(span: string): number;
/**
 * A name of the question that other sources say but the answer's own source (its passages and title)
 * never does: the question is about another source's entity ("Who founded the Hollin mill?" answered
 * from the Harlow mill's page). A one-letter misspelling is forgiven.
 */
export declare function swappedName(index: ReadIndex, passage: number, names: string[]): boolean;
//# sourceMappingURL=evidence.d.ts.map