import t from 'tap';
import { isGleanerError } from '@gleaner/platform';
import { RequestValidator } from './validator.js';
import { monitoringOperations as mon } from './monitoring.js';
import { scheduleOperations as sch } from './schedules.js';
import type { Operation } from './operation.js';

// Every URL a customer stores (issue 32, item 7): refused with a control character in it (400
// invalid_parameter naming the field: URL parsing would drop tab, CR and LF silently), kept as its
// parsed href otherwise, so "<!channel>" or a space never reaches an echo, a Slack link or an e-mail.

const validator = new RequestValidator();
const schedule = { name: 's', type: 'scrape', frequency: 'daily' };

/** [operation, a valid body with the URL put at `field`, the field's name in a 400]. */
const FIELDS: [Operation, (url: string) => object, string, (body: any) => string][] = [
  [mon.createMonitor, (url) => ({ name: 'n', url }), 'url', (b) => b.url],
  [mon.createMonitor, (url) => ({ name: 'n', url: 'https://a.example/', alertChannels: [{ type: 'slack', slackWebhookUrl: url }] }), 'alertChannels.0.slackWebhookUrl', (b) => b.alertChannels[0].slackWebhookUrl],
  [mon.createMonitor, (url) => ({ name: 'n', url: 'https://a.example/', alertChannels: [{ type: 'email', email: 'a@example.com' }, { type: 'webhook', webhookUrl: url }] }), 'alertChannels.1.webhookUrl', (b) => b.alertChannels[1].webhookUrl],
  [mon.updateMonitor, (url) => ({ url }), 'url', (b) => b.url],
  [mon.addChannel, (url) => ({ type: 'webhook', webhookUrl: url }), 'webhookUrl', (b) => b.webhookUrl],
  [mon.addChannel, (url) => ({ type: 'slack', slackWebhookUrl: url }), 'slackWebhookUrl', (b) => b.slackWebhookUrl],
  [mon.updateChannel, (url) => ({ webhookUrl: url }), 'webhookUrl', (b) => b.webhookUrl],
  [mon.updateChannel, (url) => ({ slackWebhookUrl: url }), 'slackWebhookUrl', (b) => b.slackWebhookUrl],
  [sch.createSchedule, (url) => ({ ...schedule, url }), 'url', (b) => b.url],
  [sch.createSchedule, (url) => ({ ...schedule, url: 'https://a.example/', webhook_url: url }), 'webhook_url', (b) => b.webhook_url],
];

function refusal(op: Operation, body: object) {
  try {
    validator.validate(op, 'body', body);
  } catch (err) {
    if (isGleanerError(err)) return { code: err.code, details: err.details as { field: string; errors: { field: string; message: string }[] } };
    throw err;
  }
  return undefined;
}

t.test('a control character anywhere in a stored URL: 400 invalid_parameter naming the field', async (t) => {
  const hostile = ['https://shop.example.com/a\r\nBcc: victim@example.com', 'https://shop.example.com/\ta', 'https://shop.example.com/a\n', '\thttps://shop.example.com/', 'https://shop.example.com/\u0000', 'https://shop.example.com/\u007f', 'https://shop.exa\nmple.com/'];
  for (const [op, body, field] of FIELDS) {
    for (const url of hostile) {
      const r = refusal(op, body(url));
      t.equal(r?.code, 'invalid_parameter', `${op.id} ${field} ${JSON.stringify(url)}: ${JSON.stringify(r)}`);
      t.equal(r?.details.field, field);
      t.match(r?.details.errors, [{ field, message: /control characters/ }]);
      t.notMatch(JSON.stringify(r), /shop\.example/, 'the URL (maybe a secret) is not echoed');
    }
  }
});

t.test('a stored URL is kept as its parsed href', async (t) => {
  const cases: [string, string][] = [
    ['https://shop.example.com/<!channel>|Sale ended: log in', 'https://shop.example.com/%3C!channel%3E|Sale%20ended:%20log%20in'],
    ['https://SHOP.example.com', 'https://shop.example.com/'],
    ['  https://shop.example.com/a b?q=<x>&r="y"#<z>  ', 'https://shop.example.com/a%20b?q=%3Cx%3E&r=%22y%22#%3Cz%3E'],
    ['https://shop.example.com/é', 'https://shop.example.com/%C3%A9'],
    ['https://bücher.example/', 'https://xn--bcher-kva.example/'],
  ];
  for (const [op, body, field, read] of FIELDS) {
    for (const [url, href] of cases) {
      const b = body(url);
      t.equal(refusal(op, b), undefined, `${op.id} ${field} ${url} accepted`);
      t.equal(read(b), href, `${op.id} ${field}: ${url} -> ${href}`);
    }
  }
  // An href over the length limit once percent-encoded is refused, not kept longer than documented.
  const long = refusal(mon.createMonitor, { name: 'n', url: `https://a.example/${'é'.repeat(2000)}` });
  t.match(long, { code: 'invalid_parameter', details: { field: 'url', errors: [{ message: /8192/ }] } });
  // Not a URL: still invalid_url, as before.
  t.match(refusal(mon.createMonitor, { name: 'n', url: 'javascript:alert(1)' }), { code: 'invalid_url', details: { field: 'url' } });
});

t.test("a channel's webhookHeaders may name no header the service sets itself, in any case", async (t) => {
  const reserved = ['User-Agent', 'user-agent', 'USER-AGENT', 'Content-Type', 'content-type', 'Expect', 'X-Signature', 'x-signature', 'X-Gleaner-Event', 'X-Gleaner-Delivery', 'X-Gleaner-Attempt', 'X-Gleaner-Anything', 'Host', 'Content-Length', 'Transfer-Encoding', 'Connection', 'Keep-Alive', 'Upgrade', 'TE', 'Trailer', 'Proxy-Authorization'];
  const bodies: [Operation, (h: object) => object, string][] = [
    [mon.createMonitor, (h) => ({ name: 'n', url: 'https://a.example/', alertChannels: [{ type: 'webhook', webhookUrl: 'https://h.example/', webhookHeaders: h }] }), 'alertChannels.0.webhookHeaders'],
    [mon.addChannel, (h) => ({ type: 'webhook', webhookUrl: 'https://h.example/', webhookHeaders: h }), 'webhookHeaders'],
    [mon.updateChannel, (h) => ({ webhookHeaders: h }), 'webhookHeaders'],
  ];
  for (const [op, body, at] of bodies) {
    for (const name of reserved) {
      const r = refusal(op, body({ Authorization: 'Bearer t', [name]: 'v' }));
      t.equal(r?.code, 'invalid_parameter', `${op.id} ${name}`);
      t.same(r?.details.errors, [{ field: `${at}.${name}`, message: r?.details.errors[0]?.message }], `${op.id}: only ${name} is named`);
      t.match(r?.details.errors[0]?.message, /is set by the service/);
    }
    t.equal(refusal(op, body({ Authorization: 'Bearer t', 'X-Team': 'pricing', Accept: 'application/json', 'X-Gleaner': 'no dash: allowed' })), undefined, `${op.id}: the customer's own headers pass`);
  }
});
