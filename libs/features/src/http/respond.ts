import type { ServerResponse } from 'node:http';
import { errorBody, GleanerError, isGleanerError, type Logger } from '@gleaner/platform';
import type { Operation } from '@gleaner/contract';
import type { HandlerResult } from './context.js';

// Writes envelopes directly on the node response: restify's formatters are bypassed so the
// body is exactly the spec's, whatever restify would have added.

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(payload) });
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

export function sendResult(res: ServerResponse, op: Operation, result: HandlerResult): number {
  const status = result.status ?? op.successStatus ?? 200;
  const headers = result.headers ?? {};
  if (result.raw) {
    res.writeHead(status, { ...headers, 'Content-Type': result.raw.contentType });
    res.end(result.raw.body);
    return status;
  }
  const body: Record<string, unknown> = { success: true };
  if (!op.messageOnly && result.data !== undefined) body.data = result.data;
  if (result.message !== undefined) body.message = result.message;
  if (result.credits) {
    body.credits_used = result.credits.used;
    body.credits_remaining = result.credits.remaining;
  }
  if (result.pagination) body.pagination = result.pagination;
  if (result.extra) Object.assign(body, result.extra);
  sendJson(res, status, body, headers);
  return status;
}
