import t, { type Test } from 'tap';
import { htmlPage, startMutableSite } from '@gleaner/testkit';
import { ADMIN_TOKEN, startHarness, type Harness } from './harness.js';

// Issue 32 item 9, the probe's smaller findings, each kept as its hostile input and the expected
// answer: localhost names at creation, one-line names, question length in characters, the change
// page's name and URL at check time, its exact path and its bidi controls. (The Authorization
// header: account.profile.test.ts.)

const LOCALHOST_URLS = ['http://localhost./', 'http://foo.localhost/', 'http://foo.localhost./x', 'http://LOCALHOST:8080/', 'https://a.b.localhost/'];

/** The names the probe got through (NUL, a lone surrogate) and the rest of what a one-line name refuses. */
const BAD_NAMES: [string, string][] = [
  ['NUL', 'a\u0000b'],
  ['a lone high surrogate', 'lamp \ud800'],
  ['a lone low surrogate', '\udc00 lamp'],
  ['a reversed pair', '\ude00\ud83d'],
  ['a line feed', 'two\nlines'],
  ['a tab', 'tab\there'],
  ['ESC', 'bell\u001b[31m'],
  ['DEL', 'del\u007f'],
  ['a C1 control', 'c1\u0085'],
  ['a line separator', 'ls\u2028'],
];

function refusedNaming(t: Test, res: { status: number; body: any }, code: string, field: string, what: string): void {
  t.equal(res.status, 400, `${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  t.equal(res.body.error?.code, code, what);
  t.ok(res.body.error?.details?.field === field || res.body.error?.details?.errors?.some((e: { field: string }) => e.field === field), `${what} names ${field}: ${JSON.stringify(res.body.error?.details)}`);
}

async function waitForChecks(h: Harness, key: string, monitorId: string, count: number): Promise<void> {
  for (let i = 0; i < 150; i++) {
    if ((await h.call('GET', `/v1/monitoring/${monitorId}/checks`, { key })).body.data.length >= count) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`monitor ${monitorId}: fewer than ${count} checks`);
}

t.test('localhost names are refused at creation like 127.0.0.1 (private networks not allowed)', async (t) => {
  const h = await startHarness(t, { GLEANER_ALLOW_PRIVATE_NETWORKS: 'false' });
  const u = await h.createUser({ plan: 'pro', credits: 10 });
  for (const url of LOCALHOST_URLS) {
    const monitor = await h.call('POST', '/v1/monitoring', { key: u.key, body: { name: 'n', url } });
    refusedNaming(t, monitor, 'invalid_url', 'url', `monitor ${url}`);
    t.match(monitor.body.error?.message, /loopback/, 'says why');
    const hook = await h.call('POST', '/v1/monitoring', { key: u.key, body: { name: 'n', url: 'https://example.com/', alertChannels: [{ type: 'webhook', webhookUrl: url }] } });
    refusedNaming(t, hook, 'invalid_url', 'alertChannels.0.webhookUrl', `webhook channel ${url}`);
    const schedule = await h.call('POST', '/v1/schedules', { key: u.key, body: { name: 'n', type: 'scrape', url, frequency: 'daily' } });
    refusedNaming(t, schedule, 'invalid_url', 'url', `schedule ${url}`);
    const scheduleHook = await h.call('POST', '/v1/schedules', { key: u.key, body: { name: 'n', type: 'scrape', url: 'https://example.com/', frequency: 'daily', webhook_url: url } });
    refusedNaming(t, scheduleHook, 'invalid_url', 'webhook_url', `schedule webhook ${url}`);
  }
  const scrape = await h.call('POST', '/v1/content/scrape', { key: u.key, body: { url: 'http://foo.localhost/' } });
  t.equal(scrape.status, 400, 'a one-off scrape too');
  t.equal(scrape.body.error?.code, 'invalid_url');
  t.equal((await h.call('GET', '/v1/monitoring', { key: u.key })).body.pagination.total, 0, 'no monitor was made');
  t.equal((await h.call('GET', '/v1/schedules', { key: u.key })).body.pagination.total, 0, 'no schedule was made');
});

t.test('names are one line: NUL, lone surrogates and other controls are 400 invalid_parameter naming the field', async (t) => {
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 10 });
  const kept = (await h.call('POST', '/v1/monitoring', { key: u.key, body: { name: 'Lamp', url: 'https://example.com/' } })).body.data;
  for (const [what, name] of BAD_NAMES) {
    refusedNaming(t, await h.call('POST', '/v1/monitoring', { key: u.key, body: { name, url: 'https://example.com/' } }), 'invalid_parameter', 'name', `monitor name with ${what}`);
    refusedNaming(t, await h.call('PATCH', `/v1/monitoring/${kept.id}`, { key: u.key, body: { name } }), 'invalid_parameter', 'name', `renaming a monitor to ${what}`);
    refusedNaming(t, await h.call('POST', '/v1/schedules', { key: u.key, body: { name, type: 'scrape', url: 'https://example.com/', frequency: 'daily' } }), 'invalid_parameter', 'name', `schedule name with ${what}`);
    refusedNaming(t, await h.call('POST', '/v1/research', { key: u.key, body: { name, data_sources: ['scr_000000000000000000000000'] } }), 'invalid_parameter', 'name', `research session name with ${what}`);
    refusedNaming(t, await h.call('POST', '/v1/admin/users', { key: ADMIN_TOKEN, body: { email: `x${BAD_NAMES.findIndex(([w]) => w === what)}@example.com`, name } }), 'invalid_parameter', 'name', `user name with ${what}`);
  }
  const message = (await h.call('POST', '/v1/monitoring', { key: u.key, body: { name: 'a\u0000b', url: 'https://example.com/' } })).body.error?.message;
  t.match(message, /one line of text: no control characters/, 'the message says what a name may not hold');
  t.equal((await h.call('GET', `/v1/monitoring/${kept.id}`, { key: u.key })).body.data.name, 'Lamp', 'the monitor kept its name');
  t.equal((await h.call('GET', '/v1/monitoring', { key: u.key })).body.pagination.total, 1, 'nothing else was made');
  for (const name of ['Prix: 19,99 €', '日本語 😀', 'عربي \u202e bidi is shown, not refused', 'x'.repeat(99) + '😀']) {
    t.equal((await h.call('POST', '/v1/monitoring', { key: u.key, body: { name, url: 'https://example.com/' } })).status, 201, `kept: ${JSON.stringify(name)}`);
  }
});

t.test('a question is measured in characters: 600 emoji are 600, not 1,200', async (t) => {
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 10 });
  const ask = (question: string) => h.call('POST', '/v1/research/res_000000000000000000000000/ask', { key: u.key, body: { question } });
  // The length is checked before the session is looked up: a short enough question reaches the lookup (404).
  const emoji = await ask('😀'.repeat(600));
  t.equal(emoji.status, 404, `600 emoji are under 1000 characters: ${JSON.stringify(emoji.body)}`);
  t.equal((await ask('😀'.repeat(999))).status, 404, '999 emoji are allowed');
  const long = await ask('😀'.repeat(1000));
  t.equal(long.body.error?.code, 'question_too_long', '1000 emoji are 1000 characters');
  t.match(long.body.error?.message, /has 1000 characters/);
});

t.test('the change page: the name and URL of check time, its exact path, bidi controls shown', async (t) => {
  const site = await startMutableSite();
  t.teardown(() => site.close());
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 10 });
  site.set('/p', htmlPage('Shop', '<main><p>Invoice: report.pdf</p></main>'));
  site.set('/other', htmlPage('Other', '<main><p>Something else</p></main>'));
  const created = (await h.call('POST', '/v1/monitoring', { key: u.key, body: { name: 'Invoices \u202egnp.exe', url: `${site.url}/p` } })).body.data;
  await waitForChecks(h, u.key, created.id, 1);
  site.set('/p', htmlPage('Shop', '<main><p>Invoice: report\u202egnp.exe</p></main>'));
  const check = (await h.call('POST', `/v1/monitoring/${created.id}/check-now`, { key: u.key })).body.data;
  t.ok(check.diffUrl, 'a change with its page');

  const renamed = await h.call('PATCH', `/v1/monitoring/${created.id}`, { key: u.key, body: { name: 'Renamed later', url: `${site.url}/other` } });
  t.equal(renamed.status, 200, 'renamed and moved after the change');
  const page = await fetch(check.diffUrl);
  t.equal(page.status, 200);
  const html = await page.text();
  t.match(html, 'Invoices <span class="ctl">[U+202E]</span>gnp.exe', 'the name at check time, its control shown');
  t.match(html, `${site.url}/p`, 'the URL at check time');
  t.notMatch(html, 'Renamed later', 'not the name given since');
  t.notMatch(html, `${site.url}/other`, 'nor the URL');
  t.match(html, 'report<span class="ctl">[U+202E]</span>gnp.exe', 'page text: the override is shown, not obeyed');
  t.notOk(html.includes('\u202e'), 'no raw override anywhere in the page');

  const link = new URL(check.diffUrl);
  const [checkId, token] = link.pathname.split('/').slice(-2);
  for (const path of [`/v1/changes/x/${checkId}/${token}`, `/v1/changes/a/b/${checkId}/${token}`, `/v1/changes/${checkId}/${token}/`, `/v1/changes/${checkId}/${token}/x`]) {
    const res = await fetch(`${h.base}${path}`);
    t.equal(res.status, 404, `${path.replace(token, '<token>')}: 404`);
    t.notMatch(await res.text(), /Invoices/, 'nothing of the check');
  }
  t.equal((await fetch(check.diffUrl)).status, 200, 'the link itself still works');
});
