import type { LaidOut } from './page-layout.js';
import { type Unit } from './noun-phrase.js';
/** the verbs of giving someone credit ("who should I thank for it", "who do we cite"): they ask the person, nothing more */
export declare const CREDITING: Set<string>;
/** the kind a role or an act in the request asks, or null (then the request is read as it is) */
export declare function actAsked(units: Unit[], question?: string): LaidOut | null;
//# sourceMappingURL=role-acts.d.ts.map