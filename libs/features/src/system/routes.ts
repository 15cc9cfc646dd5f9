import { allOperations, buildOpenApi, infraOperations, type Operation } from '@gleaner/contract';
import type { Metrics } from '@gleaner/platform';
import type { ApiServer } from '../http/api-server.js';

// Liveness, readiness, metrics and the OpenAPI document: no key needed.

export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
}

export function mountSystemRoutes(server: ApiServer, deps: { metrics: Metrics; checks: ReadinessCheck[]; baseUrl: string; version: string; operations?: () => Operation[]; serveMetrics?: boolean }): void {
  const ops = infraOperations;
  server.mount(ops.healthz, async () => ({ raw: { contentType: 'application/json', body: JSON.stringify({ status: 'ok' }) } }));

  server.mount(ops.readyz, async () => {
    const results = await Promise.all(
      deps.checks.map(async (c) => {
        try {
          await Promise.race([c.check(), new Promise((_, reject) => setTimeout(() => reject(new Error('no answer in 2 s')), 2000).unref())]);
          return [c.name, 'ok'] as const;
        } catch (err) {
          return [c.name, `failing: ${(err as Error).message}`] as const;
        }
      }),
    );
    const ready = results.every(([, s]) => s === 'ok');
    return { status: ready ? 200 : 503, raw: { contentType: 'application/json', body: JSON.stringify({ status: ready ? 'ready' : 'not_ready', checks: Object.fromEntries(results) }) } };
  });

  if (deps.serveMetrics !== false) {
    server.mount(ops.metrics, async () => ({ raw: { contentType: deps.metrics.registry.contentType, body: await deps.metrics.registry.metrics() } }));
  }

  let document: string | undefined;
  server.mount(ops.openapi, async () => {
    document ??= JSON.stringify(buildOpenApi((deps.operations ?? allOperations)(), { version: deps.version, serverUrl: `${deps.baseUrl}/v1` }));
    return { raw: { contentType: 'application/json', body: document } };
  });
}
