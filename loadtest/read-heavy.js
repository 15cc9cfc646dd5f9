// @ts-check
// Read heavy: lists with paging and sorting, details, the profile and usage, over what setup stored
// for each user (SEED scrapes, a PDF, a screenshot). A constant arrival rate of reads (RATE per second,
// default 5; each reads about ten routes; rate limits count per key: USERS spreads them).
// k6 run -e BASE_URL=http://localhost:8080 -e ADMIN_TOKEN=... -e TARGET_ORIGIN=http://127.0.0.1:8090 loadtest/read-heavy.js
import http from 'k6/http';
import { readOnce } from './lib/actions.js';
import { BASE_URL, baseThresholds, call, choose, dataOf, keyFor, latency, ok, setupUsers, SMOKE, TARGET_ORIGIN, teardownUsers } from './lib/gleaner.js';

const SEED = Number(__ENV.SEED || (SMOKE ? 2 : 10));

export const options = {
  // setup makes every user's data first (research sessions wait until they are ready)
  setupTimeout: '10m',
  teardownTimeout: '5m',
  scenarios: {
    reads: choose(
      { executor: 'constant-arrival-rate', rate: Number(__ENV.RATE || 5), timeUnit: '1s', duration: __ENV.DURATION || '5m', preAllocatedVUs: 10, maxVUs: 40 },
      { executor: 'constant-arrival-rate', rate: 2, timeUnit: '1s', duration: '2s', preAllocatedVUs: 2, maxVUs: 2 },
    ),
  },
  thresholds: {
    ...baseThresholds(),
    ...latency({
      'http_req_duration{route:GET /v1/content/data}': ['p(95)<300', 'p(99)<800'],
      'http_req_duration{route:GET /v1/user/profile}': ['p(95)<300', 'p(99)<800'],
      'http_req_duration{route:GET /v1/user/usage}': ['p(95)<500', 'p(99)<1000'],
      'http_req_duration{route:GET /v1/monitoring}': ['p(95)<300', 'p(99)<800'],
    }),
  },
};

export function setup() {
  const data = setupUsers();
  const seeded = data.users.map((u) => {
    // the scrapes in one batch (k6 runs them in parallel)
    const scrapes = http.batch(Array.from({ length: SEED }, (_, i) => ({
      method: 'POST',
      url: `${BASE_URL}/v1/content/scrape`,
      body: JSON.stringify({ url: `${TARGET_ORIGIN}/articles/${i + 1}`, javascript: false }),
      params: { headers: { Authorization: `Bearer ${u.key}`, 'Content-Type': 'application/json' }, tags: { route: 'POST /v1/content/scrape', name: 'POST /v1/content/scrape' } },
    })));
    const ids = scrapes.map((r) => dataOf(r)?.id).filter(Boolean);
    const pdf = dataOf(call('POST /v1/pdf/generate', { key: u.key, body: { url: `${TARGET_ORIGIN}/articles/1` } }))?.id;
    const shot = dataOf(call('POST /v1/screenshot/capture', { key: u.key, body: { url: `${TARGET_ORIGIN}/products/1` } }))?.id;
    return { scrapes: ids, pdf, shot };
  });
  return { ...data, seeded };
}

export default function (data) {
  readOnce(keyFor(data));
}

export function teardown(data) {
  data.users.forEach((u, i) => {
    const s = data.seeded[i];
    for (const id of s.scrapes) ok(call('DELETE /v1/content/data/{id}', { key: u.key, vars: { id } }), 'DELETE /v1/content/data/{id}', 200);
    if (s.pdf) ok(call('DELETE /v1/pdf/{id}', { key: u.key, vars: { id: s.pdf } }), 'DELETE /v1/pdf/{id}', 200);
    if (s.shot) ok(call('DELETE /v1/screenshot/{id}', { key: u.key, vars: { id: s.shot } }), 'DELETE /v1/screenshot/{id}', 200);
  });
  teardownUsers(data);
}
