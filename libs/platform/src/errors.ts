// The error type of the service and the code -> HTTP status table of decisions.md.

export const ERROR_STATUS = {
  unauthorized: 401,
  api_key_expired: 401,
  api_key_revoked: 401,
  invalid_url: 400,
  invalid_parameter: 400,
  missing_parameter: 400,
  url_not_accessible: 400,
  question_too_long: 400,
  insufficient_credits: 403,
  credits_expired: 403,
  /** Extension: the key may not do this (a test key changing a live credential). */
  forbidden: 403,
  not_found: 404,
  /** Extension: the path exists, the method does not (with an Allow header). */
  method_not_allowed: 405,
  /** Extension: the request head or body did not arrive in time (Node's request timeout). */
  request_timeout: 408,
  already_exists: 409,
  research_not_ready: 409,
  already_deleted: 410,
  page_too_large: 413,
  /** Extension: an Expect header other than 100-continue. */
  expectation_failed: 417,
  /** Extension: the request line and headers are over the server's limit. */
  request_headers_too_large: 431,
  extraction_failed: 422,
  rate_limit_exceeded: 429,
  concurrent_limit_exceeded: 429,
  rate_limited: 429,
  internal_error: 500,
  blocked: 502,
  service_unavailable: 503,
  timeout: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldProblem {
  field: string;
  message: string;
}

export interface ErrorOptions {
  details?: Record<string, unknown>;
  /** Overrides the table (insufficient_credits is 402 on POST /monitoring). */
  status?: number;
  /** Seconds; sent as Retry-After. */
  retryAfter?: number;
  /** Extra members of the error object itself (rate_limited carries retry_after there). */
  extra?: Record<string, unknown>;
  /** Response headers that go with this error (rate limit state). */
  headers?: Record<string, string>;
  cause?: unknown;
}

export class GleanerError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: Record<string, unknown>;
  readonly retryAfter?: number;
  readonly extra?: Record<string, unknown>;
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, message: string, options: ErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'GleanerError';
    this.code = code;
    this.status = options.status ?? ERROR_STATUS[code];
    this.details = options.details;
    this.retryAfter = options.retryAfter;
    this.extra = options.extra;
    this.headers = options.headers;
  }
}

export function isGleanerError(err: unknown): err is GleanerError {
  return err instanceof GleanerError || (typeof err === 'object' && err !== null && (err as { name?: string }).name === 'GleanerError');
}

/** A validation failure listing every problem; the first names details.field. */
export function validationError(problems: FieldProblem[], code: 'invalid_parameter' | 'missing_parameter' = 'invalid_parameter'): GleanerError {
  const first = problems[0];
  const message = problems.length === 1 ? `${first.field}: ${first.message}` : `${problems.length} problems: ${problems.map((p) => `${p.field}: ${p.message}`).join('; ')}`;
  return new GleanerError(code, message, { details: { field: first?.field, errors: problems } });
}

export function notFound(what: string): GleanerError {
  return new GleanerError('not_found', `${what} not found`);
}

/** Serialisable form of an error, for bus replies and stored failures. */
export interface ErrorShape {
  code: ErrorCode;
  message: string;
  details?: Record<string, unknown>;
  retryAfter?: number;
}

export function toErrorShape(err: unknown): ErrorShape {
  if (isGleanerError(err)) return { code: err.code, message: err.message, details: err.details, retryAfter: err.retryAfter };
  return { code: 'internal_error', message: 'internal error' };
}

export function fromErrorShape(shape: ErrorShape): GleanerError {
  return new GleanerError(shape.code in ERROR_STATUS ? shape.code : 'internal_error', shape.message, { details: shape.details, retryAfter: shape.retryAfter });
}

/** An error's message followed by its cause's, for a one-line report (start-up failures). */
export function withCause(err: Error): string {
  const cause = err.cause instanceof Error ? err.cause.message : undefined;
  return cause ? `${err.message} (${cause})` : err.message;
}
