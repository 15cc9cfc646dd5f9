// Opens a CONNECT tunnel through an upstream HTTP proxy to an already-checked address, so the
// proxy never resolves the name itself (the address stays pinned on the proxy path too).
import http from 'node:http';
import type net from 'node:net';
import { GleanerError } from '@gleaner/platform';

export interface TunnelTarget {
  address: string;
  family: 4 | 6;
  port: number;
}

export function proxyAuthorization(proxy: URL): string | undefined {
  if (!proxy.username) return undefined;
  const user = decodeURIComponent(proxy.username);
  const pass = decodeURIComponent(proxy.password);
  return 'Basic ' + Buffer.from(`${user}:${pass}`).toString('base64');
}

export function authority(target: TunnelTarget): string {
  return target.family === 6 ? `[${target.address}]:${target.port}` : `${target.address}:${target.port}`;
}

/** Resolves with a raw socket to the target once the proxy answers 200 to CONNECT. */
export function openTunnel(proxyUrl: string, target: TunnelTarget, signal?: AbortSignal): Promise<net.Socket> {
  const proxy = new URL(proxyUrl);
  const path = authority(target);
  const headers: Record<string, string> = { Host: path };
  const auth = proxyAuthorization(proxy);
  if (auth) headers['Proxy-Authorization'] = auth;
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: proxy.hostname.replace(/^\[|\]$/g, ''),
      port: Number(proxy.port || 80),
      method: 'CONNECT',
      path,
      headers,
      signal,
      agent: false,
    });
    req.once('connect', (res, socket, head) => {
      if (res.statusCode !== 200) {
        socket.destroy();
        reject(new GleanerError('url_not_accessible', `proxy refused the tunnel to ${path} (status ${res.statusCode})`));
        return;
      }
      if (head.length) socket.unshift(head);
      resolve(socket);
    });
    req.once('response', (res) => {
      res.resume();
      reject(new GleanerError('url_not_accessible', `proxy answered ${res.statusCode} to CONNECT ${path}`));
    });
    req.once('error', reject);
    req.end();
  });
}
