import t from 'tap';
import { Registry } from 'prom-client';
import { HttpMetrics, HTTP_DURATION_BUCKETS } from './http-metrics.js';

t.test('per-route counts and durations come out in the Prometheus text format', async (t) => {
  const registry = new Registry();
  const http = new HttpMetrics(registry);
  const profile = http.route('get', '/v1/user/profile');
  t.equal(http.route('get', '/v1/user/profile'), profile, 'one tally per route');
  profile.record(200, 0.002);
  profile.record(200, 0.02);
  profile.record(401, 1000);
  http.route('post', '/v1/content/scrape').record(502, 0.3);
  const text = await registry.metrics();
  t.match(text, /# TYPE gleaner_http_requests_total counter/);
  t.match(text, /gleaner_http_requests_total\{method="get",route="\/v1\/user\/profile",status="200"\} 2\n/);
  t.match(text, /gleaner_http_requests_total\{method="get",route="\/v1\/user\/profile",status="401"\} 1\n/);
  t.match(text, /gleaner_http_requests_total\{method="post",route="\/v1\/content\/scrape",status="502"\} 1\n/);
  t.match(text, /# TYPE gleaner_http_request_duration_seconds histogram/);
  // Buckets are cumulative; 1000 s is above every bound and counts only in +Inf.
  t.match(text, /gleaner_http_request_duration_seconds_bucket\{le="0.005",method="get",route="\/v1\/user\/profile"\} 1\n/);
  t.match(text, /gleaner_http_request_duration_seconds_bucket\{le="0.025",method="get",route="\/v1\/user\/profile"\} 2\n/);
  t.match(text, /gleaner_http_request_duration_seconds_bucket\{le="30",method="get",route="\/v1\/user\/profile"\} 2\n/);
  t.match(text, /gleaner_http_request_duration_seconds_bucket\{le="\+Inf",method="get",route="\/v1\/user\/profile"\} 3\n/);
  t.match(text, /gleaner_http_request_duration_seconds_sum\{method="get",route="\/v1\/user\/profile"\} 1000.022\n/);
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

// Renders may run 15 minutes (a paginated scrape: MAX_RENDER_JOB_MS of @gleaner/browser) and the p99
// alert of docs/operations.md compares a route with its timeout plus 15 s: every such duration must
// land in a finite bucket, or histogram_quantile answers the largest bound for all of them.
t.test('the duration buckets cover renders of up to 15 minutes and the alert\'s timeout + 15 s', async (t) => {
  const largest = HTTP_DURATION_BUCKETS[HTTP_DURATION_BUCKETS.length - 1];
  t.ok(largest >= 15 * 60 + 15, `the largest bound (${largest} s) is past 15 min + 15 s`);
  const registry = new Registry();
  const scrape = new HttpMetrics(registry).route('post', '/v1/content/scrape');
  scrape.record(200, 14 * 60);
  scrape.record(200, 15 * 60 + 15);
  const text = await registry.metrics();
  const bucket = (le: string) => Number(new RegExp(`_bucket\\{le="${le.replace('.', '\\.')}",method="post",route="/v1/content/scrape"\\} (\\d+)`).exec(text)?.[1]);
  t.equal(bucket(String(largest)), 2, 'both in the largest finite bucket');
  t.equal(bucket('600'), 0, 'neither under 10 minutes');
  // The default page timeout (30 s) and the longest (300 s), each plus the alert's 15 s, have a bound
  // within a third above them: histogram_quantile interpolates no further than that.
  for (const timeout of [30, 300]) {
    const bound = HTTP_DURATION_BUCKETS.find((b) => b >= timeout + 15)!;
    t.ok(bound <= (timeout + 15) * 4 / 3, `${timeout} s + 15 s: the next bound is ${bound} s`);
  }
});
