import http from 'node:http';
import type { AddressInfo } from 'node:net';

// The farm's front door: a round-robin HTTP proxy in front of the API processes (what a Kubernetes
// Service or a load balancer does in production). Requests and responses are streamed both ways,
// never buffered. Each request goes to the next backend in turn; a backend that fails is skipped by
// later requests for `cooldownMs` (unless every backend is cooling down).
//
// A request whose backend cannot be reached, or fails before its response headers, is answered here
// with 502 and the API's error envelope (`{success: false, error: {code: 'bad_gateway', message}}`):
// it is not retried on another backend, since its body was streamed (it cannot be replayed) and a
// POST must not run twice. A backend that fails after its headers were sent cuts the response short
// (the client sees the connection end early). With no backend at all: 503 service_unavailable.

export interface RoundRobinProxyOptions {
  /** Backend origins, e.g. ['http://127.0.0.1:40001']. Changed later with setBackends. */
  backends?: string[];
  /** Port to listen on (default: a free one). */
  port?: number;
  /** Address to listen on (default 127.0.0.1). */
  host?: string;
  /** How long a failed backend is skipped (default 2000 ms). */
  cooldownMs?: number;
}

export interface RoundRobinProxy {
  url: string;
  port: number;
  backends(): string[];
  setBackends(backends: string[]): void;
  /** Requests sent to each backend so far (by origin). */
  sent(): Record<string, number>;
  close(): Promise<void>;
}

// Meaningful only between two neighbours: never forwarded (RFC 9110 7.6.1).
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

function endToEnd(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const named = new Set((String(headers.connection ?? '')).split(',').map((h) => h.trim().toLowerCase()));
  const out: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name) && !named.has(name)) out[name] = value;
  }
  return out;
}

function answerError(res: http.ServerResponse, status: number, code: string, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ success: false, error: { code, message } });
  const headers: http.OutgoingHttpHeaders = { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) };
  if (status === 503) headers['retry-after'] = '1';
  res.writeHead(status, headers);
  res.end(body);
}

export async function startRoundRobinProxy(options: RoundRobinProxyOptions = {}): Promise<RoundRobinProxy> {
  let backends = [...(options.backends ?? [])];
  const cooldownMs = options.cooldownMs ?? 2000;
  const failedAt = new Map<string, number>();
  const sent = new Map<string, number>();
  const agent = new http.Agent({ keepAlive: true });
  let next = 0;

  const pick = (): string | undefined => {
    const now = Date.now();
    for (let i = 0; i < backends.length; i++) {
      const candidate = backends[(next + i) % backends.length];
      if (now - (failedAt.get(candidate) ?? -Infinity) >= cooldownMs) {
        next = (next + i + 1) % backends.length;
        return candidate;
      }
    }
    // All cooling down: plain round robin (one of them may be back).
    const candidate = backends[next % backends.length];
    next = (next + 1) % Math.max(1, backends.length);
    return candidate;
  };

  const server = http.createServer((req, res) => {
    const backend = pick();
    if (!backend) return answerError(res, 503, 'service_unavailable', 'no API process is running behind this proxy');
    sent.set(backend, (sent.get(backend) ?? 0) + 1);
    const target = new URL(backend);
    const headers = endToEnd(req.headers);
    const forwardedFor = req.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = [forwardedFor, req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent });
    let clientGone = false;
    const fail = (err: Error) => {
      if (clientGone) return;
      failedAt.set(backend, Date.now());
      answerError(res, 502, 'bad_gateway', `the API process at ${backend} did not answer: ${(err as NodeJS.ErrnoException).code ?? err.message}`);
    };
    upstream.once('error', fail);
    upstream.once('response', (answer) => {
      answer.once('error', () => res.destroy());
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.headers));
      answer.pipe(res);
    });
    // The client went away before the answer ended: so does the upstream request.
    res.once('close', () => {
      if (res.writableFinished) return;
      clientGone = true;
      upstream.destroy();
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  // Where a client on this machine reaches it (a wildcard address is reached on loopback).
  const host = options.host === undefined || options.host === '0.0.0.0' || options.host === '' ? '127.0.0.1' : options.host === '::' ? '::1' : options.host;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    backends: () => [...backends],
    setBackends(list) {
      backends = [...list];
      next = 0;
    },
    sent: () => Object.fromEntries(sent),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}
