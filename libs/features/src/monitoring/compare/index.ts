import { createHash } from 'node:crypto';
import type { Capture, ChangeDiff, Comparison, MonitorType, Snapshot } from '../model.js';
import { canonical, pathChanges } from './json-diff.js';
import { lineDiff } from './line-diff.js';
import { summarizeChange } from './summary.js';
import { stableLine } from './volatile.js';

// Change detection: a capture normalised into a snapshot (volatile tokens out), and two snapshots
// compared (equal hashes: no change; else a bounded diff and a one-line summary).

export { summarizeChange, pairs } from './summary.js';
export { stableLine, isVolatileKey, isTimestampValue, PLACEHOLDER } from './volatile.js';
export { lineDiff } from './line-diff.js';
export { canonical, pathChanges } from './json-diff.js';

/**
 * The format of text snapshots: raised whenever what a check reads of a page or how its text is
 * normalised changes, so that a baseline taken the old way is not compared with one taken the new
 * way (after an upgrade, every selector baseline would have "changed": it had no link or image
 * lines). 2: an element's rendered text and attributes, full_page's whole-page reads, ad slots,
 * off-screen sections, relative times and social counters.
 */
export const SNAPSHOT_FORMAT = 2;

/** The most text a snapshot keeps (a bigger page is compared on its first 200 KB). */
export const MAX_SNAPSHOT_CHARS = 200_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Whitespace collapsed per line, blank lines and ad labels dropped, volatile tokens replaced. */
export function normaliseText(text: string): string {
  const lines: string[] = [];
  for (const raw of text.slice(0, MAX_SNAPSHOT_CHARS).split(/\r?\n/)) {
    const collapsed = raw.replace(/\s+/g, ' ').trim();
    if (!collapsed) continue;
    const line = stableLine(collapsed);
    if (line) lines.push(line);
  }
  return lines.join('\n');
}

function parsedJson(capture: Capture): unknown {
  const looksJson = /json/i.test(capture.contentType ?? '') || /^\s*[[{]/.test(capture.text);
  if (!looksJson) return undefined;
  try {
    return JSON.parse(capture.text);
  } catch {
    return undefined;
  }
}

export function snapshotOf(type: MonitorType, capture: Capture): Snapshot {
  if (type === 'api_response') {
    const json = parsedJson(capture);
    if (json !== undefined) {
      const text = JSON.stringify(canonical(json), null, 2);
      return { kind: 'json', text, hash: sha256(text) };
    }
  }
  const text = normaliseText(capture.text);
  return { kind: 'text', text, hash: sha256(text), format: SNAPSHOT_FORMAT };
}

// The same characters with other spacing or line breaks: a wrapper that puts an inline label on a
// line of its own ("Book TitleOnce" and "Book Title / Once"), or indentation inside a <pre>.
const sameWords = (a: string, b: string) => a.replace(/\s+/g, '') === b.replace(/\s+/g, '');

export function compare(before: Snapshot | null, after: Snapshot): Comparison {
  // No snapshot yet (or only its hash left): this one is the baseline.
  if (!before || before.hash === after.hash) return { changed: false };
  // A baseline read or normalised the old way: what differs may be the reading, not the page.
  // The new snapshot becomes the baseline without an alert.
  if (before.kind === 'text' && after.kind === 'text' && (before.format ?? 1) !== (after.format ?? 1)) return { changed: false, rebased: true };
  // The same words broken into other lines or spaced otherwise (a wrapper, a <br>, a re-flowed layout) read the same.
  if (before.kind === 'text' && after.kind === 'text' && sameWords(before.text, after.text)) return { changed: false };
  let diff: ChangeDiff = lineDiff(before.text.split('\n'), after.text.split('\n'));
  if (before.kind === 'json' && after.kind === 'json') {
    const { paths, truncated } = pathChanges(JSON.parse(before.text), JSON.parse(after.text));
    diff = { ...diff, paths, truncated: diff.truncated || truncated };
  }
  return { changed: true, diff, summary: summarizeChange(diff, after.kind) };
}
