import pino, { type Logger } from 'pino';
import { activeTraceIds } from './tracing.js';

// pino with secrets redacted wherever they may appear in a log line.
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'authorization',
  'api_key',
  'apiKey',
  'test_api_key',
  'webhook_secret',
  'webhookUrl',
  'slackWebhookUrl',
  'webhookHeaders',
  '*.api_key',
  '*.webhook_secret',
  '*.webhookUrl',
  '*.slackWebhookUrl',
  '*.webhookHeaders',
  '*.password',
  'token',
];

export type { Logger };

const NO_FIELDS = Object.freeze({});

export function createLogger(level = 'info', destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'gleaner' },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
      // trace_id and span_id of the active span, when tracing is on and a span is active.
      mixin: () => activeTraceIds() ?? NO_FIELDS,
      // (pino's default merge writes into the mixin's object: the shared empty one is left alone.)
      mixinMergeStrategy: (fields, ids) => (ids === NO_FIELDS ? fields : Object.assign(ids, fields)),
    },
    destination,
  );
}

/** A logger that writes nothing, for tests and tools. */
export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}
