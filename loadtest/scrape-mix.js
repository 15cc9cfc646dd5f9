// @ts-check
// Scrape mix: plain and JavaScript pages, fields in words, extraction to JSON and CSV, pagination over
// a listing's Next button, at a constant arrival rate (RATE per second, default 4, for DURATION).
// k6 run -e BASE_URL=http://localhost:8080 -e ADMIN_TOKEN=... -e TARGET_ORIGIN=http://127.0.0.1:8090 loadtest/scrape-mix.js
import { scrapeOnce } from './lib/actions.js';
import { baseThresholds, choose, keyFor, latency, setupUsers, teardownUsers } from './lib/gleaner.js';

const KINDS = ['plain', 'javascript', 'extract-json', 'extract-csv', 'pagination'];

export const options = {
  scenarios: {
    scrape_mix: choose(
      { executor: 'constant-arrival-rate', rate: Number(__ENV.RATE || 4), timeUnit: '1s', duration: __ENV.DURATION || '5m', preAllocatedVUs: 16, maxVUs: 64 },
      { executor: 'per-vu-iterations', vus: 1, iterations: KINDS.length },
    ),
  },
  thresholds: {
    ...baseThresholds(),
    ...latency({
      'http_req_duration{route:POST /v1/content/scrape}': ['p(95)<8000', 'p(99)<15000'],
      'http_req_duration{route:POST /v1/content/extract}': ['p(95)<8000', 'p(99)<15000'],
      'http_req_duration{route:GET /v1/content/data/{id}}': ['p(95)<500'],
    }),
  },
};

export function setup() {
  return setupUsers();
}

export default function (data) {
  // Smoke: each kind once, in order; load: a weighted random kind.
  if (__ENV.SMOKE === '1') scrapeOnce(keyFor(data), KINDS[__ITER % KINDS.length]);
  else scrapeOnce(keyFor(data));
}

export function teardown(data) {
  teardownUsers(data);
}
