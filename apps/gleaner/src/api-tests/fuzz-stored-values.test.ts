import t from 'tap';
import { fuzz } from '@gleaner/testkit';
import { allOperations } from '@gleaner/contract';
import { judge } from './fuzz/oracle.js';
import { startHarness, type ApiResponse } from './harness.js';

// What the schema-derived fuzzer cannot judge: values a customer stores and the service shows
// again (monitor, channel and schedule names, URLs, prompts, webhook header names and values).
// Each hostile value is sent in each place; an answer must keep the contract (judge), and a value
// accepted must come back as stored, safe to show: names without control characters or lone
// surrogates, URLs as their parsed href without control characters, no header the service sets
// itself. Issue 32's probe found each of these broken; this keeps its attempts.

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** URL forms: control characters, Slack mentions and link syntax, loopback names, odd schemes. */
function hostileUrls(site: string): string[] {
  return [
    `${site}/simple\r\nBcc: victim@example.com`,
    `${site}/simple\nX: y`,
    `${site}/\tsimple`,
    `${site}/simple\u0000`,
    ` ${site}/simple `,
    `${site}/<!channel>`,
    `${site}/a|Sale ended: log in>`,
    `${site}/<https://evil.example/login|Sale ended>`,
    `${site}/\u202egnp.exe`,
    `${site}/%0d%0aBcc:%20x@y`,
    'http://localhost./',
    'http://a.localhost/',
    'http://LOCALHOST/',
    'http://127.1/',
    'http://[::1]/',
    'http://0x7f000001/',
    'http://169.254.169.254/latest/meta-data/',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'http://user:pass@example.com/',
    'http://exa mple.com/',
    'http://example.com:99999/',
  ];
}

const SERVICE_HEADERS = ['User-Agent', 'user-agent', 'Content-Type', 'Content-Length', 'Expect', 'Host', 'Transfer-Encoding', 'Connection', 'X-Signature', 'X-Gleaner-Event'];

interface Place {
  /** What is sent, and where it lands in the echo. */
  what: string;
  send(value: string): { method: string; path: string; body: unknown };
  /** The stored value as echoed, if the place echoes it. */
  echoed?(data: any): unknown;
  kind: 'name' | 'url' | 'text' | 'secret-url' | 'header-value';
}

// Private networks refused, as in production: loopback forms must be refused at creation. The
// targets are public names that do not resolve here (a monitor's first check fails quietly).
const SITE = 'https://shop.example.com';

t.test('hostile values stored by monitors, channels and schedules', async (t) => {
  const h = await startHarness(t, { GLEANER_ALLOW_PRIVATE_NETWORKS: 'false' });
  const u = await h.createUser({ plan: 'pro', credits: 1_000_000 });
  const ops = allOperations();
  const page = `${SITE}/item`;
  // One monitor and one schedule made once, for the PATCH and channel places.
  const monitor = await h.call('POST', '/v1/monitoring', { key: u.key, body: { name: 'base', url: page, checkInterval: 'daily' } });
  t.equal(monitor.status, 201, JSON.stringify(monitor.body));
  const monitorId = monitor.body.data.id;
  const schedule = await h.call('POST', '/v1/schedules', { key: u.key, body: { name: 'base', type: 'scrape', url: page, frequency: 'daily' } });
  t.equal(schedule.status, 201, JSON.stringify(schedule.body));
  const scheduleId = schedule.body.data.id;

  const places: Place[] = [
    { what: 'monitor name', kind: 'name', send: (v) => ({ method: 'POST', path: '/v1/monitoring', body: { name: v, url: page, checkInterval: 'daily' } }), echoed: (d) => d.name },
    { what: 'monitor url', kind: 'url', send: (v) => ({ method: 'POST', path: '/v1/monitoring', body: { name: 'n', url: v, checkInterval: 'daily' } }), echoed: (d) => d.url },
    { what: 'monitor prompt', kind: 'text', send: (v) => ({ method: 'POST', path: '/v1/monitoring', body: { name: 'n', url: page, prompt: v, checkInterval: 'daily' } }), echoed: (d) => d.prompt },
    { what: 'monitor name (PATCH)', kind: 'name', send: (v) => ({ method: 'PATCH', path: `/v1/monitoring/${monitorId}`, body: { name: v } }), echoed: (d) => d.name },
    { what: 'monitor url (PATCH)', kind: 'url', send: (v) => ({ method: 'PATCH', path: `/v1/monitoring/${monitorId}`, body: { url: v } }), echoed: (d) => d.url },
    { what: 'webhook channel url', kind: 'secret-url', send: (v) => ({ method: 'POST', path: `/v1/monitoring/${monitorId}/channels`, body: { type: 'webhook', webhookUrl: v } }) },
    { what: 'slack channel url', kind: 'secret-url', send: (v) => ({ method: 'POST', path: `/v1/monitoring/${monitorId}/channels`, body: { type: 'slack', slackWebhookUrl: v } }) },
    { what: 'webhook header value', kind: 'header-value', send: (v) => ({ method: 'POST', path: `/v1/monitoring/${monitorId}/channels`, body: { type: 'webhook', webhookUrl: `${SITE}/hook`, webhookHeaders: { 'X-Token': v } } }) },
    { what: 'schedule name', kind: 'name', send: (v) => ({ method: 'POST', path: '/v1/schedules', body: { name: v, type: 'scrape', url: page, frequency: 'daily' } }), echoed: (d) => d.name },
    { what: 'schedule url', kind: 'url', send: (v) => ({ method: 'POST', path: '/v1/schedules', body: { name: 'n', type: 'scrape', url: v, frequency: 'daily' } }), echoed: (d) => d.url },
    { what: 'schedule webhook_url', kind: 'secret-url', send: (v) => ({ method: 'POST', path: '/v1/schedules', body: { name: 'n', type: 'scrape', url: page, frequency: 'daily', webhook_url: v } }) },
  ];
  const strings = [...fuzz.ODD_STRINGS, 'Price watch \u202egnp.exe', 'a\u0085b', 'tab\there', '<!channel> <https://evil.example/login|Sale ended: log in>'];
  const valuesFor = (kind: Place['kind']): string[] => (kind === 'url' || kind === 'secret-url' ? hostileUrls(SITE) : strings);

  const problems: string[] = [];
  const created: { path: string }[] = [];
  let sent = 0;
  for (const place of places) {
    for (const value of valuesFor(place.kind)) {
      const req = place.send(value);
      const res = await h.call(req.method, req.path, { key: u.key, body: req.body });
      sent++;
      const op = ops.find((o) => o.method.toUpperCase() === req.method && new RegExp(`^${o.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(req.path));
      const said = `${place.what} ${JSON.stringify(value)}`;
      for (const v of judge(op, req.method, req.path, { status: res.status, text: JSON.stringify(res.body), headers: { 'content-type': 'application/json' }, ms: 0 }, false).violations) problems.push(`${said}: ${v}`);
      if (res.status >= 300) continue;
      if (req.method === 'POST') created.push({ path: `${req.path.replace(/\/channels$/, '')}${req.path.endsWith('/channels') ? '' : `/${res.body.data.id}`}` });
      problems.push(...acceptedProblems(place, value, res, said));
      if (place.echoed) {
        const path = req.method === 'PATCH' ? req.path : `${req.path}/${res.body.data.id}`;
        const again = await h.call('GET', path, { key: u.key });
        if (JSON.stringify(place.echoed(again.body.data)) !== JSON.stringify(place.echoed(res.body.data))) problems.push(`${said}: read back as ${JSON.stringify(place.echoed(again.body.data))}, answered as ${JSON.stringify(place.echoed(res.body.data))}`);
      }
    }
  }
  // Service headers as channel header names: each refused, naming the header.
  for (const header of SERVICE_HEADERS) {
    const res = await h.call('POST', `/v1/monitoring/${monitorId}/channels`, { key: u.key, body: { type: 'webhook', webhookUrl: `${SITE}/hook`, webhookHeaders: { [header]: 'x' } } });
    sent++;
    if (res.status !== 400 || res.body?.error?.code !== 'invalid_parameter') problems.push(`webhook header ${header}: answered ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    else if (!JSON.stringify(res.body.error).toLowerCase().includes(header.toLowerCase())) problems.push(`webhook header ${header}: the refusal does not name it`);
  }
  for (const { path } of created) if (!path.endsWith(`/${monitorId}`)) await h.call('DELETE', path, { key: u.key });
  const health = await h.call('GET', '/healthz', {});
  t.equal(health.status, 200, 'the server is healthy after the run');
  t.same(problems, [], `${sent} hostile values in ${places.length} places and ${SERVICE_HEADERS.length} service headers`);
});

/** What an accepted value must look like in the answer. */
function acceptedProblems(place: Place, value: string, res: ApiResponse, said: string): string[] {
  const found: string[] = [];
  const shown = place.echoed?.(res.body.data);
  if (place.kind === 'name') {
    if (CONTROL.test(value) || LONE_SURROGATE.test(value)) found.push(`${said}: accepted (a name is one line of text)`);
    if (shown !== value) found.push(`${said}: echoed as ${JSON.stringify(shown)}`);
  }
  if (place.kind === 'url' || place.kind === 'secret-url') {
    if (/[\u0000-\u001f\u007f]/.test(value)) found.push(`${said}: accepted with a control character`);
    const parsed = URL.canParse(value) ? new URL(value) : undefined;
    if (!parsed) found.push(`${said}: accepted, though it does not parse as a URL`);
    else if (/(^|\.)localhost\.?$/i.test(parsed.hostname) || !/^https?:$/.test(parsed.protocol)) found.push(`${said}: accepted (${parsed.hostname || parsed.protocol})`);
    else if (place.kind === 'url' && shown !== parsed.href) found.push(`${said}: echoed as ${JSON.stringify(shown)}, not its href`);
  }
  if (place.kind === 'text' && shown !== value) found.push(`${said}: echoed as ${JSON.stringify(shown)}`);
  if (place.kind === 'header-value' && /[\r\n\u0000]/.test(value)) found.push(`${said}: a header value with a line break accepted`);
  if (JSON.stringify(res.body).includes('secret')) found.push(`${said}: a secret in the answer`);
  return found;
}
