import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { errorBody, GleanerError, type Logger } from '@gleaner/platform';
import { sendError } from './respond.js';

// What Node answers itself, before any route sees the request, answered here in the JSON envelope
// as every other error: heads its parser refuses (a bare LF or a NUL, headers over the size limit,
// a head that never finishes), HTTP/1.1 without Host, an Expect it does not meet. Node's own
// answers to these have empty bodies. Upgrade requests are served as ordinary ones.

function errorFor(code: string | undefined): GleanerError {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return new GleanerError('request_headers_too_large', 'the request line and headers are larger than the server accepts (16 KB)');
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new GleanerError('request_timeout', 'the request head or body did not arrive in time');
    default:
      return new GleanerError('invalid_parameter', 'the request is not valid HTTP/1.1 (its request line or a header could not be parsed)');
  }
}

export function answerProtocolEdges(server: Server, logger: Logger, requestId: (req: IncomingMessage) => string): void {
  // Answered by refuseMissingHost instead (@types/node does not declare the field).
  (server as unknown as { requireHostHeader: boolean }).requireHostHeader = false;
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    sendError(res, new GleanerError('expectation_failed', `Expect: ${String(req.headers.expect).slice(0, 100)} is not supported (only 100-continue)`), undefined, { 'X-Request-Id': requestId(req) });
  });
  // restify listens for 'upgrade' to re-emit it, and nothing here takes the socket: Node then
  // hands it over and nobody answers (the request hangs, and holds the server's close). Without
  // a listener Node serves an Upgrade request as an ordinary one, which HTTP allows.
  server.removeAllListeners('upgrade');
  answerClientErrors(server, logger);
}

/** HTTP/1.1 requires Host (RFC 9112 3.2): true when the request lacked it and was answered. */
export function refuseMissingHost(req: IncomingMessage, res: ServerResponse, requestId: (req: IncomingMessage) => string): boolean {
  if (req.headers.host !== undefined || req.httpVersion !== '1.1') return false;
  res.shouldKeepAlive = false;
  sendError(res, new GleanerError('invalid_parameter', 'an HTTP/1.1 request needs a Host header'), undefined, { 'X-Request-Id': requestId(req) });
  return true;
}

function answerClientErrors(server: Server, logger: Logger): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => {
    // Nothing can be written to a socket that is gone or whose response has begun (as Node's own handler).
    const current = (socket as Socket & { _httpMessage?: { _headerSent?: boolean } })._httpMessage;
    if (err.code === 'ECONNRESET' || !socket.writable || current?._headerSent) {
      socket.destroy();
      return;
    }
    const error = errorFor(err.code);
    const requestId = randomUUID();
    const body = JSON.stringify(errorBody(error));
    logger.debug({ request_id: requestId, code: err.code, status: error.status }, 'malformed request');
    socket.end(
      `HTTP/1.1 ${error.status} ${error.status === 431 ? 'Request Header Fields Too Large' : error.status === 408 ? 'Request Timeout' : 'Bad Request'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
