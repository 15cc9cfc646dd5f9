import type { IncomingMessage, ServerResponse } from 'node:http';
import { renderDiffPage, type DiffPageView } from './render.js';
import { sameToken } from './diff-link.js';
import { PAGE_CSP_HEADER } from './page-policy.js';

// GET/HEAD <api>/v1/changes/<checkId>/<token>: the change page, without a key (the token in the
// link is the permission). Unknown check, wrong token, or past its time: one plain 404, so a
// guesser learns nothing. A store that fails answers 503: the link may well be good.

export interface DiffPageSource {
  token: string;
  expiresAt: string;
  view: DiffPageView;
}

export interface DiffPageDeps {
  findCheck(checkId: string): Promise<DiffPageSource | null>;
  clock: { now(): number };
  /** Told when findCheck fails (the visitor only sees a 503). */
  onError?(err: unknown): void;
}

export type RawHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const HEADERS = {
  'cache-control': 'private, no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex',
  'content-security-policy': PAGE_CSP_HEADER,
};

const plainPage = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body style="font:16px/1.5 system-ui,sans-serif;margin:2rem"><p>${text}</p></body></html>`;
const NOT_FOUND = plainPage('Not found', 'This link is not valid or has expired.');
const UNAVAILABLE = plainPage('Try again', 'This change cannot be shown just now. Please try again in a minute.');

function send(req: IncomingMessage, res: ServerResponse, status: number, html: string, extra: Record<string, string> = {}): void {
  const body = Buffer.from(html, 'utf8');
  // Not chained: restify patches writeHead.
  res.writeHead(status, { ...HEADERS, ...extra, 'content-type': 'text/html; charset=utf-8', 'content-length': String(body.length) });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Where the API mounts the page; the path is this, the check id and the token, nothing else. */
export const CHANGES_PREFIX = '/v1/changes/';

/**
 * The check id and token of a path shaped exactly `<prefix><checkId>/<token>`, decoded, or null:
 * extra segments before or after (or a trailing slash) are another path, answered 404 like a bad token.
 */
export function checkAndTokenOf(url: string | undefined, prefix = CHANGES_PREFIX): { checkId: string; token: string } | null {
  const pathname = new URL(url ?? '/', 'http://x').pathname;
  if (!pathname.startsWith(prefix)) return null;
  const segments = pathname.slice(prefix.length).split('/');
  if (segments.length !== 2) return null;
  try {
    const [checkId, token] = segments.map((s) => decodeURIComponent(s));
    return checkId && token ? { checkId, token } : null;
  } catch {
    return null; // malformed %-escapes: not a link we made
  }
}

/** True while the page may be shown; a time that does not parse counts as passed. */
const stillValid = (expiresAt: string, now: number) => Date.parse(expiresAt) > now;

export function diffPageHandler(deps: DiffPageDeps): RawHandler {
  return async (req, res) => {
    const wanted = checkAndTokenOf(req.url);
    if (!wanted) return send(req, res, 404, NOT_FOUND);
    let found: DiffPageSource | null;
    try {
      found = await deps.findCheck(wanted.checkId);
    } catch (err) {
      deps.onError?.(err);
      return send(req, res, 503, UNAVAILABLE, { 'retry-after': '30' });
    }
    if (!found || !sameToken(found.token, wanted.token) || !stillValid(found.expiresAt, deps.clock.now())) return send(req, res, 404, NOT_FOUND);
    send(req, res, 200, renderDiffPage(found.view));
  };
}
