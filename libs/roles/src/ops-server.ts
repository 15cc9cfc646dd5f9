import http from 'node:http';
import { readiness, type Metrics, type ReadinessCheck } from '@gleaner/platform';

// GET /healthz, /readyz and /metrics for a process without the API's server (render, scheduler,
// dispatcher), and /metrics on its own port for the API (GLEANER_METRICS_PORT).

export interface OpsServerOptions {
  metrics: Metrics;
  /** Readiness checks; without them /readyz is not served. */
  checks?: ReadinessCheck[];
  port: number;
  host: string;
}

export interface OpsServer {
  port: number;
  close(): Promise<void>;
}

function send(res: http.ServerResponse, status: number, contentType: string, body: string): void {
  res.writeHead(status, { 'Content-Type': contentType });
  res.end(body);
}

export async function startOpsServer(options: OpsServerOptions): Promise<OpsServer> {
  const { metrics, checks } = options;
  const server = http.createServer((req, res) => {
    const path = req.url?.split('?')[0];
    const fail = () => send(res, 500, 'text/plain', 'internal error\n');
    if (req.method !== 'GET') return send(res, 405, 'text/plain', 'GET only\n');
    if (path === '/healthz') return send(res, 200, 'application/json', JSON.stringify({ status: 'ok' }));
    if (path === '/readyz' && checks) {
      readiness(checks).then(({ ready, body }) => send(res, ready ? 200 : 503, 'application/json', JSON.stringify(body)), fail);
      return;
    }
    if (path === '/metrics') {
      metrics.registry.metrics().then((body) => send(res, 200, metrics.registry.contentType, body), fail);
      return;
    }
    send(res, 404, 'text/plain', 'not found\n');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as { port: number }).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
