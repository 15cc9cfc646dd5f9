// Prompt + schema extraction: the repeated records that fit the prompt, each mapped onto the schema's
// properties (or the prompt's nouns), coerced to the property types.
import { GleanerError } from '@gleaner/platform';
import type { RecordsRequest, RecordsResult } from '../types.js';
import { coerce, schemaShape, validateAgainst, type PropertySpec } from '../schema.js';
import { findRecordGroups, selectGroups } from './repeated.js';
import { recordValue } from './record-fields.js';
import { keysFromPrompt, promptWords } from './prompt-keys.js';
import { extractFields } from './fields.js';
import { fieldIntent } from './intent.js';
import type { Page } from './page.js';

function isEmpty(record: Record<string, unknown>): boolean {
  return Object.values(record).every((v) => v === null || (Array.isArray(v) && v.length === 0));
}

/** Drops nulls the schema does not allow: an absent optional property validates, a null may not. */
function fit(record: Record<string, unknown>, props: PropertySpec[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const p of props) {
    const v = p.schema && Object.keys(p.schema).length ? coerce(record[p.name], p.schema) : record[p.name] ?? null;
    const t = p.schema?.type;
    const nullable = t === undefined || t === 'null' || (Array.isArray(t) && t.includes('null'));
    if (v === null && !nullable) continue;
    out[p.name] = v;
  }
  return out;
}

export function listRecords(page: Page, prompt: string, props: PropertySpec[]): Record<string, unknown>[] {
  const wantsPrice = props.some((p) => fieldIntent(p.name, p.description).kind === 'price');
  const words = promptWords(prompt);
  // a page of one or two items is still a list of records
  const groups = findRecordGroups(page.$, words, wantsPrice, { small: true });
  const chosen = selectGroups(groups, words.length === 0);
  const ctx = { $: page.$, url: page.url };
  const records: Record<string, unknown>[] = [];
  for (const el of chosen.flatMap((g) => g.elements)) {
    const raw: Record<string, unknown> = {};
    for (const p of props) raw[p.name] = recordValue(ctx, el, p.name, p.description);
    if (!isEmpty(raw)) records.push(fit(raw, props));
  }
  return records;
}

export function extractRecordsFrom(page: Page, req: RecordsRequest): RecordsResult {
  if (!req.schema) {
    const props = keysFromPrompt(req.prompt).map((name) => ({ name, description: '', schema: {} }));
    const data = listRecords(page, req.prompt, props);
    return { data, items: data.length };
  }
  const shape = schemaShape(req.schema);
  if (shape.mode === 'list') {
    // a record lacking a required property is not a record of the kind asked for: it is left out
    const found = listRecords(page, req.prompt, shape.items);
    const list = found.filter((r) => validateAgainst(shape.itemSchema, r).length === 0);
    // none has what the schema requires: an empty list would be an answer the page does not give
    const required = (shape.itemSchema as { required?: unknown }).required;
    if (!list.length && Array.isArray(required) && required.length) {
      const missing = required.filter((r) => found.every((rec) => rec[String(r)] === null || rec[String(r)] === undefined));
      const why = found.length ? `none of the ${found.length} records found on the page states` : 'no records found on the page: nothing states';
      throw new GleanerError('extraction_failed', `${why} the required ${(missing.length ? missing : required).join(', ')}`, { details: { required, missing, records_found: found.length } });
    }
    return { data: shape.wrapKey ? { [shape.wrapKey]: list } : list, items: list.length };
  }
  const found = extractFields(page, Object.fromEntries(shape.props.map((p) => [p.name, p.description || p.name])));
  const data = fit(found, shape.props);
  return { data, items: 1 };
}
