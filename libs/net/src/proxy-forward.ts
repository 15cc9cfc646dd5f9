// The two forwarding paths of GuardProxy, after the guard allowed a target: a plain
// (absolute-URI) request, piped to the checked address, and a CONNECT tunnel, piped raw.
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
import type { Duplex } from 'node:stream';
import { bareHost, type CheckedTarget } from './guard.js';
import { openTunnel } from './upstream-tunnel.js';

const HOP_BY_HOP = ['connection', 'proxy-connection', 'keep-alive', 'proxy-authorization', 'proxy-authenticate', 'te', 'trailer', 'transfer-encoding', 'upgrade'];

/** Headers without hop-by-hop ones (and those the Connection header names). */
export function endToEndHeaders(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const named = String(headers.connection ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  const out: http.OutgoingHttpHeaders = {};
  for (const [k, v] of Object.entries(headers)) if (v !== undefined && !HOP_BY_HOP.includes(k) && !named.includes(k)) out[k] = v;
  return out;
}

/**
 * A site's answer headers as forwarded: end-to-end ones, without X-Gleaner-* (the proxy's own
 * verdicts, X-Gleaner-Blocked and X-Gleaner-Error, which the browser side trusts).
 */
export function answerHeaders(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const out = endToEndHeaders(headers);
  for (const k of Object.keys(out)) if (k.startsWith('x-gleaner-')) delete out[k];
  return out;
}

export interface ForwardAgents {
  http: http.Agent;
  https: https.Agent;
}

function portOf(url: URL): number {
  return Number(url.port || (url.protocol === 'https:' ? 443 : 80));
}

/** Forwards an absolute-URI request to the pinned address; rejects if no answer head came. */
export async function forwardRequest(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  target: CheckedTarget,
  agents: ForwardAgents,
  upstream: string | undefined,
  idleMs: number,
): Promise<void> {
  const { url } = target;
  const isHttps = url.protocol === 'https:';
  const host = bareHost(url);
  const options: https.RequestOptions = {
    host: target.address,
    family: target.family,
    port: portOf(url),
    path: url.pathname + url.search,
    method: req.method,
    headers: { ...endToEndHeaders(req.headers), host: url.host },
    servername: net.isIP(host) ? undefined : host,
  };
  if (upstream) {
    const raw = await openTunnel(upstream, { address: target.address, family: target.family, port: portOf(url) });
    const socket = isHttps ? tls.connect({ socket: raw, servername: options.servername, ALPNProtocols: ['http/1.1'] }) : raw;
    options.createConnection = () => socket;
    options.headers = { ...options.headers, connection: 'close' };
  } else {
    options.agent = isHttps ? agents.https : agents.http;
  }
  await new Promise<void>((resolve, reject) => {
    const out = (isHttps ? https : http).request(options, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answerHeaders(answer.headers));
      answer.pipe(res);
      answer.once('error', () => res.destroy());
      resolve();
    });
    out.once('error', reject);
    // An idle target (no answer, or a stalled body) is dropped, so sockets do not pile up.
    out.setTimeout(idleMs, () => out.destroy(new Error(`no data from the target for ${idleMs} ms`)));
    res.once('close', () => {
      if (!res.writableFinished) out.destroy();
    });
    req.pipe(out);
  });
}

/** Connects a CONNECT client to the pinned address (or through an upstream tunnel). */
export async function forwardTunnel(client: Duplex, head: Buffer, target: CheckedTarget, port: number, upstream: string | undefined, idleMs: number): Promise<void> {
  const remote: net.Socket = upstream
    ? await openTunnel(upstream, { address: target.address, family: target.family, port })
    : await new Promise<net.Socket>((resolve, reject) => {
        const s = net.connect({ host: target.address, port, family: target.family });
        s.once('connect', () => {
          s.off('error', reject);
          resolve(s);
        });
        s.once('error', reject);
      });
  if (client.destroyed) {
    remote.destroy();
    return;
  }
  client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
  if (head.length) remote.write(head);
  remote.setTimeout(idleMs, () => remote.destroy());
  remote.on('error', () => client.destroy());
  client.on('error', () => remote.destroy());
  remote.once('close', () => client.destroy());
  client.once('close', () => remote.destroy());
  remote.pipe(client);
  client.pipe(remote);
}
