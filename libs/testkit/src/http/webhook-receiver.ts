import http from 'node:http';
import type net from 'node:net';

// A webhook receiver for tests (the dispatcher's, the schedules' over HTTP, the black-box checks): a node:http server on 127.0.0.1 that keeps every request's raw
// body and headers, and answers as the test's script says (a status and headers, or no answer).

export interface ReceivedHit {
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The raw bytes, as a receiver verifying the signature must read them. */
  body: Buffer;
}

export type Answer = { status: number; headers?: Record<string, string> } | 'hang';

export interface Receiver {
  url: string;
  origin: string;
  hits: ReceivedHit[];
  /** Hits whose x-gleaner-delivery header is `id`. */
  hitsOf(id: string): ReceivedHit[];
  /** Connections accepted, answered or not. */
  connections: number;
  close(): Promise<void>;
}

/** `answer(hit, n)` decides each reply (n: 1 for the first hit of that delivery id); default 200. */
export async function startReceiver(answer: (hit: ReceivedHit, n: number) => Answer = () => ({ status: 200 })): Promise<Receiver> {
  const hits: ReceivedHit[] = [];
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const hit = { path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks) };
      hits.push(hit);
      const n = hits.filter((h) => h.headers['x-gleaner-delivery'] === hit.headers['x-gleaner-delivery']).length;
      const reply = answer(hit, n);
      if (reply === 'hang') return;
      // Not chained: restify, when loaded in the same process, makes writeHead return undefined.
      res.writeHead(reply.status, reply.headers);
      res.end('ok');
    });
  });
  server.on('connection', (socket: net.Socket) => {
    connections++;
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    url: `${origin}/hook`,
    origin,
    hits,
    hitsOf: (id) => hits.filter((h) => h.headers['x-gleaner-delivery'] === id),
    get connections() {
      return connections;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
