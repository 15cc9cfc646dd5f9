import { defineOperations } from './operation.js';
import { httpUrl, id, idParams, isoDateOrTime, nameOf, nullableTimestamp, object, timestamp } from './common.js';

// User, usage, keys and the operator (admin) routes.

export const profile = object(
  {
    id,
    email: { type: 'string' },
    name: { type: 'string' },
    plan: object({ name: { type: 'string' }, credits_included: { type: 'integer' }, features: { type: 'array', items: { type: 'string' } } }, ['name', 'credits_included', 'features']),
    credits: object({ balance: { type: 'integer' }, used_this_month: { type: 'integer' }, expires_at: nullableTimestamp }, ['balance', 'used_this_month', 'expires_at']),
    api_key: object({ prefix: { type: 'string' }, created_at: timestamp, last_used_at: nullableTimestamp }, ['prefix', 'created_at', 'last_used_at']),
    created_at: timestamp,
  },
  ['id', 'email', 'name', 'plan', 'credits', 'api_key', 'created_at'],
);

const usageCounts = object({ requests: { type: 'integer' }, credits_used: { type: 'integer' } }, ['requests', 'credits_used']);

export const usageReport = object(
  {
    period: object({ from: timestamp, to: timestamp }, ['from', 'to']),
    summary: object(
      { total_credits_used: { type: 'integer' }, total_requests: { type: 'integer' }, successful_requests: { type: 'integer' }, failed_requests: { type: 'integer' } },
      ['total_credits_used', 'total_requests', 'successful_requests', 'failed_requests'],
    ),
    by_endpoint: { type: 'object', additionalProperties: usageCounts },
    daily_breakdown: { type: 'array', items: object({ date: { type: 'string', format: 'date' }, requests: { type: 'integer' }, credits_used: { type: 'integer' } }, ['date', 'requests', 'credits_used']) },
  },
  ['period', 'summary', 'by_endpoint', 'daily_breakdown'],
);

const newUser = object(
  {
    user: profile,
    api_key: { type: 'string', description: 'live key, shown once' },
    test_api_key: { type: 'string', description: 'test (sandbox) key, shown once' },
    webhook_secret: { type: 'string', description: 'signing secret of webhook requests, shown once' },
  },
  ['user', 'api_key', 'test_api_key', 'webhook_secret'],
);

export const accountOperations = defineOperations({
  getProfile: {
    id: 'getProfile', method: 'get', path: '/v1/user/profile', tag: 'User', auth: 'key', usageName: 'user/profile',
    summary: 'The user profile: plan, credits and key prefix', response: profile,
  },
  getUsage: {
    id: 'getUsage', method: 'get', path: '/v1/user/usage', tag: 'User', auth: 'key', usageName: 'user/usage',
    summary: 'Usage report over a period or a from/to range',
    description: 'period is a rolling window ending now (day 24 h, week 7 d, month 30 d, year 365 d) unless from/to are given; from/to are inclusive and a date-only `to` covers that day.',
    query: object({ period: { type: 'string', enum: ['day', 'week', 'month', 'year'], default: 'month' }, from: isoDateOrTime, to: isoDateOrTime }),
    response: usageReport,
  },
  regenerateApiKey: {
    id: 'regenerateApiKey', method: 'post', path: '/v1/user/api-key/regenerate', tag: 'User', auth: 'key', usageName: 'user/api-key/regenerate',
    summary: "Replace the calling key (once per hour): the live key with the live key, the test key with a test key; the old key stops working at once",
    body: object({}),
    response: object({ api_key: { type: 'string' }, created_at: timestamp, previous_key_invalidated: { type: 'boolean' } }, ['api_key', 'created_at', 'previous_key_invalidated']),
    errors: ['rate_limited'],
  },
  regenerateWebhookSecret: {
    id: 'regenerateWebhookSecret', method: 'post', path: '/v1/user/webhook-secret/regenerate', tag: 'User', auth: 'key', usageName: 'user/webhook-secret/regenerate',
    summary: 'Replace the webhook signing secret (extension); shown once; live key only (a test key: 403 forbidden)',
    body: object({}),
    errors: ['forbidden'],
    response: object({ webhook_secret: { type: 'string' }, created_at: timestamp }, ['webhook_secret', 'created_at']),
  },
  adminCreateUser: {
    id: 'adminCreateUser', method: 'post', path: '/v1/admin/users', tag: 'Admin', auth: 'admin', successStatus: 201,
    summary: 'Create a user with a live key, a test key and a webhook secret (operators)',
    body: object(
      {
        email: { type: 'string', format: 'email', maxLength: 320 },
        name: nameOf(200),
        plan: { type: 'string', minLength: 1, maxLength: 50 },
        credits: { type: 'integer', minimum: 0, maximum: 1_000_000_000 },
      },
      ['email', 'name'],
    ),
    response: newUser,
    errors: ['already_exists'],
  },
  adminAddCredits: {
    id: 'adminAddCredits', method: 'post', path: '/v1/admin/users/{id}/credits', tag: 'Admin', auth: 'admin',
    summary: 'Add credits to a user (and optionally set when credits expire)',
    params: idParams,
    body: object(
      { amount: { type: 'integer', minimum: 1, maximum: 1_000_000_000 }, expires_at: { ...nullableTimestamp, description: 'extension: when the balance expires; null: never' } },
      ['amount'],
    ),
    response: profile,
  },
  adminRevokeKey: {
    id: 'adminRevokeKey', method: 'post', path: '/v1/admin/users/{id}/revoke-key', tag: 'Admin', auth: 'admin', messageOnly: true,
    summary: "Revoke a user's live key: it then answers 401 api_key_revoked",
    params: idParams,
  },
});

export const infraOperations = defineOperations({
  healthz: { id: 'healthz', method: 'get', path: '/healthz', tag: 'Operations', auth: 'none', rawResponse: true, summary: 'Liveness' },
  readyz: { id: 'readyz', method: 'get', path: '/readyz', tag: 'Operations', auth: 'none', rawResponse: true, summary: 'Readiness: every backend reachable', description: '200 {status, checks} when every check passes; 503 with the same body naming what failed.' },
  metrics: { id: 'metrics', method: 'get', path: '/metrics', tag: 'Operations', auth: 'none', rawResponse: true, produces: 'text/plain', summary: 'Prometheus metrics (on GLEANER_METRICS_PORT instead when that is set)' },
  openapi: { id: 'openapi', method: 'get', path: '/v1/openapi.json', tag: 'Operations', auth: 'none', rawResponse: true, summary: 'This API as OpenAPI 3.1' },
});

export { httpUrl };
