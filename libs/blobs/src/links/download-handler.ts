import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorBody, GleanerError } from '@gleaner/platform';
import type { DownloadSource } from '../port.js';

// Serves the service's download links (the API mounts this at GET/HEAD <path of
// DOWNLOAD_BASE_URL>/*) for every adapter: the link is checked here, then the store streams the
// file or names a short-lived URL to redirect to. Any failure a client could cause (bad or
// tampered signature, expired link, deleted or missing file, malformed key) answers the same 404,
// so a link reveals nothing beyond "works" or "does not". An Authorization header is ignored.

export function createDownloadHandler(
  source: DownloadSource,
  options: {
    /** Path prefix the handler is mounted at (default: the path of the links' base URL, e.g. /files). */
    mountPath?: string;
    /** Told what a download failed with (the store's fault, not the client's): the caller logs it. */
    onFailure?: (req: IncomingMessage, err: unknown) => void;
  } = {},
): (req: IncomingMessage, res: ServerResponse) => void {
  const basePath = (options.mountPath ?? new URL(source.links.baseUrl).pathname).replace(/\/+$/, '');
  return (req, res) => {
    serve(source, basePath, req, res).catch((err: unknown) => {
      options.onFailure?.(req, err);
      if (res.headersSent) return void res.destroy(err as Error);
      const e = err instanceof GleanerError && err.status === 503 ? err : new GleanerError('internal_error', 'could not read the file');
      if (e.retryAfter !== undefined) res.setHeader('Retry-After', String(e.retryAfter));
      sendJson(res, e.status, errorBody(e), req.method === 'HEAD');
    });
  };
}

async function serve(source: DownloadSource, basePath: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const head = req.method === 'HEAD';
  if (req.method !== 'GET' && !head) return notFound(res, false);
  const url = new URL(req.url ?? '/', 'http://local');
  const key = keyFromPath(url.pathname, basePath);
  if (key === null || !source.links.verify(key, url.searchParams.get('expires'), url.searchParams.get('sig'))) return notFound(res, head);
  const download = await source.openDownload(key, { head });
  if (!download) return notFound(res, head);
  if ('redirect' in download) {
    // The target is a presigned URL that lives minutes: never cached, never sent on as a Referer.
    res.statusCode = 302;
    res.setHeader('Location', download.redirect);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('Content-Length', '0');
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', download.contentType);
  res.setHeader('Content-Length', String(download.size));
  res.setHeader('Content-Disposition', download.disposition ?? 'inline');
  res.setHeader('Cache-Control', 'private');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  const body = download.body;
  if (head || !body) {
    body?.destroy();
    res.end();
    return;
  }
  body.on('error', (err) => res.destroy(err));
  res.on('close', () => body.destroy());
  body.pipe(res);
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
