// The no-JavaScript fetch path: every hop is checked by the guard and connected to the checked
// address (Host and SNI keep the name); redirects are followed here, one check per hop; one
// deadline covers DNS, connect, headers and body.
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Readable } from 'node:stream';
import tls from 'node:tls';
import { GleanerError, isGleanerError, SpanKind, spanUrl, withSpan } from '@gleaner/platform';
import { bareHost, type CheckedTarget, type NetworkGuard } from './guard.js';
import { decodeBody, decompressed, readLimited } from './body-decode.js';
import { openTunnel } from './upstream-tunnel.js';
import { FetchCancel } from './fetch-cancel.js';

export interface GuardedFetchOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  timeoutMs: number;
  /** Default 5. */
  maxRedirects?: number;
  /** Limit on the decompressed body; default 10 MB. */
  maxBytes?: number;
  /** HTTP proxy (http://user:pass@host:port) to tunnel through, for `proxy: true` jobs. */
  proxyUrl?: string;
  signal?: AbortSignal;
  /** Extra trusted certificate authority (private PKI, tests). */
  ca?: string | Buffer;
  /** 'manual': a 3xx is the answer, not followed (webhook POSTs). Default 'follow'. */
  redirect?: 'follow' | 'manual';
  /**
   * Only the status and headers matter (webhook answers): the body is not read, and the response is
   * closed at once, so its connection is not reused. `body` is then '' and `bytes` 0.
   */
  ignoreBody?: boolean;
}

export interface FetchResult {
  finalUrl: string;
  status: number;
  headers: Record<string, string>;
  contentType: string;
  body: string;
  /** Decompressed body size. */
  bytes: number;
  loadTimeMs: number;
  /** Every URL a redirect led to, in order (the last is finalUrl). */
  redirects: string[];
}

export const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;
export const DEFAULT_USER_AGENT = 'Mozilla/5.0 (compatible; Gleaner/0.1; +https://gleaner.invalid/bot)';

/** Shared keep-alive agents: repeated fetches to one address reuse sockets. */
export const keepAliveAgents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 64, scheduling: 'lifo' }),
  https: new https.Agent({ keepAlive: true, maxSockets: 64, scheduling: 'lifo' }),
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
// Failures before a connection exists: safe to try the host's next checked address.
const CONNECT_FAILURES = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL']);
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];

function toFetchError(err: unknown, cancel: FetchCancel, url: string): GleanerError {
  if (cancel.cancelled) return isGleanerError(cancel.reason) ? cancel.reason : new GleanerError('timeout', `fetch of ${url} was cancelled`);
  if (isGleanerError(err)) return err;
  const e = err as NodeJS.ErrnoException;
  return new GleanerError('url_not_accessible', `${url} could not be fetched: ${e.code ?? ''} ${e.message}`.replace(/\s+/g, ' '), { cause: err });
}

function lowerCaseKeys(headers: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}

function flattenHeaders(headers: http.IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) if (v !== undefined) out[k] = Array.isArray(v) ? v.join(k === 'set-cookie' ? '\n' : ', ') : v;
  return out;
}

interface Hop {
  method: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

/** Sends one request to the pinned address (directly or through a CONNECT tunnel). */
async function sendOnce(target: CheckedTarget, hop: Hop, proxyUrl: string | undefined, cancel: FetchCancel, ca: string | Buffer | undefined): Promise<http.IncomingMessage> {
  const { url } = target;
  const isHttps = url.protocol === 'https:';
  const port = Number(url.port || (isHttps ? 443 : 80));
  const host = bareHost(url);
  const servername = net.isIP(host) ? undefined : host;
  const options: https.RequestOptions = {
    host: target.address,
    family: target.family,
    port,
    path: url.pathname + url.search,
    method: hop.method,
    headers: { ...hop.headers, host: url.host },
    servername,
    ...(ca ? { ca } : {}),
  };
  if (proxyUrl) {
    const raw = await cancel.race(openTunnel(proxyUrl, { address: target.address, family: target.family, port }, cancel.signal()));
    const socket = isHttps ? tls.connect({ socket: raw, servername, ca, ALPNProtocols: ['http/1.1'] }) : raw;
    options.createConnection = () => socket;
    options.headers = { ...options.headers, connection: 'close' };
  } else {
    options.agent = isHttps ? keepAliveAgents.https : keepAliveAgents.http;
  }
  let req: http.ClientRequest | undefined;
  const response = new Promise<http.IncomingMessage>((resolve, reject) => {
    req = (isHttps ? https : http).request(options, resolve);
    req.once('error', reject);
    req.end(hop.body);
  });
  // Cancelled before the answer: the request (and its socket, which leaves the pool) goes.
  return cancel.race(response, () => req?.destroy());
}

/** sendOnce on each checked address in turn while the connection itself fails. */
async function sendWithFallback(target: CheckedTarget, hop: Hop, options: GuardedFetchOptions, cancel: FetchCancel): Promise<http.IncomingMessage> {
  const candidates = target.addresses.length ? target.addresses : [{ address: target.address, family: target.family }];
  for (let i = 0; ; i++) {
    const pinned = { ...target, address: candidates[i].address, family: candidates[i].family };
    try {
      return await sendOnce(pinned, hop, options.proxyUrl, cancel, options.ca);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? '';
      if (i + 1 >= candidates.length || !CONNECT_FAILURES.has(code) || cancel.cancelled) throw err;
    }
  }
}

function nextHop(status: number, hop: Hop, from: URL, to: URL): Hop {
  const headers = { ...hop.headers };
  // Credentials are not sent to another origin.
  if (from.origin !== to.origin) for (const h of CREDENTIAL_HEADERS) delete headers[h];
  const toGet = status === 303 ? hop.method !== 'HEAD' : (status === 301 || status === 302) && hop.method === 'POST';
  if (!toGet) return { ...hop, headers };
  delete headers['content-type'];
  delete headers['content-length'];
  return { method: 'GET', headers };
}

/** Fetches `url` through the guard (see the top); one CLIENT span covers every hop. */
export function guardedFetch(guard: NetworkGuard, url: string, options: GuardedFetchOptions): Promise<FetchResult> {
  const method = (options.method ?? 'GET').toUpperCase();
  return withSpan(method, { 'http.request.method': method, 'url.full': spanUrl(url), 'gleaner.proxy': Boolean(options.proxyUrl) }, async (span) => {
    const result = await fetchThroughGuard(guard, url, options);
    span.setAttribute('http.response.status_code', result.status);
    if (result.redirects.length) span.setAttribute('gleaner.redirects', result.redirects.length);
    return result;
  }, { kind: SpanKind.CLIENT });
}

async function fetchThroughGuard(guard: NetworkGuard, url: string, options: GuardedFetchOptions): Promise<FetchResult> {
  const started = performance.now();
  const maxRedirects = options.maxRedirects ?? 5;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const cancel = new FetchCancel(url, options.timeoutMs, options.signal);
  const redirects: string[] = [];
  let hop: Hop = {
    method: (options.method ?? 'GET').toUpperCase(),
    headers: { 'user-agent': DEFAULT_USER_AGENT, accept: '*/*', 'accept-encoding': 'gzip, deflate, br', ...lowerCaseKeys(options.headers) },
    body: options.body,
  };
  let current = url;
  // Responses and bodies of this fetch: whatever of them is still open when it fails is destroyed
  // (a socket left half-read would stay out of the keep-alive pool).
  const streams: Readable[] = [];
  try {
    for (;;) {
      const target = await cancel.race(guard.checkUrl(current));
      const res = await sendWithFallback(target, hop, options, cancel);
      streams.push(res);
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      if (REDIRECTS.has(status) && location && options.redirect !== 'manual') {
        res.resume();
        if (redirects.length >= maxRedirects) throw new GleanerError('url_not_accessible', `more than ${maxRedirects} redirects from ${url}`);
        let next: URL;
        try {
          next = new URL(location, target.url);
        } catch {
          throw new GleanerError('invalid_url', `redirect to an invalid URL: ${location.slice(0, 200)}`);
        }
        hop = nextHop(status, hop, target.url, next);
        redirects.push(next.href);
        current = next.href;
        continue;
      }
      if (options.ignoreBody) {
        res.destroy();
        const headers = flattenHeaders(res.headers);
        return { finalUrl: target.url.href, status, headers, contentType: headers['content-type'] ?? '', body: '', bytes: 0, loadTimeMs: Math.round(performance.now() - started), redirects };
      }
      const declared = Number(res.headers['content-length'] ?? 0);
      if (!res.headers['content-encoding'] && declared > maxBytes) {
        res.destroy();
        throw new GleanerError('page_too_large', `response is larger than ${maxBytes} bytes (${declared} declared)`, { details: { maxBytes } });
      }
      const body = decompressed(res);
      streams.push(body);
      const raw = await cancel.race(readLimited(body, maxBytes), () => body.destroy());
      const headers = flattenHeaders(res.headers);
      const contentType = headers['content-type'] ?? '';
      return {
        finalUrl: target.url.href,
        status,
        headers,
        contentType,
        body: decodeBody(contentType, raw),
        bytes: raw.length,
        loadTimeMs: Math.round(performance.now() - started),
        redirects,
      };
    }
  } catch (err) {
    const error = toFetchError(err, cancel, current);
    // A step still in flight (one that lost its race) is stopped, and what was left open closed.
    cancel.cancel(error);
    for (const stream of streams) if (!stream.readableEnded) stream.destroy();
    throw error;
  } finally {
    cancel.done();
  }
}
