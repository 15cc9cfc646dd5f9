import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

// An operation of the HTTP API: its route, who may call it, and the JSON Schemas of its
// query, body and response. Features bind handlers to operations by id; the server validates
// with these schemas and the OpenAPI document is generated from them. The schemas are written
// `as const`, so the types of what a handler receives are computed from them (BodyOf, QueryOf,
// ParamsOf): a request's shape is written once.

type SchemaObject = Exclude<JSONSchema, boolean>;

/**
 * A JSON Schema object (never a bare boolean): what ajv compiles and the OpenAPI generator reads.
 * json-schema-to-ts's own type, less its brand (an unexported symbol key, which declaration files
 * could not name).
 */
export type JsonSchema = { readonly [K in keyof SchemaObject as K extends string ? K : never]: SchemaObject[K] };

export type AuthKind = 'key' | 'admin' | 'none';

export interface Operation {
  readonly id: string;
  readonly method: 'get' | 'post' | 'patch' | 'delete';
  /** OpenAPI-style path with {params}, including /v1. */
  readonly path: string;
  readonly tag: string;
  readonly summary: string;
  readonly description?: string;
  readonly auth: AuthKind;
  /** Name used in usage reports (by_endpoint); absent for operations not counted. */
  readonly usageName?: string;
  /** Counts against the per-key limit of render operations in flight. */
  readonly render?: boolean;
  readonly params?: JsonSchema;
  readonly query?: JsonSchema;
  readonly body?: JsonSchema;
  /** Schema of `data` (or of the whole body when `rawResponse`). */
  readonly response?: JsonSchema;
  readonly successStatus?: 200 | 201;
  /** The success body carries credits_used and credits_remaining. */
  readonly credits?: boolean;
  /** The success body carries pagination (snake_case) or camel pagination (monitoring). */
  readonly paginated?: 'snake' | 'camel';
  /** The success body is {success, message} (no data). */
  readonly messageOnly?: boolean;
  /** Not wrapped in the envelope (health, metrics, openapi). */
  readonly rawResponse?: boolean;
  readonly errors?: readonly string[];
  /** Codes this operation answers with another status than the table's (402 insufficient_credits on POST /monitoring). */
  readonly statusOf?: Readonly<Record<string, number>>;
  /** Media type of a raw success (default application/json). */
  readonly produces?: string;
  /** A raw route whose own errors are not the JSON envelope (the change page's HTML). */
  readonly errorsAs?: string;
  /** Also answers HEAD (raw routes: the change page, downloads). */
  readonly head?: boolean;
  /**
   * Where the path lives: under GLEANER_BASE_URL + /v1 (the default; the path includes /v1), at
   * GLEANER_BASE_URL itself (any path outside /v1: health, metrics), or under
   * GLEANER_DOWNLOAD_BASE_URL ('downloads': the path is relative to it).
   */
  readonly server?: 'downloads';
}

/** Keeps each operation's literal type (its schemas' included), so handlers get typed requests. */
export function defineOperations<const T extends Record<string, Operation>>(ops: T): T {
  return ops;
}

/**
 * What a schema validates, as a type. Properties with a `default` are present (ajv's useDefaults
 * fills them in before a handler runs); custom formats (http-url, http-header-name...) are strings.
 */
export type Validated<S extends JsonSchema> = FromSchema<S>;

/** The request body of an operation after validation (`unknown` when it declares none). */
export type BodyOf<O extends Operation> = O extends { readonly body: infer S extends JsonSchema } ? FromSchema<S> : unknown;
/** The query of an operation after validation and coercion (empty when it declares none). */
export type QueryOf<O extends Operation> = O extends { readonly query: infer S extends JsonSchema } ? FromSchema<S> : Record<string, never>;
/** The path parameters of an operation after validation (empty when it declares none). */
export type ParamsOf<O extends Operation> = O extends { readonly params: infer S extends JsonSchema } ? FromSchema<S> : Record<string, never>;
