import type { ChangeDiff, PathChange } from '../model.js';
import { diffRowsHtml } from './diff-rows.js';
import { escapeHtml, hrefHtml, isWebUrl, plainTextHtml, textHtml } from './escape-html.js';
import { PAGE_CSP } from './page-policy.js';
import { PAGE_STYLE } from './page-style.js';

// The page that shows a check's change: one self-contained HTML document, no script, readable on
// a phone. A header (monitor, page, when, summary), the lines side by side, changed JSON paths,
// the screenshot.

export interface DiffPageView {
  monitorName: string;
  /** The monitored page. */
  url: string;
  /** When the change was seen (ISO). */
  checkedAt: string;
  /** The check before it, when known (ISO): the change happened between the two. */
  previousCheckedAt?: string | null;
  summary: string | null;
  diff: ChangeDiff;
  screenshotUrl?: string;
  /** When the page (and its check) goes away (ISO). */
  expiresAt: string;
}

/** A JSON value shown in the paths table: long values are cut (a changed subtree can be large). */
export const MAX_VALUE_CHARS = 300;

const cut = (s: string) => (s.length > MAX_VALUE_CHARS ? `${s.slice(0, MAX_VALUE_CHARS - 1)}…` : s);
const shown = (v: unknown) => textHtml(cut(v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v)));

/** An ISO time as a <time> a person reads (UTC); a value that is not a time is shown as it is. */
function timeHtml(iso: string): string {
  const at = new Date(iso);
  const text = Number.isNaN(at.getTime()) ? iso : at.toUTCString();
  return `<time datetime="${escapeHtml(iso)}">${escapeHtml(text)}</time>`;
}

const linkOrText = (url: string, cls: string) => (isWebUrl(url) ? `<a class="${cls}" href="${hrefHtml(url)}" rel="noreferrer noopener">${textHtml(url)}</a>` : `<span class="${cls}">${textHtml(url)}</span>`);

function headerHtml(view: DiffPageView): string {
  const when = view.previousCheckedAt ? `Changed between ${timeHtml(view.previousCheckedAt)} and ${timeHtml(view.checkedAt)}` : `Change seen at ${timeHtml(view.checkedAt)}`;
  return `<header><h1>${textHtml(view.monitorName)}</h1>
${linkOrText(view.url, 'url')}
<div class="meta">${when}</div>
${view.summary ? `<div class="summary">${textHtml(view.summary)}</div>` : ''}</header>`;
}

function linesHtml(diff: ChangeDiff): string {
  if (diff.lines.length === 0) return '';
  return `<div class="diff"><div class="heads"><div>Before (${diff.removed} removed)</div><div>After (${diff.added} added)</div></div>${diffRowsHtml(diff.lines)}</div>`;
}

function pathsHtml(paths: PathChange[] | undefined): string {
  if (!paths || paths.length === 0) return '';
  const rows = paths.map((p) => `<tr><td><code>${textHtml(p.path)}</code></td><td>${escapeHtml(p.op)}</td><td class="value removed">${shown(p.before)}</td><td class="value added">${shown(p.after)}</td></tr>`).join('');
  return `<h2>Changed fields</h2><table class="paths"><thead><tr><th>Path</th><th>Change</th><th>Before</th><th>After</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function screenshotHtml(url: string | undefined): string {
  // The CSP lets images come only over http(s); anything else would show as a broken image.
  if (!url || !isWebUrl(url)) return '';
  const src = escapeHtml(url);
  return `<h2>Screenshot</h2><div class="shot"><a href="${src}" rel="noreferrer noopener"><img src="${src}" alt="The page when the change was seen"></a></div>`;
}

export function renderDiffPage(view: DiffPageView): string {
  const { diff } = view;
  const nothingShown = diff.lines.length === 0 && (diff.paths?.length ?? 0) === 0;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><meta http-equiv="Content-Security-Policy" content="${PAGE_CSP}">
<title>Change: ${plainTextHtml(view.monitorName)}</title><style>${PAGE_STYLE}</style></head>
<body><div class="wrap">
${headerHtml(view)}
${linesHtml(diff)}
${pathsHtml(diff.paths)}
${diff.truncated ? '<p class="note truncated">More changed than is shown here: the diff was cut.</p>' : ''}
${nothingShown ? '<p class="note">No changed lines to show.</p>' : ''}
${screenshotHtml(view.screenshotUrl)}
<footer>This page is kept until ${timeHtml(view.expiresAt)}.</footer>
</div></body></html>`;
}
