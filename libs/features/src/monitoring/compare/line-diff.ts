import { diffArrays } from 'diff';
import type { ChangeDiff, DiffLine } from '../model.js';

// A line diff kept small: the changed lines with a little unchanged context around each run of
// changes, at most MAX_LINES lines in all (`truncated` says when more changed).

const CONTEXT = 2;
const MAX_LINES = 200;
/** A kept line longer than this is cut (a minified blob on one line). */
const MAX_LINE_CHARS = 1000;

const cut = (text: string) => (text.length > MAX_LINE_CHARS ? `${text.slice(0, MAX_LINE_CHARS)}…` : text);

export function lineDiff(before: string[], after: string[]): ChangeDiff {
  const all: DiffLine[] = [];
  let added = 0;
  let removed = 0;
  for (const part of diffArrays(before, after)) {
    const op: DiffLine['op'] = part.added ? 'added' : part.removed ? 'removed' : 'equal';
    if (op === 'added') added += part.value.length;
    if (op === 'removed') removed += part.value.length;
    for (const text of part.value) all.push({ op, text });
  }
  // Keep changes and the CONTEXT equal lines on either side of each.
  const keep = new Array<boolean>(all.length).fill(false);
  all.forEach((line, i) => {
    if (line.op === 'equal') return;
    for (let j = Math.max(0, i - CONTEXT); j <= Math.min(all.length - 1, i + CONTEXT); j++) keep[j] = true;
  });
  const lines: DiffLine[] = [];
  let truncated = false;
  for (let i = 0; i < all.length; i++) {
    if (!keep[i]) continue;
    if (lines.length >= MAX_LINES) {
      truncated = true;
      break;
    }
    lines.push({ op: all[i].op, text: cut(all[i].text) });
  }
  return { lines, added, removed, truncated };
}
