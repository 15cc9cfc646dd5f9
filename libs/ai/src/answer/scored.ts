// A sentence as the answer finder scores it: its tokens, which of them match the question's words, and
// the share of the question it says.
import type { Token } from './words.js';

export interface Scored {
  sentence: string;
  passage: number;
  tokens: Token[];
  /** per token: the focus word it matches and how strongly, or null */
  matched: Array<{ key: string; strength: number } | null>;
  coverage: number;
  /** its place among the passages' sentences */
  at: number;
}
