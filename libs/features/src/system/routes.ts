import { allOperations, buildOpenApi, infraOperations, type Operation } from '@gleaner/contract';
import { readiness, type Metrics, type ReadinessCheck } from '@gleaner/platform';
import type { ApiServer } from '../http/api-server.js';

// Liveness, readiness, metrics and the OpenAPI document: no key needed.

export type { ReadinessCheck };

export function mountSystemRoutes(server: ApiServer, deps: { metrics: Metrics; checks: ReadinessCheck[]; baseUrl: string; downloadBaseUrl?: string; version: string; operations?: () => Operation[]; serveMetrics?: boolean }): void {
  const ops = infraOperations;
  server.mount(ops.healthz, async () => ({ raw: { contentType: 'application/json', body: JSON.stringify({ status: 'ok' }) } }));

  server.mount(ops.readyz, async () => {
    const { ready, body } = await readiness(deps.checks);
    return { status: ready ? 200 : 503, raw: { contentType: 'application/json', body: JSON.stringify(body) } };
  });

  if (deps.serveMetrics !== false) {
    server.mount(ops.metrics, async () => ({ raw: { contentType: deps.metrics.registry.contentType, body: await deps.metrics.registry.metrics() } }));
  }

  let document: string | undefined;
  server.mount(ops.openapi, async () => {
    document ??= JSON.stringify(buildOpenApi((deps.operations ?? allOperations)(), { version: deps.version, baseUrl: deps.baseUrl, downloadBaseUrl: deps.downloadBaseUrl }));
    return { raw: { contentType: 'application/json', body: document } };
  });
}
