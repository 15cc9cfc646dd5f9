import type { JsonSchema } from './operation.js';

// Schemas shared by every area.

export const timestamp: JsonSchema = { type: 'string', format: 'date-time' };
export const nullableTimestamp: JsonSchema = { type: ['string', 'null'], format: 'date-time' };
export const id: JsonSchema = { type: 'string', pattern: '^[a-z]+_[0-9a-f]{24}$' };
/** An http(s) URL; failures of this format answer invalid_url. */
export const httpUrl: JsonSchema = { type: 'string', format: 'http-url', maxLength: 8192 };
export const isoDateOrTime: JsonSchema = { type: 'string', format: 'iso-date-or-time' };

export const pageQuery: Record<string, JsonSchema> = {
  page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1, description: 'page number, 1 to 1,000,000' },
  limit: { type: 'integer', minimum: 1, maximum: 100, default: 20, description: 'items per page, 1 to 100' },
};

export const sortQuery = (fields: string[]): Record<string, JsonSchema> => ({
  sort: { type: 'string', enum: fields, default: 'created_at' },
  order: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
});

export const pagination: JsonSchema = {
  type: 'object',
  required: ['page', 'limit', 'total', 'total_pages'],
  properties: { page: { type: 'integer' }, limit: { type: 'integer' }, total: { type: 'integer' }, total_pages: { type: 'integer' } },
};

export const camelPagination: JsonSchema = {
  type: 'object',
  required: ['page', 'limit', 'total', 'totalPages'],
  properties: { page: { type: 'integer' }, limit: { type: 'integer' }, total: { type: 'integer' }, totalPages: { type: 'integer' } },
};

export const errorEnvelope: JsonSchema = {
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
};

export const idParams: JsonSchema = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 100 } } };

export function object(properties: Record<string, JsonSchema>, required: string[] = [], extra: JsonSchema = {}): JsonSchema {
  return { type: 'object', additionalProperties: false, properties, required, ...extra };
}
