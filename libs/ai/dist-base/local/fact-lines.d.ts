import type { Page } from './page.js';
import type { Thing } from './structured.js';
/** the number of a line that is only a count and its noun ("2 bedrooms", "2 double bedrooms", "4 servings"), the noun one the fact names; null when none */
export declare function countLine(page: Page, noun: RegExp): number | null;
/** "at Foundry Hall Main Room" (or "@ ...") as a line of the title block: the place, or null ("at 8pm" is a time) */
export declare function atLine(page: Page, thing: Thing | null): string | null;
/** the people lines tell you to reach about the item ("Call X on <phone>"), in document order */
export declare function reachNamed(page: Page): string[];
//# sourceMappingURL=fact-lines.d.ts.map