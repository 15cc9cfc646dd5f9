// A catalogue heading writes the title, " / ", then the statement of responsibility, closed by the record's
// period: "The Weir Keepers / Maren Holt.", "Salt roads / edited by Ana Lind ; illustrated by B. Ortiz."
// The title is the part before the slash. A slash inside a title ("Either / Or", "Love / Hate") has no closing
// period after a few words, so it stays.
const STATEMENT = /^(.{2,}?)\s+\/\s+([^/]{2,120})\.$/u;
// the statement is names and the words that join them, not a sentence: a few words, each a name, initial or joiner
const STATEMENT_WORD = /^(?:\p{Lu}[\p{L}'’.-]*|by|and|&|with|edited|translated|illustrated|compiled|introduction|foreword|et al|[;,[\]]+)[,;]?$/u;

/** "The Weir Keepers / Maren Holt." -> "The Weir Keepers"; the text itself when it holds no such statement */
export function withoutResponsibility(text: string): string {
  const m = STATEMENT.exec(text);
  if (!m) return text;
  const words = m[2].split(/\s+/);
  return words.length <= 12 && words.every((w) => STATEMENT_WORD.test(w)) && /\p{Lu}/u.test(m[2]) ? m[1] : text;
}
