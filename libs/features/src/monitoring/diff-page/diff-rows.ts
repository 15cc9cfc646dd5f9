import { diffArrays } from 'diff';
import type { DiffLine } from '../model.js';
import { textHtml } from './escape-html.js';

// The side-by-side rows of the change page: unchanged lines in both columns, a removed line and
// the added line that replaced it on one row, with the words that changed marked.

export type DiffRow = { kind: 'equal'; text: string } | { kind: 'change'; removed?: string; added?: string };

/**
 * Word edits per paired line beyond which no word is marked (the row's colours still show the
 * change). Lines are up to 1000 characters of untrusted text: an unbounded word diff of 100 pairs
 * of wholly different lines took ~4 s of the API's event loop; with this bound ~75 ms.
 */
export const MAX_WORD_EDITS = 64;

/** Lines as rows: unchanged lines on both sides; a run of removed lines paired with the added run after it. */
export function rowsOf(lines: DiffLine[]): DiffRow[] {
  const rows: DiffRow[] = [];
  for (let i = 0; i < lines.length; ) {
    if (lines[i].op === 'equal') {
      rows.push({ kind: 'equal', text: lines[i++].text });
      continue;
    }
    const removed: string[] = [];
    const added: string[] = [];
    while (i < lines.length && lines[i].op === 'removed') removed.push(lines[i++].text);
    while (i < lines.length && lines[i].op === 'added') added.push(lines[i++].text);
    for (let k = 0; k < Math.max(removed.length, added.length); k++) rows.push({ kind: 'change', removed: removed[k], added: added[k] });
  }
  return rows;
}

/** Words and the spaces between them: "$19.99" stays one word, as a reader sees it. */
const words = (line: string) => line.split(/(\s+)/).filter((w) => w !== '');

/** The two sides of a paired row, with the words that differ wrapped in <del> / <ins> (none when too many differ). */
export function markedPair(removed: string, added: string): [string, string] {
  const parts = diffArrays(words(removed), words(added), { maxEditLength: MAX_WORD_EDITS });
  if (!parts) return [textHtml(removed), textHtml(added)];
  let left = '';
  let right = '';
  for (const part of parts) {
    const text = textHtml(part.value.join(''));
    if (part.removed) left += `<del>${text}</del>`;
    else if (part.added) right += `<ins>${text}</ins>`;
    else {
      left += text;
      right += text;
    }
  }
  return [left, right];
}

function rowHtml(row: DiffRow): string {
  if (row.kind === 'equal') {
    const text = textHtml(row.text);
    return `<div class="row same"><div class="cell old">${text}</div><div class="cell new">${text}</div></div>`;
  }
  const [left, right] = row.removed !== undefined && row.added !== undefined ? markedPair(row.removed, row.added) : [textHtml(row.removed ?? ''), textHtml(row.added ?? '')];
  const oldCell = row.removed === undefined ? '<div class="cell old empty"></div>' : `<div class="cell old removed"><span class="sign">−</span>${left}</div>`;
  const newCell = row.added === undefined ? '<div class="cell new empty"></div>' : `<div class="cell new added"><span class="sign">+</span>${right}</div>`;
  return `<div class="row change">${oldCell}${newCell}</div>`;
}

/** The rows of a diff as HTML (each row a two-cell grid; the CSS stacks them on a phone). */
export function diffRowsHtml(lines: DiffLine[]): string {
  return rowsOf(lines).map(rowHtml).join('');
}
