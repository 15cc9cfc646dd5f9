import type { JsonSchema, Operation } from './operation.js';
import { camelPagination, errorEnvelope, pagination } from './common.js';

// The OpenAPI 3.1 document, generated from the same schemas that validate requests.

function toOpenApiSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toOpenApiSchema);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) {
    if (k === 'format' && v === 'http-url') out.format = 'uri';
    else if (k === 'format' && v === 'iso-date-or-time') out.description = 'ISO 8601 date or date-time';
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

export function buildOpenApi(ops: Operation[], info: { version: string; serverUrl: string }): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of ops) {
    const item: Record<string, unknown> = {
      operationId: op.id,
      tags: [op.tag],
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      parameters: parameters(op),
      security: op.auth === 'key' ? [{ apiKey: [] }] : op.auth === 'admin' ? [{ adminToken: [] }] : [],
      responses: {
        [String(op.successStatus ?? 200)]: { description: 'success', content: { 'application/json': { schema: toOpenApiSchema(successSchema(op)) } } },
        default: { description: `error (${['invalid_parameter', ...(op.errors ?? [])].join(', ')}, ...)`, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
      },
    };
    if (op.body) item.requestBody = { required: true, content: { 'application/json': { schema: toOpenApiSchema(op.body) } } };
    (paths[op.path.replace(/^\/v1/, '')] ??= {})[op.method] = item;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Gleaner API', version: info.version, description: 'Web data extraction: scrape, extract, PDF, screenshots, schedules, monitoring, research.' },
    servers: [{ url: info.serverUrl }],
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
