import { readFileSync } from 'node:fs';
import net from 'node:net';
import tls from 'node:tls';
import type { TestCertificates } from './test-certificates.js';

// A TLS front for a plaintext stand-in (CongoDB has no TLS): clients speak TLS to it, it speaks plain
// TCP to the stand-in. Without a target it only records what arrives after the handshake.

export interface TlsFront {
  port: number;
  /** Handshakes that succeeded, and those that failed (with the reason the server saw). */
  accepted: number;
  refused: string[];
  /** The first bytes each accepted client sent (when there is no target). */
  received: Buffer[];
  close(): Promise<void>;
}

export async function startTlsFront(certs: TestCertificates, target?: { host: string; port: number }): Promise<TlsFront> {
  const sockets = new Set<net.Socket>();
  const front: TlsFront = { port: 0, accepted: 0, refused: [], received: [], close: async () => {} };
  const server = tls.createServer({ cert: readFileSync(certs.certFile), key: readFileSync(certs.keyFile) }, (client) => {
    front.accepted++;
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    if (!target) {
      client.once('data', (chunk: Buffer) => front.received.push(chunk));
      return;
    }
    const upstream = net.connect(target.port, target.host);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  server.on('tlsClientError', (err) => front.refused.push(err.message));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  front.port = (server.address() as net.AddressInfo).port;
  front.close = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
  return front;
}
