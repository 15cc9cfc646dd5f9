import type { Operation } from './operation.js';

// The error codes an operation can answer: its own list (`errors`) and those the server layer adds
// to every route of its kind. The OpenAPI document lists them by status.

const KEYED = ['unauthorized', 'api_key_expired', 'api_key_revoked', 'rate_limit_exceeded'];

function takesInput(op: Operation): boolean {
  return op.params !== undefined || op.query !== undefined || op.body !== undefined || op.method === 'post' || op.method === 'patch';
}

function hasRequired(op: Operation): boolean {
  return [op.body, op.query].some((s) => Array.isArray((s as { required?: unknown } | undefined)?.required) && ((s as { required: unknown[] }).required.length > 0));
}

export function errorCodesOf(op: Operation): string[] {
  const codes = new Set<string>();
  // Raw routes (health, metrics, the change page, downloads) answer only what they list.
  if (!op.rawResponse) {
    if (takesInput(op)) codes.add('invalid_parameter');
    if (hasRequired(op)) codes.add('missing_parameter');
    if (op.auth === 'key') KEYED.forEach((c) => codes.add(c));
    if (op.auth === 'admin') codes.add('unauthorized');
    if (op.render) codes.add('concurrent_limit_exceeded');
    if (op.credits) ['insufficient_credits', 'credits_expired'].forEach((c) => codes.add(c));
    if (op.path.includes('{')) codes.add('not_found');
  }
  for (const c of op.errors ?? []) codes.add(c);
  if (!op.rawResponse) {
    codes.add('internal_error');
    // The server's push-back when the process is overloaded (GLEANER_HTTP_IN_FLIGHT, GLEANER_HTTP_MAX_LAG_MS).
    codes.add('service_unavailable');
  }
  return [...codes];
}
