// Record keys from a prompt without a schema. The rule: the nouns listed after "with", "including",
// "containing", "showing" or a colon ("all products with name, price and rating" -> name, price, rating),
// each turned into snake_case; a prompt that lists none gives title, url and text.
import { joinCompounds } from './compound-words.js';

const LEAD = /\b(?:with|including|containing|showing|having|listing|extract(?:ing)?)\b|:/i;
const FILLER = /\b(their|its|the|a|an|each|every|of|them|it|his|her|fields?|columns?|details?|info(?:rmation)?)\b/gi;

export const DEFAULT_RECORD_KEYS = ['title', 'url', 'text'];

export function keysFromPrompt(prompt: string): string[] {
  const m = LEAD.exec(prompt);
  if (!m) return DEFAULT_RECORD_KEYS;
  const tail = prompt.slice(m.index + m[0].length).replace(/[.?!]+\s*$/, '');
  const keys = tail
    .split(/,|;|\band\b|&|\//i)
    .map((part) => part.replace(FILLER, ' ').trim().toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '_').replace(/^_+|_+$/g, ''))
    .filter((k) => k.length > 1 && k.length <= 40);
  return keys.length ? [...new Set(keys)] : DEFAULT_RECORD_KEYS;
}

/** content words of a prompt, used to pick which repeated group fits it */
export function promptWords(prompt: string): string[] {
  return joinCompounds(prompt
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u))
    .filter((w) => w.length > 3 && !/^(with|from|that|this|their|them|each|every|page|list|listed|shown|extract|including|containing|items?|records?|entries|rows?|data|show|showing|having|what|which|where|there|here)$/.test(w));
}
