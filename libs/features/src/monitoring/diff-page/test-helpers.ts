// For the tests: the handler on a real local server (loopback, a free port) and a change to show.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RawHandler } from './handler.js';
import type { DiffPageView } from './render.js';

/** Other paths the server answers (an image for the page's screenshot). */
export type StaticFiles = Record<string, { type: string; body: Buffer }>;

export async function startPageServer(handler: RawHandler, files: StaticFiles = {}): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const file = files[req.url ?? ''];
    if (file) {
      res.writeHead(200, { 'content-type': file.type, 'content-length': String(file.body.length) });
      res.end(file.body);
      return;
    }
    // Mounted as the API mounts it: GET and HEAD under /v1/changes/.
    if (!req.url?.startsWith('/v1/changes/') || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.statusCode = 405;
      res.end();
      return;
    }
    handler(req, res).catch((err) => {
      res.statusCode = 500;
      res.end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // kept-alive clients would hold close() open
      }),
  };
}

/** A price change with context, an added line of hostile text, and a long unbroken line. */
export function sampleView(over: Partial<DiffPageView> = {}): DiffPageView {
  return {
    monitorName: 'Desk lamp <b>price</b>',
    url: 'https://shop.example.com/lamp?colour=green&size=large',
    checkedAt: '2026-11-24T10:00:00.000Z',
    previousCheckedAt: '2026-11-24T09:00:00.000Z',
    summary: 'Price changed from $19.99 to $17.49',
    diff: {
      lines: [
        { op: 'equal', text: 'Desk lamp' },
        { op: 'removed', text: 'Price: $19.99 for members' },
        { op: 'added', text: 'Price: $17.49 for members' },
        { op: 'added', text: 'New: <script>alert(1)</script> "quotes" in a matching shade' },
        { op: 'equal', text: 'Ships in 2 days' },
      ],
      added: 2,
      removed: 1,
      truncated: false,
    },
    expiresAt: '2026-12-24T10:00:00.000Z',
    ...over,
  };
}
