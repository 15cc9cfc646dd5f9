import { validationError, type FieldProblem } from './errors.js';

// The rules for request headers a caller asks the service to send to a page. Names are HTTP
// tokens and values field values (RFC 9110); headers that frame, route or hold the connection
// are the service's own: forwarding them as given would let a caller smuggle a second request
// through a proxy (a GET with both Content-Length and Transfer-Encoding) or pick another host.

const TOKEN = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/;
/** Visible ASCII, space, tab and obs-text: no CR, LF, NUL or other control character. */
const FIELD_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

export const RESERVED_REQUEST_HEADERS: readonly string[] = ['host', 'content-length', 'transfer-encoding', 'connection', 'upgrade', 'te', 'keep-alive', 'trailer', 'proxy-*'];

export function isReservedRequestHeader(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('proxy-') || RESERVED_REQUEST_HEADERS.includes(lower);
}

export function isHeaderName(name: string): boolean {
  return TOKEN.test(name);
}

export function isHeaderValue(value: string): boolean {
  return FIELD_VALUE.test(value);
}

export const HEADER_MESSAGES = {
  name: 'is not a valid header name (an HTTP token: letters, digits and !#$%&\'*+.^_`|~-)',
  reserved: `is set by the service and cannot be sent (${RESERVED_REQUEST_HEADERS.join(', ')})`,
  value: 'is not a valid header value (no CR, LF, NUL or other control characters)',
} as const;

/** Every problem of a caller's headers, fields named `headers.<name>`. */
export function requestHeaderProblems(headers: Record<string, unknown>): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const [name, value] of Object.entries(headers)) {
    const field = `headers.${name}`;
    if (!isHeaderName(name)) problems.push({ field, message: HEADER_MESSAGES.name });
    else if (isReservedRequestHeader(name)) problems.push({ field, message: HEADER_MESSAGES.reserved });
    if (typeof value !== 'string' || !isHeaderValue(value)) problems.push({ field, message: HEADER_MESSAGES.value });
  }
  return problems;
}

/** Throws 400 invalid_parameter naming each bad header: the check of the last layer before the network. */
export function assertRequestHeaders(headers: Record<string, unknown> | undefined): void {
  if (!headers) return;
  const problems = requestHeaderProblems(headers);
  if (problems.length > 0) throw validationError(problems);
}
