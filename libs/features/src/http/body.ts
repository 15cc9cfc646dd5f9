import type { IncomingMessage } from 'node:http';
import { GleanerError } from '@gleaner/platform';

// Reads a JSON body. Not JSON, or over the limit: 400 invalid_parameter (decisions.md).

export const MAX_BODY_BYTES = 1024 * 1024;

export async function readJsonBody(req: IncomingMessage, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (declared > maxBytes) throw new GleanerError('invalid_parameter', `the request body is larger than ${maxBytes} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new GleanerError('invalid_parameter', `the request body is larger than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  if (size === 0) return undefined;
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    throw new GleanerError('invalid_parameter', 'the request body is not valid JSON', { details: { field: '(body)', errors: [{ field: '(body)', message: 'is not valid JSON' }] } });
  }
}
