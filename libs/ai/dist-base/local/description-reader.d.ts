import type { FieldIntent } from './intent.js';
import { type TypeHint } from './note-markers.js';
export type { TypeHint } from './note-markers.js';
export { matchSteps } from './marker-match.js';
export interface DescriptionReading {
    /** what is asked: the description without its notes, exclusions and purpose, typos read as the words they miss */
    request: string;
    /** the request's first clause that is not a note ('' when the description is only notes) */
    first: string;
    /** the request's other clauses, in order: read when the first names nothing ("the mark (who makes it)") */
    others: string[];
    /** what the description says is not wanted: "the old price", "icons or logos" */
    excluded: string[];
    /** what it says of the value: its format, its absence, an example */
    notes: string[];
    /** why it is asked: "I'm building a price tracker", "for my catalogue" */
    context: string[];
    /** the type a note names ("(YYYY-MM-DD)": a date; "as a number", "e.g. 12.99": a number) */
    hint?: TypeHint;
    /** a note asks for a list ("as a list", "comma separated") */
    list: boolean;
    /** a note asks for yes or no ("true/false", "yes or no") */
    boolean: boolean;
}
/** the description's request, what it excludes, what it notes about the value and why it is asked */
export declare function readDescription(description: string): DescriptionReading;
/**
 * The intent read from the request, with what the notes say of the type: "(YYYY-MM-DD)" makes a field of no
 * kind a date ("the deadline (YYYY-MM-DD)"), "true/false" a field of a kind a yes/no; what is excluded is kept
 * for the resolver.
 */
export declare function withNotes<T extends FieldIntent>(intent: T, reading: DescriptionReading): T;
//# sourceMappingURL=description-reader.d.ts.map