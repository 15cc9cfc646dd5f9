import { round } from './confidence.js';
import { NOT_FOUND_TEXT, type ResearchAnswer, type ResearchFormat } from './types.js';

/** Below this confidence the answer is "not found" rather than a guess. */
export const NOT_FOUND_BELOW = 0.2;

/** What the sources do not say is said plainly, in the format asked for, with a low confidence. */
export function notFound(format: ResearchFormat, confidence = 0): ResearchAnswer {
  const answer = format === 'json' ? { answer: null, found: false, message: NOT_FOUND_TEXT } : format === 'table' ? { headers: [], rows: [] } : NOT_FOUND_TEXT;
  return { answer, found: false, confidence: round(Math.min(confidence, NOT_FOUND_BELOW / 3)), sources: [], span: null };
}
