import type { FieldIntent, FieldKind } from './intent.js';
import type { Page } from './page.js';
/** the person or maker whose link a url field asks for ("author.url": author), or null */
export declare function linkOwner(intent: FieldIntent): FieldKind | null;
/** the owner's links the page states, absolute, best first */
export declare function ownerLinks(page: Page, owner: FieldKind): string[];
//# sourceMappingURL=owner-links.d.ts.map