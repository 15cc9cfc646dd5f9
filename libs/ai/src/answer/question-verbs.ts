// The verbs a question asks about ("abolished" in "What was abolished during the apartheid era?"), from
// compromise's tagger: a sentence that says the question's nouns but not its verb states another fact.
import { nlp } from './noun-phrases.js';
import { keyOf } from './words.js';

const AUXILIARY = /^(do|does|did|done|doing|be|is|are|was|were|been|being|am|have|has|had|having|will|would|shall|should|can|could|may|might|must|get|got|make|made|take|took|use|used)$/i;
const MEMO = new Map<string, string[]>();

/** The keys (stems through the synonym table) of the question's own verbs, auxiliaries left out. */
export function questionVerbs(question: string): string[] {
  let keys = MEMO.get(question);
  if (!keys) {
    const terms = (nlp(question).match('#Verb').not('(#Auxiliary|#Copula|#Modal)').json() as Array<{ terms: Array<{ normal: string }> }>).flatMap((m) => m.terms);
    keys = [...new Set(terms.map((t) => t.normal.replace(/[^\p{L}\p{N}'-]/gu, '')).filter((w) => w && !AUXILIARY.test(w)).map((w) => keyOf(w)))];
    if (MEMO.size > 5000) MEMO.clear();
    MEMO.set(question, keys);
  }
  return keys;
}
