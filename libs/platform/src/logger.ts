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

/**
 * A customer's URL as a log line may hold it: scheme, host and path. The query string, the
 * fragment and any user:password go (a query often carries a token or a signature).
 */
export function loggableUrl(url: string): string {
  if (/^https?:\/\//i.test(url)) {
    try {
      const u = new URL(url);
      return `${u.origin}${u.pathname}`;
    } catch {
      /* not a URL after all: cut below */
    }
  }
  // Another scheme (data:, file:): its name only. host:port (a CONNECT) or not a URL: up to its first ? or #.
  const scheme = /^([a-z][a-z0-9+.-]*):(?!\d)/i.exec(url);
  if (scheme) return `${scheme[1]}:...`;
  return url.split(/[?#]/)[0].replace(/^[^/]*@/, '').slice(0, 200);
}
