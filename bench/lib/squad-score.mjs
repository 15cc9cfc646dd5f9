// SQuAD's scoring: answers normalised (lower case, no punctuation or articles), token F1, and whether
// an answer holds or equals a gold one. Shared by the free-text fields and the research benches.

export const normalise = (s) => String(s ?? '').toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, ' ').replace(/\b(a|an|the)\b/g, ' ').replace(/\s+/g, ' ').trim();
export const toks = (s) => normalise(s).split(' ').filter(Boolean);

export function tokenF1(pred, gold) {
  const p = toks(pred);
  const g = toks(gold);
  if (!p.length || !g.length) return p.length === g.length ? 1 : 0;
  const counts = new Map();
  for (const t of g) counts.set(t, (counts.get(t) ?? 0) + 1);
  let common = 0;
  for (const t of p) if ((counts.get(t) ?? 0) > 0) { common++; counts.set(t, counts.get(t) - 1); }
  if (!common) return 0;
  const pr = common / p.length;
  const rc = common / g.length;
  return (2 * pr * rc) / (pr + rc);
}

export const contains = (answer, golds) => golds.some((g) => normalise(g) && normalise(answer).includes(normalise(g)));
export const exact = (span, golds) => golds.some((g) => normalise(span) === normalise(g));
