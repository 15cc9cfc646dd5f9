// A local HTTP forward proxy for Chromium: every request the browser makes (pages,
// sub-resources, iframes, websockets via CONNECT) passes the guard here and goes to the checked
// address; refused ones answer 403 with X-Gleaner-Blocked. Launch Chromium with
// --proxy-server=<url> and --proxy-bypass-list=<-loopback> (else loopback skips the proxy).
import { EventEmitter } from 'node:events';
import http from 'node:http';
import https from 'node:https';
import type net from 'node:net';
import type { Duplex } from 'node:stream';
import { isGleanerError } from '@gleaner/platform';
import type { NetworkGuard } from './guard.js';
import { forwardRequest, forwardTunnel, type ForwardAgents } from './proxy-forward.js';

export interface GuardProxyOptions {
  guard: NetworkGuard;
  /** Upstream HTTP proxies, used round-robin (for `proxy: true` jobs). */
  upstreams?: string[];
  /** Called for each request the guard refused (also emitted as 'refused'; 'failed' is emitted for unresolvable hosts). */
  onRefused?: (url: string, reason: string) => void;
  /** Idle limit of a tunnel or a forwarded request; default 60 s. */
  idleTimeoutMs?: number;
}

export interface GuardProxyStats {
  allowed: number;
  refused: number;
  /** Allowed by the guard, but the target could not be reached (or did not resolve). */
  failed: number;
}

/** Header values must be one line of visible ASCII. */
function headerSafe(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').slice(0, 300);
}

export class GuardProxy extends EventEmitter {
  private readonly guard: NetworkGuard;
  private readonly upstreams: string[];
  private readonly idleMs: number;
  private readonly server: http.Server;
  private readonly sockets = new Set<Duplex>();
  private readonly agents: ForwardAgents = {
    http: new http.Agent({ keepAlive: true, maxSockets: 128 }),
    https: new https.Agent({ keepAlive: true, maxSockets: 128 }),
  };
  private readonly counts: GuardProxyStats = { allowed: 0, refused: 0, failed: 0 };
  private upstreamIndex = 0;

  constructor(options: GuardProxyOptions) {
    super();
    this.guard = options.guard;
    this.upstreams = options.upstreams ?? [];
    this.idleMs = options.idleTimeoutMs ?? 60_000;
    if (options.onRefused) this.on('refused', options.onRefused);
    this.server = http.createServer({ keepAlive: true });
    this.server.keepAliveTimeout = 30_000;
    this.server.on('connection', (s: net.Socket) => this.track(s));
    this.server.on('request', (req, res) => void this.onRequest(req, res));
    this.server.on('connect', (req, socket, head) => void this.onConnect(req, socket, head));
    this.server.on('clientError', (_err, socket) => socket.destroy());
  }

  async start(): Promise<{ port: number; url: string }> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', () => {
        this.server.off('error', reject);
        resolve();
      });
    });
    const { port } = this.server.address() as net.AddressInfo;
    return { port, url: `http://127.0.0.1:${port}` };
  }

  async close(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const s of this.sockets) s.destroy();
    this.agents.http.destroy();
    this.agents.https.destroy();
    await closed;
  }

  stats(): GuardProxyStats {
    return { ...this.counts };
  }

  private track(socket: Duplex): void {
    this.sockets.add(socket);
    socket.once('close', () => this.sockets.delete(socket));
  }

  private nextUpstream(): string | undefined {
    if (this.upstreams.length === 0) return undefined;
    return this.upstreams[this.upstreamIndex++ % this.upstreams.length];
  }

  /** Status and header for a guard failure; emits 'refused' for a refusal. */
  private judge(url: string, err: unknown): { status: number; header: string; reason: string } {
    const message = err instanceof Error ? err.message : String(err);
    if (isGleanerError(err) && err.code === 'invalid_url') {
      this.counts.refused++;
      const reason = typeof err.details?.reason === 'string' ? `${err.details.reason}: ${message}` : message;
      this.emit('refused', url, reason);
      return { status: 403, header: 'X-Gleaner-Blocked', reason };
    }
    this.counts.failed++;
    this.emit('failed', url, message);
    return { status: 502, header: 'X-Gleaner-Error', reason: message };
  }

  private async onRequest(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const raw = req.url ?? '';
    if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(raw)) {
      (res.writeHead(400, { 'content-type': 'text/plain' }), res.end('this is a forward proxy: send an absolute URI\n'));
      return;
    }
    let target;
    try {
      target = await this.guard.checkUrl(raw);
    } catch (err) {
      const j = this.judge(raw, err);
      (res.writeHead(j.status, { [j.header]: headerSafe(j.reason), 'content-type': 'text/plain' }), res.end(`${j.reason}\n`));
      return;
    }
    this.counts.allowed++;
    try {
      await forwardRequest(req, res, target, this.agents, this.nextUpstream(), this.idleMs);
    } catch (err) {
      this.counts.failed++;
      if (!res.headersSent) (res.writeHead(502, { 'X-Gleaner-Error': headerSafe(String((err as Error).message)) }), res.end());
      else res.destroy();
    }
  }

  private async onConnect(req: http.IncomingMessage, client: Duplex, head: Buffer): Promise<void> {
    this.track(client);
    client.on('error', () => client.destroy());
    const hostPort = req.url ?? '';
    const url = `https://${hostPort}/`;
    let target;
    let port: number;
    try {
      target = await this.guard.checkUrl(url);
      port = Number(target.url.port || 443);
    } catch (err) {
      const j = this.judge(url, err);
      client.end(`HTTP/1.1 ${j.status} ${j.status === 403 ? 'Forbidden' : 'Bad Gateway'}\r\n${j.header}: ${headerSafe(j.reason)}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
      return;
    }
    this.counts.allowed++;
    try {
      await forwardTunnel(client, head, target, port, this.nextUpstream(), this.idleMs);
    } catch (err) {
      this.counts.failed++;
      client.end(`HTTP/1.1 502 Bad Gateway\r\nX-Gleaner-Error: ${headerSafe(String((err as Error).message))}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
    }
  }
}
