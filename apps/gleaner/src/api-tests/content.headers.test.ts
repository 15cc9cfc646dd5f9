import t from 'tap';
import { startFixtureSite } from '@gleaner/testkit';
import { startHarness } from './harness.js';

// Custom request headers: names are tokens, values field values, and the headers that frame or
// route a request are refused, the same on both paths (browser and javascript:false).

const RESERVED = ['Host', 'Content-Length', 'Transfer-Encoding', 'Connection', 'Upgrade', 'TE', 'Keep-Alive', 'Trailer', 'Proxy-Authorization', 'proxy-connection'];
const BAD_VALUES: [string, string][] = [
  ['a CR', 'a\rb'],
  ['an LF', 'a\nInjected: yes'],
  ['a CRLF', 'a\r\nInjected: yes'],
  ['a NUL', 'a\u0000b'],
  ['a DEL', 'a\u007fb'],
  ['a character beyond Latin-1', 'caf\u00e9 \u65e5\u672c'],
];

t.test('bad or reserved headers answer 400 invalid_parameter naming the header, on both paths, and cost nothing', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const h = await startHarness(t);
  const u = await h.createUser({ credits: 50 });
  const balance = async () => (await h.call('GET', '/v1/user/profile', { key: u.key })).body.data.credits.balance;
  const start = await balance();
  for (const javascript of [true, false]) {
    const scrape = (headers: Record<string, string>) => h.call('POST', '/v1/content/scrape', { key: u.key, body: { url: `${site.url}/headers`, javascript, headers } });
    for (const name of RESERVED) {
      const res = await scrape({ [name]: name.toLowerCase() === 'content-length' ? '0' : 'x' });
      t.equal(res.status, 400, `${name} (javascript ${javascript})`);
      t.equal(res.body.error.code, 'invalid_parameter');
      t.equal(res.body.error.details.field, `headers.${name}`);
      t.match(res.body.error.message, /set by the service/);
    }
    for (const [what, value] of BAD_VALUES) {
      const res = await scrape({ 'X-Test': value });
      t.equal(res.status, 400, `${what} in a value (javascript ${javascript})`);
      t.equal(res.body.error.code, 'invalid_parameter');
      t.equal(res.body.error.details.field, 'headers.X-Test');
      t.match(res.body.error.message, /not a valid header value/);
    }
    const badName = await scrape({ 'Bad Name': 'x', 'X-Ok': 'fine', 'X:colon': 'y' });
    t.equal(badName.status, 400);
    t.same(badName.body.error.details.errors.map((e: { field: string }) => e.field).sort(), ['headers.Bad Name', 'headers.X:colon'], 'every bad name listed, the good one not');
  }
  // Both framing headers at once: the smuggling case of the report.
  const both = await h.call('POST', '/v1/content/scrape', { key: u.key, body: { url: `${site.url}/headers`, javascript: false, headers: { 'Content-Length': '5', 'Transfer-Encoding': 'chunked' } } });
  t.equal(both.status, 400);
  t.same(both.body.error.details.errors.map((e: { field: string }) => e.field).sort(), ['headers.Content-Length', 'headers.Transfer-Encoding']);
  t.equal(await balance(), start, 'nothing charged');
});

t.test('the same rule on extract, pdf and screenshot', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const h = await startHarness(t);
  const u = await h.createUser();
  const url = `${site.url}/simple`;
  const bodies: [string, object][] = [
    ['/v1/content/extract', { url, prompt: 'the title', headers: { Host: 'other.example' } }],
    ['/v1/pdf/generate', { url, headers: { 'X-A': 'a\r\nb' } }],
    ['/v1/screenshot/capture', { url, headers: { 'Transfer-Encoding': 'chunked' } }],
  ];
  for (const [path, body] of bodies) {
    const res = await h.call('POST', path, { key: u.key, body });
    t.equal(res.status, 400, path);
    t.equal(res.body.error.code, 'invalid_parameter');
    t.match(res.body.error.details.field, /^headers\./);
  }
});

t.test('valid custom headers reach the page on both paths', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const h = await startHarness(t);
  const u = await h.createUser();
  for (const javascript of [true, false]) {
    const res = await h.call('POST', '/v1/content/scrape', { key: u.key, body: { url: `${site.url}/headers`, javascript, headers: { 'X-Custom': 'value with spaces\tand a tab', Accept_Language: 'fr' } } });
    t.equal(res.status, 200, `javascript ${javascript}`);
    const echoed = JSON.parse(/<pre id="headers">([^<]*)<\/pre>/.exec(res.body.data.raw_html)![1].replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
    t.equal(echoed['x-custom'], 'value with spaces\tand a tab');
  }
});
