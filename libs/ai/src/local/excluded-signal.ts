// What a description says is not wanted ("the city, not the street address"), as a signal of the resolver
// (resolve.ts): a short candidate that is it loses.
import type { FieldIntent } from './intent.js';
import { stem } from './lexicon.js';

// the words of an exclusion that say nothing of a value ("the old one", "any of the")
const FILLER = new Set(['the', 'a', 'an', 'any', 'of', 'or', 'and', 'one', 'ones', 'its', 'their', 'full', 'whole', 'old', 'other', 'page', 'it', 'that', 'this', 'these', 'those', 'just', 'only', 'when', 'where', 'what', 'which', 'was', 'is', 'last']);

/**
 * A short text candidate that is what the field excludes ("the city, not the street address": "12 High
 * Street, Leeds"; "the main image, not logos": ".../logo.png") loses to the others: a signal for resolve.ts.
 * Content and descriptions are long texts that may mention anything ("without menus or ads").
 */
export function excludedSignals(intent: FieldIntent, value: unknown): Array<[string, number]> {
  const excluded = intent.excluded ?? [];
  if (!excluded.length || typeof value !== 'string' || value.length > 200 || intent.kind === 'content' || intent.kind === 'description') return [];
  const words = new Set(value.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).map(stem));
  // a word the request says too ("the author's name, not the publisher's name") does not tell them apart
  const asked = new Set(intent.said.split(' ').map(stem));
  const hit = excluded.some((x) => x.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 2 && !FILLER.has(w) && !asked.has(stem(w))).some((w) => words.has(stem(w))));
  return hit ? [['is-what-the-field-excludes', -0.9]] : [];
}
