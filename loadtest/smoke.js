// @ts-check
// Smoke: every endpoint of the contract once, with checks on status, envelope and fields. One VU, one
// iteration. With ADMIN_TOKEN it makes its own user and also covers the admin routes and the key
// regeneration; with API_KEY it leaves that key alone (regenerating it would end the caller's key).
// k6 run -e BASE_URL=http://localhost:8080 -e ADMIN_TOKEN=... -e TARGET_ORIGIN=http://127.0.0.1:8090 loadtest/smoke.js
import { check, group } from 'k6';
import { call, dataOf, json, latency, ok, okError, okList, setupUsers, TARGET_ORIGIN, teardownUsers, waitUntil } from './lib/gleaner.js';

export const options = {
  scenarios: { smoke: { executor: 'shared-iterations', vus: 1, iterations: 1, maxDuration: '10m' } },
  thresholds: { checks: ['rate==1'], http_req_failed: ['rate<0.2'], unexpected_errors: ['count==0'], ...latency({ 'http_req_duration{route:GET /v1/user/profile}': ['p(95)<2000'] }) },
};

export function setup() {
  return setupUsers(10_000);
}

/** Calls a route expecting `status`, checks the envelope and `fields`; the data. */
function step(route, status, options = {}, fields = []) {
  const res = call(route, { ...options, expect: [status] });
  ok(res, route, status, fields);
  return dataOf(res);
}

export default function (/** @type {ReturnType<typeof setupUsers>} */ data) {
  let key = data.users[0].key;
  const hook = `${TARGET_ORIGIN}/hooks/smoke`;

  group('operations', () => {
    // (these four answer their own bodies, not the envelope)
    check(call('GET /healthz', { expect: [200] }), { 'GET /healthz: 200 ok': (r) => r.status === 200 && json(r)?.status === 'ok' }, { route: 'GET /healthz' });
    check(call('GET /readyz', { expect: [200] }), { 'GET /readyz: 200 ready': (r) => r.status === 200 && json(r)?.status === 'ready' }, { route: 'GET /readyz' });
    check(call('GET /metrics', { expect: [200] }), { 'GET /metrics: Prometheus text': (r) => r.status === 200 && String(r.body).includes('gleaner_http_requests_total') }, { route: 'GET /metrics' });
    check(call('GET /v1/openapi.json', { expect: [200] }), { 'GET /v1/openapi.json: an OpenAPI document': (r) => r.status === 200 && typeof json(r)?.openapi === 'string' }, { route: 'GET /v1/openapi.json' });
  });

  group('errors', () => {
    okError(call('GET /v1/user/profile', { expect: [401] }), 'GET /v1/user/profile', 401, 'unauthorized');
    okError(call('GET /v1/pdf/{id}', { key, vars: { id: 'pdf_missing' }, expect: [404] }), 'GET /v1/pdf/{id}', 404, 'not_found');
    okError(call('POST /v1/content/scrape', { key, body: { url: 'not a url' }, expect: [400] }), 'POST /v1/content/scrape', 400, 'invalid_url');
  });

  let scrapeId = '';
  group('content', () => {
    const scraped = step('POST /v1/content/scrape', 200, { key, body: { url: `${TARGET_ORIGIN}/products/7`, extract: { name: 'the product name', price: 'the price' } } }, ['id', 'url', 'extracted', 'raw_html', 'scraped_at']);
    scrapeId = scraped?.id ?? '';
    step('POST /v1/content/extract', 200, { key, body: { url: `${TARGET_ORIGIN}/listing?page=2`, prompt: 'the products with their prices', format: 'csv' } }, ['id', 'extracted', 'items_count', 'csv_url']);
    okList(call('GET /v1/content/data', { key, query: { limit: 5, sort: 'created_at', order: 'desc' } }), 'GET /v1/content/data');
    step('GET /v1/content/data/{id}', 200, { key, vars: { id: scrapeId } }, ['id', 'url', 'extracted', 'metadata.status_code', 'created_at']);
  });

  let pdfId = '';
  let shotId = '';
  group('files', () => {
    pdfId = step('POST /v1/pdf/generate', 200, { key, body: { url: `${TARGET_ORIGIN}/articles/3`, format: 'a4', orientation: 'portrait' } }, ['id', 'pdf_url', 'file_size', 'pages', 'expires_at'])?.id ?? '';
    okList(call('GET /v1/pdf/list', { key }), 'GET /v1/pdf/list');
    step('GET /v1/pdf/{id}', 200, { key, vars: { id: pdfId } }, ['id', 'settings.format']);
    shotId = step('POST /v1/screenshot/capture', 200, { key, body: { url: `${TARGET_ORIGIN}/products/3`, type: 'jpeg', viewport_preset: 'tablet' } }, ['id', 'image_url', 'width', 'height'])?.id ?? '';
    okList(call('GET /v1/screenshot/list', { key }), 'GET /v1/screenshot/list');
    step('GET /v1/screenshot/{id}', 200, { key, vars: { id: shotId } }, ['id', 'settings.viewport']);
  });

  group('research', () => {
    const session = step('POST /v1/research', 201, { key, body: { name: 'Smoke', data_sources: [scrapeId, pdfId] } }, ['id', 'status', 'data_sources']);
    const id = session?.id ?? '';
    waitUntil(() => dataOf(call('GET /v1/research/{id}', { key, vars: { id } }))?.status === 'ready', 60);
    step('GET /v1/research/{id}', 200, { key, vars: { id } }, ['id', 'status', 'questions_asked']);
    okList(call('GET /v1/research', { key }), 'GET /v1/research');
    step('POST /v1/research/{id}/ask', 200, { key, vars: { id }, body: { question: 'What does the product cost?' } }, ['question', 'answer', 'sources', 'confidence']);
    okList(call('GET /v1/research/{id}/questions', { key, vars: { id } }), 'GET /v1/research/{id}/questions');
    step('DELETE /v1/research/{id}', 200, { key, vars: { id } });
  });

  group('schedules', () => {
    const s = step('POST /v1/schedules', 201, { key, body: { name: 'smoke', type: 'screenshot', url: `${TARGET_ORIGIN}/products/9`, frequency: 'daily', time: '03:30', config: { type: 'png' }, webhook_url: hook } }, ['id', 'status', 'next_run_at', 'config']);
    const id = s?.id ?? '';
    okList(call('GET /v1/schedules', { key, query: { type: 'screenshot' } }), 'GET /v1/schedules');
    step('GET /v1/schedules/{id}', 200, { key, vars: { id } }, ['id', 'total_runs', 'successful_runs']);
    step('POST /v1/schedules/{id}/pause', 200, { key, vars: { id } }, ['status']);
    step('POST /v1/schedules/{id}/resume', 200, { key, vars: { id } }, ['status']);
    step('POST /v1/schedules/{id}/run', 200, { key, vars: { id } }, ['id', 'status']);
    okList(call('GET /v1/schedules/{id}/runs', { key, vars: { id } }), 'GET /v1/schedules/{id}/runs');
    step('DELETE /v1/schedules/{id}', 200, { key, vars: { id } });
  });

  group('monitoring', () => {
    const m = step('POST /v1/monitoring', 201, { key, body: { name: 'smoke', url: `${TARGET_ORIGIN}/changing?period=5`, checkInterval: 'hourly', alertChannels: [{ type: 'webhook', webhookUrl: hook }] } }, ['id', 'status', 'nextCheckAt', 'alertChannels']);
    const id = m?.id ?? '';
    okList(call('GET /v1/monitoring', { key }), 'GET /v1/monitoring', true);
    step('GET /v1/monitoring/{id}', 200, { key, vars: { id } }, ['id', 'checks', 'alerts', '_count.checks']);
    step('PATCH /v1/monitoring/{id}', 200, { key, vars: { id }, body: { name: 'smoke, renamed', selector: '#deal', monitorType: 'selector' } }, ['id', 'selector']);
    step('POST /v1/monitoring/{id}/check-now', 200, { key, vars: { id } }, ['id', 'status', 'changeDetected']);
    okList(call('GET /v1/monitoring/{id}/checks', { key, vars: { id } }), 'GET /v1/monitoring/{id}/checks', true);
    okList(call('GET /v1/monitoring/{id}/alerts', { key, vars: { id } }), 'GET /v1/monitoring/{id}/alerts', true);
    const channel = step('POST /v1/monitoring/{id}/channels', 201, { key, vars: { id }, body: { type: 'webhook', webhookUrl: `${hook}/second` } }, ['id', 'type', 'isEnabled']);
    step('PATCH /v1/monitoring/{id}/channels/{channelId}', 200, { key, vars: { id, channelId: channel?.id ?? '' }, body: { isEnabled: false } }, ['isEnabled']);
    step('DELETE /v1/monitoring/{id}/channels/{channelId}', 200, { key, vars: { id, channelId: channel?.id ?? '' } });
    step('POST /v1/monitoring/{id}/pause', 200, { key, vars: { id } });
    step('POST /v1/monitoring/{id}/resume', 200, { key, vars: { id } }, ['id', 'status', 'nextCheckAt', 'consecutiveErrors']);
    step('DELETE /v1/monitoring/{id}', 200, { key, vars: { id } });
  });

  group('deletes', () => {
    step('DELETE /v1/content/data/{id}', 200, { key, vars: { id: scrapeId } });
    step('DELETE /v1/pdf/{id}', 200, { key, vars: { id: pdfId } });
    step('DELETE /v1/screenshot/{id}', 200, { key, vars: { id: shotId } });
  });

  group('account', () => {
    step('GET /v1/user/profile', 200, { key }, ['id', 'email', 'plan.name', 'credits.balance', 'api_key.prefix']);
    step('GET /v1/user/usage', 200, { key, query: { period: 'day' } }, ['period.from', 'summary.total_requests', 'by_endpoint', 'daily_breakdown']);
    if (!data.made) return;
    const admin = __ENV.ADMIN_TOKEN;
    const userId = String(data.users[0].id);
    step('POST /v1/admin/users/{id}/credits', 200, { key: admin, vars: { id: userId }, body: { amount: 5 } }, ['credits.balance']);
    step('POST /v1/user/webhook-secret/regenerate', 200, { key }, ['webhook_secret']);
    const fresh = step('POST /v1/user/api-key/regenerate', 200, { key }, ['api_key', 'created_at', 'previous_key_invalidated']);
    okError(call('GET /v1/user/profile', { key, expect: [401] }), 'GET /v1/user/profile', 401, 'api_key_expired');
    key = fresh?.api_key ?? key;
    step('GET /v1/user/profile', 200, { key }, ['id']);
  });
}

export function teardown(data) {
  teardownUsers(data);
}
