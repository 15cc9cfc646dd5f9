import type { Page } from './page.js';
/** the names in bold (or named "name") inside elements named after the agent, outside the chrome and other items' boxes, in document order */
export declare function agentCardNames(page: Page): string[];
//# sourceMappingURL=agent-card.d.ts.map