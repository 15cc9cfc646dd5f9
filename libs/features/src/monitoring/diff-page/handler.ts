import type { IncomingMessage, ServerResponse } from 'node:http';
import { renderDiffPage, type DiffPageView } from './render.js';
import { sameToken } from './diff-link.js';

// GET/HEAD <api>/v1/changes/<checkId>/<token>: the change page, without a key (the token in the
// link is the permission). Unknown check, wrong token, or past its time: one plain 404.

export interface DiffPageSource {
  token: string;
  expiresAt: string;
  view: DiffPageView;
}

export interface DiffPageDeps {
  findCheck(checkId: string): Promise<DiffPageSource | null>;
  clock: { now(): number };
}

const HEADERS = {
  'cache-control': 'private, no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src https: http:",
};
const NOT_FOUND = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found</title></head><body><p>This link is not valid or has expired.</p></body></html>';

function send(req: IncomingMessage, res: ServerResponse, status: number, html: string): void {
  const body = Buffer.from(html, 'utf8');
  // Not chained: restify patches writeHead.
  res.writeHead(status, { ...HEADERS, 'content-type': 'text/html; charset=utf-8', 'content-length': String(body.length) });
  res.end(req.method === 'HEAD' ? undefined : body);
}

export function diffPageHandler(deps: DiffPageDeps): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return async (req, res) => {
    const segments = new URL(req.url ?? '/', 'http://x').pathname.split('/').filter(Boolean);
    const [checkId, token] = segments.slice(-2).map((s) => decodeURIComponent(s));
    const found = segments.length >= 2 && checkId && token ? await deps.findCheck(checkId).catch(() => null) : null;
    if (!found || !sameToken(found.token, token) || Date.parse(found.expiresAt) <= deps.clock.now()) return send(req, res, 404, NOT_FOUND);
    send(req, res, 200, renderDiffPage(found.view));
  };
}
