import http from 'node:http';
import type { FuzzRequest } from './requests.js';

// Sends a fuzzed request as written (a fresh connection each, so one request's parse state
// cannot leak into the next) and waits no longer than its budget.

export interface Keys {
  live: string;
  test: string;
  admin: string;
}

export interface Answer {
  /** 0 when no answer came (see error). */
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  ms: number;
  /** No answer: the connection failed or the budget ran out. */
  error?: string;
  /** Node's client would not send this request (a header or path it refuses): not the server's doing. */
  unsendable?: string;
}

export function fillKeys(text: string, keys: Keys): string {
  return text.replace(/\{(live|test|admin)\}/g, (_m, k: keyof Keys) => keys[k]);
}

/** The request with `{known:N}` replaced by ids the run has seen (or a made-up one before any). */
export function withKnownIds(req: FuzzRequest, knownIds: readonly string[]): FuzzRequest {
  if (!req.path.includes('{known:')) return req;
  const path = req.path.replace(/\{known:(\d+)\}/g, (_m, n: string) => (knownIds.length ? encodeURIComponent(knownIds[Number(n) % knownIds.length]) : 'scr_000000000000000000000000'));
  return { ...req, path };
}

export function bodyBytes(req: FuzzRequest): Buffer | undefined {
  if (req.bodyBase64 !== undefined) return Buffer.from(req.bodyBase64, 'base64');
  return req.body === undefined ? undefined : Buffer.from(req.body, 'utf8');
}

export function send(base: string, req: FuzzRequest, keys: Keys, budgetMs: number): Promise<Answer> {
  const url = new URL(base);
  const headers: Record<string, string> = { ...req.headers };
  if (req.authorization !== undefined) headers.authorization = fillKeys(req.authorization, keys);
  const body = bodyBytes(req);
  if (body !== undefined) headers['content-length'] = String(body.length);
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const done = (a: Omit<Answer, 'ms'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...a, ms: Math.round(performance.now() - started) });
    };
    const empty = { status: 0, headers: {}, text: '' };
    let client: http.ClientRequest;
    try {
      client = http.request({ host: url.hostname, port: url.port, method: req.method, path: req.path, headers, agent: false });
    } catch (err) {
      resolve({ ...empty, ms: 0, unsendable: (err as Error).message });
      return;
    }
    const timer = setTimeout(() => {
      done({ ...empty, error: `no answer within ${budgetMs} ms` });
      client.destroy();
    }, budgetMs);
    client.on('error', (err) => done({ ...empty, error: `${(err as NodeJS.ErrnoException).code ?? ''} ${err.message}`.trim() }));
    client.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', (err) => done({ ...empty, status: res.statusCode ?? 0, error: `response cut: ${err.message}` }));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
    });
    client.end(body);
  });
}
