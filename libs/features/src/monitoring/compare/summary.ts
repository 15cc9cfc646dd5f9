import type { ChangeDiff, DiffLine, PathChange } from '../model.js';
import { attributeChange, clip, lineKind, quote, textChange } from './phrases.js';

// One line a person understands, naming what changed: "Price changed from $19.99 to $17.49; 2
// lines added", "$.stock changed from 5 to 4", "\"Sale ends Friday\" changed to \"Sale ended\"".

const MAX_CHARS = 200;

const plural = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text === undefined ? 'nothing' : clip(text);
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
    // A text line pairs with a text line, a link with a link: never a sentence with a link.
    const left = [...added];
    for (const r of removed) {
      const k = left.findIndex((a) => a !== '' && lineKind(a) === lineKind(r));
      if (k < 0) continue;
      found.push([r, left[k]]);
      left[k] = '';
    }
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
  for (const [before, after] of paired.slice(0, 2)) parts.push(lineKind(before) === 'text' ? textChange(before, after) : attributeChange(before, after));
  for (const op of ['added', 'removed'] as const) {
    const count = (op === 'added' ? diff.added : diff.removed) - paired.length;
    if (count <= 0) continue;
    const first = diff.lines.find((l) => l.op === op && !paired.some(([b, a]) => (op === 'added' ? a : b) === l.text));
    if (first && lineKind(first.text) !== 'text') parts.push(count === 1 ? attributeChange(op === 'added' ? undefined : first.text, op === 'added' ? first.text : undefined) : `${plural(count, 'line')} ${op}`);
    else parts.push(first ? `${plural(count, 'line')} ${op}: ${quote(first.text)}` : `${plural(count, 'line')} ${op}`);
  }
  if (paired.length > 2) parts.push(`${paired.length - 2} more lines changed`);
  return fit(parts.length > 0 ? parts : ['The content changed']);
}
