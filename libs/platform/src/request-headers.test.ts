import t from 'tap';
import { assertRequestHeaders, isReservedRequestHeader, requestHeaderProblems } from './request-headers.js';

t.test('reserved names, any case, and every Proxy-*', async (t) => {
  for (const name of ['host', 'HOST', 'Content-Length', 'transfer-encoding', 'Connection', 'upgrade', 'TE', 'keep-alive', 'Trailer', 'Proxy-Authorization', 'proxy-anything']) t.ok(isReservedRequestHeader(name), name);
  for (const name of ['Accept', 'X-Host', 'Content-Type', 'Trailers', 'Tea', 'Authorization', 'Cookie']) t.notOk(isReservedRequestHeader(name), name);
});

t.test('problems name each header; the last-layer check throws invalid_parameter', async (t) => {
  t.same(requestHeaderProblems({ ok: 'fine', 'bad name': 'x', Host: 'h', 'X-A': 'a\nb', 'X-B': 'caf\u00e9' }).map((p) => p.field), ['headers.bad name', 'headers.Host', 'headers.X-A']);
  t.same(requestHeaderProblems({ 'X-N': 7 as unknown as string }).map((p) => p.field), ['headers.X-N'], 'a value that is not a string');
  t.throws(() => assertRequestHeaders({ Connection: 'close' }), { code: 'invalid_parameter', details: { field: 'headers.Connection' } });
  t.doesNotThrow(() => assertRequestHeaders(undefined));
  t.doesNotThrow(() => assertRequestHeaders({ 'User-Agent': 'me', 'X-Tab': 'a\tb', Empty: '' }));
});
