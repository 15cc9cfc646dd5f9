import { defineOperations, type BodyOf, type JsonSchema } from './operation.js';
import { idParams, nameOf, nullableTimestamp, object, pageQuery, timestamp } from './common.js';
import { selector } from './render-options.js';
import { storedUrl } from './stored-url.js';

// The Monitoring area (api-spec.md "Monitoring", decisions.md): monitors, their checks and alerts,
// and their alert channels. Monitoring resources use camelCase field names and `totalPages`.

export const MONITOR_TYPES = ['full_page', 'selector', 'api_response'] as const;
export const CHECK_INTERVALS = ['5min', '15min', '30min', 'hourly', '6hours', '12hours', 'daily', 'weekly'] as const;
export const MONITOR_STATUSES = ['active', 'paused', 'error'] as const;
export const CHANNEL_TYPES = ['email', 'slack', 'webhook'] as const;
export const CHECK_STATUSES = ['success', 'error'] as const;

/** Headers sent to a webhook channel: HTTP tokens, none the service sets itself (webhook-headers.ts). */
const webhookHeaders = {
  type: 'object',
  maxProperties: 20,
  propertyNames: { type: 'string', maxLength: 100, format: 'webhook-header-name' },
  additionalProperties: { type: 'string', maxLength: 4096, format: 'http-header-value' },
  description:
    'extra headers sent with each webhook request (never shown back); the service\'s own are refused in any case: Content-Type, User-Agent, X-Signature, X-Gleaner-*, and Host, Content-Length, Transfer-Encoding, Connection, Upgrade, TE, Keep-Alive, Trailer, Expect, Proxy-*',
} as const satisfies JsonSchema;

const email = { type: 'string', format: 'email', maxLength: 254 } as const satisfies JsonSchema;

const channelFields = {
  type: { type: 'string', enum: CHANNEL_TYPES },
  email: { ...email, description: 'required for type email' },
  slackWebhookUrl: { ...storedUrl, description: 'required for type slack: a Slack incoming-webhook URL (never shown back)' },
  webhookUrl: { ...storedUrl, description: 'required for type webhook: receives monitor.change_detected, signed (X-Signature); never shown back' },
  webhookHeaders,
  isEnabled: { type: 'boolean', default: true },
} as const satisfies Record<string, JsonSchema>;

/** Each type needs its own target, and takes no other type's. */
const targetsByType = (
  [
    ['email', 'email', ['slackWebhookUrl', 'webhookUrl', 'webhookHeaders']],
    ['slack', 'slackWebhookUrl', ['email', 'webhookUrl', 'webhookHeaders']],
    ['webhook', 'webhookUrl', ['email', 'slackWebhookUrl']],
  ] as const
).map(([type, target, others]) => ({
  if: { properties: { type: { const: type } }, required: ['type'] },
  then: { required: [target], properties: Object.fromEntries(others.map((field) => [field, { not: {}, description: `not for ${type} channels` }])) },
}));

export const channelBody = object(channelFields, ['type'], { allOf: targetsByType });

/** PATCH of a channel: its type stays; the target fields of that type may change. */
export const channelPatchBody = object(
  {
    isEnabled: { type: 'boolean' },
    email,
    slackWebhookUrl: storedUrl,
    webhookUrl: storedUrl,
    webhookHeaders,
  },
  [],
  { minProperties: 1 },
);

const name = nameOf(100);
const prompt = { type: 'string', minLength: 1, maxLength: 2000, description: 'what matters about a change, in words ("alert only when the price drops"): it decides whether a change alerts and shapes its summary' } as const satisfies JsonSchema;

/** A selector monitor needs its selector (and only selector monitors take one). */
const selectorByType = [
  { if: { properties: { monitorType: { const: 'selector' } }, required: ['monitorType'] }, then: { required: ['selector'] } },
];

export const monitorBody = object(
  {
    name,
    url: storedUrl,
    monitorType: { type: 'string', enum: MONITOR_TYPES, default: 'full_page' },
    selector: { ...selector, description: 'CSS selector; required when monitorType is selector' },
    prompt,
    checkInterval: { type: 'string', enum: CHECK_INTERVALS, default: 'hourly' },
    notifyOnlyOnChanges: { type: 'boolean', default: true },
    includeScreenshot: { type: 'boolean', default: false },
    alertChannels: { type: 'array', maxItems: 10, items: channelBody, default: [] },
  },
  ['name', 'url'],
  { allOf: selectorByType },
);

export const monitorPatchBody = object(
  {
    name,
    url: storedUrl,
    monitorType: { type: 'string', enum: MONITOR_TYPES },
    selector: { ...selector, type: ['string', 'null'], description: 'null removes it' },
    prompt: { ...prompt, type: ['string', 'null'], description: 'null removes it' },
    checkInterval: { type: 'string', enum: CHECK_INTERVALS },
    status: { type: 'string', enum: ['active', 'paused'], description: 'active also brings a monitor back from error' },
    notifyOnlyOnChanges: { type: 'boolean' },
    includeScreenshot: { type: 'boolean' },
  },
  [],
  { minProperties: 1 },
);

const channelView = object(
  {
    id: { type: 'string' },
    type: { type: 'string', enum: CHANNEL_TYPES },
    email: { type: 'string' },
    isEnabled: { type: 'boolean' },
  },
  ['id', 'type', 'isEnabled'],
);

const errorObject = object({ code: { type: 'string' }, message: { type: 'string' } }, ['code', 'message']);

export const monitorCheck = object(
  {
    id: { type: 'string' },
    status: { type: 'string', enum: CHECK_STATUSES },
    changeDetected: { type: 'boolean' },
    changeSummary: { type: ['string', 'null'], description: 'present when a change was detected' },
    checkedAt: timestamp,
    responseTimeMs: { type: 'integer' },
    error: { ...errorObject, description: 'extension: failed checks only' },
    trigger: { type: 'string', enum: ['schedule', 'manual', 'baseline'], description: 'extension: what started it' },
    creditsUsed: { type: 'integer', description: 'extension' },
    diffUrl: { type: 'string', description: 'extension: a page showing the change side by side (no key needed; expires with the check)' },
    screenshotUrl: { type: 'string', description: 'extension: the check\'s screenshot (includeScreenshot), a signed link' },
  },
  ['id', 'status', 'changeDetected', 'changeSummary', 'checkedAt', 'responseTimeMs'],
);

export const monitorAlert = object(
  {
    id: { type: 'string' },
    channelType: { type: 'string', enum: CHANNEL_TYPES },
    success: { type: 'boolean', description: 'delivered (false while it is being attempted, and when it failed)' },
    sentAt: { ...timestamp, description: 'when it was delivered (or given up); its creation while pending' },
    deliveryStatus: { type: 'string', enum: ['pending', 'delivered', 'failed'], description: 'extension' },
    attempts: { type: 'integer', description: 'extension' },
    lastError: { type: ['string', 'null'], description: 'extension' },
    attemptHistory: {
      type: 'array',
      description: "extension: every attempt, oldest first: statusCode is the receiver's answer (an SMTP reply code for e-mail), null when none came; errorCode why the attempt failed (timeout, url_not_accessible, invalid_url, interrupted...), null when it did not",
      items: object(
        { attempt: { type: 'integer' }, at: timestamp, durationMs: { type: 'integer' }, statusCode: { type: ['integer', 'null'] }, errorCode: { type: ['string', 'null'] } },
        ['attempt', 'at', 'durationMs', 'statusCode', 'errorCode'],
      ),
    },
    check: object({ id: { type: 'string' }, checkedAt: timestamp, changeSummary: { type: ['string', 'null'] } }, ['checkedAt', 'changeSummary']),
  },
  ['id', 'channelType', 'success', 'sentAt'],
);

const monitorFields = {
  id: { type: 'string' },
  name: { type: 'string' },
  url: { type: 'string' },
  monitorType: { type: 'string', enum: MONITOR_TYPES },
  selector: { type: ['string', 'null'] },
  prompt: { type: ['string', 'null'] },
  checkInterval: { type: 'string', enum: CHECK_INTERVALS },
  status: { type: 'string', enum: MONITOR_STATUSES },
  lastCheckAt: nullableTimestamp,
  nextCheckAt: { ...nullableTimestamp, description: 'null while paused or in error' },
  consecutiveErrors: { type: 'integer' },
  notifyOnlyOnChanges: { type: 'boolean' },
  includeScreenshot: { type: 'boolean' },
  alertChannels: { type: 'array', items: channelView },
  checks: { type: 'array', items: monitorCheck, description: 'the 10 latest (detail only)' },
  alerts: { type: 'array', items: monitorAlert, description: 'the 10 latest (detail only)' },
  _count: object({ checks: { type: 'integer' }, alerts: { type: 'integer' } }, ['checks', 'alerts']),
  createdAt: timestamp,
  updatedAt: timestamp,
} as const satisfies Record<string, JsonSchema>;

const always = ['id', 'name', 'url', 'monitorType', 'selector', 'prompt', 'checkInterval', 'status', 'lastCheckAt', 'nextCheckAt', 'consecutiveErrors', 'notifyOnlyOnChanges', 'includeScreenshot', 'alertChannels', 'createdAt'] as const;
const monitor = object(monitorFields, always);
const listedMonitor = object(monitorFields, [...always, '_count']);
const detailedMonitor = object(monitorFields, [...always, 'checks', 'alerts', '_count']);

const monitorErrors = ['not_found'];
const tag = 'Monitoring';
const channelParams = { type: 'object', required: ['id', 'channelId'], properties: { id: { type: 'string', maxLength: 100 }, channelId: { type: 'string', maxLength: 100 } } } as const satisfies JsonSchema;

export const monitoringOperations = defineOperations({
  createMonitor: {
    id: 'createMonitor', method: 'post', path: '/v1/monitoring', tag, auth: 'key', usageName: 'monitoring', successStatus: 201,
    summary: 'Watch a page (or an API) for changes and alert by e-mail, Slack or webhook; the first check (the baseline) runs at once',
    description: 'Creation costs nothing, but needs at least 1 credit (402 insufficient_credits otherwise): each check costs 1.',
    body: monitorBody, response: monitor, errors: ['invalid_url', 'invalid_parameter', 'missing_parameter', 'insufficient_credits', 'concurrent_limit_exceeded'],
    statusOf: { insufficient_credits: 402 },
  },
  listMonitors: {
    id: 'listMonitors', method: 'get', path: '/v1/monitoring', tag, auth: 'key', usageName: 'monitoring', paginated: 'camel',
    summary: 'Monitors, newest first, with their counts of checks and alerts', query: object({ ...pageQuery, status: { type: 'string', enum: MONITOR_STATUSES } }), response: { type: 'array', items: listedMonitor },
  },
  getMonitor: {
    id: 'getMonitor', method: 'get', path: '/v1/monitoring/{id}', tag, auth: 'key', usageName: 'monitoring', params: idParams,
    summary: 'One monitor with its latest checks and alerts', response: detailedMonitor, errors: monitorErrors,
  },
  updateMonitor: {
    id: 'updateMonitor', method: 'patch', path: '/v1/monitoring/{id}', tag, auth: 'key', usageName: 'monitoring', params: idParams,
    summary: 'Change a monitor; status active or paused (active also ends the error state)', body: monitorPatchBody, response: detailedMonitor, errors: [...monitorErrors, 'invalid_url', 'invalid_parameter', 'missing_parameter'],
  },
  deleteMonitor: {
    id: 'deleteMonitor', method: 'delete', path: '/v1/monitoring/{id}', tag, auth: 'key', usageName: 'monitoring', params: idParams, messageOnly: true,
    summary: 'Delete a monitor with its checks and alerts', errors: [...monitorErrors, 'service_unavailable'],
  },
  pauseMonitor: {
    id: 'pauseMonitor', method: 'post', path: '/v1/monitoring/{id}/pause', tag, auth: 'key', usageName: 'monitoring/pause', params: idParams, messageOnly: true,
    summary: 'Stop checking (the monitor is kept; pausing a paused monitor changes nothing)', errors: monitorErrors,
  },
  resumeMonitor: {
    id: 'resumeMonitor', method: 'post', path: '/v1/monitoring/{id}/resume', tag, auth: 'key', usageName: 'monitoring/resume', params: idParams,
    summary: 'Check again from now + checkInterval, with consecutiveErrors back to 0', response: monitor, errors: monitorErrors,
  },
  checkNow: {
    id: 'checkMonitorNow', method: 'post', path: '/v1/monitoring/{id}/check-now', tag, auth: 'key', usageName: 'monitoring/check-now', render: true, credits: true, params: idParams,
    summary: 'Run a check now (1 credit); alerts go out as for a scheduled check', response: monitorCheck,
    errors: [...monitorErrors, 'insufficient_credits', 'concurrent_limit_exceeded', 'service_unavailable'],
  },
  listChecks: {
    id: 'listMonitorChecks', method: 'get', path: '/v1/monitoring/{id}/checks', tag, auth: 'key', usageName: 'monitoring/checks', params: idParams, paginated: 'camel',
    summary: 'Checks, newest first', query: object({ ...pageQuery, changesOnly: { type: 'boolean', default: false } }), response: { type: 'array', items: monitorCheck }, errors: monitorErrors,
  },
  listAlerts: {
    id: 'listMonitorAlerts', method: 'get', path: '/v1/monitoring/{id}/alerts', tag, auth: 'key', usageName: 'monitoring/alerts', params: idParams, paginated: 'camel',
    summary: 'Alerts sent, newest first, with the check that caused them', query: object({ ...pageQuery }), response: { type: 'array', items: monitorAlert }, errors: monitorErrors,
  },
  addChannel: {
    id: 'addMonitorChannel', method: 'post', path: '/v1/monitoring/{id}/channels', tag, auth: 'key', usageName: 'monitoring/channels', params: idParams, successStatus: 201,
    summary: 'Add an alert channel', body: channelBody, response: channelView, errors: [...monitorErrors, 'invalid_url', 'invalid_parameter', 'missing_parameter', 'concurrent_limit_exceeded', 'service_unavailable'],
  },
  updateChannel: {
    id: 'updateMonitorChannel', method: 'patch', path: '/v1/monitoring/{id}/channels/{channelId}', tag, auth: 'key', usageName: 'monitoring/channels', params: channelParams,
    summary: 'Change an alert channel (enable, disable, its target)', body: channelPatchBody, response: channelView, errors: [...monitorErrors, 'invalid_url', 'invalid_parameter', 'service_unavailable'],
  },
  deleteChannel: {
    id: 'deleteMonitorChannel', method: 'delete', path: '/v1/monitoring/{id}/channels/{channelId}', tag, auth: 'key', usageName: 'monitoring/channels', params: channelParams, messageOnly: true,
    summary: 'Remove an alert channel', errors: [...monitorErrors, 'service_unavailable'],
  },
});

export type MonitorBody = BodyOf<typeof monitoringOperations.createMonitor>;
export type MonitorPatchBody = BodyOf<typeof monitoringOperations.updateMonitor>;
export type ChannelBody = BodyOf<typeof monitoringOperations.addChannel>;
export type ChannelPatchBody = BodyOf<typeof monitoringOperations.updateChannel>;
