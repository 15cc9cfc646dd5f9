import { storedHref } from '@gleaner/contract';
import { oneLine } from '@gleaner/platform';
import type { AlertContent, DiffLine } from './model.js';
import { hrefHtml, plainTextHtml } from './diff-page/escape-html.js';

// What an alert says, per channel: the spec's webhook payload (camelCase), a Slack message (text
// and blocks) and an e-mail (subject, text, HTML). Page text, the monitor's name and its URL are
// the customer's or the page's: escaped for each medium, never markup or a line of their own.

/** Changed lines an e-mail or a chat message shows. */
const MAX_LINES = 10;
const MAX_LINE_CHARS = 200;

const headline = (c: AlertContent) => (c.event === 'monitor.change_detected' ? 'Change detected' : 'Checked');
const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
/** The monitored page as its parsed href (a monitor kept before URLs were stored parsed may hold another form). */
const pageUrl = (c: AlertContent) => storedHref(c.monitor.url);

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
      url: pageUrl(c),
      check: { ...c.check },
      ...(c.diffUrl ? { diffUrl: c.diffUrl } : {}),
      ...(c.screenshotUrl ? { screenshotUrl: c.screenshotUrl } : {}),
    },
  };
}

/** Slack's escapes: &, <, > (in `text` and in mrkdwn alike: "<!channel>" or "<url|label>" stay text). */
const slackEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Escaped, then cut to `n` characters without cutting an entity in two. */
function slackText(s: string, n: number): string {
  const escaped = slackEscape(s);
  return escaped.length > n ? `${escaped.slice(0, n - 1).replace(/&[a-z]*$/, '')}…` : escaped;
}

/** A link the service builds: both parts escaped, and "|" in the URL encoded (Slack ends the URL at the first one). */
const slackLink = (url: string, label: string) => `<${slackEscape(url).replace(/\|/g, '%7C')}|${slackEscape(label)}>`;

/** mrkdwn without Slack's automatic parsing (bare names of channels and mentions stay text). */
const mrkdwn = (text: string) => ({ type: 'mrkdwn', text, verbatim: true });

/** A section's text is at most 3000 characters (Slack refuses the message otherwise). */
const SECTION_CHARS = 2900;
const MAX_LINK_CHARS = 1500;

export function slackAlertMessage(c: AlertContent) {
  const summary = oneLine(c.check.changeSummary ?? 'No change');
  const name = oneLine(c.monitor.name) || pageUrl(c);
  const text = slackText(`${headline(c)} on ${name}: ${summary}`, 300);
  const lines = changedLines(c);
  // A very long URL is left out of the link rather than cut (a cut link would break the message).
  const link = slackLink(pageUrl(c), name);
  const title = `*${slackEscape(headline(c))}:* ${link.length <= MAX_LINK_CHARS ? link : slackEscape(name)}`;
  const blocks: object[] = [{ type: 'section', text: mrkdwn(`${title}\n${slackText(summary, SECTION_CHARS - title.length)}`) }];
  if (lines.length > 0) {
    // A code block cannot hold ``` : it is broken up, the rest escaped.
    const code = lines.map((l) => sign(l) + cut(oneLine(l.text), MAX_LINE_CHARS).replace(/```/g, "'''")).join('\n');
    blocks.push({ type: 'section', text: mrkdwn(`\`\`\`${slackText(code, SECTION_CHARS)}\`\`\``) });
  }
  const links = [c.diffUrl && slackLink(c.diffUrl, 'View the change'), c.screenshotUrl && slackLink(c.screenshotUrl, 'Screenshot')].filter(Boolean);
  blocks.push({ type: 'context', elements: [mrkdwn([`Checked ${new Date(c.check.checkedAt).toUTCString()}`, ...links].join(' · '))] });
  return { text, blocks };
}


export function emailAlertMessage(c: AlertContent) {
  // Every value that is the customer's or the page's is one line: none can start a line of its own
  // ("Bcc: ...") in the text part.
  const summary = oneLine(c.check.changeSummary ?? 'No change');
  const name = oneLine(c.monitor.name);
  const url = oneLine(pageUrl(c));
  const when = new Date(c.check.checkedAt).toUTCString();
  const subject = cut(`[Gleaner] ${headline(c)}: ${name}`, 150);
  const lines = changedLines(c).map((l) => sign(l) + cut(oneLine(l.text), MAX_LINE_CHARS));
  const text = [
    `${headline(c)}: ${name}`,
    '',
    summary,
    '',
    ...(lines.length > 0 ? ['What changed:', ...lines, ''] : []),
    `Page: ${url}`,
    `Checked: ${c.check.checkedAt} (${when})`,
    ...(c.diffUrl ? [`See the change: ${c.diffUrl}`] : []),
    ...(c.screenshotUrl ? [`Screenshot: ${c.screenshotUrl}`] : []),
  ].join('\n');
  const rows = changedLines(c)
    .map((l) => `<tr><td style="font-family:monospace;white-space:pre-wrap;padding:2px 8px;background:${l.op === 'added' ? '#dafbe1' : '#ffebe9'}">${plainTextHtml(sign(l) + cut(l.text, MAX_LINE_CHARS))}</td></tr>`)
    .join('');
  const button = (href: string, label: string) => `<a href="${hrefHtml(href)}" style="display:inline-block;padding:8px 14px;background:#0969da;color:#fff;border-radius:6px;text-decoration:none;margin-right:8px">${label}</a>`;
  const html = `<!doctype html><html><body style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2328;max-width:640px">
<h2 style="margin:0 0 8px">${plainTextHtml(headline(c))}: ${plainTextHtml(c.monitor.name)}</h2>
<p style="font-weight:600">${plainTextHtml(summary)}</p>
${rows ? `<table style="border-collapse:collapse;width:100%;margin:8px 0">${rows}</table>` : ''}
<p><a href="${hrefHtml(url)}">${plainTextHtml(url)}</a><br><span style="color:#57606a">Checked ${plainTextHtml(when)}</span></p>
<p>${c.diffUrl ? button(c.diffUrl, 'View the change') : ''}${c.screenshotUrl ? button(c.screenshotUrl, 'Screenshot') : ''}</p>
</body></html>`;
  return { subject, text, html };
}
