// The shapes the parts of monitoring share: what a check captured, how two captures compare, and
// what an alert says. Records and API views live elsewhere (records.ts, views.ts).

export type MonitorType = 'full_page' | 'selector' | 'api_response';
export type ChannelType = 'email' | 'slack' | 'webhook';

/** What one check read from the page or the API, before normalisation. */
export interface Capture {
  /** full_page: the page's main visible text; selector: what the element renders (its text, then
   * "[link] …", "[image] …", "[field] …" lines); api_response: the body as text. */
  text: string;
  /** api_response: the response's content type (JSON is compared structurally). */
  contentType?: string;
  statusCode: number;
}

/** A capture normalised for comparison and kept with the check (the last N checks keep `text`). */
export interface Snapshot {
  /** 'json': `text` is the canonical JSON (sorted keys, volatile keys removed); 'text': normalised lines. */
  kind: 'text' | 'json';
  text: string;
  /** sha256 hex of `text`: equal hashes, no change. */
  hash: string;
  /** Snapshots taken before markup stopped counting may carry this; it is ignored. */
  htmlHash?: string;
  /**
   * How a text snapshot was read and normalised (compare/index.ts SNAPSHOT_FORMAT; absent: 1, the
   * first format). A baseline of an older format is replaced by the next check without a change.
   */
  format?: number;
}

export interface DiffLine {
  op: 'equal' | 'removed' | 'added';
  text: string;
}

/** One changed value of a JSON body, by path ($.items[2].price). */
export interface PathChange {
  path: string;
  op: 'changed' | 'added' | 'removed';
  before?: unknown;
  after?: unknown;
}

/** The difference between two snapshots, bounded in size (kept with the check that found it). */
export interface ChangeDiff {
  /** Changed lines with a little unchanged context around them; `truncated` when cut. */
  lines: DiffLine[];
  added: number;
  removed: number;
  /** JSON snapshots: the changed paths. */
  paths?: PathChange[];
  truncated: boolean;
}

export interface Comparison {
  changed: boolean;
  diff?: ChangeDiff;
  /** One line a person understands: "Price changed from $19.99 to $17.49; 2 lines added". */
  summary?: string;
  /** The baseline was of an older format: the new snapshot replaces it, with no change. */
  rebased?: boolean;
}

/** What an alert tells, whatever the channel (alert-messages.ts renders it per channel). */
export interface AlertContent {
  event: 'monitor.change_detected' | 'monitor.checked';
  monitor: { id: string; name: string; url: string };
  check: {
    id: string;
    status: 'success' | 'error';
    changeDetected: boolean;
    changeSummary: string | null;
    checkedAt: string;
    responseTimeMs: number;
  };
  /** The changed lines, for e-mail and chat (bounded). */
  diff?: ChangeDiff;
  /** The signed page that shows the diff (and the screenshot), when there is one. */
  diffUrl?: string;
  /** A signed link to the check's screenshot, when includeScreenshot. */
  screenshotUrl?: string;
}
