// @ts-check
// What every scenario shares: the environment (BASE_URL, API_KEY or ADMIN_TOKEN, TARGET_ORIGIN, SMOKE),
// one call() that tags each request by its route template, the users a run works as, and the checks on
// the envelope and on push-back. Real k6 (typechecked against @types/k6); the smoke runner runs it too.
import http from 'k6/http';
import { check, sleep } from 'k6';
import { Counter } from 'k6/metrics';

export const BASE_URL = (__ENV.BASE_URL || 'http://localhost:8080').replace(/\/+$/, '');
export const TARGET_ORIGIN = (__ENV.TARGET_ORIGIN || 'http://127.0.0.1:8090').replace(/\/+$/, '');
/** SMOKE=1: a few iterations of each scenario (the same executors, short and slow), for `make loadtest-smoke`. */
export const SMOKE = __ENV.SMOKE === '1';
/** How many users a run makes with ADMIN_TOKEN (rate limits count per key: spread the load). */
const USERS = Number(__ENV.USERS || (SMOKE ? 1 : 8));

/** The full profile, or the smoke one. */
export function choose(full, smoke) {
  return SMOKE ? smoke : full;
}

/** Answers that are neither success nor push-back: a 5xx other than 503, or no answer at all. */
export const unexpected = new Counter('unexpected_errors');
/** A 200 whose result could not be read back: a job the service said it did and lost. */
export const lostJobs = new Counter('lost_jobs');

/**
 * @typedef {{ key?: string, body?: unknown, query?: Record<string, string | number | boolean>, vars?: Record<string, string>, expect?: number[], timeout?: string }} CallOptions
 */

/**
 * One API call. `route` is "METHOD /v1/path/{id}": the request is tagged with it (k6's summary and
 * thresholds group by it), and `{name}` segments are filled from `vars`.
 * `expect`: statuses this call may answer without counting in http_req_failed.
 * @param {string} route
 * @param {CallOptions} [options]
 */
export function call(route, options = {}) {
  const [method, template] = route.split(' ');
  const path = template.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(String(options.vars?.[name] ?? '')));
  const query = options.query ? '?' + Object.entries(options.query).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`).join('&') : '';
  /** @type {Record<string, string>} */
  const headers = {};
  if (options.key) headers.Authorization = `Bearer ${options.key}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  /** @type {import('k6/http').RefinedParams<'text'>} */
  const params = { headers, tags: { route, name: route }, timeout: options.timeout || '120s' };
  if (options.expect) params.responseCallback = http.expectedStatuses(...options.expect);
  const res = http.request(method, `${BASE_URL}${path}${query}`, options.body === undefined ? null : JSON.stringify(options.body), params);
  if (res.status === 0 || (res.status >= 500 && res.status !== 503)) unexpected.add(1, { route });
  return res;
}

/** The JSON body of a response, or null. @param {import('k6/http').RefinedResponse<any>} res @returns {any} */
export function json(res) {
  try {
    return typeof res.body === 'string' ? JSON.parse(res.body) : null;
  } catch {
    return null;
  }
}

/** The data of a success envelope (or undefined). @param {import('k6/http').RefinedResponse<any>} res @returns {any} */
export function dataOf(res) {
  const b = json(res);
  return b && b.success === true ? b.data : undefined;
}

/**
 * Checks a success: its status, the envelope, and that data has `fields` (dotted paths allowed).
 * @param {import('k6/http').RefinedResponse<any>} res @param {string} route @param {number} status @param {string[]} [fields]
 */
export function ok(res, route, status, fields = []) {
  const b = json(res);
  /** @type {Record<string, (r: any) => boolean>} */
  const sets = {
    [`${route}: ${status}`]: () => res.status === status,
    [`${route}: success envelope`]: () => !!b && b.success === true && ('data' in b || typeof b.message === 'string'),
  };
  if (fields.length) sets[`${route}: fields ${fields.join(', ')}`] = () => !!b && fields.every((f) => hasPath(Array.isArray(b.data) ? b.data[0] ?? {} : b.data, f));
  return check(res, sets, { route });
}

/** Checks a list answer: an array and its pagination (`monitoring` spells total_pages totalPages). */
export function okList(res, route, camel = false) {
  const b = json(res);
  const total = camel ? 'totalPages' : 'total_pages';
  return check(res, {
    [`${route}: 200`]: (r) => r.status === 200,
    [`${route}: list with pagination`]: () => !!b && b.success === true && Array.isArray(b.data) && !!b.pagination && typeof b.pagination[total] === 'number' && typeof b.pagination.total === 'number',
  }, { route });
}

/** Checks an error answer: status, the error envelope and its code. */
export function okError(res, route, status, code) {
  const b = json(res);
  return check(res, {
    [`${route}: ${status} ${code}`]: (r) => r.status === status && !!b && b.success === false && b.error?.code === code && typeof b.error?.message === 'string',
  }, { route });
}

/**
 * Push-back as the service promises it: success, or 429/503 with Retry-After; never another 5xx.
 * @param {import('k6/http').RefinedResponse<any>} res @param {string} route @param {number} status the success status
 */
export function okOrPushBack(res, route, status) {
  const pushedBack = res.status === 429 || res.status === 503;
  return check(res, {
    [`${route}: ${status}, or 429/503 push-back`]: (r) => r.status === status || pushedBack,
    [`${route}: push-back says Retry-After`]: (r) => !pushedBack || Number(r.headers['Retry-After']) >= 0 && r.headers['Retry-After'] !== undefined,
  }, { route });
}

/** @param {any} obj @param {string} path */
function hasPath(obj, path) {
  let cur = obj;
  for (const part of path.split('.')) {
    if (cur === null || typeof cur !== 'object' || !(part in cur)) return false;
    cur = cur[part];
  }
  return true;
}

/**
 * The users a run works as (setup calls this once): API_KEY's user, or USERS users made with
 * ADMIN_TOKEN (pro plan, enough credits), whose keys teardown revokes.
 * @returns {{ users: { id: string | null, key: string }[], made: boolean }}
 */
export function setupUsers(credits = 1_000_000) {
  if (__ENV.API_KEY) return { users: [{ id: null, key: __ENV.API_KEY }], made: false };
  if (!__ENV.ADMIN_TOKEN) throw new Error('set API_KEY (a user key) or ADMIN_TOKEN (the service makes its own users)');
  const users = [];
  for (let i = 0; i < USERS; i++) {
    const res = call('POST /v1/admin/users', { key: __ENV.ADMIN_TOKEN, body: { email: `loadtest-${Date.now()}-${i}-${Math.floor(Math.random() * 1e9)}@example.com`, name: `Load test ${i + 1}`, plan: 'pro', credits } });
    ok(res, 'POST /v1/admin/users', 201, ['api_key', 'user.id']);
    const d = dataOf(res);
    if (!d) throw new Error(`could not make a user: ${res.status} ${res.body}`);
    users.push({ id: d.user.id, key: d.api_key });
  }
  return { users, made: true };
}

/** Revokes the keys of the users setupUsers made (nothing of theirs stays usable). */
export function teardownUsers(/** @type {{ users: { id: string | null }[], made: boolean }} */ data) {
  if (!data || !data.made) return;
  for (const u of data.users) ok(call('POST /v1/admin/users/{id}/revoke-key', { key: __ENV.ADMIN_TOKEN, vars: { id: String(u.id) } }), 'POST /v1/admin/users/{id}/revoke-key', 200);
}

/** This VU's user. @param {{ users: { key: string }[] }} data */
export function keyFor(data) {
  return data.users[(__VU - 1 + data.users.length) % data.users.length].key;
}

/** Polls `read` until it returns something, or `seconds` pass (then null). @template T @param {() => T | null | undefined} read */
export function waitUntil(read, seconds = 60, every = 0.5) {
  for (let waited = 0; waited <= seconds; waited += every) {
    const value = read();
    if (value) return value;
    sleep(every);
  }
  return null;
}

/** A whole number from 1 to n, for picking pages of the fixture site. */
export function pick(n) {
  return 1 + Math.floor(Math.random() * n);
}

/** Picks from weighted choices: [[weight, value], ...]. @template T @param {[number, T][]} choices @returns {T} */
export function weighted(choices) {
  const total = choices.reduce((s, [w]) => s + w, 0);
  let r = Math.random() * total;
  for (const [w, v] of choices) if ((r -= w) < 0) return v;
  return choices[choices.length - 1][1];
}

/**
 * Latency thresholds: held by real runs; left out of smoke runs (SMOKE=1), which prove the scripts on a
 * busy build machine where latency means nothing. @param {Record<string, any[]>} thresholds
 */
export function latency(thresholds) {
  return SMOKE ? {} : thresholds;
}

/** Thresholds every scenario holds: few failed requests, checks passing, no unexpected 5xx, no lost job. */
export function baseThresholds(failRate = 0.01, checkRate = 0.99) {
  return {
    http_req_failed: [`rate<${failRate}`],
    checks: [`rate>${checkRate}`],
    unexpected_errors: ['count==0'],
    lost_jobs: ['count==0'],
  };
}
