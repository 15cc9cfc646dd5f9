// @ts-check
// Render mix: PDFs (paper formats, orientation, margins, scale, header and footer templates, page
// ranges) and screenshots (png, jpeg, webp, presets, full page, an element, hidden elements, dark mode)
// at a constant arrival rate (RATE per second, default 2, for DURATION).
// k6 run -e BASE_URL=http://localhost:8080 -e ADMIN_TOKEN=... -e TARGET_ORIGIN=http://127.0.0.1:8090 loadtest/render-mix.js
import { renderOnce } from './lib/actions.js';
import { baseThresholds, choose, keyFor, latency, setupUsers, teardownUsers } from './lib/gleaner.js';

export const options = {
  scenarios: {
    render_mix: choose(
      { executor: 'constant-arrival-rate', rate: Number(__ENV.RATE || 2), timeUnit: '1s', duration: __ENV.DURATION || '5m', preAllocatedVUs: 16, maxVUs: 64 },
      { executor: 'per-vu-iterations', vus: 1, iterations: 4 },
    ),
  },
  thresholds: {
    ...baseThresholds(),
    ...latency({
      'http_req_duration{route:POST /v1/pdf/generate}': ['p(95)<10000', 'p(99)<20000'],
      'http_req_duration{route:POST /v1/screenshot/capture}': ['p(95)<10000', 'p(99)<20000'],
    }),
  },
};

export function setup() {
  return setupUsers();
}

export default function (data) {
  renderOnce(keyFor(data), __ENV.SMOKE === '1' ? (__ITER % 2 ? 'screenshot' : 'pdf') : undefined);
}

export function teardown(data) {
  teardownUsers(data);
}
