import t from 'tap';
import path from 'node:path';
import { spawnRoleApp, startOtlpProtobufReceiver, waitFor } from '@gleaner/testkit';

// A traced request end to end: the API process with an OTLP endpoint set (our exporter, the SDK's
// batch processor and HTTP transport), a caller's traceparent on the request, and a receiver that
// decodes what arrives with protobufjs: the request's span is there, with its attributes, as the
// child of the caller's span, in the caller's trace.
t.test("a traced request's span reaches the collector with its attributes and parent", async (t) => {
  const receiver = await startOtlpProtobufReceiver();
  t.teardown(() => receiver.close());
  const p = await spawnRoleApp(path.join(__dirname, 'main.js'), {
    GLEANER_ADMIN_TOKEN: 'traces-admin',
    GLEANER_LOG_LEVEL: 'silent',
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf',
    OTEL_SERVICE_NAME: 'traces-test-api',
    OTEL_BSP_SCHEDULE_DELAY: '100',
  });
  t.teardown(() => p.stop('SIGKILL'));
  const created = await fetch(`${p.url}/v1/admin/users`, {
    method: 'POST',
    headers: { authorization: 'Bearer traces-admin', 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'traces@example.com', name: 'Traces', credits: 3 }),
  });
  t.equal(created.status, 201);
  const { data } = (await created.json()) as { data: { api_key: string; user_id?: string; id?: string } };
  const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
  const callerSpan = '00f067aa0ba902b7';
  const profile = await fetch(`${p.url}/v1/user/profile`, {
    headers: { authorization: `Bearer ${data.api_key}`, traceparent: `00-${traceId}-${callerSpan}-01`, 'x-request-id': 'traced-req-1' },
  });
  t.equal(profile.status, 200);
  const userId = ((await profile.json()) as { data: { id: string } }).data.id;

  const span = await waitFor('the profile request span at the receiver', () => receiver.spans.find((s) => s.name === 'GET /v1/user/profile'), 15_000, 100);
  t.equal(span.traceId, traceId, "in the caller's trace");
  t.equal(span.parentSpanId, callerSpan, "the caller's span is its parent");
  t.equal(span.kind, 2, 'a SERVER span');
  t.match(span.attributes, {
    'http.request.method': 'GET',
    'http.route': '/v1/user/profile',
    'gleaner.request_id': 'traced-req-1',
    'gleaner.user_id': userId,
    'http.response.status_code': 200,
  });
  t.equal(span.resource['service.name'], 'traces-test-api');
  t.ok(BigInt(span.end) > BigInt(span.start), 'it has a duration');
  t.equal(span.flags & 0x301, 0x301, 'sampled, its parent remote');
  t.ok(receiver.requests.every((r) => r.path === '/v1/traces' && r.contentType === 'application/x-protobuf'), 'OTLP http/protobuf to /v1/traces');
  const { code } = await p.stop('SIGTERM');
  t.equal(code, 0);
});
