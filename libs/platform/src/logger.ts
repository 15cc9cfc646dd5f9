import pino, { type Logger } from 'pino';

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

export function createLogger(level = 'info', destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'gleaner' },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}

/** A logger that writes nothing, for tests and tools. */
export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}
