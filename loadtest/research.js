// @ts-check
// Research: a session per user over scraped articles (made in setup, ready before the load starts),
// then questions in text, table and json at a constant arrival rate (RATE per second, default 1).
// k6 run -e BASE_URL=http://localhost:8080 -e ADMIN_TOKEN=... -e TARGET_ORIGIN=http://127.0.0.1:8090 loadtest/research.js
import { askOnce, dropResearch, makeResearch } from './lib/actions.js';
import { baseThresholds, choose, latency, setupUsers, SMOKE, teardownUsers } from './lib/gleaner.js';

export const options = {
  // setup makes every user's data first (research sessions wait until they are ready)
  setupTimeout: '10m',
  teardownTimeout: '5m',
  scenarios: {
    ask: choose(
      { executor: 'constant-arrival-rate', rate: Number(__ENV.RATE || 1), timeUnit: '1s', duration: __ENV.DURATION || '5m', preAllocatedVUs: 8, maxVUs: 32 },
      { executor: 'per-vu-iterations', vus: 1, iterations: 3 },
    ),
  },
  thresholds: {
    ...baseThresholds(),
    ...latency({
      'http_req_duration{route:POST /v1/research/{id}/ask}': ['p(95)<5000', 'p(99)<10000'],
    }),
  },
};

export function setup() {
  const data = setupUsers();
  return { ...data, research: data.users.map((u) => makeResearch(u.key, SMOKE ? 2 : 6)) };
}

export default function (data) {
  const i = (__VU - 1) % data.users.length;
  if (data.research[i].session) askOnce(data.users[i].key, data.research[i].session);
}

export function teardown(data) {
  data.users.forEach((u, i) => dropResearch(u.key, data.research[i]));
  teardownUsers(data);
}
