import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { errorBody, GleanerError, type Logger } from '@gleaner/platform';

// Requests Node's parser refuses before any route sees them (a bare LF or a NUL in the head,
// headers over the size limit, a head that never finishes): Node would answer with an empty
// body; this answers with the JSON envelope, as every other error.

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

export function answerClientErrors(server: Server, logger: Logger): void {
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
    logger.debug({ reqId: requestId, code: err.code, status: error.status }, 'malformed request');
    socket.end(
      `HTTP/1.1 ${error.status} ${error.status === 431 ? 'Request Header Fields Too Large' : error.status === 408 ? 'Request Timeout' : 'Bad Request'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
