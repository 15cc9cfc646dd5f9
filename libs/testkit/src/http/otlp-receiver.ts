import http from 'node:http';

// An OTLP/HTTP trace receiver (http/json) for tests: processes export to it (OTEL_EXPORTER_OTLP_ENDPOINT
// = url, OTEL_EXPORTER_OTLP_PROTOCOL=http/json) and it keeps every span with its process's service.name.

export interface ExportedSpan {
  service: string;
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
}

export interface OtlpReceiver {
  url: string;
  spans: ExportedSpan[];
  close(): Promise<void>;
}

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ExportedSpan[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      type Attr = { key: string; value: { stringValue?: string } };
      try {
        const parsed = JSON.parse(body) as { resourceSpans?: { resource: { attributes: Attr[] }; scopeSpans: { spans: Omit<ExportedSpan, 'service'>[] }[] }[] };
        for (const rs of parsed.resourceSpans ?? []) {
          const service = rs.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '';
          for (const ss of rs.scopeSpans) for (const span of ss.spans) spans.push({ ...span, service });
        }
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end('{}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    spans,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A span's ancestry within its trace, from itself up: "service:name" each. */
export function spanChain(spans: ExportedSpan[], from: ExportedSpan): string[] {
  const byId = new Map(spans.filter((s) => s.traceId === from.traceId).map((s) => [s.spanId, s]));
  const chain: string[] = [];
  for (let s: ExportedSpan | undefined = from; s && chain.length < 100; s = s.parentSpanId ? byId.get(s.parentSpanId) : undefined) chain.push(`${s.service}:${s.name}`);
  return chain;
}
