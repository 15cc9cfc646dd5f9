import type { JsonSchema } from './operation.js';

// Schemas shared by every area. All are literal (`as const`): request types are computed from them.

export const timestamp = { type: 'string', format: 'date-time' } as const satisfies JsonSchema;
export const nullableTimestamp = { type: ['string', 'null'], format: 'date-time' } as const satisfies JsonSchema;
export const id = { type: 'string', pattern: '^[a-z]+_[0-9a-f]{24}$' } as const satisfies JsonSchema;
/** An http(s) URL; failures of this format answer invalid_url. */
export const httpUrl = { type: 'string', format: 'http-url', maxLength: 8192 } as const satisfies JsonSchema;
/** A name a customer gives (a monitor, a schedule, a session): one line, 1 to `maxLength` characters (code points). */
export const nameOf = <const N extends number>(maxLength: N) =>
  ({ type: 'string', minLength: 1, maxLength, format: 'one-line-text', description: `1 to ${maxLength} characters on one line: no control characters, line separators or unpaired surrogates` }) as const satisfies JsonSchema;
export const isoDateOrTime = { type: 'string', format: 'iso-date-or-time' } as const satisfies JsonSchema;

export const pageQuery = {
  page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1, description: 'page number, 1 to 1,000,000' },
  limit: { type: 'integer', minimum: 1, maximum: 100, default: 20, description: 'items per page, 1 to 100' },
} as const satisfies Record<string, JsonSchema>;

export const sortQuery = <const F extends readonly string[]>(fields: F) =>
  ({
    sort: { type: 'string', enum: fields, default: 'created_at' },
    order: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
  }) as const satisfies Record<string, JsonSchema>;

export const pagination = {
  type: 'object',
  required: ['page', 'limit', 'total', 'total_pages'],
  properties: { page: { type: 'integer' }, limit: { type: 'integer' }, total: { type: 'integer' }, total_pages: { type: 'integer' } },
} as const satisfies JsonSchema;

export const camelPagination = {
  type: 'object',
  required: ['page', 'limit', 'total', 'totalPages'],
  properties: { page: { type: 'integer' }, limit: { type: 'integer' }, total: { type: 'integer' }, totalPages: { type: 'integer' } },
} as const satisfies JsonSchema;

export const errorEnvelope = {
  type: 'object',
  required: ['success', 'error'],
  properties: {
    success: { const: false },
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string' },
        message: { type: 'string' },
        details: { type: 'object', description: 'field (the first offending field) and errors [{field, message}] for validation failures' },
        retry_after: { type: 'integer', description: 'seconds (rate_limited)' },
      },
    },
  },
} as const satisfies JsonSchema;

export const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } } as const satisfies JsonSchema;

/** The schema `object()` makes: a closed object with these properties, of which `required` must be present. */
export type ObjectSchema<P extends Readonly<Record<string, JsonSchema>>, R extends readonly (keyof P & string)[], E extends JsonSchema = {}> = {
  readonly type: 'object';
  readonly additionalProperties: false;
  readonly properties: P;
  readonly required: R;
} & E;

/**
 * A closed object schema (additionalProperties: false); its literal type survives for FromSchema.
 * (NoInfer: an omitted `required` or `extra` is not guessed from where the schema is used.)
 */
export function object<const P extends Readonly<Record<string, JsonSchema>>, const R extends readonly (keyof P & string)[] = readonly [], const E extends JsonSchema = {}>(
  properties: P,
  required?: R,
  extra?: E,
): ObjectSchema<P, NoInfer<R>, NoInfer<E>> {
  return { type: 'object', additionalProperties: false, properties, required: required ?? [], ...extra } as ObjectSchema<P, R, E>;
}
