import net from 'node:net';

// Bytes on a socket, for requests no HTTP client will write (bare LF, NUL in a header,
// conflicting lengths), and a small reader of what comes back: every response until the
// server closes, goes quiet, or the time is up.

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawOutcome {
  responses: RawResponse[];
  /** closed: the server closed the connection; quiet: it kept it open and said nothing more. */
  end: 'closed' | 'quiet' | 'reset';
  ms: number;
}

/** Parses as many whole responses as `data` holds (Content-Length or chunked bodies). */
function parseResponses(data: Buffer, closed: boolean): RawResponse[] {
  const out: RawResponse[] = [];
  let at = 0;
  while (at < data.length) {
    const headEnd = data.indexOf('\r\n\r\n', at);
    if (headEnd < 0) break;
    const [statusLine, ...lines] = data.subarray(at, headEnd).toString('latin1').split('\r\n');
    const headers: Record<string, string> = {};
    for (const l of lines) {
      const c = l.indexOf(':');
      if (c > 0) headers[l.slice(0, c).trim().toLowerCase()] = l.slice(c + 1).trim();
    }
    const status = Number(/^HTTP\/\d\.\d (\d{3})/.exec(statusLine)?.[1] ?? 0);
    let bodyStart = headEnd + 4;
    let body: Buffer;
    if (headers['transfer-encoding']?.includes('chunked')) {
      const parts: Buffer[] = [];
      for (;;) {
        const lineEnd = data.indexOf('\r\n', bodyStart);
        if (lineEnd < 0) return out;
        const size = parseInt(data.subarray(bodyStart, lineEnd).toString('latin1'), 16);
        if (!Number.isFinite(size) || lineEnd + 2 + size + 2 > data.length) return out;
        parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
        bodyStart = lineEnd + 2 + size + 2;
        if (size === 0) break;
      }
      body = Buffer.concat(parts);
    } else if (headers['content-length'] !== undefined) {
      const n = Number(headers['content-length']);
      if (bodyStart + n > data.length) return out;
      body = data.subarray(bodyStart, bodyStart + n);
      bodyStart += n;
    } else if (status === 100 || status === 101 || status === 204 || status === 304) {
      body = Buffer.alloc(0);
    } else {
      // No length: the body runs to the close.
      if (!closed) return out;
      body = data.subarray(bodyStart);
      bodyStart = data.length;
    }
    out.push({ status, headers, body: body.toString('utf8') });
    at = bodyStart;
  }
  return out;
}

/** Sends `bytes`, optionally half-closes, and gathers what comes back within `waitMs` (or until `quietMs` of silence after a response). */
export function rawExchange(port: number, bytes: Buffer, options: { waitMs?: number; quietMs?: number; halfClose?: boolean } = {}): Promise<RawOutcome> {
  const { waitMs = 5000, quietMs = 400, halfClose = false } = options;
  const started = performance.now();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let quiet: NodeJS.Timeout | undefined;
    let settled = false;
    const socket = net.connect(port, '127.0.0.1');
    const finish = (end: RawOutcome['end']) => {
      if (settled) return;
      settled = true;
      clearTimeout(quiet);
      clearTimeout(overall);
      socket.destroy();
      resolve({ responses: parseResponses(Buffer.concat(chunks), end !== 'quiet'), end, ms: Math.round(performance.now() - started) });
    };
    const overall = setTimeout(() => finish('quiet'), waitMs);
    socket.on('connect', () => {
      socket.write(bytes);
      if (halfClose) socket.end();
    });
    socket.on('data', (c: Buffer) => {
      chunks.push(c);
      clearTimeout(quiet);
      quiet = setTimeout(() => {
        if (parseResponses(Buffer.concat(chunks), false).length > 0) finish('quiet');
      }, quietMs);
    });
    socket.on('end', () => finish('closed'));
    socket.on('close', () => finish('closed'));
    socket.on('error', () => finish('reset'));
  });
}
