import t from 'tap';
import { Registry } from 'prom-client';
import { HttpMetrics } from './http-metrics.js';

t.test('per-route counts and durations come out in the Prometheus text format', async (t) => {
  const registry = new Registry();
  const http = new HttpMetrics(registry);
  const profile = http.route('get', '/v1/user/profile');
  t.equal(http.route('get', '/v1/user/profile'), profile, 'one tally per route');
  profile.record(200, 0.002);
  profile.record(200, 0.02);
  profile.record(401, 40);
  http.route('post', '/v1/content/scrape').record(502, 0.3);
  const text = await registry.metrics();
  t.match(text, /# TYPE gleaner_http_requests_total counter/);
  t.match(text, /gleaner_http_requests_total\{method="get",route="\/v1\/user\/profile",status="200"\} 2\n/);
  t.match(text, /gleaner_http_requests_total\{method="get",route="\/v1\/user\/profile",status="401"\} 1\n/);
  t.match(text, /gleaner_http_requests_total\{method="post",route="\/v1\/content\/scrape",status="502"\} 1\n/);
  t.match(text, /# TYPE gleaner_http_request_duration_seconds histogram/);
  // Buckets are cumulative; 40 s is above every bound and counts only in +Inf.
  t.match(text, /gleaner_http_request_duration_seconds_bucket\{le="0.005",method="get",route="\/v1\/user\/profile"\} 1\n/);
  t.match(text, /gleaner_http_request_duration_seconds_bucket\{le="0.025",method="get",route="\/v1\/user\/profile"\} 2\n/);
  t.match(text, /gleaner_http_request_duration_seconds_bucket\{le="30",method="get",route="\/v1\/user\/profile"\} 2\n/);
  t.match(text, /gleaner_http_request_duration_seconds_bucket\{le="\+Inf",method="get",route="\/v1\/user\/profile"\} 3\n/);
  t.match(text, /gleaner_http_request_duration_seconds_sum\{method="get",route="\/v1\/user\/profile"\} 40.022\n/);
  t.match(text, /gleaner_http_request_duration_seconds_count\{method="get",route="\/v1\/user\/profile"\} 3\n/);
  t.match(text, /gleaner_http_request_duration_seconds_bucket\{le="0.25",method="post",route="\/v1\/content\/scrape"\} 0\n/);
  t.match(text, /gleaner_http_request_duration_seconds_bucket\{le="0.5",method="post",route="\/v1\/content\/scrape"\} 1\n/);
  const json = await registry.getMetricsAsJSON();
  t.same(json.map((m) => m.name).sort(), ['gleaner_http_request_duration_seconds', 'gleaner_http_requests_total']);
  registry.resetMetrics();
  t.notMatch(await registry.metrics(), /gleaner_http_requests_total\{/, 'reset clears the tallies');
});

t.test('a bound is inclusive, as in prom-client', async (t) => {
  const registry = new Registry();
  new HttpMetrics(registry).route('get', '/x').record(200, 0.005);
  t.match(await registry.metrics(), /gleaner_http_request_duration_seconds_bucket\{le="0.005",method="get",route="\/x"\} 1\n/);
});
