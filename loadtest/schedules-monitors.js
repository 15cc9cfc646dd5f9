// @ts-check
// Schedules and monitors at scale: setup makes SCHEDULES schedules (hourly, their minutes spread over
// the hour so that they come due all along the run) and MONITORS monitors (5min; api_response on a
// JSON status and full_page on a page that changes) per user, with webhook targets on the fixture
// site; the load reads their runs and checks while they run; teardown deletes them all.
// k6 run -e BASE_URL=http://localhost:8080 -e ADMIN_TOKEN=... -e TARGET_ORIGIN=http://127.0.0.1:8090 -e SCHEDULES=100 -e MONITORS=100 loadtest/schedules-monitors.js
import { group } from 'k6';
import { Trend } from 'k6/metrics';
import { baseThresholds, call, choose, dataOf, json, latency, ok, okList, pick, setupUsers, SMOKE, TARGET_ORIGIN, teardownUsers } from './lib/gleaner.js';

const SCHEDULES = Number(__ENV.SCHEDULES || (SMOKE ? 2 : 100));
const MONITORS = Number(__ENV.MONITORS || (SMOKE ? 2 : 100));
/** Seconds from a monitor's last check to now, read as the load goes: grows when checks fall behind. */
const checkAge = new Trend('monitor_check_age', false);

export const options = {
  setupTimeout: '10m',
  teardownTimeout: '10m',
  scenarios: {
    watch: choose(
      { executor: 'constant-arrival-rate', rate: Number(__ENV.RATE || 2), timeUnit: '1s', duration: __ENV.DURATION || '30m', preAllocatedVUs: 4, maxVUs: 16 },
      { executor: 'constant-arrival-rate', rate: 1, timeUnit: '1s', duration: '2s', preAllocatedVUs: 1, maxVUs: 2 },
    ),
  },
  thresholds: {
    ...baseThresholds(),
    // a 5min monitor is checked at most 5 minutes and 30 seconds ago (once its baseline ran)
    monitor_check_age: ['p(99)<330'],
    ...latency({
      'http_req_duration{route:GET /v1/schedules/{id}/runs}': ['p(95)<500'],
      'http_req_duration{route:GET /v1/monitoring/{id}/checks}': ['p(95)<500'],
    }),
  },
};

const hhmm = (d) => `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;

export function setup() {
  const data = setupUsers();
  const made = data.users.map((u) => {
    const schedules = [];
    const monitors = [];
    for (let i = 0; i < SCHEDULES; i++) {
      const due = new Date(Date.now() + (2 + (i % 58)) * 60_000);
      const res = call('POST /v1/schedules', { key: u.key, body: { name: `load ${i}`, type: 'scrape', url: `${TARGET_ORIGIN}/products/${i + 1}`, frequency: 'hourly', time: hhmm(due), config: { extract: { name: 'the product name', price: 'the price' } }, webhook_url: `${TARGET_ORIGIN}/hooks/schedules` } });
      ok(res, 'POST /v1/schedules', 201, ['id', 'next_run_at']);
      if (dataOf(res)) schedules.push(dataOf(res).id);
    }
    for (let i = 0; i < MONITORS; i++) {
      const body = i % 2
        ? { name: `status ${i}`, url: `${TARGET_ORIGIN}/api/status.json?period=240`, monitorType: 'api_response', checkInterval: '5min' }
        : { name: `deal ${i}`, url: `${TARGET_ORIGIN}/changing?period=600`, monitorType: 'full_page', checkInterval: '5min', alertChannels: [{ type: 'webhook', webhookUrl: `${TARGET_ORIGIN}/hooks/monitors` }] };
      const res = call('POST /v1/monitoring', { key: u.key, body });
      ok(res, 'POST /v1/monitoring', 201, ['id', 'nextCheckAt']);
      if (dataOf(res)) monitors.push(dataOf(res).id);
    }
    return { schedules, monitors };
  });
  return { ...data, made };
}

export default function (data) {
  const i = (__VU - 1) % data.users.length;
  const key = data.users[i].key;
  const { schedules, monitors } = data.made[i];
  group('schedules', () => {
    okList(call('GET /v1/schedules', { key, query: { page: pick(Math.max(1, Math.ceil(schedules.length / 20))), limit: 20 } }), 'GET /v1/schedules');
    const id = schedules[pick(schedules.length) - 1];
    // Smoke: the run is started by hand (a short run sees no schedule come due).
    if (SMOKE && id) ok(call('POST /v1/schedules/{id}/run', { key, vars: { id } }), 'POST /v1/schedules/{id}/run', 200, ['id', 'status']);
    if (id) okList(call('GET /v1/schedules/{id}/runs', { key, vars: { id } }), 'GET /v1/schedules/{id}/runs');
  });
  group('monitors', () => {
    okList(call('GET /v1/monitoring', { key, query: { status: 'active', limit: 20 } }), 'GET /v1/monitoring', true);
    const id = monitors[pick(monitors.length) - 1];
    if (!id) return;
    okList(call('GET /v1/monitoring/{id}/checks', { key, vars: { id }, query: { limit: 5 } }), 'GET /v1/monitoring/{id}/checks', true);
    const m = json(call('GET /v1/monitoring/{id}', { key, vars: { id } }))?.data;
    if (m?.lastCheckAt) checkAge.add((Date.now() - Date.parse(m.lastCheckAt)) / 1000);
  });
}

export function teardown(data) {
  data.users.forEach((u, i) => {
    for (const id of data.made[i].schedules) ok(call('DELETE /v1/schedules/{id}', { key: u.key, vars: { id } }), 'DELETE /v1/schedules/{id}', 200);
    for (const id of data.made[i].monitors) ok(call('DELETE /v1/monitoring/{id}', { key: u.key, vars: { id } }), 'DELETE /v1/monitoring/{id}', 200);
  });
  teardownUsers(data);
}
