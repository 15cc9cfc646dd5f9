import { RESERVED_REQUEST_HEADERS } from '@gleaner/platform';
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
    propertyNames: { type: 'string', maxLength: 100, format: 'http-header-name' },
    additionalProperties: { type: 'string', maxLength: 8192, format: 'http-header-value' },
    description: `extra request headers sent to the page: names are HTTP tokens, values have no control characters; these are refused: ${RESERVED_REQUEST_HEADERS.join(', ')}`,
  },
  proxy: { type: 'boolean', default: false, description: 'route through the rotating proxy list (GLEANER_PROXY_URLS)' },
};
