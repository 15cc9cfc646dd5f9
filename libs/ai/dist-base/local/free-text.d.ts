import type { FieldIntent } from './intent.js';
import type { Page } from './page.js';
/**
 * Answered from the page's text before the kind's sources: a question about something in particular
 * ("when do the doors open", "who founded the quartet") or a kind word with words of its own ("the date
 * the tour ends", "the name of the venue"). "Who wrote the book" and "when was it published" ask for
 * the page's own author and date: those go to the kind's sources.
 */
export declare function asksQuestion(description: string, intent: FieldIntent): boolean;
export declare function freeTextAnswer(page: Page, intent: FieldIntent): unknown;
//# sourceMappingURL=free-text.d.ts.map