// A render job's time, computed in one place. The API waits on the bus for `renderJobBudgetMs`;
// the worker hands the pool `browserDeadline(bus deadline)`; the pool gives each page its own
// `timeout` (plus a screenshot's delay), never past that deadline. Nothing else adds these up.
// No puppeteer here: the API side imports it as '@gleaner/browser/deadline'.

/** The longest any render job may take, every page of a pagination included. */
export const MAX_RENDER_JOB_MS = 15 * 60_000;
/** Time a job may spend waiting before its first page starts: the bus queue, a free renderer, a tab. */
export const QUEUE_MARGIN_MS = 5_000;
/** Time kept after the browser work: extraction, files, the record, the reply. */
export const FINISH_MARGIN_MS = 10_000;

export interface RenderTime {
  /** The request's `timeout`: each page's own. */
  timeoutMs: number;
  /** Pages the job may load (pagination's max_pages, as far as the credits cover; else 1). */
  pages?: number;
  /** Time a page takes on top of its timeout (a screenshot's delay). */
  extraMs?: number;
}

/** One page's time: its timeout plus what the request adds to it. */
export function pageTimeMs(t: RenderTime): number {
  return t.timeoutMs + (t.extraMs ?? 0);
}

/** The browser's share of a job: every page its own time, capped. */
export function browserWorkMs(t: RenderTime): number {
  return Math.min(MAX_RENDER_JOB_MS, pageTimeMs(t) * Math.max(1, t.pages ?? 1));
}

/** How long the API waits for a render job (the bus request's deadline), from its request. */
export function renderJobBudgetMs(t: RenderTime): number {
  return Math.min(MAX_RENDER_JOB_MS, browserWorkMs(t) + QUEUE_MARGIN_MS + FINISH_MARGIN_MS);
}

/** The pool's deadline inside a job's bus deadline: FINISH_MARGIN_MS stays for what follows the browser. */
export function browserDeadline(jobDeadline: number): number {
  return jobDeadline - FINISH_MARGIN_MS;
}
