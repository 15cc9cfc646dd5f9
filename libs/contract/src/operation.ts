// An operation of the HTTP API: its route, who may call it, and the JSON Schemas of its
// query, body and response. Features bind handlers to operations by id; the server validates
// with these schemas and the OpenAPI document is generated from them.

export type JsonSchema = Record<string, unknown>;

export type AuthKind = 'key' | 'admin' | 'none';

export interface Operation {
  id: string;
  method: 'get' | 'post' | 'patch' | 'delete';
  /** OpenAPI-style path with {params}, including /v1. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  auth: AuthKind;
  /** Name used in usage reports (by_endpoint); absent for operations not counted. */
  usageName?: string;
  /** Counts against the per-key limit of render operations in flight. */
  render?: boolean;
  params?: JsonSchema;
  query?: JsonSchema;
  body?: JsonSchema;
  /** Schema of `data` (or of the whole body when `rawResponse`). */
  response?: JsonSchema;
  successStatus?: 200 | 201;
  /** The success body carries credits_used and credits_remaining. */
  credits?: boolean;
  /** The success body carries pagination (snake_case) or camel pagination (monitoring). */
  paginated?: 'snake' | 'camel';
  /** The success body is {success, message} (no data). */
  messageOnly?: boolean;
  /** Not wrapped in the envelope (health, metrics, openapi). */
  rawResponse?: boolean;
  errors?: string[];
}

export function defineOperations<T extends Record<string, Operation>>(ops: T): T {
  return ops;
}
