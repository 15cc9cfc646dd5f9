// k6/http: request, get, post, put, patch, del, batch, expectedStatuses, setResponseCallback; responses
// with status, body, headers (names canonical, as k6 gives them), timings.duration, error, json().
// Requests are sent by the VU's HTTP thread while this one blocks, so that calls are synchronous as in k6.
import { notImplemented, strict, vu } from './state.mjs';

const PARAMS = new Set(['headers', 'tags', 'timeout', 'responseCallback']);

/** "120s", "2m", "500ms" or a number of ms. */
function durationMs(value) {
  if (typeof value === 'number') return value;
  const m = /^(\d+(?:\.\d+)?)(ms|s|m|h)$/.exec(String(value));
  if (!m) throw new Error(`k6/http: timeout "${value}" is not a duration`);
  return Number(m[1]) * { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[m[2]];
}

const canonical = (name) => name.split('-').map((p) => p.charAt(0).toUpperCase() + p.slice(1).toLowerCase()).join('-');

function prepare(method, url, body, params = {}) {
  for (const key of Object.keys(params ?? {})) if (!PARAMS.has(key)) throw notImplemented('k6/http params', key);
  if (body !== null && body !== undefined && typeof body !== 'string') throw notImplemented('k6/http', 'request with a non-string body');
  return { method: method.toUpperCase(), url: String(url), body: body ?? null, headers: params?.headers ?? {}, timeoutMs: durationMs(params?.timeout ?? '60s'), tags: params?.tags ?? {}, callback: params?.responseCallback };
}

function expected(callback, status) {
  const cb = callback ?? vu.responseCallback;
  if (!cb) return status >= 200 && status < 400;
  return cb.statuses.some((s) => (typeof s === 'number' ? s === status : status >= s.min && status <= s.max));
}

function finish(req, answer) {
  const headers = Object.fromEntries(Object.entries(answer.headers ?? {}).map(([k, v]) => [canonical(k), v]));
  const name = req.tags.name ?? req.url;
  const tags = { method: req.method, url: req.url, status: String(answer.status), group: vu.group, ...req.tags, name };
  vu.emit('http_reqs', 'counter', 1, tags);
  vu.emit('http_req_duration', 'trend', answer.duration, tags);
  vu.emit('http_req_failed', 'rate', expected(req.callback, answer.status) ? 0 : 1, tags);
  const res = {
    status: answer.status,
    body: answer.body,
    headers,
    url: req.url,
    error: answer.error ?? '',
    error_code: answer.error ? 1000 : 0,
    timings: { duration: answer.duration },
    request: { method: req.method, url: req.url, headers: req.headers, body: req.body },
    json(selector) {
      if (selector !== undefined) throw notImplemented('k6/http Response', 'json(selector)');
      return JSON.parse(answer.body);
    },
  };
  return strict('k6/http Response', res);
}

function sendAll(reqs) {
  const answers = vu.send(reqs.map(({ method, url, body, headers, timeoutMs }) => ({ method, url, body, headers, timeoutMs })));
  return reqs.map((r, i) => finish(r, answers[i]));
}

export function request(method, url, body, params) {
  return sendAll([prepare(method, url, body, params)])[0];
}
export const get = (url, params) => request('GET', url, null, params);
export const post = (url, body, params) => request('POST', url, body, params);
export const put = (url, body, params) => request('PUT', url, body, params);
export const patch = (url, body, params) => request('PATCH', url, body, params);
export const del = (url, body, params) => request('DELETE', url, body, params);

/** Requests in parallel: an array of [method, url, body, params] or {method, url, body, params}. */
export function batch(requests) {
  if (!Array.isArray(requests)) throw notImplemented('k6/http', 'batch of an object');
  const reqs = requests.map((r) => (Array.isArray(r) ? prepare(r[0], r[1], r[2], r[3]) : typeof r === 'string' ? prepare('GET', r, null) : prepare(r.method ?? 'GET', r.url, r.body, r.params)));
  return sendAll(reqs);
}

export function expectedStatuses(...statuses) {
  for (const s of statuses) if (typeof s !== 'number' && !(typeof s?.min === 'number' && typeof s?.max === 'number')) throw new Error('expectedStatuses: numbers or {min, max}');
  return { statuses };
}

export function setResponseCallback(callback) {
  vu.responseCallback = callback;
}

export default strict('k6/http', { request, get, post, put, patch, del, batch, expectedStatuses, setResponseCallback });
