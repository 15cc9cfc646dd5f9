import t from 'tap';
import { startFixtureSite } from '@gleaner/testkit';
import { startHarness } from './harness.js';

// A page whose document arrived but whose load event never fires (an image that never answers) is
// read at a third of its timeout instead of failing; 504 timeout stays for a document that never
// arrives and for a wait_for selector that never appears.
t.test('late load events', async (t) => {
  const site = await startFixtureSite();
  t.teardown(() => site.close());
  const h = await startHarness(t);
  const u = await h.createUser({ plan: 'pro', credits: 50 });
  const call = (path: string, body: object) => h.call('POST', path, { key: u.key, body });

  t.test('scrape reads the page at a third of its timeout', async (t) => {
    // Chromium started first: the harness starts it at the first request, which took the first
    // timed scrape to 9.9 s at load 25, past its own 6 s timeout.
    t.equal((await call('/v1/content/scrape', { url: `${site.url}/simple`, javascript: true })).status, 200, 'a first page (Chromium up)');
    const started = Date.now();
    const res = await call('/v1/content/scrape', { url: `${site.url}/hang/load`, timeout: 9000, extract: { departure: 'when do the ferries leave' } });
    const took = Date.now() - started;
    t.equal(res.status, 200, JSON.stringify(res.body).slice(0, 300));
    t.equal(res.body.data.extracted.departure, '9:40 am');
    t.match(res.body.data.raw_html, /Harbour timetable/);
    t.ok(took >= 2900, `waited for the bound (3 s of 9 s), took ${took} ms`);
    // The page's own load time, as the server measured it, is the bound and not the timeout: read from the
    // stored record so that a loaded machine's queueing and extraction time are not counted.
    const detail = await h.call('GET', `/v1/content/data/${res.body.data.id}`, { key: u.key });
    const loaded = detail.body.data.metadata.load_time_ms;
    t.ok(loaded >= 2900 && loaded < 9000, `loaded at the bound (3 s of 9 s), not at the timeout: ${loaded} ms`);
    t.equal(res.body.credits_used, 1);
  });

  t.test('pagination reads each late page at its bound', async (t) => {
    const res = await call('/v1/content/scrape', { url: `${site.url}/hang/list`, timeout: 3000, pagination: { next_button_selector: 'a.next', max_pages: 2 }, extract: { rows: 'all rows' } });
    t.equal(res.status, 200, JSON.stringify(res.body).slice(0, 300));
    t.equal(res.body.data.pages_scraped, 2);
    t.same(res.body.data.extracted.rows, ['Row 1a', 'Row 1b', 'Row 1c', 'Row 2a', 'Row 2b', 'Row 2c']);
  });

  t.test('extract reads its records the same way', async (t) => {
    const res = await call('/v1/content/extract', { url: `${site.url}/hang/load`, timeout: 3000, prompt: 'all sailings with name and price' });
    t.equal(res.status, 200, JSON.stringify(res.body).slice(0, 300));
    t.equal(res.body.data.items_count, 3);
  });

  t.test('screenshot and pdf too', async (t) => {
    const shot = await call('/v1/screenshot/capture', { url: `${site.url}/hang/load`, timeout: 3000 });
    t.equal(shot.status, 200, JSON.stringify(shot.body).slice(0, 300));
    const pdf = await call('/v1/pdf/generate', { url: `${site.url}/hang/load`, timeout: 3000 });
    t.equal(pdf.status, 200, JSON.stringify(pdf.body).slice(0, 300));
  });

  t.test('a wait_for that never appears is still 504 naming the selector, and free', async (t) => {
    const before = (await h.call('GET', '/v1/user/profile', { key: u.key })).body.data.credits.balance;
    const res = await call('/v1/content/scrape', { url: `${site.url}/hang/load`, timeout: 3000, wait_for: '#never-there' });
    t.equal(res.status, 504);
    t.equal(res.body.error.code, 'timeout');
    t.match(res.body.error.message, /#never-there/);
    t.equal((await h.call('GET', '/v1/user/profile', { key: u.key })).body.data.credits.balance, before);
  });

  t.test('a document that never arrives is 504', async (t) => {
    const res = await call('/v1/content/scrape', { url: `${site.url}/hang/forever`, timeout: 1500 });
    t.equal(res.status, 504);
    t.equal(res.body.error.code, 'timeout');
  });
});
