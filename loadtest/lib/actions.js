// @ts-check
// One unit of each kind of work, shared by the scenarios (scrape mix, render mix, read heavy, research,
// soak, spike, breakpoint). Each makes its request, checks it (success or push-back), reads back what a
// success stored (a 200 whose result is gone counts in lost_jobs) and deletes what it made.
import { group } from 'k6';
import { call, dataOf, lostJobs, ok, okList, okOrPushBack, pick, TARGET_ORIGIN, waitUntil, weighted } from './gleaner.js';

const FIELDS = {
  product: { name: 'the product name', price: 'the price with its currency', sku: 'the stock keeping unit code' },
  article: { headline: 'the article title', author: 'who wrote it', published: 'the publication date' },
  listing: { items: 'every product name in the list', prices: 'every price in the list' },
};

/** Reads back a stored result and deletes it (a missing one was lost). */
function readBackAndDelete(key, detailRoute, deleteRoute, id) {
  const detail = call(detailRoute, { key, vars: { id } });
  if (detail.status !== 200) lostJobs.add(1, { route: detailRoute });
  ok(call(deleteRoute, { key, vars: { id } }), deleteRoute, 200);
}

/** A scrape or an extraction of the fixture site (`kind` picked at random when not given); its status. */
export function scrapeOnce(key, kind = weighted([[4, 'plain'], [3, 'javascript'], [2, 'extract-json'], [1, 'extract-csv'], [1, 'pagination']])) {
  return group(`scrape ${kind}`, () => {
    const n = pick(500);
    if (kind === 'extract-json' || kind === 'extract-csv') {
      const route = 'POST /v1/content/extract';
      const format = kind === 'extract-csv' ? 'csv' : 'json';
      const res = call(route, { key, expect: [200, 429, 503], body: { url: `${TARGET_ORIGIN}/listing?page=${pick(5)}`, prompt: 'each product in the catalogue with its name and price', schema: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, price: { type: 'string' } } } }, format } });
      okOrPushBack(res, route, 200);
      if (res.status === 200) ok(res, route, 200, format === 'csv' ? ['extracted', 'items_count', 'csv_url'] : ['extracted', 'items_count']);
      return res.status;
    }
    const route = 'POST /v1/content/scrape';
    /** @type {Record<string, unknown>} */
    let body;
    if (kind === 'plain') body = { url: `${TARGET_ORIGIN}/articles/${n}`, javascript: false, extract: FIELDS.article };
    else if (kind === 'javascript') body = { url: `${TARGET_ORIGIN}/spa/products/${n}`, wait_for: '.product', extract: FIELDS.product };
    else body = { url: `${TARGET_ORIGIN}/listing?page=1`, extract: FIELDS.listing, pagination: { next_button_selector: 'a.next', max_pages: 3 } };
    const res = call(route, { key, body, expect: [200, 429, 503] });
    okOrPushBack(res, route, 200);
    const data = dataOf(res);
    if (res.status !== 200 || !data) return res.status;
    ok(res, route, 200, ['id', 'url', 'extracted', 'scraped_at']);
    readBackAndDelete(key, 'GET /v1/content/data/{id}', 'DELETE /v1/content/data/{id}', data.id);
    return res.status;
  });
}

/** A PDF or a screenshot with some of their options; `kind` picked at random when not given. */
export function renderOnce(key, kind = weighted([[1, 'pdf'], [1, 'screenshot']])) {
  group(`render ${kind}`, () => {
    const url = weighted([[2, `${TARGET_ORIGIN}/articles/${pick(500)}`], [1, `${TARGET_ORIGIN}/products/${pick(500)}`], [1, `${TARGET_ORIGIN}/listing?page=${pick(5)}`]]);
    if (kind === 'pdf') {
      const route = 'POST /v1/pdf/generate';
      const body = weighted([
        [2, { url }],
        [1, { url, format: 'letter', orientation: 'landscape', margin: { top: '1cm', bottom: '1cm', left: '12px', right: '12px' }, print_background: false }],
        [1, { url, scale: 0.8, display_header_footer: true, footer_template: '<div style="font-size:8px">page <span class="pageNumber"></span> of <span class="totalPages"></span></div>', page_ranges: '1' }],
      ]);
      const res = call(route, { key, body, expect: [200, 429, 503] });
      okOrPushBack(res, route, 200);
      const data = dataOf(res);
      if (res.status !== 200 || !data) return;
      ok(res, route, 200, ['id', 'pdf_url', 'file_size', 'pages', 'expires_at']);
      readBackAndDelete(key, 'GET /v1/pdf/{id}', 'DELETE /v1/pdf/{id}', data.id);
      return;
    }
    const route = 'POST /v1/screenshot/capture';
    const body = weighted([
      [2, { url }],
      [1, { url, type: 'jpeg', quality: 70, viewport_preset: 'mobile' }],
      [1, { url, type: 'webp', full_page: true, viewport: { width: 1280, height: 800, device_scale_factor: 1 }, hide_selectors: ['nav'] }],
      [1, { url: `${TARGET_ORIGIN}/products/${pick(500)}`, selector: '.product', dark_mode: true }],
    ]);
    const res = call(route, { key, body, expect: [200, 429, 503] });
    okOrPushBack(res, route, 200);
    const data = dataOf(res);
    if (res.status !== 200 || !data) return;
    ok(res, route, 200, ['id', 'image_url', 'type', 'width', 'height', 'file_size']);
    readBackAndDelete(key, 'GET /v1/screenshot/{id}', 'DELETE /v1/screenshot/{id}', data.id);
  });
}

/** Reads: a page of each list (sometimes a later page, sorted), a detail, the profile and usage. */
export function readOnce(key) {
  group('read', () => {
    const page = pick(3);
    const lists = [
      ['GET /v1/content/data', { page, limit: 10, sort: 'url', order: 'asc' }],
      ['GET /v1/pdf/list', { page, limit: 10, sort: 'file_size' }],
      ['GET /v1/screenshot/list', { page: 1, limit: 20 }],
      ['GET /v1/schedules', { page: 1, limit: 20, status: 'active' }],
      ['GET /v1/research', { page: 1, limit: 10 }],
    ];
    for (const [route, query] of lists) {
      const res = call(String(route), { key, query: /** @type {Record<string, string | number>} */ (query), expect: [200, 429] });
      if (res.status !== 429) okList(res, String(route));
      else okOrPushBack(res, String(route), 200);
    }
    const monitors = call('GET /v1/monitoring', { key, query: { page: 1, limit: 20 }, expect: [200, 429] });
    if (monitors.status !== 429) okList(monitors, 'GET /v1/monitoring', true);
    const first = (dataOf(call('GET /v1/content/data', { key, query: { limit: 1 }, expect: [200, 429] })) || [])[0];
    if (first) {
      const res = call('GET /v1/content/data/{id}', { key, vars: { id: first.id }, expect: [200, 404, 429] });
      // (another VU of the same user may have deleted it in between)
      if (res.status === 200) ok(res, 'GET /v1/content/data/{id}', 200, ['id', 'url', 'metadata.status_code']);
    }
    const profile = call('GET /v1/user/profile', { key, expect: [200, 429] });
    if (profile.status !== 429) ok(profile, 'GET /v1/user/profile', 200, ['id', 'plan.name', 'credits.balance', 'api_key.prefix']);
    const usage = call('GET /v1/user/usage', { key, query: { period: 'week' }, expect: [200, 429] });
    if (usage.status !== 429) ok(usage, 'GET /v1/user/usage', 200, ['summary.total_requests', 'by_endpoint', 'daily_breakdown']);
  });
}

const QUESTIONS = [
  'Which ridge had the most sightings, and how many?',
  'Summarise what the field notes say about the season starting early.',
  'Who wrote these notes, and when were they published?',
  'List each note with its author as a table.',
];

/** One question to a ready research session. */
export function askOnce(key, sessionId) {
  group('research ask', () => {
    const route = 'POST /v1/research/{id}/ask';
    const format = weighted([[3, 'text'], [1, 'table'], [1, 'json']]);
    const res = call(route, { key, vars: { id: sessionId }, body: { question: QUESTIONS[pick(QUESTIONS.length) - 1], format }, expect: [200, 429, 503] });
    okOrPushBack(res, route, 200);
    if (res.status === 200) ok(res, route, 200, ['question', 'answer', 'sources', 'confidence']);
    if (Math.random() < 0.3) okList(call('GET /v1/research/{id}/questions', { key, vars: { id: sessionId }, query: { limit: 5 } }), 'GET /v1/research/{id}/questions');
  });
}

/** Scrapes `n` articles and opens a research session over them; waits until it is ready. */
export function makeResearch(key, n = 3) {
  const ids = [];
  for (let i = 0; i < n; i++) {
    const res = call('POST /v1/content/scrape', { key, body: { url: `${TARGET_ORIGIN}/articles/${i + 1}`, javascript: false } });
    ok(res, 'POST /v1/content/scrape', 200, ['id']);
    const d = dataOf(res);
    if (d) ids.push(d.id);
  }
  const res = call('POST /v1/research', { key, body: { name: 'Field notes', description: 'load test sources', data_sources: ids } });
  ok(res, 'POST /v1/research', 201, ['id', 'status', 'data_sources']);
  const session = dataOf(res);
  if (session) waitUntil(() => (dataOf(call('GET /v1/research/{id}', { key, vars: { id: session.id } })) || {}).status === 'ready', 60);
  return { session: session ? session.id : null, sources: ids };
}

/** Deletes a session made by makeResearch and its sources. */
export function dropResearch(key, made) {
  if (made.session) ok(call('DELETE /v1/research/{id}', { key, vars: { id: made.session } }), 'DELETE /v1/research/{id}', 200);
  for (const id of made.sources) ok(call('DELETE /v1/content/data/{id}', { key, vars: { id } }), 'DELETE /v1/content/data/{id}', 200);
}
