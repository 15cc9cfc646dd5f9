import { ERROR_STATUS } from '@gleaner/platform';
import type { JsonSchema, Operation } from './operation.js';
import { camelPagination, errorEnvelope, pagination } from './common.js';
import { errorCodesOf } from './operation-errors.js';
import { TIME_OF_DAY } from './formats.js';

// The OpenAPI 3.1 document, generated from the same schemas that validate requests.

export interface OpenApiInfo {
  version: string;
  /** GLEANER_BASE_URL (without /v1): /v1 routes live under it + /v1, health and metrics at it. */
  baseUrl: string;
  /** GLEANER_DOWNLOAD_BASE_URL: where download links point. */
  downloadBaseUrl?: string;
}

function toOpenApiSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toOpenApiSchema);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) {
    if (k === 'format' && v === 'http-url') out.format = 'uri';
    else if (k === 'format' && v === 'iso-date-or-time') out.description = 'ISO 8601 date or date-time';
    else if (k === 'format' && v === 'time-of-day') out.pattern = TIME_OF_DAY;
    else out[k] = toOpenApiSchema(v);
  }
  return out;
}

function successSchema(op: Operation): JsonSchema {
  if (op.rawResponse) return {};
  if (op.messageOnly) return { type: 'object', required: ['success', 'message'], properties: { success: { const: true }, message: { type: 'string' } } };
  const properties: Record<string, JsonSchema> = { success: { const: true }, data: op.response ?? {} };
  const required = ['success', 'data'];
  if (op.credits) {
    properties.credits_used = { type: 'integer' };
    properties.credits_remaining = { type: 'integer' };
    required.push('credits_used', 'credits_remaining');
  }
  if (op.paginated) {
    properties.pagination = op.paginated === 'camel' ? camelPagination : pagination;
    required.push('pagination');
  }
  return { type: 'object', required, properties };
}

function parameters(op: Operation): unknown[] {
  const out: unknown[] = [];
  for (const name of (op.path.match(/\{(\w+)\}/g) ?? []).map((p) => p.slice(1, -1))) {
    out.push({ name, in: 'path', required: true, schema: { type: 'string' } });
  }
  const query = op.query as { properties?: Record<string, JsonSchema>; required?: string[] } | undefined;
  for (const [name, schema] of Object.entries(query?.properties ?? {})) {
    out.push({ name, in: 'query', required: query?.required?.includes(name) ?? false, schema: toOpenApiSchema(schema) });
  }
  return out;
}

const RETRY_AFTER = { 'Retry-After': { description: 'seconds to wait before trying again', schema: { type: 'integer' } } };

/** One response per error status the operation can answer, naming its codes, plus `default` for the protocol's edges. */
function errorResponses(op: Operation): Record<string, unknown> {
  const byStatus = new Map<number, string[]>();
  for (const code of errorCodesOf(op)) {
    const status = op.statusOf?.[code] ?? ERROR_STATUS[code as keyof typeof ERROR_STATUS];
    if (status === undefined) throw new Error(`operation ${op.id}: error code ${code} is not in ERROR_STATUS`);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const content = op.errorsAs ? { [op.errorsAs]: { schema: { type: 'string' } } } : { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
  const out: Record<string, unknown> = {};
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    out[String(status)] = { description: codes.join(', '), ...(status === 429 || status === 503 ? { headers: RETRY_AFTER } : {}), content };
  }
  if (!op.rawResponse) {
    out.default = { description: 'another error in the same envelope (405 method_not_allowed, 408, 413, 417, 431: see docs/api.md)', content };
  }
  return out;
}

function pathItem(op: Operation): Record<string, unknown> {
  const success = op.rawResponse
    ? { description: 'success', content: { [op.produces ?? 'application/json']: { schema: op.produces && op.produces !== 'application/json' ? { type: 'string' } : {} } } }
    : { description: 'success', content: { 'application/json': { schema: toOpenApiSchema(successSchema(op)) } } };
  const item: Record<string, unknown> = {
    operationId: op.id,
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    parameters: parameters(op),
    security: op.auth === 'key' ? [{ apiKey: [] }] : op.auth === 'admin' ? [{ adminToken: [] }] : [],
    responses: { [String(op.successStatus ?? 200)]: success, ...errorResponses(op) },
  };
  if (op.body) item.requestBody = { required: true, content: { 'application/json': { schema: toOpenApiSchema(op.body) } } };
  return item;
}

/**
 * The document's path of an operation and, for those not under BASE_URL/v1, the path-level
 * `servers` that say where they live (health and metrics at BASE_URL, downloads under DOWNLOAD_BASE_URL).
 */
function placeOf(op: Operation, info: OpenApiInfo): { path: string; servers?: { url: string; description: string }[] } | undefined {
  if (op.server === 'downloads') {
    if (!info.downloadBaseUrl) return undefined;
    return { path: op.path, servers: [{ url: info.downloadBaseUrl, description: 'GLEANER_DOWNLOAD_BASE_URL' }] };
  }
  if (op.path === '/v1' || op.path.startsWith('/v1/')) return { path: op.path.slice(3) };
  return { path: op.path, servers: [{ url: info.baseUrl, description: 'GLEANER_BASE_URL (outside /v1)' }] };
}

export function buildOpenApi(ops: Operation[], info: OpenApiInfo): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of ops) {
    const place = placeOf(op, info);
    if (!place) continue;
    const entry = (paths[place.path] ??= place.servers ? { servers: place.servers } : {});
    entry[op.method] = pathItem(op);
    if (op.head) entry.head = { ...pathItem(op), operationId: `${op.id}Head`, summary: `${op.summary} (headers only)` };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Gleaner API', version: info.version, description: 'Web data extraction: scrape, extract, PDF, screenshots, schedules, monitoring, research.' },
    servers: [{ url: `${info.baseUrl}/v1` }],
    paths,
    components: {
      securitySchemes: {
        apiKey: { type: 'http', scheme: 'bearer', description: 'gl_live_… or gl_test_… key' },
        adminToken: { type: 'http', scheme: 'bearer', description: 'GLEANER_ADMIN_TOKEN' },
      },
      schemas: { Error: toOpenApiSchema(errorEnvelope) },
    },
  };
}
