// A credits line read as who did what: "Ilse Brandt; translated from the German by Colm Ferris",
// "Petra Hale and Jonas Wren | Illustrated by Ana Korr", "Linnea Sund with Marcus Dahl · Foreword by
// Greta Holm". Names are the writers unless a role phrase (translated by, edited by, illustrated by,
// foreword by, narrated by) marks them as someone else's; a line that is anything else (a subtitle, a
// sentence, a date) is no credits line.
import { splitNames } from './item-authors.js';
import { MAKING, POSTING, WRITER_ROLES } from './byline-roles.js';

export { MAKING, POSTING };

export type CreditRole = 'author' | 'translator' | 'editor' | 'illustrator' | 'introduction' | 'narrator' | 'adapter';

export interface Credit {
  name: string;
  role: CreditRole;
}

// the words that open a role's clause, as a participle, a noun or a label ("Translator:", "Illustrations by")
const ROLES: Array<[CreditRole, RegExp]> = [
  ['translator', /^(translated|translation|translations|translator|translators|trans\.|übersetzt|übersetzung|traduit|traduction|traducción|vertaald|vertaling)(?![a-z])/i],
  ['editor', /^(edited|editor|editors|eds?\.|compiled|selected|curated)(?![a-z])/i],
  ['illustrator', /^(illustrated|illustrations?|illustrator|pictures|drawings|artwork|cover art|cover design|cover|photographs|photography|photos)\b/i],
  ['introduction', /^(foreword|introduction|introduced|preface|afterword)\b/i],
  ['narrator', /^(narrated|narrator|read)\b/i],
  ['adapter', /^(adapted|retold|abridged)\b/i],
];
// "by", "written by", "words by", "story by", "Author:": the writer's clause
const AUTHOR_OPENER = new RegExp(`^(?:${WRITER_ROLES}\\s+)?(?:${MAKING}\\s+)?by\\s+|^(?:authors?|writer|written by|words(?:\\s+and\\s+\\w+)?|recipe|text|story)\\s*:\\s*`, 'i');
// "with an introduction by", "and illustrated by": the joiner belongs to the role clause
const JOINED_ROLE = /^(?:with|and|&)\s+(?:an?\s+|the\s+)?(?=\S)/i;
// clauses: a line break, ";", spaced dashes, "·", "|", "•", parentheses, a comma or "and"/"with" that opens a
// role clause, and a role with its "by" right after the names ("X & Y Pictures by Z" where a <br> was lost)
const CLAUSES = new RegExp(`\\s*\\n\\s*|\\s*;\\s*|\\s+[–—-]\\s+|\\s*[·|•]\\s*|,\\s*(?=${roleStart()})|\\s+(?=(?:and|with|&)\\s+(?:an?\\s+|the\\s+)?${roleStart()})|(?<!\\b(?:and|with|an?|the)|&)\\s+(?=${roleStart()}(?:\\s+[a-z]+)?\\s+by\\s)`, 'i');

function roleStart(): string {
  // the roles' words without their groups (a split keeps what groups capture)
  return `(?:${ROLES.map(([, re]) => `(?:${re.source.slice(2)}`).join('|')})`;
}

function roleOf(clause: string): CreditRole | null {
  const c = clause.replace(JOINED_ROLE, '');
  return ROLES.find(([, re]) => re.test(c))?.[0] ?? null;
}

/** the names after a role's "by" or colon ("translated from the German by Colm Ferris") */
function roleNames(clause: string): string[] {
  const m = /^(.*?)(?:\bby\b|:)\s*(.+)$/i.exec(clause);
  return m && m[1].split(/\s+/).length <= 6 ? splitNames(m[2], true) : [];
}

export interface CreditsLine {
  credits: Credit[];
  /** a role phrase or a writer's opener ("by") says this is a credits line, not just capitalised words */
  marked: boolean;
}

/**
 * The credits of one short line, or null when it is not one: every clause is names or a role with its
 * names. After a writer's "by" the line may go on to other things ("By Nell Hart · 3 February 2026"):
 * those end the credits.
 */
export function creditsOf(line: string): CreditsLine | null {
  if (!line || line.length > 200) return null;
  line = line.trim();
  // the line's opener ("Words and pictures by") is read before its clauses are split
  const opener = AUTHOR_OPENER.exec(line);
  // "(translated by Y)" is a clause of its own; "(Content Manager)" stays a role beside a name (splitNames)
  const body = line.slice(opener ? opener[0].length : 0).replace(/\s*\(([^()]*)\)/g, (all, inner: string) => (roleOf(inner) && /\bby\b|:/i.test(inner) ? `; ${inner}` : all));
  const clauses = body.split(CLAUSES).map((c) => c?.trim()).filter((c): c is string => !!c);
  const credits: Credit[] = [];
  let marked = !!opener;
  let opened = !!opener;
  for (const clause of clauses) {
    const role = roleOf(clause);
    if (role) {
      const names = roleNames(clause.replace(JOINED_ROLE, ''));
      // "Translated from the German" with no one named says nothing of the people
      for (const name of names) credits.push({ name, role });
      if (names.length) marked = true;
      continue;
    }
    const byWriter = AUTHOR_OPENER.test(clause);
    const names = splitNames(clause.replace(AUTHOR_OPENER, ''), true);
    if (!names.length) {
      // after "by X" a date, a count or a site may follow; a line without an opener is names throughout
      if (opened) break;
      return null;
    }
    if (byWriter) opened = marked = true;
    for (const name of names) credits.push({ name, role: 'author' });
  }
  return credits.length ? { credits, marked } : null;
}

/** the role a contributor list gives in words ("(Translator)", "Illustrator"), authors by default */
export function roleNamed(text: string): CreditRole | null {
  if (/author|writer|auteur|autor|verfasser|escritor/i.test(text)) return 'author';
  return roleOf(text.trim());
}
