import { RESERVED_REQUEST_HEADERS } from '@gleaner/platform';
import type { JsonSchema, Validated } from './operation.js';
import type { httpUrl, ObjectSchema } from './common.js';

// Page-loading options shared by scrape, extract, pdf and screenshot requests.

export const selector = { type: 'string', minLength: 1, maxLength: 1000 } as const satisfies JsonSchema;

export const loadOptions = {
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
} as const satisfies Record<string, JsonSchema>;

/**
 * The page-loading fields every render request body has, as validated: the URL and the options
 * above (their defaults filled in). Scrape and extract add javascript.
 */
export type LoadFields = Validated<ObjectSchema<{ readonly url: typeof httpUrl } & typeof loadOptions, readonly ['url']>>;
