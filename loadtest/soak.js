// @ts-check
// Soak: a realistic mix of everything (scrapes, renders, reads, research questions) at a steady rate for
// an hour (DURATION, RATE per second default 3); its thresholds are those a service holds over time.
// k6 run -e BASE_URL=http://localhost:8080 -e ADMIN_TOKEN=... -e TARGET_ORIGIN=http://127.0.0.1:8090 loadtest/soak.js
import { askOnce, dropResearch, makeResearch, readOnce, renderOnce, scrapeOnce } from './lib/actions.js';
import { baseThresholds, choose, keyFor, latency, setupUsers, SMOKE, teardownUsers, weighted } from './lib/gleaner.js';

export const options = {
  // setup makes every user's data first (research sessions wait until they are ready)
  setupTimeout: '10m',
  teardownTimeout: '5m',
  scenarios: {
    soak: choose(
      { executor: 'constant-arrival-rate', rate: Number(__ENV.RATE || 3), timeUnit: '1s', duration: __ENV.DURATION || '1h', preAllocatedVUs: 20, maxVUs: 80 },
      { executor: 'constant-arrival-rate', rate: 2, timeUnit: '1s', duration: '2s', preAllocatedVUs: 2, maxVUs: 4 },
    ),
  },
  thresholds: {
    ...baseThresholds(0.01, 0.995),
    ...latency({
      'http_req_duration{route:POST /v1/content/scrape}': ['p(95)<8000', 'p(99)<15000'],
      'http_req_duration{route:POST /v1/pdf/generate}': ['p(99)<20000'],
      'http_req_duration{route:POST /v1/screenshot/capture}': ['p(99)<20000'],
      'http_req_duration{route:GET /v1/user/profile}': ['p(99)<1000'],
      'http_req_duration{route:POST /v1/research/{id}/ask}': ['p(99)<10000'],
    }),
  },
};

export function setup() {
  const data = setupUsers();
  return { ...data, research: data.users.map((u) => makeResearch(u.key, SMOKE ? 1 : 4)) };
}

export default function (data) {
  const key = keyFor(data);
  const i = (__VU - 1) % data.users.length;
  const work = weighted([[4, 'scrape'], [2, 'render'], [3, 'read'], [1, 'ask']]);
  if (work === 'scrape') scrapeOnce(key);
  else if (work === 'render') renderOnce(key);
  else if (work === 'read') readOnce(key);
  else if (data.research[i].session) askOnce(key, data.research[i].session);
}

export function teardown(data) {
  data.users.forEach((u, i) => dropResearch(u.key, data.research[i]));
  teardownUsers(data);
}
