import type { Thing } from './structured.js';
/** the things with their references to other nodes of the page's JSON-LD filled in; unchanged when there are none */
export declare function resolveRefs(roots: unknown[], things: Thing[]): Thing[];
/** the @ids of nodes that other things hold as a property (a Book's offer, an Event's organizer): parts of those, not items of their own */
export declare function heldByOthers(things: Thing[]): Set<string>;
//# sourceMappingURL=structured-refs.d.ts.map