import t from 'tap';
import { htmlPage, startMutableSite, startReceiver, startSmtpSink, waitFor, type MutableSite } from '@gleaner/testkit';
import { startHarness } from './harness.js';

// Issue 32, items 2, 7 and 8, as the hostile probe tried them: URLs with CR, LF, tab, "<!channel>"
// and "|" in every field a customer stores; channel headers that are the service's own; and a
// monitored line that turns into a Slack mention and a spoofed link, with a name that would add a
// "Bcc:" line to the e-mail. Refused with 400 invalid_parameter naming the field, or kept as the
// parsed href, and escaped in every alert.

let site: MutableSite;
t.before(async () => {
  site = await startMutableSite();
});
t.teardown(() => site.close());

const SPOOF = '<!channel> <https://evil.example/login|Sale ended: log in>';
const CONTROL = ['\r\nBcc: victim@example.com', '\t', '\n', '\u0000'];

t.test('a URL with a control character is refused in every stored URL field, naming it', async (t) => {
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 20 });
  const ok = await h.call('POST', '/v1/monitoring', { key: u.key, body: { name: 'm', url: `${site.url}/page` } });
  t.equal(ok.status, 201);
  const id = ok.body.data.id as string;
  const channel = (await h.call('POST', `/v1/monitoring/${id}/channels`, { key: u.key, body: { type: 'webhook', webhookUrl: `${site.url}/hook` } })).body.data.id as string;
  const schedule = { name: 's', type: 'scrape', frequency: 'daily', url: `${site.url}/page` };
  const tries: [string, string, (bad: string) => object, string][] = [
    ['POST', '/v1/monitoring', (bad) => ({ name: 'm', url: bad }), 'url'],
    ['POST', '/v1/monitoring', (bad) => ({ name: 'm', url: `${site.url}/page`, alertChannels: [{ type: 'slack', slackWebhookUrl: bad }] }), 'alertChannels.0.slackWebhookUrl'],
    ['POST', '/v1/monitoring', (bad) => ({ name: 'm', url: `${site.url}/page`, alertChannels: [{ type: 'webhook', webhookUrl: bad }] }), 'alertChannels.0.webhookUrl'],
    ['PATCH', `/v1/monitoring/${id}`, (bad) => ({ url: bad }), 'url'],
    ['POST', `/v1/monitoring/${id}/channels`, (bad) => ({ type: 'slack', slackWebhookUrl: bad }), 'slackWebhookUrl'],
    ['PATCH', `/v1/monitoring/${id}/channels/${channel}`, (bad) => ({ webhookUrl: bad }), 'webhookUrl'],
    ['POST', '/v1/schedules', (bad) => ({ ...schedule, url: bad }), 'url'],
    ['POST', '/v1/schedules', (bad) => ({ ...schedule, webhook_url: bad }), 'webhook_url'],
  ];
  for (const [method, path, body, field] of tries) {
    for (const control of CONTROL) {
      const bad = `${site.url}/page?a=1${control}`;
      const res = await h.call(method, path, { key: u.key, body: body(bad) });
      const what = `${method} ${path} ${field} with ${JSON.stringify(control)}`;
      t.equal(res.status, 400, `${what}: ${JSON.stringify(res.body)}`);
      t.equal(res.body.error?.code, 'invalid_parameter', what);
      t.equal(res.body.error?.details?.field, field, what);
    }
  }
  t.equal((await h.call('GET', '/v1/monitoring', { key: u.key })).body.pagination.total, 1, 'nothing else was made');
  t.equal((await h.call('GET', '/v1/schedules', { key: u.key })).body.pagination.total, 0);
  t.equal((await h.call('GET', `/v1/monitoring/${id}`, { key: u.key })).body.data.url, `${site.url}/page`, 'the monitor kept its URL');
});

t.test('a stored URL is echoed, listed and used as its parsed href', async (t) => {
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 20 });
  const raw = `${site.url}/page?q=${SPOOF} x`;
  const href = new URL(raw).href;
  t.notOk(/[<> ]/.test(href), `the href has no raw "<", ">" or space: ${href}`);
  const created = await h.call('POST', '/v1/monitoring', { key: u.key, body: { name: 'm', url: `  ${raw}` } });
  t.equal(created.status, 201, JSON.stringify(created.body));
  t.equal(created.body.data.url, href, 'the answer shows the href');
  const id = created.body.data.id as string;
  t.equal((await h.call('GET', `/v1/monitoring/${id}`, { key: u.key })).body.data.url, href, 'as stored');
  t.equal((await h.call('GET', '/v1/monitoring', { key: u.key })).body.data[0].url, href, 'and listed');
  const patched = await h.call('PATCH', `/v1/monitoring/${id}`, { key: u.key, body: { url: `${site.url}/other|<!here>` } });
  t.equal(patched.status, 200);
  t.equal(patched.body.data.url, `${site.url}/other|%3C!here%3E`);
  const schedule = await h.call('POST', '/v1/schedules', { key: u.key, body: { name: 's', type: 'scrape', frequency: 'daily', url: raw } });
  t.equal(schedule.status, 201, JSON.stringify(schedule.body));
  t.equal(schedule.body.data.url, href);
  t.equal((await h.call('GET', `/v1/schedules/${schedule.body.data.id}`, { key: u.key })).body.data.url, href);
});

t.test("a webhook channel's headers may not name a header the service sets, in any case", async (t) => {
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 20 });
  const hook = `${site.url}/hook`;
  const created = await h.call('POST', '/v1/monitoring', { key: u.key, body: { name: 'm', url: `${site.url}/page`, alertChannels: [{ type: 'webhook', webhookUrl: hook, webhookHeaders: { 'X-Team': 'a' } }] } });
  const id = created.body.data.id as string;
  const channel = created.body.data.alertChannels[0].id as string;
  const reserved = ['User-Agent', 'user-agent', 'Content-Type', 'CONTENT-TYPE', 'Expect', 'Host', 'Content-Length', 'Transfer-Encoding', 'Connection', 'X-Signature', 'x-gleaner-event'];
  for (const name of reserved) {
    const answers = [
      [await h.call('POST', '/v1/monitoring', { key: u.key, body: { name: 'm', url: `${site.url}/page`, alertChannels: [{ type: 'webhook', webhookUrl: hook, webhookHeaders: { [name]: 'v' } }] } }), `alertChannels.0.webhookHeaders.${name}`],
      [await h.call('POST', `/v1/monitoring/${id}/channels`, { key: u.key, body: { type: 'webhook', webhookUrl: hook, webhookHeaders: { Authorization: 'Bearer t', [name]: 'v' } } }), `webhookHeaders.${name}`],
      [await h.call('PATCH', `/v1/monitoring/${id}/channels/${channel}`, { key: u.key, body: { webhookHeaders: { [name]: 'v' } } }), `webhookHeaders.${name}`],
    ] as const;
    for (const [res, field] of answers) {
      t.equal(res.status, 400, `${name}: ${JSON.stringify(res.body)}`);
      t.equal(res.body.error?.code, 'invalid_parameter');
      t.equal(res.body.error?.details?.field, field, `names ${field}`);
      t.match(res.body.error?.message, /is set by the service/);
    }
  }
  const twice = await h.call('PATCH', `/v1/monitoring/${id}/channels/${channel}`, { key: u.key, body: { webhookHeaders: { 'X-Team': 'a', 'x-team': 'b' } } });
  t.equal(twice.status, 400, 'a name given twice in two cases');
  t.match(twice.body.error, { code: 'invalid_parameter', details: { field: 'webhookHeaders.x-team' } });
  t.equal((await h.call('PATCH', `/v1/monitoring/${id}/channels/${channel}`, { key: u.key, body: { webhookHeaders: { Authorization: 'Bearer t', Accept: 'application/json' } } })).status, 200, 'headers of its own pass');
  t.equal((await h.call('GET', `/v1/monitoring/${id}`, { key: u.key })).body.data.alertChannels.length, 1, 'no channel was added');
});

t.test('page text, the name and the URL reach Slack and the e-mail escaped, never as mentions, links or header lines', async (t) => {
  const smtp = await startSmtpSink();
  t.teardown(() => smtp.close());
  const slack = await startReceiver();
  t.teardown(() => slack.close());
  const h = await startHarness(t, { GLEANER_SMTP_URL: smtp.url });
  const u = await h.createUser({ plan: 'pro', credits: 20 });
  const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  site.set('/sale', htmlPage('Sale', '<main><h1>Sale</h1><p>Sale ends Friday</p></main>'));
  const created = await h.call('POST', '/v1/monitoring', {
    key: u.key,
    body: {
      // A name with a line break is refused (names are one line: hardening.edges.test.ts); what is left to
      // escape is a mention and a link on the one line.
      name: `Shop ${SPOOF} Bcc: victim@example.com`,
      url: `${site.url}/sale?<!here>|x`,
      alertChannels: [
        { type: 'slack', slackWebhookUrl: `${slack.url}/services/T1/B1/x` },
        { type: 'email', email: 'ops@example.com' },
      ],
    },
  });
  t.equal(created.status, 201, JSON.stringify(created.body));
  const id = created.body.data.id as string;
  await waitFor('the baseline', async () => ((await h.call('GET', `/v1/monitoring/${id}/checks`, { key: u.key })).body.data.length > 0 ? true : undefined), 60_000);
  site.set('/sale', htmlPage('Sale', `<main><h1>Sale</h1><p>${escapeHtml(SPOOF)}</p></main>`));
  const check = (await h.call('POST', `/v1/monitoring/${id}/check-now`, { key: u.key })).body.data;
  t.match(check, { changeDetected: true });

  const posted = await waitFor('the Slack message', async () => slack.hits[0], 30_000);
  const message = JSON.parse(posted.body.toString('utf8'));
  t.notMatch(message.text, /[<>]/, `the top-level text holds no control sequence: ${message.text}`);
  t.match(message.text, /&lt;!channel&gt;/);
  const blocks = JSON.stringify(message.blocks);
  t.notMatch(blocks, /<!channel>|<!here>|<https:\/\/evil/, 'no mention and no link from the page, the name or the URL');
  t.match(blocks, /&lt;!channel&gt; &lt;https:\/\/evil\.example\/login\|Sale ended: log in&gt;/, 'the page text shown, escaped');
  t.match(blocks, new RegExp(`<${site.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/sale\\?%3C!here%3E%7Cx\\|Shop &lt;!channel&gt;`), 'the page link: its href, "|" encoded, the name escaped');

  await smtp.waitFor(1, 30_000);
  const mail = smtp.messages[0];
  t.notMatch(mail.text, /^(Bcc|Cc):/im, `no header-looking line in the text part:\n${mail.text}`);
  t.match(mail.text, /^Change detected: Shop <!channel> <https:\/\/evil\.example\/login\|Sale ended: log in> Bcc: victim@example\.com$/m, 'the name on one line');
  t.match(mail.text, new RegExp(`^Page: ${site.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/sale\\?%3C!here%3E\\|x$`, 'm'), 'the URL as its href');
  t.same(mail.to, ['ops@example.com'], 'no other recipient');
  t.notOk(mail.headers.has('bcc'), 'no Bcc header');
});
