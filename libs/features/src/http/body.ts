import type { IncomingMessage } from 'node:http';
import { GleanerError } from '@gleaner/platform';

// Reads a JSON body. Not JSON, or over the limit: 400 invalid_parameter (decisions.md).

export const MAX_BODY_BYTES = 1024 * 1024;

/** Refuses invalid UTF-8 instead of replacing it: JSON is UTF-8 (RFC 8259), and a replaced byte changes what the client sent. */
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** 400 invalid_parameter about the body as a whole (field `(body)`). */
function bodyProblem(what: string): GleanerError {
  return new GleanerError('invalid_parameter', `the request body ${what}`, { details: { field: '(body)', errors: [{ field: '(body)', message: what }] } });
}

/**
 * How long a body may take to arrive. A request holds one of the process's places (the overload guard)
 * while its body trickles in: without a deadline, a client sending a byte every few seconds holds it for
 * Node's 5 minutes. 1 MB in 30 s is 33 KB/s.
 */
export const BODY_DEADLINE_MS = 30_000;

export async function readJsonBody(req: IncomingMessage, maxBytes = MAX_BODY_BYTES, deadlineMs = BODY_DEADLINE_MS): Promise<unknown> {
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (declared > maxBytes) throw new GleanerError('invalid_parameter', `the request body is larger than ${maxBytes} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  // Past the deadline the connection is cut (the client is not reading answers either): the read below
  // ends with this error and the request gives its place back.
  const late = setTimeout(() => req.destroy(bodyProblem(`did not arrive within ${Math.round(deadlineMs / 1000)} s`)), deadlineMs);
  try {
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) throw new GleanerError('invalid_parameter', `the request body is larger than ${maxBytes} bytes`);
      chunks.push(chunk);
    }
  } finally {
    clearTimeout(late);
  }
  if (size === 0) return undefined;
  return parseJsonBody(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
}

/** A whole body's bytes read as the API reads them: UTF-8, JSON, at most MAX_BODY_DEPTH deep. */
export function parseJsonBody(bytes: Uint8Array): unknown {
  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    throw bodyProblem('is not valid UTF-8');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw bodyProblem('is not valid JSON');
  }
  if (depthOver(value, MAX_BODY_DEPTH)) throw bodyProblem(`is nested deeper than ${MAX_BODY_DEPTH} levels`);
  return value;
}

/**
 * JSON.parse takes any depth, but what then walks the value recursively (validation, a schema's
 * reader, JSON.stringify when it is stored) overflows the stack: 200,000 nested arrays fit in 1 MB.
 */
export const MAX_BODY_DEPTH = 64;

/** Whether `value` has containers nested more than `max` deep (iterative: no stack to overflow here). */
function depthOver(value: unknown, max: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  const stack: [object, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (depth > max) return true;
    for (const child of Object.values(node)) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}
