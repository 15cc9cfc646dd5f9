// Test helpers: small HTTP servers on loopback addresses (127.0.0.1, 127.0.0.2, ...) and a tiny
// unguarded upstream forward proxy. For tests and benchmarks only; nothing here checks targets.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type Route = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export interface LoopbackServer {
  host: string;
  port: number;
  /** http://host:port */
  origin: string;
  /** Paths requested, in order. */
  hits: string[];
  close(): Promise<void>;
}

export interface LoopbackServerOptions {
  /** Default 127.0.0.1; 127.0.0.2 works on Linux (all of 127/8 is loopback). */
  host?: string;
  /** path -> handler; a string is sent as text/html. Unknown paths answer 404. */
  routes: Record<string, Route | string>;
}

async function listen(server: net.Server, host: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return (server.address() as net.AddressInfo).port;
}

function closer(server: net.Server, sockets: Set<net.Socket>): () => Promise<void> {
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const s of sockets) s.destroy();
    });
}

function trackSockets(server: net.Server): Set<net.Socket> {
  const sockets = new Set<net.Socket>();
  server.on('connection', (s: net.Socket) => {
    sockets.add(s);
    s.once('close', () => sockets.delete(s));
  });
  return sockets;
}

export async function startLoopbackServer(options: LoopbackServerOptions): Promise<LoopbackServer> {
  const host = options.host ?? '127.0.0.1';
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    hits.push(req.url ?? '/');
    const route = options.routes[path];
    if (route === undefined) (res.writeHead(404, { 'content-type': 'text/plain' }), res.end('not found'));
    else if (typeof route === 'string') (res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }), res.end(route));
    else route(req, res);
  });
  server.keepAliveTimeout = 5_000;
  const sockets = trackSockets(server);
  const port = await listen(server, host);
  return { host, port, origin: `http://${host}:${port}`, hits, close: closer(server, sockets) };
}

export interface TestUpstreamProxy {
  port: number;
  url: string;
  /** CONNECT targets and absolute URIs seen, in order. */
  seen: string[];
  close(): Promise<void>;
}

/** A minimal forward proxy (CONNECT and absolute-URI GET), standing in for a paid proxy. */
export async function startTestUpstreamProxy(options: { requireAuth?: string } = {}): Promise<TestUpstreamProxy> {
  const seen: string[] = [];
  const authorized = (req: http.IncomingMessage) =>
    !options.requireAuth || req.headers['proxy-authorization'] === 'Basic ' + Buffer.from(options.requireAuth).toString('base64');
  const server = http.createServer((req, res) => {
    seen.push(req.url ?? '');
    if (!authorized(req)) return void (res.writeHead(407), res.end());
    const url = new URL(req.url ?? '');
    const out = http.request({ host: url.hostname, port: url.port || 80, path: url.pathname + url.search, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    out.on('error', () => (res.writeHead(502), res.end()));
    req.pipe(out);
  });
  server.on('connect', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    seen.push(`CONNECT ${req.url}`);
    if (!authorized(req)) return void client.end('HTTP/1.1 407 Proxy Authentication Required\r\n\r\n');
    const { hostname, port } = new URL(`http://${req.url}`);
    const remote = net.connect(Number(port), hostname.replace(/^\[|\]$/g, ''), () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) remote.write(head);
      remote.pipe(client);
      client.pipe(remote);
    });
    remote.on('error', () => client.destroy());
    client.on('error', () => remote.destroy());
  });
  const sockets = trackSockets(server);
  const port = await listen(server, '127.0.0.1');
  return { port, url: `http://127.0.0.1:${port}`, seen, close: closer(server, sockets) };
}

/** classify for tests on loopback: `publicIps` count as public, everything else is private. */
export function classifyTreating(publicIps: string[], fallback: (ip: string) => string): (ip: string) => string {
  return (ip) => (publicIps.includes(ip) ? 'public' : fallback(ip));
}

/** A throwaway self-signed certificate for the given DNS names (needs the openssl CLI). */
export function makeSelfSignedCert(names: string[]): { key: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gleaner-cert-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    const san = names.map((n) => `DNS:${n}`).join(',');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', `/CN=${names[0]}`, '-addext', `subjectAltName=${san}`], { stdio: 'ignore' });
    return { key: fs.readFileSync(key, 'utf8'), cert: fs.readFileSync(cert, 'utf8') };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
