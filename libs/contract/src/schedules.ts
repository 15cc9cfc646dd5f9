import { defineOperations, type BodyOf, type JsonSchema } from './operation.js';
import { idParams, nameOf, nullableTimestamp, object, pageQuery, timestamp } from './common.js';
import { scrapeBody } from './content.js';
import { pdfBody } from './pdf.js';
import { screenshotBody } from './screenshot.js';
import { storedUrl } from './stored-url.js';

// POST/GET /schedules, GET/DELETE /schedules/{id}, GET /schedules/{id}/runs, pause, resume, run.
// A schedule's `config` is the one-off request of its type without `url` (the schedule's own):
// the same schemas, so a config that the one-off endpoint refuses is refused here, field by field.

export const SCHEDULE_TYPES = ['scrape', 'pdf', 'screenshot'] as const;
export const SCHEDULE_FREQUENCIES = ['hourly', 'daily', 'weekly', 'monthly'] as const;
export const SCHEDULE_STATUSES = ['active', 'paused', 'completed'] as const;
export const RUN_STATUSES = ['running', 'success', 'failed'] as const;

/** A one-off body schema without its url: what a schedule's config of that type may hold. */
function configOf<S extends { properties: { url: unknown }; required: readonly string[] }>(body: S): JsonSchema {
  const { url: _url, ...properties } = body.properties;
  return { ...body, properties, required: body.required.filter((f) => f !== 'url') } as unknown as JsonSchema;
}

export const scheduleConfigSchemas = {
  scrape: configOf(scrapeBody),
  pdf: configOf(pdfBody),
  screenshot: configOf(screenshotBody),
} as const satisfies Record<(typeof SCHEDULE_TYPES)[number], JsonSchema>;

/** The config is checked against its type's schema (ajv applies that schema's defaults too). */
const configByType = SCHEDULE_TYPES.map((type) => ({
  if: { properties: { type: { const: type } }, required: ['type'] },
  // The default is here, not on `config` itself: ajv runs allOf before properties, so a default
  // there would come too late for this branch to fill the config's own defaults in.
  then: { properties: { config: { ...scheduleConfigSchemas[type], default: {} } } },
}));

/** day_of_week belongs to weekly schedules, day_of_month to monthly ones (decisions.md): elsewhere 400. */
const dayFieldsByFrequency = [
  ['day_of_week', 'weekly'],
  ['day_of_month', 'monthly'],
].map(([field, frequency]) => ({
  if: { properties: { frequency: { not: { const: frequency } } }, required: ['frequency'] },
  then: { properties: { [field]: { not: {}, description: `only for ${frequency} schedules` } } },
}));

export const scheduleBody = object(
  {
    name: nameOf(200),
    type: { type: 'string', enum: SCHEDULE_TYPES },
    url: storedUrl,
    frequency: { type: 'string', enum: SCHEDULE_FREQUENCIES },
    time: { type: 'string', format: 'time-of-day', description: 'HH:MM, 24-hour (default 00:00); hourly schedules use its minutes only' },
    day_of_week: { type: 'integer', minimum: 0, maximum: 6, description: '0 (Sunday) to 6; weekly only (default 1)' },
    day_of_month: { type: 'integer', minimum: 1, maximum: 28, description: '1 to 28; monthly only (default 1)' },
    timezone: { type: 'string', minLength: 1, maxLength: 100, format: 'time-zone', description: 'IANA time zone name (default UTC); unknown names answer 400' },
    config: { type: 'object', description: 'the options of the one-off endpoint of its type, without url (POST /content/scrape, /pdf/generate, /screenshot/capture)' },
    webhook_url: { ...storedUrl, description: 'receives schedule.completed events, signed (X-Signature)' },
    max_runs: { type: 'integer', minimum: 1, maximum: 1_000_000, description: 'extension: the schedule completes after this many runs' },
    ends_at: { ...timestamp, description: 'extension: no run starts after this time; the schedule then completes' },
  },
  ['name', 'type', 'url', 'frequency'],
  { allOf: [...configByType, ...dayFieldsByFrequency] },
);

const scheduleFields = {
  id: { type: 'string' },
  name: { type: 'string' },
  type: { type: 'string', enum: SCHEDULE_TYPES },
  url: { type: 'string' },
  frequency: { type: 'string', enum: SCHEDULE_FREQUENCIES },
  time: { type: 'string' },
  day_of_week: { type: 'integer' },
  day_of_month: { type: 'integer' },
  timezone: { type: 'string' },
  config: { type: 'object' },
  status: { type: 'string', enum: SCHEDULE_STATUSES },
  next_run_at: { ...nullableTimestamp, description: 'null when paused or completed' },
  webhook_configured: { type: 'boolean', description: 'a webhook_url is set (the URL itself is never shown: it may hold a token)' },
  max_runs: { type: ['integer', 'null'] },
  ends_at: nullableTimestamp,
  last_run_at: nullableTimestamp,
  last_run_status: { type: ['string', 'null'], enum: [...RUN_STATUSES, null] },
  total_runs: { type: 'integer' },
  successful_runs: { type: 'integer' },
  failed_runs: { type: 'integer' },
  created_at: timestamp,
} as const satisfies Record<string, JsonSchema>;

const always = ['id', 'name', 'type', 'url', 'frequency', 'time', 'timezone', 'status', 'next_run_at', 'created_at'] as const;
const createdSchedule = object(scheduleFields, [...always, 'config', 'webhook_configured', 'max_runs', 'ends_at']);
const listedSchedule = object(scheduleFields, [...always, 'last_run_at', 'total_runs']);
const detailedSchedule = object(scheduleFields, [...always, 'config', 'webhook_configured', 'max_runs', 'ends_at', 'last_run_at', 'last_run_status', 'total_runs', 'successful_runs', 'failed_runs']);

const errorObject = object({ code: { type: 'string' }, message: { type: 'string' } }, ['code', 'message']);

export const scheduleRun = object(
  {
    id: { type: 'string' },
    schedule_id: { type: 'string' },
    status: { type: 'string', enum: RUN_STATUSES },
    trigger: { type: 'string', enum: ['schedule', 'manual'], description: 'fired when due, or by POST /schedules/{id}/run' },
    due_at: { ...nullableTimestamp, description: 'the time it was due (null for manual runs)' },
    data: { type: ['object', 'null'], description: 'the result, as the one-off endpoint answers it (a scrape without raw_html: GET /content/data/{data.id} has it)' },
    credits_used: { type: 'integer' },
    started_at: timestamp,
    completed_at: nullableTimestamp,
    error: { ...errorObject, description: 'failed runs only' },
    webhook: {
      type: ['object', 'null'],
      description: 'the schedule.completed delivery: null without webhook_url',
      properties: {
        status: { type: 'string', enum: ['pending', 'delivered', 'failed'] },
        attempts: { type: 'integer' },
        last_attempt_at: nullableTimestamp,
        last_status_code: { type: ['integer', 'null'] },
        last_error: { type: ['string', 'null'] },
        attempt_history: {
          type: 'array',
          description: "extension: every attempt, oldest first: status_code is the receiver's answer, null when none came; error_code why there was none (timeout, url_not_accessible, invalid_url, interrupted...), else null",
          items: object(
            { attempt: { type: 'integer' }, at: timestamp, duration_ms: { type: 'integer' }, status_code: { type: ['integer', 'null'] }, error_code: { type: ['string', 'null'] } },
            ['attempt', 'at', 'duration_ms', 'status_code', 'error_code'],
          ),
        },
      },
    },
  },
  ['id', 'schedule_id', 'status', 'trigger', 'data', 'credits_used', 'started_at', 'completed_at', 'webhook'],
);

const listQuery = object({
  ...pageQuery,
  status: { type: 'string', enum: SCHEDULE_STATUSES },
  type: { type: 'string', enum: SCHEDULE_TYPES },
});

const scheduleErrors = ['not_found'];

export const scheduleOperations = defineOperations({
  createSchedule: {
    id: 'createSchedule', method: 'post', path: '/v1/schedules', tag: 'Schedules', auth: 'key', usageName: 'schedules', successStatus: 201,
    summary: 'Run a scrape, PDF or screenshot on a recurring schedule (runs cost what the one-off operation costs)',
    body: scheduleBody, response: createdSchedule, errors: ['invalid_url', 'invalid_parameter', 'missing_parameter', 'concurrent_limit_exceeded'],
  },
  listSchedules: {
    id: 'listSchedules', method: 'get', path: '/v1/schedules', tag: 'Schedules', auth: 'key', usageName: 'schedules', paginated: 'snake',
    summary: 'Schedules, newest first, filtered by status and type', query: listQuery, response: { type: 'array', items: listedSchedule },
  },
  getSchedule: {
    id: 'getSchedule', method: 'get', path: '/v1/schedules/{id}', tag: 'Schedules', auth: 'key', usageName: 'schedules', params: idParams,
    summary: 'One schedule with its config, run counts and last run', response: detailedSchedule, errors: scheduleErrors,
  },
  listRuns: {
    id: 'listScheduleRuns', method: 'get', path: '/v1/schedules/{id}/runs', tag: 'Schedules', auth: 'key', usageName: 'schedules/runs', paginated: 'snake', params: idParams,
    summary: 'Runs of a schedule, newest first, with the outcome of their webhook delivery', query: object({ ...pageQuery }), response: { type: 'array', items: scheduleRun }, errors: scheduleErrors,
  },
  pauseSchedule: {
    id: 'pauseSchedule', method: 'post', path: '/v1/schedules/{id}/pause', tag: 'Schedules', auth: 'key', usageName: 'schedules/pause', params: idParams,
    summary: 'Stop firing (pausing a paused schedule changes nothing)', response: detailedSchedule, errors: scheduleErrors,
  },
  resumeSchedule: {
    id: 'resumeSchedule', method: 'post', path: '/v1/schedules/{id}/resume', tag: 'Schedules', auth: 'key', usageName: 'schedules/resume', params: idParams,
    summary: 'Fire again from the next due time after now (resuming an active schedule changes nothing)', response: detailedSchedule, errors: [...scheduleErrors, 'invalid_parameter'],
  },
  runSchedule: {
    id: 'runSchedule', method: 'post', path: '/v1/schedules/{id}/run', tag: 'Schedules', auth: 'key', usageName: 'schedules/run', render: true, credits: true, params: idParams,
    summary: 'Extension: run now, as if due (costs what a run costs; next_run_at unchanged); answers the finished run',
    response: scheduleRun, errors: [...scheduleErrors, 'invalid_parameter', 'concurrent_limit_exceeded', 'service_unavailable'],
  },
  deleteSchedule: {
    id: 'deleteSchedule', method: 'delete', path: '/v1/schedules/{id}', tag: 'Schedules', auth: 'key', usageName: 'schedules', params: idParams, messageOnly: true,
    summary: 'Delete a schedule: it never fires again; its runs go with it', errors: scheduleErrors,
  },
});

/** A schedule request as the handler receives it (validated, defaults of its config filled in). */
export type ScheduleBody = BodyOf<typeof scheduleOperations.createSchedule>;
