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
  t.equal(m.text, 'Change detected on Shop <b> & co: Price changed from $19.99 to $17.49');
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
