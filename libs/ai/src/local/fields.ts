// Fields described in natural language: what each asks is read once from its key and description
// (intent.ts), then one resolver ranks the candidates of every source that can hold it (resolve.ts).
// The product's and the main item's facts, the prose's answer to a particular question and the kind's
// sources are all sources of that one ranking (field-sources.ts); no credible candidate anywhere is null.
import { fieldIntent } from './intent.js';
import type { Page } from './page.js';
import { rank } from './resolve.js';
import { fieldSources } from './field-sources.js';
import { alignedItemLists } from './aligned-lists.js';

/** the field's answer: the best credible candidate of every source (field-sources.ts), or null */
export function extractField(page: Page, name: string, description: string): unknown {
  const intent = fieldIntent(name, description);
  return rank(page, intent, fieldSources(intent))[0]?.value ?? null;
}

export function extractFields(page: Page, fields: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  // lists of the items' parts asked together come from the same items, index by index (aligned-lists.ts)
  const lists = alignedItemLists(page, fields);
  for (const [name, description] of Object.entries(fields)) out[name] = lists.get(name) ?? extractField(page, name, description ?? '');
  return out;
}
