import { RequestValidator, type Operation } from '@gleaner/contract';
import { MAX_BODY_BYTES, parseJsonBody } from '@gleaner/features';
import { bodyBytes } from './client.js';
import type { FuzzRequest } from './requests.js';

// What a request leads one to expect, read with the contract's own validator: whether its
// schemas refuse it (then no success is acceptable), and how long it may take.

const validator = new RequestValidator();

function accepts(op: Operation, part: 'params' | 'query' | 'body', value: unknown): boolean {
  try {
    validator.validate(op, part, structuredClone(value));
    return true;
  } catch {
    return false;
  }
}

function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function matches(op: Operation, path: string): boolean {
  const want = op.path.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((w, i) => (/^\{\w+\}$/.test(w) ? got[i] !== '' : w === got[i]));
}

/**
 * The operation a request really reaches, as the server routes (a trailing slash ignored,
 * literal paths before patterns): a fuzzed id of "" or "list" lands on another operation.
 */
export function routeOf(ops: readonly Operation[], method: string, url: string): Operation | undefined {
  const path = trimSlash(url.split('?')[0]);
  const same = ops.filter((o) => o.method.toUpperCase() === method);
  return same.find((o) => !o.path.includes('{') && o.path === path) ?? same.find((o) => o.path.includes('{') && matches(o, path));
}

/** The contract's own check of a string format (its ajv, its formats). */
export function checkFormat(format: string, value: string): boolean {
  const probe = { id: `format:${format}`, method: 'post', path: '/', tag: '', summary: '', auth: 'none', body: { type: 'object', properties: { v: { type: 'string', format } } } } as Operation;
  return accepts(probe, 'body', { v: value });
}

function paramsOf(op: Operation, path: string): Record<string, string> | undefined {
  const wanted = op.path.split('/');
  const got = trimSlash(path.split('?')[0]).split('/');
  if (wanted.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < wanted.length; i++) {
    const name = /^\{(\w+)\}$/.exec(wanted[i])?.[1];
    if (!name) continue;
    try {
      params[name] = decodeURIComponent(got[i]);
    } catch {
      return undefined;
    }
  }
  return params;
}

/** The body as the server reads it (its own reader): undefined when empty, `invalid` when refused. */
function parsedBody(req: FuzzRequest): unknown {
  const bytes = bodyBytes(req);
  if (bytes === undefined || bytes.length === 0) return undefined;
  if (bytes.length > MAX_BODY_BYTES) return INVALID;
  try {
    return parseJsonBody(bytes);
  } catch {
    return INVALID;
  }
}
const INVALID = Symbol('invalid');

/** True when the contract's schemas (or the JSON body rule) refuse this request. */
export function breaksSchema(op: Operation, req: FuzzRequest): boolean {
  if (op.params) {
    const params = paramsOf(op, req.path);
    if (!params || !accepts(op, 'params', params)) return true;
  }
  if (op.query) {
    const at = req.path.indexOf('?');
    const query = at < 0 ? {} : Object.fromEntries(new URLSearchParams(req.path.slice(at + 1)));
    if (!accepts(op, 'query', query)) return true;
  }
  if (op.body || op.method === 'post' || op.method === 'patch') {
    const body = parsedBody(req);
    if (body === INVALID) return true;
    if (op.body && !accepts(op, 'body', body === undefined ? {} : body)) return true;
  }
  return false;
}

/**
 * How long the answer may take: the page's own time (timeout per page, the wait_for wait,
 * the screenshot delay) plus `slackMs` for everything else. The server's bus deadline adds
 * 15 s on top of the page's time; an answer that needs it means something hung. The body is read
 * with the contract's defaults filled in (a scrape's timeout 30 s, pagination's 10 pages); a body
 * the contract refuses is answered before any page work.
 */
export function budgetMs(op: Operation, req: FuzzRequest, slackMs: number): number {
  if (!op.render || !op.body) return slackMs;
  const body = parsedBody(req);
  if (body === INVALID) return slackMs;
  let b: Record<string, any>;
  try {
    b = validator.validate(op, 'body', structuredClone(body ?? {}));
  } catch {
    return slackMs;
  }
  const timeout: number = b.timeout ?? 0;
  const wait: number = b.wait_for === undefined ? 0 : (b.wait_timeout ?? timeout);
  const pages: number = b.pagination?.max_pages ?? 1;
  return slackMs + pages * (timeout + wait) + (b.delay ?? 0);
}

/** Hosts a fuzzed URL may name: loopback only (the guard is told to allow private networks in tests). */
function isLoopback(hostname: string): boolean {
  return /^127\.\d+\.\d+\.\d+$/.test(hostname) || ['[::1]', 'localhost', '0.0.0.0', '[::ffff:7f00:1]', '[::]'].includes(hostname);
}

/** URLs in a request's body that would leave the machine: such a request is never sent. */
export function outsideUrls(req: FuzzRequest): string[] {
  const text = (bodyBytes(req)?.toString('utf8') ?? '').replace(/\\\//g, '/');
  const found: string[] = [];
  for (const m of text.matchAll(/\b(?:https?|wss?|ftp):\/\/[^\s"'<>\\]*/gi)) {
    try {
      if (!isLoopback(new URL(m[0]).hostname)) found.push(m[0]);
    } catch {
      // Not a URL the server could load either.
    }
  }
  return found;
}
