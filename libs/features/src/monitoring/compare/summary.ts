import type { ChangeDiff, DiffLine, PathChange } from '../model.js';

// One line a person understands, naming what changed: "Price changed from $19.99 to $17.49; 2
// lines added", "$.stock changed from 5 to 4", "\"Sale ends Friday\" changed to \"Sale ended\"".

const MAX_CHARS = 200;
const QUOTE_CHARS = 60;
/** A number as people write it, with its currency: $19.99, 17,49 €, 1,299, -3.5%. */
const NUMBER = /[-+]?(?:[$€£¥]\s?)?\d[\d,.' ]*\d(?:\s?(?:[$€£¥%]|usd|eur|gbp))?|[-+]?(?:[$€£¥]\s?)?\d(?:\s?[$€£¥%])?/gi;

const quote = (text: string) => `"${text.length > QUOTE_CHARS ? `${text.slice(0, QUOTE_CHARS - 1)}…` : text}"`;
const plural = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text === undefined ? 'nothing' : text.length > QUOTE_CHARS ? `${text.slice(0, QUOTE_CHARS - 1)}…` : text;
}

/** "Price changed from $19.99 to $17.49" when two lines differ only in their numbers. */
function numberChange(before: string, after: string): string | null {
  const a = before.match(NUMBER) ?? [];
  const b = after.match(NUMBER) ?? [];
  if (a.length === 0 || a.length !== b.length || before.replace(NUMBER, '#') !== after.replace(NUMBER, '#')) return null;
  const i = a.findIndex((n, k) => n.trim() !== b[k].trim());
  if (i < 0) return null;
  // The label: the words before the number that changed ("Price:" -> Price).
  const at = before.indexOf(a[i]);
  const label = before
    .slice(0, at)
    .replace(/[\s:=\-–—(]+$/, '')
    .split(/[.;|•]/)
    .pop()!
    .trim()
    .slice(-40);
  const change = `from ${a[i].trim()} to ${b[i].trim()}`;
  return label ? `${label} changed ${change}` : `${quote(before)} changed ${change}`;
}

/** Removed lines each followed by an added line: the pairs a reader sees as "this became that". */
export function pairs(lines: DiffLine[]): [string, string][] {
  const found: [string, string][] = [];
  for (let i = 0; i < lines.length; ) {
    if (lines[i].op !== 'removed') {
      i++;
      continue;
    }
    const removed: string[] = [];
    while (i < lines.length && lines[i].op === 'removed') removed.push(lines[i++].text);
    const added: string[] = [];
    while (i < lines.length && lines[i].op === 'added') added.push(lines[i++].text);
    for (let k = 0; k < Math.min(removed.length, added.length); k++) found.push([removed[k], added[k]]);
  }
  return found;
}

function pathPhrase(p: PathChange): string {
  if (p.op === 'added') return `${p.path} added (${shown(p.after)})`;
  if (p.op === 'removed') return `${p.path} removed`;
  return `${p.path} changed from ${shown(p.before)} to ${shown(p.after)}`;
}

function fit(parts: string[]): string {
  let out = '';
  for (const part of parts) {
    const next = out ? `${out}; ${part}` : part;
    if (next.length > MAX_CHARS) return out || `${part.slice(0, MAX_CHARS - 1)}…`;
    out = next;
  }
  return out;
}

export function summarizeChange(diff: ChangeDiff, kind: 'text' | 'json' = 'text'): string {
  if (kind === 'json' && diff.paths && diff.paths.length > 0) {
    const shownPaths = diff.paths.slice(0, 3).map(pathPhrase);
    const more = diff.paths.length - shownPaths.length;
    return fit([...shownPaths, ...(more > 0 || diff.truncated ? [`${more > 0 ? more : 'more'} other changes`] : [])]);
  }
  const paired = pairs(diff.lines);
  const parts: string[] = [];
  for (const [before, after] of paired.slice(0, 2)) parts.push(numberChange(before, after) ?? `${quote(before)} changed to ${quote(after)}`);
  const added = diff.added - paired.length;
  const removed = diff.removed - paired.length;
  if (added > 0) {
    const first = diff.lines.find((l) => l.op === 'added' && !paired.some(([, a]) => a === l.text));
    parts.push(parts.length === 0 && first ? `${plural(added, 'line')} added: ${quote(first.text)}` : `${plural(added, 'line')} added`);
  }
  if (removed > 0) {
    const first = diff.lines.find((l) => l.op === 'removed' && !paired.some(([b]) => b === l.text));
    parts.push(parts.length === 0 && first ? `${plural(removed, 'line')} removed: ${quote(first.text)}` : `${plural(removed, 'line')} removed`);
  }
  if (paired.length > 2) parts.push(`${paired.length - 2} more lines changed`);
  return fit(parts.length > 0 ? parts : ['The content changed']);
}
