import t from 'tap';
import { emailAlertMessage, slackAlertMessage, webhookAlertPayload } from './alert-messages.js';
import type { AlertContent } from './model.js';

const content = (over: Partial<AlertContent> = {}): AlertContent => ({
  event: 'monitor.change_detected',
  monitor: { id: 'mon_1', name: 'Shop <b> & co', url: 'https://shop.example.com/a?x=1&y=2' },
  check: { id: 'chk_1', status: 'success', changeDetected: true, changeSummary: 'Price changed from $19.99 to $17.49', checkedAt: '2026-11-24T10:00:00.000Z', responseTimeMs: 420 },
  diff: {
    lines: [
      { op: 'equal', text: 'Desk lamp' },
      { op: 'removed', text: 'Price: $19.99' },
      { op: 'added', text: 'Price: $17.49 <script>alert(1)</script>' },
    ],
    added: 1,
    removed: 1,
    truncated: false,
  },
  diffUrl: 'https://api.example.com/v1/changes/chk_1/tok',
  ...over,
});

t.test('the webhook payload is the spec\'s, with the change links as extensions', async (t) => {
  t.same(webhookAlertPayload(content()), {
    event: 'monitor.change_detected',
    timestamp: '2026-11-24T10:00:00.000Z',
    data: {
      monitorId: 'mon_1',
      monitorName: 'Shop <b> & co',
      url: 'https://shop.example.com/a?x=1&y=2',
      check: { id: 'chk_1', status: 'success', changeDetected: true, changeSummary: 'Price changed from $19.99 to $17.49', checkedAt: '2026-11-24T10:00:00.000Z', responseTimeMs: 420 },
      diffUrl: 'https://api.example.com/v1/changes/chk_1/tok',
    },
  });
});

t.test('Slack: text and blocks, escaped the Slack way', async (t) => {
  const m = slackAlertMessage(content());
  t.equal(m.text, 'Change detected on Shop &lt;b&gt; &amp; co: Price changed from $19.99 to $17.49', 'the top-level text (notifications) escaped too');
  const blocks = JSON.stringify(m.blocks);
  t.match(blocks, /Shop &lt;b&gt; &amp; co/, 'the name escaped in mrkdwn');
  t.notMatch(blocks, /<script>/, 'no raw angle brackets from the page');
  t.match(blocks, /- Price: \$19\.99\\n\+ Price: \$17\.49 &lt;script&gt;/, 'the changed lines, - and +');
  t.match(blocks, /<https:\/\/api\.example\.com\/v1\/changes\/chk_1\/tok\|View the change>/);
  t.notMatch(blocks, /Desk lamp/, 'unchanged lines are left out');
  const long = slackAlertMessage(content({ check: { ...content().check, changeSummary: 'x'.repeat(5000) } }));
  t.ok(long.text.length <= 300);
});

t.test('e-mail: a one-line subject, readable text, escaped HTML', async (t) => {
  const m = emailAlertMessage(content({ monitor: { id: 'mon_1', name: 'Shop\r\nBcc: victim@example.com', url: 'https://shop.example.com/' }, screenshotUrl: 'https://files.example.com/s.png' }));
  t.equal(m.subject, '[Gleaner] Change detected: Shop Bcc: victim@example.com');
  t.notMatch(m.subject, /[\r\n]/);
  t.match(m.text, /Price changed from \$19\.99 to \$17\.49/);
  t.match(m.text, /- Price: \$19\.99\n\+ Price: \$17\.49/);
  t.match(m.text, /Page: https:\/\/shop\.example\.com\//);
  t.match(m.text, /Checked: 2026-11-24T10:00:00\.000Z \(Tue, 24 Nov 2026 10:00:00 GMT\)/);
  t.match(m.text, /See the change: https:\/\/api\.example\.com\/v1\/changes\/chk_1\/tok/);
  t.match(m.text, /Screenshot: https:\/\/files\.example\.com\/s\.png/);
  t.match(m.html, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
  t.notMatch(m.html, /<script>/);
  t.match(m.html, /href="https:\/\/api\.example\.com\/v1\/changes\/chk_1\/tok"/);
  t.equal(emailAlertMessage(content({ event: 'monitor.checked', check: { ...content().check, changeDetected: false, changeSummary: null }, diff: undefined })).subject, '[Gleaner] Checked: Shop <b> & co');
  t.ok(emailAlertMessage(content({ monitor: { id: 'm', name: 'n'.repeat(400), url: 'https://x.example/' } })).subject.length <= 150);
});

// The hostile probe's inputs (issue 32, items 2 and 7): page text, a name and a URL that would be a
// mention, a spoofed link or a header line if they reached Slack or the e-mail as they are.
const SPOOF = '<!channel> <https://evil.example/login|Sale ended: log in>';
const hostile = () =>
  content({
    monitor: { id: 'mon_1', name: `Shop ${SPOOF}\r\nBcc: victim@example.com`, url: 'https://shop.example.com/a|<!here>?q=1&r=<2>' },
    check: { ...content().check, changeSummary: `"Sale" changed to "${SPOOF}"\nBcc: victim@example.com` },
    diff: {
      lines: [
        { op: 'removed', text: 'Sale' },
        { op: 'added', text: `${SPOOF}\rBcc: victim@example.com\u2028Cc: other@example.com` },
      ],
      added: 1,
      removed: 1,
      truncated: false,
    },
    screenshotUrl: 'https://files.example.com/s.png?sig=a|b&c=1',
  });

/** Every Slack control sequence ("<...>") in a string. */
const controls = (s: string) => s.match(/<[^>]*>/g) ?? [];

t.test('Slack: page text, the name and the URL are never a mention or a link of their own', async (t) => {
  const m = slackAlertMessage(hostile());
  t.notMatch(m.text, /[<>]/, 'no control sequence in the top-level text');
  t.match(m.text, /&lt;!channel&gt; &lt;https:\/\/evil\.example\/login\|Sale ended: log in&gt;/, 'the page text shown, escaped');
  t.notMatch(m.text, /[\r\n]/, 'one line');
  const texts: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string') texts.push(v);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(m.blocks);
  // The only control sequences are the links the service built: the page, the change, the screenshot.
  const links = texts.flatMap(controls);
  t.same(
    links,
    [
      '<https://shop.example.com/a%7C%3C!here%3E?q=1&amp;r=%3C2%3E|Shop &lt;!channel&gt; &lt;https://evil.example/login|Sale ended: log in&gt; Bcc: victim@example.com>',
      '<https://api.example.com/v1/changes/chk_1/tok|View the change>',
      '<https://files.example.com/s.png?sig=a%7Cb&amp;c=1|Screenshot>',
    ],
    'three links, each URL escaped and its "|" encoded, each label escaped',
  );
  for (const text of texts.filter((x) => x !== 'mrkdwn' && x !== 'section' && x !== 'context')) {
    t.notMatch(text.replace(/<https:\/\/(shop|api|files)\.example\.com[^>]*>/g, ''), /[<>]/, `no raw angle bracket left: ${text.slice(0, 60)}`);
  }
  t.ok(
    (m.blocks as { text?: { verbatim?: boolean }; elements?: { verbatim?: boolean }[] }[]).every((b) => (b.text ?? b.elements?.[0])?.verbatim === true),
    'mrkdwn without automatic parsing of names and mentions',
  );
  t.match(JSON.stringify(m.blocks), /&lt;!channel&gt; &lt;https:\/\/evil\.example\/login\|Sale ended: log in&gt; Bcc/, 'the changed line shown, escaped, on one line');
});

t.test('Slack: long escaped text is cut within Slack\'s limits, never inside an entity or a link', async (t) => {
  const m = slackAlertMessage(
    content({
      monitor: { id: 'm', name: '&'.repeat(100), url: `https://x.example/${'a'.repeat(3000)}` },
      check: { ...content().check, changeSummary: '<'.repeat(2000) },
      diff: { lines: Array.from({ length: 10 }, () => ({ op: 'added' as const, text: '>'.repeat(200) })), added: 10, removed: 0, truncated: false },
    }),
  );
  t.ok(m.text.length <= 300);
  t.match(m.text, /(&amp;)+…$|(&lt;)+…$/, 'cut after a whole entity');
  for (const b of m.blocks as { text?: { text: string } }[]) {
    if (!b.text) continue;
    t.ok(b.text.text.length <= 3000, `a section within 3000 characters (${b.text.text.length})`);
    t.notMatch(b.text.text, /&[a-z]*…/, 'no entity cut in two');
  }
  t.notMatch(JSON.stringify(m.blocks), /x\.example/, 'a URL too long for a link is left out, not cut');
});

t.test('e-mail: no value of the page, the name or the URL makes a line of its own', async (t) => {
  const m = emailAlertMessage(hostile());
  const lines = m.text.split(/\r\n|\r|\n|\u2028|\u2029|\u0085|\v|\f/);
  t.notOk(lines.some((l) => /^(Bcc|Cc):/i.test(l)), `no header-looking line:\n${m.text}`);
  t.notMatch(m.text, /[\r\v\f\u0085\u2028\u2029]/, 'only the builder\'s own LFs');
  t.equal(lines[0], 'Change detected: Shop <!channel> <https://evil.example/login|Sale ended: log in> Bcc: victim@example.com');
  t.match(m.text, /\n\+ <!channel> <https:\/\/evil\.example\/login\|Sale ended: log in> Bcc: victim@example\.com Cc: other@example\.com\n/);
  t.match(m.text, /\nPage: https:\/\/shop\.example\.com\/a\|%3C!here%3E\?q=1&r=%3C2%3E\n/, 'the URL as its parsed href');
  t.notMatch(m.subject, /[\r\n]/);
  t.notMatch(m.html, /<!channel>|<https:\/\/evil/, 'the HTML part escaped');
  t.match(m.html, /href="https:\/\/shop\.example\.com\/a\|%3C!here%3E\?q=1&amp;r=%3C2%3E"/);
});

t.test('e-mail HTML: bidi controls in names, lines and URLs are shown, never obeyed (as on the change page)', async (t) => {
  const c = content({ monitor: { id: 'mon_1', name: 'Invoice \u202egnp.exe', url: 'https://shop.example.com/\u202egnp.exe' } });
  c.diff!.lines[2] = { op: 'added', text: 'file \u202egnp.exe' };
  const { html } = emailAlertMessage(c) as { html: string };
  t.notMatch(html, /\u202e/, 'no raw override anywhere in the HTML part');
  t.match(html, 'Invoice [U+202E]gnp.exe', 'the name shows the control');
  t.match(html, 'file [U+202E]gnp.exe', 'a changed line shows it');
  t.match(html, 'href="https://shop.example.com/%E2%80%AEgnp.exe"', 'the link percent-encodes it');
});

t.test('the webhook payload shows a URL stored before normalisation as its href', async (t) => {
  const payload = webhookAlertPayload(content({ monitor: { id: 'mon_1', name: 'n', url: 'https://shop.example.com/a b' } }));
  t.equal(payload.data.url, 'https://shop.example.com/a%20b');
});
