import { diffArrays } from 'diff';
import type { ChangeDiff, DiffLine, PathChange } from '../model.js';

// The page that shows a check's change: plain HTML and CSS, no script, readable on a phone.
// Removed lines on the left, added on the right, a removed line and the added line that replaced
// it on one row with the words that changed marked; on a narrow screen the two sides stack.

export interface DiffPageView {
  monitorName: string;
  url: string;
  checkedAt: string;
  summary: string | null;
  diff: ChangeDiff;
  screenshotUrl?: string;
  expiresAt: string;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

type Row = { kind: 'equal'; text: string } | { kind: 'change'; removed?: string; added?: string };

/** Lines as rows: unchanged lines on both sides; a run of removed lines paired with the added run after it. */
export function rowsOf(lines: DiffLine[]): Row[] {
  const rows: Row[] = [];
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

/** The two sides of a paired row, with the words that differ wrapped in <del> / <ins>. */
function markedPair(removed: string, added: string): [string, string] {
  let left = '';
  let right = '';
  for (const part of diffArrays(words(removed), words(added))) {
    const text = escapeHtml(part.value.join(''));
    if (part.removed) left += `<del>${text}</del>`;
    else if (part.added) right += `<ins>${text}</ins>`;
    else {
      left += text;
      right += text;
    }
  }
  return [left, right];
}

function rowHtml(row: Row): string {
  if (row.kind === 'equal') {
    const text = escapeHtml(row.text);
    return `<div class="row same"><div class="cell old">${text}</div><div class="cell new">${text}</div></div>`;
  }
  const [left, right] = row.removed !== undefined && row.added !== undefined ? markedPair(row.removed, row.added) : [escapeHtml(row.removed ?? ''), escapeHtml(row.added ?? '')];
  const oldCell = row.removed === undefined ? '<div class="cell old empty"></div>' : `<div class="cell old removed"><span class="sign" aria-label="removed">−</span>${left}</div>`;
  const newCell = row.added === undefined ? '<div class="cell new empty"></div>' : `<div class="cell new added"><span class="sign" aria-label="added">+</span>${right}</div>`;
  return `<div class="row change">${oldCell}${newCell}</div>`;
}

const shown = (v: unknown) => escapeHtml(v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));

function pathsHtml(paths: PathChange[]): string {
  const rows = paths.map((p) => `<tr><td><code>${escapeHtml(p.path)}</code></td><td>${p.op}</td><td class="removed">${shown(p.before)}</td><td class="added">${shown(p.after)}</td></tr>`).join('');
  return `<h2>Changed fields</h2><table class="paths"><thead><tr><th>Path</th><th>Change</th><th>Before</th><th>After</th></tr></thead><tbody>${rows}</tbody></table>`;
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#f6f8fa}
.wrap{max-width:1100px;margin:0 auto;padding:16px}header{background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:16px;margin-bottom:16px}
h1{font-size:1.3rem;margin:0 0 4px}h2{font-size:1.05rem;margin:20px 0 8px}.url{overflow-wrap:anywhere;color:#0969da}.meta{color:#57606a;font-size:.9rem}
.summary{font-weight:600;margin-top:8px}.diff{background:#fff;border:1px solid #d0d7de;border-radius:8px;overflow:hidden}
.heads,.row{display:grid;grid-template-columns:1fr 1fr}.heads div{padding:6px 10px;font-weight:600;background:#eaeef2;font-size:.85rem}
.cell{padding:4px 10px;font:14px/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;white-space:pre-wrap;overflow-wrap:anywhere;border-top:1px solid #eaeef2;min-width:0}
.cell.old{border-right:1px solid #d0d7de}.same .cell{color:#57606a}.removed{background:#ffebe9}.added{background:#dafbe1}.empty{background:#f6f8fa}
del{background:#ff8182;text-decoration:none;border-radius:2px}ins{background:#4ac26b;text-decoration:none;border-radius:2px}
.sign{display:inline-block;width:1.1em;color:#57606a;user-select:none}.note{padding:8px 10px;color:#57606a;font-size:.9rem;border-top:1px solid #eaeef2}
table.paths{width:100%;border-collapse:collapse;background:#fff;font-size:.9rem}table.paths td,table.paths th{border:1px solid #d0d7de;padding:4px 8px;text-align:left;overflow-wrap:anywhere}
.shot img{max-width:100%;height:auto;border:1px solid #d0d7de;border-radius:8px}footer{color:#57606a;font-size:.8rem;margin-top:16px}
@media (max-width:640px){.heads{display:none}.row{grid-template-columns:1fr}.cell.old{border-right:0}.same .cell.new,.cell.empty{display:none}.wrap{padding:8px}}
`;

export function renderDiffPage(view: DiffPageView): string {
  const rows = rowsOf(view.diff.lines).map(rowHtml).join('');
  const when = new Date(view.checkedAt).toUTCString();
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src https: http:">
<title>Change: ${escapeHtml(view.monitorName)}</title><style>${STYLE}</style></head>
<body><div class="wrap">
<header><h1>${escapeHtml(view.monitorName)}</h1>
<a class="url" href="${escapeHtml(view.url)}" rel="noreferrer noopener">${escapeHtml(view.url)}</a>
<div class="meta">Changed, seen at ${escapeHtml(when)}</div>
${view.summary ? `<div class="summary">${escapeHtml(view.summary)}</div>` : ''}</header>
${view.diff.lines.length > 0 ? `<div class="diff"><div class="heads"><div>Before (${view.diff.removed} removed)</div><div>After (${view.diff.added} added)</div></div>${rows}${view.diff.truncated ? '<div class="note">More changed than is shown here.</div>' : ''}</div>` : ''}
${view.diff.paths && view.diff.paths.length > 0 ? pathsHtml(view.diff.paths) : ''}
${view.screenshotUrl ? `<h2>Screenshot</h2><div class="shot"><a href="${escapeHtml(view.screenshotUrl)}"><img src="${escapeHtml(view.screenshotUrl)}" alt="The page when the change was seen"></a></div>` : ''}
<footer>This page is kept until ${escapeHtml(new Date(view.expiresAt).toUTCString())}.</footer>
</div></body></html>`;
}
