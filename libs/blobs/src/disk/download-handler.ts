import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorBody, GleanerError } from '@gleaner/platform';
import { contentDisposition } from '../content-disposition.js';
import type { DiskFileStore } from './disk-store.js';

// Serves the disk adapter's signed links (the API mounts this at GET /files/*). Any failure
// a client could cause (bad or tampered signature, expired link, deleted or missing file,
// malformed key) answers the same 404, so a link reveals nothing beyond "works" or "does not".

export function createDiskDownloadHandler(
  store: DiskFileStore,
  options: { /** Path prefix the handler is mounted at (default: the path of downloadBaseUrl, e.g. /files). */ mountPath?: string } = {},
): (req: IncomingMessage, res: ServerResponse) => void {
  const basePath = (options.mountPath ?? new URL(store.downloadBaseUrl).pathname).replace(/\/+$/, '');
  return (req, res) => {
    serve(store, basePath, req, res).catch((err: unknown) => {
      if (!res.headersSent) sendJson(res, 500, errorBody(new GleanerError('internal_error', 'could not read the file')), req.method === 'HEAD');
      else res.destroy(err as Error);
    });
  };
}

async function serve(store: DiskFileStore, basePath: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const head = req.method === 'HEAD';
  if (req.method !== 'GET' && !head) return notFound(res, false);
  const url = new URL(req.url ?? '/', 'http://local');
  const key = keyFromPath(url.pathname, basePath);
  if (key === null || !store.verifyLink(key, url.searchParams.get('expires'), url.searchParams.get('sig'))) return notFound(res, head);
  const opened = await store.open(key);
  if (!opened) return notFound(res, head);
  const { handle, size, meta } = opened;
  res.statusCode = 200;
  res.setHeader('Content-Type', meta.contentType);
  res.setHeader('Content-Length', String(size));
  res.setHeader('Content-Disposition', meta.downloadName ? contentDisposition(meta.downloadName) : 'inline');
  res.setHeader('Cache-Control', 'private');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (head) {
    await handle.close();
    res.end();
    return;
  }
  const stream = handle.createReadStream({ autoClose: true });
  stream.on('error', (err) => res.destroy(err));
  res.on('close', () => stream.destroy());
  stream.pipe(res);
}

/** The key is the path after the base path of DOWNLOAD_BASE_URL (or the whole path when mounted at the root). */
function keyFromPath(pathname: string, basePath: string): string | null {
  let rest = pathname;
  if (basePath && rest.startsWith(basePath + '/')) rest = rest.slice(basePath.length);
  rest = rest.replace(/^\//, '');
  try {
    return rest.split('/').map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
}

function notFound(res: ServerResponse, head: boolean): void {
  sendJson(res, 404, errorBody(new GleanerError('not_found', 'file not found or link expired')), head);
}

function sendJson(res: ServerResponse, status: number, body: unknown, head: boolean): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', String(Buffer.byteLength(text)));
  res.setHeader('Cache-Control', 'no-store');
  res.end(head ? undefined : text);
}
