import type { AlertContent, DiffLine } from './model.js';

// What an alert says, per channel: the spec's webhook payload (camelCase), a Slack message (text
// and blocks) and an e-mail (subject, text, HTML). Page text is untrusted: escaped for each medium.

/** Changed lines an e-mail or a chat message shows. */
const MAX_LINES = 10;
const MAX_LINE_CHARS = 200;

const headline = (c: AlertContent) => (c.event === 'monitor.change_detected' ? 'Change detected' : 'Checked');
const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();
const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

function changedLines(c: AlertContent): DiffLine[] {
  return (c.diff?.lines ?? []).filter((l) => l.op !== 'equal').slice(0, MAX_LINES);
}

const sign = (l: DiffLine) => (l.op === 'added' ? '+ ' : '- ');

/** monitor.change_detected / monitor.checked, as api-spec.md gives it, plus diffUrl and screenshotUrl (extensions). */
export function webhookAlertPayload(c: AlertContent) {
  return {
    event: c.event,
    timestamp: c.check.checkedAt,
    data: {
      monitorId: c.monitor.id,
      monitorName: c.monitor.name,
      url: c.monitor.url,
      check: { ...c.check },
      ...(c.diffUrl ? { diffUrl: c.diffUrl } : {}),
      ...(c.screenshotUrl ? { screenshotUrl: c.screenshotUrl } : {}),
    },
  };
}

/** Slack's mrkdwn escapes: &, <, > (a link is <url|text>). */
const slackEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function slackAlertMessage(c: AlertContent) {
  const summary = c.check.changeSummary ?? 'No change';
  const text = cut(`${headline(c)} on ${oneLine(c.monitor.name)}: ${oneLine(summary)}`, 300);
  const lines = changedLines(c);
  const blocks: object[] = [
    { type: 'section', text: { type: 'mrkdwn', text: cut(`*${slackEscape(headline(c))}:* <${c.monitor.url}|${slackEscape(oneLine(c.monitor.name))}>\n${slackEscape(oneLine(summary))}`, 2900) } },
  ];
  if (lines.length > 0) {
    // A code block cannot hold ``` : it is broken up, the rest escaped.
    const code = lines.map((l) => sign(l) + cut(l.text, MAX_LINE_CHARS).replace(/```/g, "'''")).join('\n');
    blocks.push({ type: 'section', text: { type: 'mrkdwn', text: cut(`\`\`\`${slackEscape(code)}\`\`\``, 2900) } });
  }
  const links = [c.diffUrl && `<${c.diffUrl}|View the change>`, c.screenshotUrl && `<${c.screenshotUrl}|Screenshot>`].filter(Boolean);
  blocks.push({ type: 'context', elements: [{ type: 'mrkdwn', text: [`Checked ${new Date(c.check.checkedAt).toUTCString()}`, ...links].join(' · ') }] });
  return { text, blocks };
}

const htmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export function emailAlertMessage(c: AlertContent) {
  const summary = c.check.changeSummary ?? 'No change';
  const when = new Date(c.check.checkedAt).toUTCString();
  const subject = cut(oneLine(`[Gleaner] ${headline(c)}: ${c.monitor.name}`), 150);
  const lines = changedLines(c);
  const text = [
    `${headline(c)}: ${c.monitor.name}`,
    '',
    summary,
    '',
    ...(lines.length > 0 ? ['What changed:', ...lines.map((l) => sign(l) + cut(l.text, MAX_LINE_CHARS)), ''] : []),
    `Page: ${c.monitor.url}`,
    `Checked: ${c.check.checkedAt} (${when})`,
    ...(c.diffUrl ? [`See the change: ${c.diffUrl}`] : []),
    ...(c.screenshotUrl ? [`Screenshot: ${c.screenshotUrl}`] : []),
  ].join('\n');
  const rows = lines
    .map((l) => `<tr><td style="font-family:monospace;white-space:pre-wrap;padding:2px 8px;background:${l.op === 'added' ? '#dafbe1' : '#ffebe9'}">${htmlEscape(sign(l) + cut(l.text, MAX_LINE_CHARS))}</td></tr>`)
    .join('');
  const button = (href: string, label: string) => `<a href="${htmlEscape(href)}" style="display:inline-block;padding:8px 14px;background:#0969da;color:#fff;border-radius:6px;text-decoration:none;margin-right:8px">${label}</a>`;
  const html = `<!doctype html><html><body style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2328;max-width:640px">
<h2 style="margin:0 0 8px">${htmlEscape(headline(c))}: ${htmlEscape(c.monitor.name)}</h2>
<p style="font-weight:600">${htmlEscape(summary)}</p>
${rows ? `<table style="border-collapse:collapse;width:100%;margin:8px 0">${rows}</table>` : ''}
<p><a href="${htmlEscape(c.monitor.url)}">${htmlEscape(c.monitor.url)}</a><br><span style="color:#57606a">Checked ${htmlEscape(when)}</span></p>
<p>${c.diffUrl ? button(c.diffUrl, 'View the change') : ''}${c.screenshotUrl ? button(c.screenshotUrl, 'Screenshot') : ''}</p>
</body></html>`;
  return { subject, text, html };
}
