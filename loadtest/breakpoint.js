// @ts-check
// Breakpoint: the arrival rate of scrapes climbs (to MAX per second over DURATION, default 200 over
// 20m) until the service pushes back or slows past the p99 limit, where the run stops (abortOnFail).
// Past the knee, answers must be success or push-back (429/503 with Retry-After), never another 5xx,
// never a lost job. k6's summary then shows the rate reached; bench/capacity draws the curve.
// k6 run -e BASE_URL=http://localhost:8080 -e ADMIN_TOKEN=... -e TARGET_ORIGIN=http://127.0.0.1:8090 loadtest/breakpoint.js
import { Rate } from 'k6/metrics';
import { scrapeOnce } from './lib/actions.js';
import { choose, keyFor, latency, setupUsers, teardownUsers } from './lib/gleaner.js';

const MAX = Number(__ENV.MAX || 200);
/** Share of scrapes pushed back: climbs past the knee. */
const pushedBack = new Rate('pushed_back');

export const options = {
  scenarios: {
    breakpoint: choose(
      { executor: 'ramping-arrival-rate', startRate: 1, timeUnit: '1s', preAllocatedVUs: 50, maxVUs: 1000, stages: [{ target: MAX, duration: __ENV.DURATION || '20m' }] },
      { executor: 'ramping-arrival-rate', startRate: 1, timeUnit: '1s', preAllocatedVUs: 2, maxVUs: 4, stages: [{ target: 3, duration: '3s' }] },
    ),
  },
  thresholds: {
    pushed_back: [{ threshold: 'rate<0.5', abortOnFail: true, delayAbortEval: '30s' }],
    checks: ['rate==1'],
    unexpected_errors: ['count==0'],
    lost_jobs: ['count==0'],
    ...latency({
      'http_req_duration{route:POST /v1/content/scrape}': [{ threshold: 'p(99)<30000', abortOnFail: true, delayAbortEval: '30s' }],
    }),
  },
};

export function setup() {
  return setupUsers();
}

export default function (data) {
  const status = scrapeOnce(keyFor(data), 'plain');
  pushedBack.add(status === 429 || status === 503);
}

export function teardown(data) {
  teardownUsers(data);
}
