// The network paths: every request through the guard proxy, proxy: true through the upstream lane.
import t from 'tap';
import { GuardProxy, NetworkGuard, classifyAddress, classifyTreating, startLoopbackServer, startTestUpstreamProxy } from '@gleaner/net';
import { startRig, rejection } from './test-helpers.js';

t.test('through the guard proxy: allowed targets load, refused ones answer invalid_url', async (t) => {
  const inside = await startLoopbackServer({ host: '127.0.0.2', routes: { '/': '<p>private page</p>' } });
  t.teardown(inside.close);
  // 127.0.0.1 (the fixture site) counts as public here; 127.0.0.2 stays private.
  const guard = new NetworkGuard({ allowPrivateNetworks: false, classify: classifyTreating(['127.0.0.1'], classifyAddress) as never });
  const proxy = new GuardProxy({ guard });
  const { url: proxyUrl } = await proxy.start();
  t.teardown(() => proxy.close());
  const rig = await startRig({ proxyServer: proxyUrl });
  t.teardown(rig.close);
  const ok = await rig.pool.scrape({ url: `${rig.site.url}/product`, timeoutMs: 10_000 });
  t.match(ok.pages[0].text, /Fixture Kettle/);
  const err = await rejection(rig.pool.scrape({ url: `${inside.origin}/`, timeoutMs: 10_000 }));
  t.equal(err.code, 'invalid_url', err.message);
  t.same(inside.hits, [], 'the private server was never reached');
});

t.test('proxy: true goes through the upstream proxy lane', async (t) => {
  const upstream = await startTestUpstreamProxy();
  t.teardown(upstream.close);
  const rig = await startRig({ upstreamProxyServer: upstream.url });
  t.teardown(rig.close);
  const direct = await rig.pool.scrape({ url: `${rig.site.url}/product?via=direct`, timeoutMs: 10_000 });
  t.match(direct.pages[0].text, /Fixture Kettle/);
  t.notOk(upstream.seen.some((s) => s.includes('via=direct')), 'a normal job does not use the proxy');
  const proxied = await rig.pool.scrape({ url: `${rig.site.url}/product?via=proxy`, timeoutMs: 15_000, proxy: true });
  t.match(proxied.pages[0].text, /Fixture Kettle/);
  t.ok(upstream.seen.some((s) => s.includes('via=proxy')), `the proxy carried it (${upstream.seen.join(', ')})`);
  t.equal(rig.pool.stats().browsers, 2, 'a second browser for the proxied lane');
  const blocked = await rejection(rig.pool.scrape({ url: `${rig.site.url}/status/403`, timeoutMs: 10_000, proxy: true }));
  t.equal(blocked.code, 'blocked');
  t.match(blocked.message, /proxy was blocked too/);
});
