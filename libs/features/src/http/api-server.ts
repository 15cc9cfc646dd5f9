import restify from 'restify';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extractTraceContext, GleanerError, isGleanerError, isTracingEnabled, SpanKind, SpanStatusCode, withSpan, type Logger, type Metrics, type Span } from '@gleaner/platform';
import { RequestValidator, type Operation } from '@gleaner/contract';
import type { AdminGate, AuthContext, Handler, HandlerResult, RequestContext, RequestGate } from './context.js';
import { readJsonBody } from './body.js';
import { sendError, sendJson, sendResult } from './respond.js';
import { RouteTable } from './route-table.js';
import { answerProtocolEdges, refuseMissingHost } from './protocol-edges.js';
import { AccessLog, type AccessLogSettings } from './access-log.js';
import { OverloadGuard, SHED_REASONS, type OverloadSettings, type ShedReason } from './overload-guard.js';

// The restify server: every operation of the contract is mounted with validation,
// authentication, limits, usage accounting and the envelopes, in one place.

export interface ApiServerOptions {
  logger: Logger;
  metrics: Metrics;
  gate?: RequestGate;
  admin?: AdminGate;
  /** The access log's level and sampling (default: info, every request). */
  accessLog?: AccessLogSettings;
  /** Push-back past the knee (GLEANER_HTTP_IN_FLIGHT, GLEANER_HTTP_MAX_LAG_MS); absent: none. */
  overload?: OverloadSettings;
}

/** The request's path, cut for messages (a 15 KB path is not echoed back whole). */
function pathOf(url: string | undefined): string {
  const path = (url ?? '').split('?')[0];
  return path.length > 200 ? `${path.slice(0, 200)}...` : path;
}

function parseQuery(url: string): Record<string, string> {
  const at = url.indexOf('?');
  return at < 0 ? {} : Object.fromEntries(new URLSearchParams(url.slice(at + 1)));
}

/** The caller's X-Request-Id when it is a safe token, else a new one (no restify pre chain: it costs a pass per request). */
function requestId(req: IncomingMessage & { gleanerId?: string }): string {
  if (req.gleanerId) return req.gleanerId;
  const incoming = req.headers['x-request-id'];
  req.gleanerId = typeof incoming === 'string' && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
  return req.gleanerId;
}

/** The request's child logger, made only when something is logged. */
class RequestLog {
  private child: Logger | undefined;
  constructor(
    private readonly logger: Logger,
    readonly requestId: string,
  ) {}
  get(): Logger {
    return (this.child ??= this.logger.child({ request_id: this.requestId }));
  }
}

/** What a handler receives (a class: an object literal with a getter is slow to make per request). */
class CallContext implements RequestContext {
  constructor(
    readonly op: Operation,
    readonly params: unknown,
    readonly query: unknown,
    readonly body: unknown,
    readonly auth: AuthContext,
    private readonly logs: RequestLog,
    readonly req: IncomingMessage,
    readonly res: ServerResponse,
  ) {}
  get requestId(): string {
    return this.logs.requestId;
  }
  get log(): Logger {
    return this.logs.get();
  }
}

/** restify's own answers (404, 405, its errors) name the charset as ours do. */
function withCharset(res: ServerResponse): void {
  (res as ServerResponse & { charSet?: (type: string) => void }).charSet?.('utf-8');
}

/** Connections the kernel holds for accept (capped by net.core.somaxconn, 4096 on current kernels). */
const LISTEN_BACKLOG = 4096;

/** At most one "overloaded" warning this often (ms). */
const SHED_LOG_MS = 10_000;

const UNAUTHENTICATED: AuthContext = { userId: '', keyId: '', env: 'live', plan: '' };

type RestifyRequest = restify.Request & {
  gleanerId?: string;
  /** Its access line is written (a contract route served through restify's router must not get a second one). */
  gleanerLogged?: boolean;
  /** What a raw route failed with, for its access line. */
  gleanerFailure?: unknown;
  _timeStart?: [number, number];
};

/** Notes what a raw route's request failed with when the route answered it itself: its access line carries the error. */
export function recordFailure(req: IncomingMessage, err: unknown): void {
  (req as RestifyRequest).gleanerFailure = err;
}

/** restify's start of a request it decorated, in ms ago. */
function msSince(start: [number, number] | undefined): number {
  if (!start) return 0;
  const [s, ns] = process.hrtime(start);
  return s * 1000 + ns / 1e6;
}

export class ApiServer {
  readonly server: restify.Server;
  private readonly validator = new RequestValidator();
  readonly mounted: Operation[] = [];
  private readonly routes = new RouteTable<(req: RestifyRequest, res: ServerResponse, params: Record<string, string>) => Promise<void>>();
  private readonly access: AccessLog;
  private readonly overload?: OverloadGuard;
  private lastShedWarning = -Infinity;

  constructor(private readonly options: ApiServerOptions) {
    this.access = new AccessLog(options.logger, options.accessLog);
    if (options.overload && (options.overload.inFlight > 0 || options.overload.maxLagMs > 0)) this.overload = new OverloadGuard(options.overload);
    this.server = restify.createServer({ name: 'gleaner', handleUncaughtExceptions: false, ignoreTrailingSlash: true });
    // Contract operations are dispatched from restify's first chain, before restify decorates
    // the request and runs its handler chain (measured: about a third of a small request's CPU
    // here). Everything else (raw routes, 404, 405, restify's own errors) stays with restify.
    // (@types/restify does not declare first().)
    (this.server as unknown as { first(h: (req: IncomingMessage, res: ServerResponse) => boolean): void }).first((req, res) => {
      if (refuseMissingHost(req, res, requestId)) return false;
      const hit = this.routes.match(req.method, req.url);
      if (!hit) return true;
      hit.value(req as RestifyRequest, res, hit.params).catch((err) => this.options.logger.error({ err }, 'request failed outside its handler'));
      return false;
    });
    // restify answers unknown routes and wrong methods (405 with Allow) itself; make its body our envelope.
    const answerWith = (code: 'not_found' | 'method_not_allowed', message: (req: IncomingMessage) => string) => (req: IncomingMessage, res: ServerResponse, err: Error & { toJSON?: () => unknown }, cb: () => void) => {
      err.toJSON = Object.assign(() => ({ success: false, error: { code, message: message(req) } }), { gleaner: true });
      res.setHeader('X-Request-Id', requestId(req));
      withCharset(res);
      cb();
    };
    this.server.on('NotFound', answerWith('not_found', (req) => `no route ${req.method} ${pathOf(req.url)}`));
    this.server.on(
      'MethodNotAllowed',
      answerWith('method_not_allowed', (req) => `${pathOf(req.url)} does not answer ${req.method}; see the Allow header`),
    );
    answerProtocolEdges(this.server.server, options.logger, requestId);
    this.server.on('restifyError', (_req: IncomingMessage, res: ServerResponse, err: Error & { toJSON?: () => unknown; body?: { message?: string }; statusCode?: number }, cb: () => void) => {
      if (!(err.toJSON as { gleaner?: boolean } | undefined)?.gleaner) {
        const status = err.statusCode ?? 500;
        const code = status === 404 ? 'not_found' : status >= 500 ? 'internal_error' : 'invalid_parameter';
        const message = status >= 500 ? 'internal error' : (err.body?.message ?? err.message);
        err.toJSON = () => ({ success: false, error: { code, message } });
      }
      withCharset(res);
      cb();
    });
    // The access line of what restify answered itself: unknown routes, wrong methods, raw routes (downloads).
    this.server.on('after', (req: RestifyRequest, res: ServerResponse, route: { spec?: { path?: unknown } } | undefined, err: unknown) => {
      if (req.gleanerLogged) return;
      const path = route?.spec?.path;
      this.access.write({
        method: req.method ?? '',
        // The contract's template style (`/v1/changes/{checkId}/{token}`), not restify's `:checkId`.
        route: typeof path === 'string' ? path.replace(/:(\w+)/g, '{$1}') : undefined,
        status: res.statusCode,
        durationMs: msSince(req._timeStart),
        requestId: requestId(req),
        failure: req.gleanerFailure ?? err,
      });
    });
  }

  /** Mounts an operation of the contract with its handler, which receives the request's parts typed by the operation's schemas. */
  mount<O extends Operation>(op: O, handler: Handler<O>): void {
    // The one place the types meet the values: the parts reach the handler only once they passed
    // the validator with these same schemas (and had their defaults filled in).
    const run = handler as (ctx: RequestContext) => HandlerResult | Promise<HandlerResult>;
    this.mounted.push(op);
    const route = op.path.replace(/\{(\w+)\}/g, ':$1');
    const method = op.method === 'delete' ? 'del' : op.method;
    const { metrics, gate, admin } = this.options;
    const access = this.access;
    const methodName = op.method.toUpperCase();
    // The route's tallies are found once, here, not per request.
    const stats = metrics.http.route(op.method, op.path);
    const readsBody = op.body !== undefined || op.method === 'post' || op.method === 'patch';
    // Health, readiness, metrics and the OpenAPI document (the raw operations) are never pushed back:
    // a probe or a scrape must see an overloaded process as alive.
    const guard = op.rawResponse ? undefined : this.overload;
    // Its counters start at 0 (a rate or an alert on them reads from the first scrape, not the first refusal).
    if (guard) for (const reason of SHED_REASONS) metrics.httpShed.inc({ route: op.path, reason }, 0);
    /** An overloaded process's answer: 503 at once, nothing read, nothing charged. */
    const refuse = (res: ServerResponse, reason: ShedReason, reqId: string, started: number, span?: Span): void => {
      const err = guard!.refusal(reason);
      const status = sendError(res, err, undefined, { 'X-Request-Id': reqId });
      metrics.httpShed.inc({ route: op.path, reason });
      stats.record(status, (performance.now() - started) / 1000);
      span?.setAttribute('http.response.status_code', status);
      // No access line per refusal (thousands a second past the knee, each a write): the counters hold
      // them, and one warning every SHED_LOG_MS says that the process sheds and why.
      this.warnShedding(reason, op.path, reqId);
    };
    const serve = async (req: RestifyRequest, res: ServerResponse, rawParams: Record<string, string>, span?: Span): Promise<void> => {
      const started = performance.now();
      const reqId = requestId(req);
      if (span?.isRecording()) span.setAttribute('gleaner.request_id', reqId);
      req.gleanerLogged = true;
      if (guard) {
        const refused = guard.enter();
        if (refused) return refuse(res, refused, reqId, started, span);
      }
      const logs = new RequestLog(this.options.logger, reqId);
      let status = 500;
      let auth: AuthContext | undefined;
      let release: (() => void | Promise<void>) | undefined;
      // The slot goes back before the answer does: the caller's next request finds it free.
      const freeSlot = (): void | Promise<void> => {
        const give = release;
        release = undefined;
        return give?.();
      };
      let creditsUsed = 0;
      let failure: unknown;
      // One headers object per request: the gate's, then the result's and the body's are added to it.
      let headers: Record<string, string> = { 'X-Request-Id': reqId };
      try {
        try {
          if (op.auth === 'admin') {
            if (!admin) throw new GleanerError('not_found', `no route ${req.method} ${pathOf(req.url)}`);
            admin.check(req.headers.authorization);
          } else if (op.auth === 'key') {
            if (!gate) throw new GleanerError('internal_error', 'no authentication configured');
            const caller = gate.authenticate(req.headers.authorization);
            auth = caller instanceof Promise ? await caller : caller;
            span?.setAttribute('gleaner.user_id', auth.userId);
            const admission = gate.admit(auth, op);
            const admitted = admission instanceof Promise ? await admission : admission;
            release = admitted.release;
            headers = admitted.headers;
            headers['X-Request-Id'] = reqId;
          }
          const params = op.params ? this.validator.validate(op, 'params', { ...rawParams }) : {};
          // Only operations with a query schema read the query string.
          const query = op.query ? this.validator.validate(op, 'query', parseQuery(req.url ?? '')) : {};
          const body = readsBody ? await readJsonBody(req) : undefined;
          const validBody = op.body ? this.validator.validate(op, 'body', body === undefined ? {} : body) : body;
          const answer = run(new CallContext(op, params, query, validBody, auth ?? UNAUTHENTICATED, logs, req, res));
          const result = answer instanceof Promise ? await answer : answer;
          creditsUsed = result.credits?.used ?? 0;
          const freed = freeSlot();
          if (freed) await freed;
          status = sendResult(res, op, result, headers);
        } catch (err) {
          const freed = freeSlot();
          if (freed) await freed;
          // Logged once, in the access line (an unexpected error with its stack).
          status = sendError(res, err, undefined, headers);
          failure = err;
          creditsUsed = 0;
        }
      } finally {
        // Answered, or failed even to answer: its place is free either way.
        guard?.leave();
      }
      if (auth && gate) gate.record(auth, op, { status, creditsUsed });
      const ms = performance.now() - started;
      stats.record(status, ms / 1000);
      if (span) {
        span.setAttribute('http.response.status_code', status);
        if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      }
      access.write({ method: methodName, route: op.path, status, durationMs: ms, requestId: reqId, userId: auth?.userId, failure });
    };
    // The request's span (when tracing is on): named by the route template, continuing a caller's
    // traceparent; the handler runs in its context, so the work's spans are its children.
    const spanName = `${op.method.toUpperCase()} ${op.path}`;
    // (one attributes object for every request of the route: the SDK copies what it keeps)
    const spanAttributes = Object.freeze({ 'http.request.method': op.method.toUpperCase(), 'http.route': op.path });
    const spanOptions = { kind: SpanKind.SERVER };
    const traced = (req: RestifyRequest, res: ServerResponse, rawParams: Record<string, string>): Promise<void> =>
      isTracingEnabled()
        ? withSpan(spanName, spanAttributes, (span) => serve(req, res, rawParams, span), { ...spanOptions, parent: extractTraceContext(req.headers) })
        : serve(req, res, rawParams);
    this.routes.add(op.method, op.path, traced);
    // Also on restify's router: it then knows the path (405 for another method), and serves the
    // route itself should the first-chain dispatch ever pass a request on.
    const viaRestify = async (req: RestifyRequest, res: restify.Response) => traced(req, res, (req.params ?? {}) as Record<string, string>);
    (this.server[method] as (path: string, h: typeof viaRestify) => void).call(this.server, route, viaRestify);
  }

  private warnShedding(reason: ShedReason, route: string, requestId: string): void {
    const now = performance.now();
    if (now - this.lastShedWarning < SHED_LOG_MS) return;
    this.lastShedWarning = now;
    this.options.logger.warn({ reason, route, request_id: requestId, in_flight: this.overload?.inFlight, error_code: 'service_unavailable' }, 'overloaded: requests answered 503 (counted in gleaner_http_shed_total)');
  }

  /**
   * A raw route of the contract (the change page, downloads): GET, and HEAD when the operation
   * says so, served by a plain handler that writes its own answer. `route` is restify's path when
   * it is not the operation's (downloads: under DOWNLOAD_BASE_URL's path, the key a wildcard).
   */
  mountRaw(op: Operation, handler: (req: IncomingMessage, res: ServerResponse) => void | Promise<void>, route = op.path.replace(/\{(\w+)\}/g, ':$1')): void {
    this.mounted.push(op);
    const serve = async (req: RestifyRequest, res: restify.Response): Promise<void> => {
      res.setHeader('X-Request-Id', requestId(req));
      // The handler may answer later (streams): restify must not see the chain end before it.
      const answered = new Promise<void>((resolve) => {
        res.once('finish', resolve);
        res.once('close', resolve);
      });
      try {
        await handler(req, res);
      } catch (err) {
        // Logged in its access line (the 'after' event).
        req.gleanerFailure = err;
        sendError(res, err);
      }
      await answered;
    };
    this.server.get(route, serve);
    if (op.head) this.server.head(route, serve);
  }

  /** Every route restify serves, as method and restify path (`/v1/monitoring/:id`, `/files/*`): what the OpenAPI document is held to. */
  servedRoutes(): { method: string; path: string }[] {
    const routes = (this.server as unknown as { router: { getRoutes(): Record<string, { method: string; path: string }> } }).router.getRoutes();
    return Object.values(routes).map((r) => ({ method: r.method.toLowerCase(), path: r.path }));
  }

  async listen(port: number, host: string): Promise<{ port: number; url: string }> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      // A long accept queue: in a burst, connections the loop has not accepted yet wait there, to be
      // answered (or pushed back) in turn. Node's default (511) overflowed here at 2,000 new connections a
      // second (907 handshakes dropped in a 6 s run, none at 4096), and a dropped handshake is retried by
      // the client after 1, 3, 7 s: a wait the server never sees. The kernel caps it at net.core.somaxconn.
      this.server.listen(port, host, LISTEN_BACKLOG, () => resolve());
    });
    const address = this.server.address() as AddressInfo;
    const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
    return { port: address.port, url: `http://${shownHost}:${address.port}` };
  }

  /**
   * Stops taking connections. Requests in flight get up to `drainMs` to finish (a rolling update's
   * SIGTERM; default 0: cut now), then every connection left is closed. Kept-alive sockets are closed
   * as soon as they are idle: they would otherwise outlive the server and fail their next request.
   */
  async close(drainMs = 0): Promise<void> {
    this.overload?.close();
    const http = this.server.server as unknown as { closeIdleConnections(): void; closeAllConnections(): void };
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    http.closeIdleConnections();
    if (drainMs > 0) {
      const idle = setInterval(() => http.closeIdleConnections(), 200);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([closed, new Promise<void>((resolve) => (timer = setTimeout(resolve, drainMs)))]);
      clearInterval(idle);
      clearTimeout(timer);
    }
    http.closeAllConnections();
    await closed;
  }
}

export { sendJson };
