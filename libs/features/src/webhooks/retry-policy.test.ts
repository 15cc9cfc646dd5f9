import t from 'tap';
import { backoffDelay, retryAfterMs, verdictOf, type RetryPolicy } from './retry-policy.js';

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);
const policy = (random = 0.5, attempts = 5): RetryPolicy => ({ attempts, backoffMs: 1000, maxDelayMs: 60_000, random: () => random });

t.test('backoff doubles from the base, jittered between 50% and 100%, capped', async (t) => {
  t.same([1, 2, 3, 4, 5].map((n) => backoffDelay(n, policy(0))), [500, 1000, 2000, 4000, 8000], 'the low end: half');
  t.same([1, 2, 3, 4, 5].map((n) => backoffDelay(n, policy(0.999999))), [1000, 2000, 4000, 8000, 16000], 'the high end: all of it');
  t.equal(backoffDelay(3, policy(0.5)), 3000, 'three quarters');
  t.equal(backoffDelay(12, policy(0.999999)), 60_000, 'capped at maxDelayMs');
  t.equal(backoffDelay(500, policy(0)), 30_000, 'no overflow for large attempt numbers');
});

t.test('Retry-After: delay-seconds or an HTTP-date; anything else is not read', async (t) => {
  t.equal(retryAfterMs('7', NOW), 7000);
  t.equal(retryAfterMs(' 0 ', NOW), 0);
  t.equal(retryAfterMs(new Date(NOW + 20_000).toUTCString(), NOW), 20_000, 'IMF-fixdate');
  t.equal(retryAfterMs(new Date(NOW - 20_000).toUTCString(), NOW), 0, 'a date past is now');
  t.equal(retryAfterMs('2026', NOW), 2_026_000, 'digits alone are seconds, never a year');
  for (const bad of [undefined, '', 'soon', '-5', '1.5', 'Tue, 99 Foo 2026']) t.equal(retryAfterMs(bad, NOW), undefined, String(bad));
});

t.test('2xx delivers; 408, 429, 5xx, timeouts and network errors retry; the rest fail at once', async (t) => {
  for (const status of [200, 201, 202, 204, 299]) t.same(verdictOf({ statusCode: status }, 1, policy(), NOW), { kind: 'delivered' }, `${status}`);
  for (const status of [408, 429, 500, 502, 503, 504, 599]) t.same(verdictOf({ statusCode: status }, 1, policy(), NOW), { kind: 'retry', delayMs: 750 }, `${status}`);
  for (const code of ['timeout', 'url_not_accessible', 'service_unavailable', 'internal_error']) t.same(verdictOf({ errorCode: code }, 2, policy(), NOW), { kind: 'retry', delayMs: 1500 }, code);
  for (const status of [301, 302, 304, 307, 400, 401, 403, 404, 409, 410, 413, 422, 600]) t.same(verdictOf({ statusCode: status }, 1, policy(), NOW), { kind: 'failed' }, `${status}`);
  for (const code of ['invalid_url', 'not_found']) t.same(verdictOf({ errorCode: code }, 1, policy(), NOW), { kind: 'failed' }, code);
});

t.test('the last attempt fails whatever the answer', async (t) => {
  t.same(verdictOf({ statusCode: 503 }, 4, policy(), NOW).kind, 'retry');
  t.same(verdictOf({ statusCode: 503 }, 5, policy(), NOW), { kind: 'failed' });
  t.same(verdictOf({ errorCode: 'timeout' }, 1, policy(0.5, 1), NOW), { kind: 'failed' }, 'one attempt in all');
  t.same(verdictOf({ statusCode: 200 }, 5, policy(), NOW), { kind: 'delivered' });
});

t.test('a retryable answer’s Retry-After replaces the backoff, capped at maxDelayMs', async (t) => {
  t.same(verdictOf({ statusCode: 429, retryAfter: '7' }, 1, policy(), NOW), { kind: 'retry', delayMs: 7000 });
  t.same(verdictOf({ statusCode: 408, retryAfter: new Date(NOW + 20_000).toUTCString() }, 1, policy(), NOW), { kind: 'retry', delayMs: 20_000 });
  t.same(verdictOf({ statusCode: 503, retryAfter: '2' }, 1, policy(), NOW), { kind: 'retry', delayMs: 2000 }, '503 too');
  t.same(verdictOf({ statusCode: 429, retryAfter: '86400' }, 1, policy(), NOW), { kind: 'retry', delayMs: 60_000 }, 'capped');
  t.same(verdictOf({ statusCode: 429, retryAfter: 'later' }, 1, policy(), NOW), { kind: 'retry', delayMs: 750 }, 'unreadable: the backoff');
  t.same(verdictOf({ statusCode: 400, retryAfter: '1' }, 1, policy(), NOW), { kind: 'failed' }, 'not on an answer that is not retried');
});
