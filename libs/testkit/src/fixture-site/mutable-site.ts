import http from 'node:http';
import type net from 'node:net';

// A site whose pages the test rewrites between requests (monitoring: a page that changes, an API
// whose answer changes, a page that goes down). 127.0.0.1, a random port.

export interface MutablePage {
  status?: number;
  contentType?: string;
  /** More answer headers (a `location` with a 3xx status makes a redirect). */
  headers?: Record<string, string>;
  body: string;
}

export interface MutableSite {
  url: string;
  /** Serves `page` at `path` from now on (a function: computed at each request; a promise holds the answer until it settles). */
  set(path: string, page: MutablePage | (() => MutablePage | Promise<MutablePage>)): void;
  hits(path: string): number;
  close(): Promise<void>;
}

/** An HTML document around `body`. */
export function htmlPage(title: string, body: string): MutablePage {
  return { body: `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>` };
}

export function jsonPage(value: unknown): MutablePage {
  return { contentType: 'application/json', body: JSON.stringify(value) };
}

export async function startMutableSite(): Promise<MutableSite> {
  const pages = new Map<string, MutablePage | (() => MutablePage | Promise<MutablePage>)>();
  const counts = new Map<string, number>();
  const sockets = new Set<net.Socket>();
  const server = http.createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://site').pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const found = pages.get(path);
    const page = typeof found === 'function' ? await found() : found;
    // Not chained: restify, when loaded in the same process, makes writeHead return undefined.
    if (!page) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    res.writeHead(page.status ?? 200, { 'content-type': page.contentType ?? 'text/html; charset=utf-8', 'cache-control': 'no-store', ...page.headers });
    res.end(page.body);
  });
  server.on('connection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    set: (path, page) => void pages.set(path, page),
    hits: (path) => counts.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
