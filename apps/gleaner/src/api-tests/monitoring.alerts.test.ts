import t from 'tap';
import { createHmac } from 'node:crypto';
import { htmlPage, startMutableSite, startReceiver, startSmtpSink, waitFor, type MutableSite } from '@gleaner/testkit';
import { startHarness, type Harness, type NewUser } from './harness.js';

// Alerts on every channel, delivered for real: an e-mail to a local SMTP sink, a Slack message to a
// local receiver, a signed webhook with the channel's headers. Retries on 500, failures recorded,
// notifyOnlyOnChanges false alerting on every check, and a prompt that keeps a change silent.

let site: MutableSite;
t.before(async () => {
  site = await startMutableSite();
});
t.teardown(() => site.close());

const page = (price: string) => htmlPage('Lamp', `<main><h1>Desk lamp</h1><p>Price: ${price}</p><p>Free delivery</p></main>`);

async function checksOf(h: Harness, u: NewUser, id: string, n: number): Promise<any[]> {
  return waitFor(`${n} checks`, async () => {
    const checks: any[] = (await h.call('GET', `/v1/monitoring/${id}/checks`, { key: u.key })).body.data;
    return checks.length >= n ? checks : undefined;
  }, 60_000);
}

async function alertsOf(h: Harness, u: NewUser, id: string, done: (alerts: any[]) => boolean): Promise<any[]> {
  return waitFor('the alerts', async () => {
    const alerts: any[] = (await h.call('GET', `/v1/monitoring/${id}/alerts`, { key: u.key })).body.data;
    return done(alerts) ? alerts : undefined;
  }, 60_000);
}

t.test('a change alerts on every channel: e-mail, Slack and a signed webhook', async (t) => {
  const smtp = await startSmtpSink();
  t.teardown(() => smtp.close());
  const slack = await startReceiver();
  t.teardown(() => slack.close());
  const hook = await startReceiver();
  t.teardown(() => hook.close());
  const h = await startHarness(t, { GLEANER_SMTP_URL: smtp.url });
  const u = await h.createUser({ plan: 'pro', credits: 20 });
  site.set('/lamp', page('$19.99'));
  const created = await h.call('POST', '/v1/monitoring', {
    key: u.key,
    body: {
      name: 'Lamp price',
      url: `${site.url}/lamp`,
      includeScreenshot: true,
      alertChannels: [
        { type: 'email', email: 'ops@example.com' },
        { type: 'slack', slackWebhookUrl: `${slack.url}/services/T1/B1/x` },
        { type: 'webhook', webhookUrl: `${hook.url}/hook`, webhookHeaders: { Authorization: 'Bearer team-token' } },
        { type: 'email', email: 'off@example.com', isEnabled: false },
      ],
    },
  });
  t.equal(created.status, 201, JSON.stringify(created.body));
  const id = created.body.data.id as string;
  await checksOf(h, u, id, 1);
  t.equal(hook.hits.length + slack.hits.length + smtp.messages.length, 0, 'the baseline alerts nobody');

  site.set('/lamp', page('$17.49'));
  const check = (await h.call('POST', `/v1/monitoring/${id}/check-now`, { key: u.key })).body.data;
  t.match(check, { changeDetected: true, diffUrl: String, screenshotUrl: String });

  const hit = await waitFor('the webhook', async () => hook.hits[0], 30_000);
  const event = JSON.parse(hit.body.toString('utf8'));
  t.match(event, {
    event: 'monitor.change_detected',
    timestamp: String,
    data: { monitorId: id, monitorName: 'Lamp price', url: `${site.url}/lamp`, check: { id: check.id, status: 'success', changeDetected: true, changeSummary: check.changeSummary, checkedAt: check.checkedAt, responseTimeMs: Number } },
  });
  t.equal(hit.headers.authorization, 'Bearer team-token', "the channel's headers are sent");
  const [, ts, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(hit.headers['x-signature'])) ?? [];
  t.equal(v1, createHmac('sha256', u.webhookSecret).update(`${ts}.`).update(hit.body).digest('hex'), 'signed');

  const posted = await waitFor('the Slack message', async () => slack.hits[0], 30_000);
  const message = JSON.parse(posted.body.toString('utf8'));
  t.match(message.text, /Lamp price/);
  t.ok(Array.isArray(message.blocks) && message.blocks.length > 0, 'Slack blocks');
  t.match(JSON.stringify(message.blocks), /17\.49/);
  t.match(JSON.stringify(message.blocks), new RegExp(check.diffUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')), 'a link to the change');

  await smtp.waitFor(1, 30_000);
  const mail = smtp.messages[0];
  t.match(mail.subject, /Lamp price/);
  t.match(JSON.stringify(mail.to), /ops@example\.com/);
  t.match(mail.text, /19\.99/);
  t.match(mail.text, /17\.49/);
  t.match(mail.text, new RegExp(`${site.url}/lamp`));
  t.match(mail.html, /17\.49/);
  t.equal(smtp.messages.length, 1, 'the disabled channel got nothing');

  const alerts = await alertsOf(h, u, id, (a) => a.length === 3 && a.every((x) => x.success));
  t.same(alerts.map((a) => a.channelType).sort(), ['email', 'slack', 'webhook']);
  for (const a of alerts) t.match(a, { success: true, sentAt: String, check: { checkedAt: check.checkedAt, changeSummary: check.changeSummary } });
  const detail = (await h.call('GET', `/v1/monitoring/${id}`, { key: u.key })).body.data;
  t.equal(detail._count.alerts, 3);
  t.equal(detail.alerts.length, 3);

  // The change page shows both prices and the screenshot.
  const html = await (await fetch(check.diffUrl)).text();
  t.match(html, /19\.99/);
  t.match(html, /<img[^>]+src=/);
  const shot = await fetch(check.screenshotUrl);
  t.equal(shot.status, 200);
  t.match(shot.headers.get('content-type'), /image\/png/);
});

t.test('retried on 500, failures recorded; every check alerts when notifyOnlyOnChanges is false', async (t) => {
  let slackCalls = 0;
  const slack = await startReceiver(() => ({ status: ++slackCalls === 1 ? 500 : 200 }));
  t.teardown(() => slack.close());
  const hook = await startReceiver(() => ({ status: 500 }));
  t.teardown(() => hook.close());
  // The first e-mail is deferred (451): tried again; one recipient does not exist (550): failed at once.
  const smtp = await startSmtpSink({ failFirst: 1, rejectRecipients: ['nobody@example.com'] });
  t.teardown(() => smtp.close());
  const h = await startHarness(t, { GLEANER_WEBHOOK_BACKOFF_MS: '50', GLEANER_WEBHOOK_ATTEMPTS: '3', GLEANER_SMTP_URL: smtp.url });
  const u = await h.createUser({ plan: 'pro', credits: 20 });
  site.set('/every', page('$5.00'));
  const created = await h.call('POST', '/v1/monitoring', {
    key: u.key,
    body: {
      name: 'every',
      url: `${site.url}/every`,
      notifyOnlyOnChanges: false,
      alertChannels: [
        { type: 'slack', slackWebhookUrl: slack.url },
        { type: 'webhook', webhookUrl: hook.url },
        { type: 'email', email: 'team@example.com' },
        { type: 'email', email: 'nobody@example.com' },
      ],
    },
  });
  const id = created.body.data.id as string;
  await checksOf(h, u, id, 1);
  const check = (await h.call('POST', `/v1/monitoring/${id}/check-now`, { key: u.key })).body.data;
  t.match(check, { changeDetected: false });
  // Retries are due by the server's clock, which the test holds: it moves it on while it waits.
  const alerts = await alertsOf(h, u, id, (a) => {
    h.clock.advance(1_000);
    return a.length === 4 && a.every((x) => x.deliveryStatus !== 'pending');
  });
  const bySlack = alerts.find((a) => a.channelType === 'slack');
  const byHook = alerts.find((a) => a.channelType === 'webhook');
  t.match(bySlack, { success: true, attempts: 2 }, 'Slack: a 500, then delivered');
  t.match(byHook, { success: false, deliveryStatus: 'failed', attempts: 3, lastError: /500/ }, 'the webhook failed after its attempts');
  // Each attempt is readable: when, how long, what came back; never the target or its headers.
  t.match(bySlack.attemptHistory, [
    { attempt: 1, at: String, durationMs: Number, statusCode: 500, errorCode: null },
    { attempt: 2, at: String, durationMs: Number, statusCode: 200, errorCode: null },
  ]);
  t.same(byHook.attemptHistory.map((a: { statusCode: number }) => a.statusCode), [500, 500, 500]);
  t.same(Object.keys(byHook.attemptHistory[0]).sort(), ['at', 'attempt', 'durationMs', 'errorCode', 'statusCode']);
  t.notOk(JSON.stringify(alerts).includes(slack.url) || JSON.stringify(alerts).includes(hook.url), 'no target URL in the alerts');
  t.equal(hook.hits.length, 3);
  t.equal(JSON.parse(hook.hits[0].body.toString('utf8')).event, 'monitor.checked', 'an unchanged check: monitor.checked');
  const mails = alerts.filter((a) => a.channelType === 'email');
  t.equal(mails.filter((a) => a.success).length, 1, 'one e-mail delivered');
  t.match(mails.find((a) => a.success), { attempts: 2 }, 'after a 451, on the second attempt');
  t.match(mails.find((a) => !a.success), { deliveryStatus: 'failed', attempts: 1, lastError: /mailbox/ }, 'a 550 fails at once');
  t.match(mails.find((a) => !a.success).attemptHistory, [{ attempt: 1, statusCode: 550, errorCode: String }], 'its reply code and why');
  t.equal(smtp.messages.length, 1);
  t.match(smtp.messages[0].subject, /Checked: every/);
});

t.test('without GLEANER_SMTP_URL an e-mail channel is refused when it is given, saying why', async (t) => {
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 20 });
  site.set('/nomail', page('$1.00'));
  const body = { name: 'no mail', url: `${site.url}/nomail`, alertChannels: [{ type: 'webhook', webhookUrl: `${site.url}/hook` }, { type: 'email', email: 'ops@example.com' }] };
  const refused = await h.call('POST', '/v1/monitoring', { key: u.key, body });
  t.equal(refused.status, 400);
  t.match(refused.body.error, { code: 'invalid_parameter', message: /no mail server \(GLEANER_SMTP_URL\)/, details: { field: 'alertChannels.1.type' } });
  t.equal((await h.call('GET', '/v1/monitoring', { key: u.key })).body.pagination.total, 0, 'nothing created');

  const created = await h.call('POST', '/v1/monitoring', { key: u.key, body: { ...body, alertChannels: [body.alertChannels[0]] } });
  t.equal(created.status, 201, 'webhook and Slack channels need no mail server');
  const added = await h.call('POST', `/v1/monitoring/${created.body.data.id}/channels`, { key: u.key, body: { type: 'email', email: 'ops@example.com' } });
  t.equal(added.status, 400);
  t.match(added.body.error, { code: 'invalid_parameter', message: /operator has configured no mail server/, details: { field: 'type' } });
  t.equal((await h.call('GET', `/v1/monitoring/${created.body.data.id}`, { key: u.key })).body.data.alertChannels.length, 1, 'not added');
});

t.test('a prompt decides whether a change alerts: "alert only when the price drops"', async (t) => {
  const hook = await startReceiver();
  t.teardown(() => hook.close());
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 20 });
  site.set('/prompted', page('$20.00'));
  const created = await h.call('POST', '/v1/monitoring', {
    key: u.key,
    body: { name: 'drops', url: `${site.url}/prompted`, prompt: 'alert only when the price drops', alertChannels: [{ type: 'webhook', webhookUrl: hook.url }] },
  });
  const id = created.body.data.id as string;
  await checksOf(h, u, id, 1);
  site.set('/prompted', page('$25.00'));
  const rose = (await h.call('POST', `/v1/monitoring/${id}/check-now`, { key: u.key })).body.data;
  t.match(rose, { changeDetected: true }, 'the page did change');
  site.set('/prompted', page('$15.00'));
  const dropped = (await h.call('POST', `/v1/monitoring/${id}/check-now`, { key: u.key })).body.data;
  t.match(dropped, { changeDetected: true });
  const hit = await waitFor('the alert of the drop', async () => hook.hits[0], 30_000);
  t.equal(JSON.parse(hit.body.toString('utf8')).data.check.id, dropped.id, 'the drop alerted');
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  t.equal(hook.hits.length, 1, 'the rise stayed silent');
  t.equal((await h.call('GET', `/v1/monitoring/${id}/alerts`, { key: u.key })).body.pagination.total, 1);
});
