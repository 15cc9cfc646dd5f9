import type { ServerResponse } from 'node:http';
import { errorBody, GleanerError, isGleanerError, type Logger } from '@gleaner/platform';
import type { Operation } from '@gleaner/contract';
import type { HandlerResult } from './context.js';

// Writes envelopes directly on the node response: restify's formatters are bypassed so the
// body is exactly the spec's, whatever restify would have added. On the hot path every object
// here is built once per request (headers are added to, not copied).

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Headers as the flat [name, value, ...] list writeHead also takes. Measured here: Node's
 * writeHead walks a headers object much more slowly than this list (a small JSON answer with six
 * headers: about 10 CPU-µs more a request).
 */
function flat(headers: Record<string, string | number>, contentType: string, contentLength?: number): string[] {
  const list: string[] = [];
  for (const name in headers) list.push(name, String(headers[name]));
  list.push('Content-Type', contentType);
  if (contentLength !== undefined) list.push('Content-Length', String(contentLength));
  return list;
}

/** Writes a JSON body with the caller's headers. */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string | number> = {}): void {
  sendJsonText(res, status, JSON.stringify(body), headers);
}

function sendJsonText(res: ServerResponse, status: number, payload: string, headers: Record<string, string | number>): void {
  res.writeHead(status, flat(headers, JSON_TYPE, Buffer.byteLength(payload)));
  res.end(payload);
}

export function sendError(res: ServerResponse, err: unknown, log?: Logger, baseHeaders: Record<string, string> = {}): number {
  const error = isGleanerError(err) ? err : new GleanerError('internal_error', 'internal error');
  if (!isGleanerError(err)) log?.error({ err }, 'unhandled error');
  const headers: Record<string, string> = { ...baseHeaders, ...error.headers };
  if (error.retryAfter !== undefined) headers['Retry-After'] = String(Math.max(1, Math.ceil(error.retryAfter)));
  if (!res.headersSent) sendJson(res, error.status, errorBody(error), headers);
  return error.status;
}

/** Writes a handler's result in the success envelope; `headers` (owned by the caller) gets the result's added. */
export function sendResult(res: ServerResponse, op: Operation, result: HandlerResult, headers: Record<string, string> = {}): number {
  const status = result.status ?? op.successStatus ?? 200;
  if (result.headers) Object.assign(headers, result.headers);
  if (result.raw) {
    res.writeHead(status, flat(headers, result.raw.contentType));
    res.end(result.raw.body);
    return status;
  }
  const body: Record<string, unknown> = { success: true };
  const data = op.messageOnly ? undefined : result.data;
  if (data !== undefined && data !== null && typeof data === 'object' && Object.isFrozen(data)) {
    // Immutable data: its JSON is made once and spliced into each envelope.
    sendJsonText(res, status, envelopeWith(body, result, serialized(data)), headers);
    return status;
  }
  if (data !== undefined) body.data = data;
  sendJson(res, status, withMembers(body, result), headers);
  return status;
}

/** The envelope's members after `data`, in the spec's order. */
function withMembers(body: Record<string, unknown>, result: HandlerResult): Record<string, unknown> {
  if (result.message !== undefined) body.message = result.message;
  if (result.credits) {
    body.credits_used = result.credits.used;
    body.credits_remaining = result.credits.remaining;
  }
  if (result.pagination) body.pagination = result.pagination;
  if (result.extra) Object.assign(body, result.extra);
  return body;
}

const SUCCESS_OPEN = '{"success":true';

/** The success envelope's text with `dataText` as its data member. */
function envelopeWith(body: Record<string, unknown>, result: HandlerResult, dataText: string): string {
  // Nothing after data (a read like the profile): no envelope to serialize at all.
  if (result.message === undefined && !result.credits && !result.pagination && !result.extra) return `${SUCCESS_OPEN},"data":${dataText}}`;
  // '{"success":true}' or '{"success":true,"message":...}': data goes right after success.
  const rest = JSON.stringify(withMembers(body, result)).slice(SUCCESS_OPEN.length);
  return `${SUCCESS_OPEN},"data":${dataText}${rest}`;
}

/** JSON of immutable (frozen) objects, made once per object. */
const serializedOnce = new WeakMap<object, string>();

function serialized(data: object): string {
  let text = serializedOnce.get(data);
  if (text === undefined) serializedOnce.set(data, (text = JSON.stringify(data)));
  return text;
}
