import type { JsonSchema } from './operation.js';

// Page-loading options shared by scrape, extract, pdf and screenshot requests.

export const selector: JsonSchema = { type: 'string', minLength: 1, maxLength: 1000 };

export const loadOptions: Record<string, JsonSchema> = {
  wait_for: { ...selector, description: 'CSS selector to wait for after the page loads' },
  wait_timeout: { type: 'integer', minimum: 0, maximum: 300_000, description: 'ms to wait for wait_for (default: timeout)' },
  timeout: { type: 'integer', minimum: 100, maximum: 300_000, default: 30_000, description: 'ms for the page to load' },
  headers: {
    type: 'object',
    maxProperties: 50,
    propertyNames: { pattern: '^[A-Za-z0-9!#$%&\'*+.^_`|~-]{1,100}$' },
    additionalProperties: { type: 'string', maxLength: 8192 },
    description: 'extra request headers sent to the page',
  },
  proxy: { type: 'boolean', default: false, description: 'route through the rotating proxy list (GLEANER_PROXY_URLS)' },
};
