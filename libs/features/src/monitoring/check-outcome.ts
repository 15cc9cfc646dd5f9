import type { Logger } from '@gleaner/platform';
import { compare, snapshotOf, summarizeChange } from './compare/index.js';
import type { Capture, ChangeDiff, MonitorType, Snapshot } from './model.js';

// What a check found: its snapshot, whether the watched content changed, a one-line summary, and
// whether the change matters (a monitor's prompt decides: "alert only when the price drops" lets
// a rise pass silently; without a prompt every change matters).

export interface ChangeJudge {
  judge(req: { prompt: string; url: string; before: string; after: string; diffText: string; localSummary: string }): Promise<{ matters: boolean; summary: string }>;
}

export interface CheckOutcome {
  snapshot: Snapshot;
  changed: boolean;
  relevant: boolean;
  summary: string | null;
  diff?: ChangeDiff;
}

export function diffText(diff: ChangeDiff): string {
  return diff.lines
    .filter((l) => l.op !== 'equal')
    .map((l) => `${l.op === 'added' ? '+' : '-'} ${l.text}`)
    .join('\n');
}

export async function outcomeOf(
  monitor: { monitor_type: MonitorType; prompt: string | null; url: string; baseline: Snapshot | null },
  capture: Capture,
  judge: ChangeJudge | undefined,
  logger: Logger,
): Promise<CheckOutcome> {
  const snapshot = snapshotOf(monitor.monitor_type, capture);
  const comparison = compare(monitor.baseline, snapshot);
  if (!comparison.changed || !comparison.diff) return { snapshot, changed: false, relevant: false, summary: null };
  const local = comparison.summary ?? summarizeChange(comparison.diff, snapshot.kind);
  if (!monitor.prompt || !judge) return { snapshot, changed: true, relevant: true, summary: local, diff: comparison.diff };
  try {
    const verdict = await judge.judge({ prompt: monitor.prompt, url: monitor.url, before: monitor.baseline?.text ?? '', after: snapshot.text, diffText: diffText(comparison.diff), localSummary: local });
    return { snapshot, changed: true, relevant: verdict.matters, summary: verdict.summary || local, diff: comparison.diff };
  } catch (err) {
    // A judge that fails does not lose the change: it alerts, with the local summary.
    logger.warn({ err }, 'the change judge failed; the change alerts with its local summary');
    return { snapshot, changed: true, relevant: true, summary: local, diff: comparison.diff };
  }
}
