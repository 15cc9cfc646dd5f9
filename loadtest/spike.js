// @ts-check
// Spike: a quiet rate, then a sudden burst (PEAK per second, default 40) and back. The service may push
// back, with 429 or 503 and Retry-After only: never another 5xx, never a lost job (a 200 whose result
// cannot be read back). Every answer is checked; thresholds hold those rules.
// k6 run -e BASE_URL=http://localhost:8080 -e ADMIN_TOKEN=... -e TARGET_ORIGIN=http://127.0.0.1:8090 loadtest/spike.js
import { renderOnce, scrapeOnce } from './lib/actions.js';
import { choose, keyFor, setupUsers, teardownUsers } from './lib/gleaner.js';

const PEAK = Number(__ENV.PEAK || 40);

export const options = {
  scenarios: {
    spike: choose(
      { executor: 'ramping-arrival-rate', startRate: 1, timeUnit: '1s', preAllocatedVUs: 20, maxVUs: 200, stages: [{ target: 1, duration: '30s' }, { target: PEAK, duration: '10s' }, { target: PEAK, duration: '1m' }, { target: 1, duration: '10s' }, { target: 1, duration: '1m' }] },
      { executor: 'ramping-arrival-rate', startRate: 1, timeUnit: '1s', preAllocatedVUs: 2, maxVUs: 6, stages: [{ target: 4, duration: '2s' }, { target: 1, duration: '1s' }] },
    ),
  },
  thresholds: {
    checks: ['rate==1'],
    unexpected_errors: ['count==0'],
    lost_jobs: ['count==0'],
    // push-back is expected here: failed requests are the 5xx and timeouts only (429/503 are expected statuses)
    http_req_failed: ['rate<0.01'],
  },
};

export function setup() {
  return setupUsers();
}

export default function (data) {
  if (Math.random() < 0.7) scrapeOnce(keyFor(data), Math.random() < 0.5 ? 'plain' : 'javascript');
  else renderOnce(keyFor(data), 'screenshot');
}

export function teardown(data) {
  teardownUsers(data);
}
