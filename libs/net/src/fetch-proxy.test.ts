import t from 'tap';
import { classifyAddress } from './address-ranges.js';
import { guardedFetch } from './fetch.js';
import { NetworkGuard } from './guard.js';
import { refusedWith } from './refusal-assert.test-helper.js';
import { classifyTreating, startLoopbackServer, startTestUpstreamProxy } from './testing.js';

t.test('the proxy path tunnels to the pinned address through the upstream proxy', async (t) => {
  const site = await startLoopbackServer({ routes: { '/': (q, s) => (s.writeHead(200, { 'content-type': 'text/plain' }), s.end(`host=${q.headers.host}`)) } });
  const inside = await startLoopbackServer({ host: '127.0.0.2', routes: { '/': 'private' } });
  const upstream = await startTestUpstreamProxy({ requireAuth: 'user:secret' });
  t.teardown(async () => {
    await site.close();
    await inside.close();
    await upstream.close();
  });
  const guard = new NetworkGuard({
    allowPrivateNetworks: false,
    lookup: async () => [{ address: '127.0.0.1', family: 4 }],
    classify: classifyTreating(['127.0.0.1'], classifyAddress),
  });
  const proxyUrl = `http://user:secret@127.0.0.1:${upstream.port}`;
  const r = await guardedFetch(guard, `http://site.test:${site.port}/`, { timeoutMs: 5000, proxyUrl });
  t.equal(r.body, `host=site.test:${site.port}`);
  t.same(upstream.seen, [`CONNECT 127.0.0.1:${site.port}`], 'the proxy was asked for the checked address, not the name');
  await refusedWith(t, guardedFetch(guard, `${inside.origin}/`, { timeoutMs: 5000, proxyUrl }), 'invalid_url', /loopback/, 'private target via proxy');
  t.equal(upstream.seen.length, 1, 'a refused target never reaches the proxy');
  await refusedWith(t, guardedFetch(guard, `http://site.test:${site.port}/`, { timeoutMs: 5000, proxyUrl: `http://127.0.0.1:${upstream.port}` }), 'url_not_accessible', /407/, 'proxy wants credentials');
});
