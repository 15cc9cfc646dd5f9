import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { GleanerError, HEADER_MESSAGES, isHeaderName, ONE_LINE_TEXT_MESSAGE, validationError, type FieldProblem } from '@gleaner/platform';
import type { JsonSchema, Operation } from './operation.js';
import { addGleanerFormats } from './formats.js';
import { addStoredUrlKeyword } from './stored-url.js';
import { WEBHOOK_HEADER_MESSAGES } from './webhook-headers.js';

// Validates requests against the operation schemas. Every problem is listed at once;
// a missing required field is missing_parameter, a bad URL invalid_url, the rest invalid_parameter.

type Part = 'params' | 'query' | 'body';

const bodyAjv = addStoredUrlKeyword(addGleanerFormats(new Ajv({ allErrors: true, useDefaults: true, strict: false })));
const queryAjv = addStoredUrlKeyword(addGleanerFormats(new Ajv({ allErrors: true, useDefaults: true, coerceTypes: true, strict: false })));

function fieldOf(e: ErrorObject): string {
  const base = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
  // A property name that failed propertyNames is named as the field (headers.<name>).
  const extra =
    e.keyword === 'required' ? (e.params as { missingProperty: string }).missingProperty : e.keyword === 'additionalProperties' ? (e.params as { additionalProperty: string }).additionalProperty : (e.propertyName ?? '');
  return [base, extra].filter(Boolean).join('.') || '(body)';
}

function messageOf(e: ErrorObject): string {
  switch (e.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not a known field';
    case 'not':
      return e.propertyName !== undefined ? 'is a reserved name' : 'is not allowed';
    case 'enum':
      return `must be one of: ${(e.params as { allowedValues: unknown[] }).allowedValues.join(', ')}`;
    case 'format':
      return formatMessage((e.params as { format: string }).format, e.propertyName);
    case 'pattern':
      // Never the regex itself: the field's description (and the OpenAPI document) says the form.
      return 'is not in the expected form';
    default:
      return e.message ?? 'is invalid';
  }
}

function formatMessage(format: string, propertyName: string | undefined): string {
  if (format === 'http-url') return 'must be an http or https URL';
  if (format === 'http-header-name') return propertyName !== undefined && isHeaderName(propertyName) ? HEADER_MESSAGES.reserved : HEADER_MESSAGES.name;
  if (format === 'webhook-header-name') return propertyName !== undefined && isHeaderName(propertyName) ? WEBHOOK_HEADER_MESSAGES.reserved : HEADER_MESSAGES.name;
  if (format === 'http-header-value') return HEADER_MESSAGES.value;
  if (format === 'time-of-day') return 'must be a time of day as HH:MM, 24-hour (for example 09:30 or 17:05)';
  if (format === 'one-line-text') return ONE_LINE_TEXT_MESSAGE;
  if (format === 'time-zone') return 'is not a known IANA time zone (for example UTC, Europe/Berlin, America/New_York)';
  return `must be a valid ${format}`;
}

function codeOf(e: ErrorObject): 'missing_parameter' | 'invalid_url' | 'invalid_parameter' {
  if (e.keyword === 'required') return 'missing_parameter';
  if (e.keyword === 'format' && (e.params as { format: string }).format === 'http-url') return 'invalid_url';
  return 'invalid_parameter';
}

export function problemsToError(errors: ErrorObject[]): GleanerError {
  // Drop the noise ajv adds for unions (anyOf/oneOf summaries) when a specific problem exists.
  const specific = errors.filter((e) => !['anyOf', 'oneOf', 'if', 'propertyNames'].includes(e.keyword));
  const list = specific.length > 0 ? specific : errors;
  const ordered = [...list.filter((e) => e.keyword === 'required'), ...list.filter((e) => e.keyword !== 'required')];
  const seen = new Set<string>();
  const problems: (FieldProblem & { code: string })[] = [];
  for (const e of ordered) {
    const p = { field: fieldOf(e), message: messageOf(e), code: codeOf(e) };
    const k = `${p.field}|${p.message}`;
    if (!seen.has(k)) problems.push(p), seen.add(k);
  }
  const code = problems[0].code as 'missing_parameter' | 'invalid_url' | 'invalid_parameter';
  const first = problems[0];
  const message = problems.length === 1 ? `${first.field} ${first.message}` : `${problems.length} problems: ${problems.map((p) => `${p.field} ${p.message}`).join('; ')}`;
  return new GleanerError(code, message, { details: { field: first.field, errors: problems.map(({ field, message }) => ({ field, message })) } });
}

const DECIMAL_INTEGER = /^-?\d{1,16}$/;

/**
 * Integers in a query or a path are written in decimal: ajv's coercion would also take `0x10`,
 * `1e3` or ` 7` (Number() reads them), so a request could mean something else than it shows.
 */
function assertDecimalIntegers(schema: JsonSchema, values: Record<string, unknown>): void {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const problems: FieldProblem[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (properties[name]?.type === 'integer' && typeof value === 'string' && !DECIMAL_INTEGER.test(value)) problems.push({ field: name, message: 'must be an integer written in decimal digits' });
  }
  if (problems.length > 0) throw validationError(problems);
}

export class RequestValidator {
  private readonly compiled = new Map<string, ValidateFunction>();

  private compile(op: Operation, part: Part, schema: JsonSchema): ValidateFunction {
    const key = `${op.id}:${part}`;
    let fn = this.compiled.get(key);
    if (!fn) {
      fn = (part === 'body' ? bodyAjv : queryAjv).compile(schema);
      this.compiled.set(key, fn);
    }
    return fn;
  }

  /** Returns the value with defaults applied (and, for query and params, types coerced). */
  validate<T = Record<string, unknown>>(op: Operation, part: Part, value: unknown): T {
    const schema = op[part];
    if (!schema) return (value ?? {}) as T;
    if (part === 'body' && (value === null || typeof value !== 'object' || Array.isArray(value))) {
      throw new GleanerError('invalid_parameter', 'the request body must be a JSON object', { details: { field: '(body)', errors: [{ field: '(body)', message: 'must be a JSON object' }] } });
    }
    const target = value ?? {};
    if (part !== 'body') assertDecimalIntegers(schema, target as Record<string, unknown>);
    const fn = this.compile(op, part, schema);
    if (!fn(target)) throw problemsToError(fn.errors ?? []);
    return target as T;
  }
}
