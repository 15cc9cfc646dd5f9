import http from 'node:http';
import net from 'node:net';
import t from 'tap';
import { classifyAddress } from './address-ranges.js';
import { GuardProxy } from './guard-proxy.js';
import { NetworkGuard } from './guard.js';
import { classifyTreating, startLoopbackServer, startTestUpstreamProxy, type LoopbackServer } from './testing.js';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A plain (absolute-URI) request through the proxy, as a browser sends it. */
function viaProxy(proxyPort: number, url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: proxyPort, path: url, headers: { host: new URL(url).host, 'proxy-connection': 'keep-alive' }, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (c) => (body += c)).on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** CONNECT host:port through the proxy; when the tunnel opens, GET / inside it. */
function tunnel(proxyPort: number, hostPort: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: proxyPort, method: 'CONNECT', path: hostPort, agent: false });
    req.on('connect', (res, socket: net.Socket) => {
      if (res.statusCode !== 200) {
        socket.destroy();
        return resolve({ status: res.statusCode ?? 0, headers: res.headers, body: '' });
      }
      const inner = http.request({ createConnection: () => socket, path: '/', headers: { host: hostPort, connection: 'close' } }, (r) => {
        let body = '';
        r.setEncoding('utf8').on('data', (c) => (body += c)).on('end', () => resolve({ status: r.statusCode ?? 0, headers: r.headers, body }));
      });
      inner.on('error', reject);
      inner.end();
    });
    req.on('error', reject);
    req.end();
  });
}

let pub: LoopbackServer;
let priv: LoopbackServer;
t.before(async () => {
  pub = await startLoopbackServer({ routes: { '/': 'public page', '/hang': () => undefined } });
  priv = await startLoopbackServer({ host: '127.0.0.2', routes: { '/': 'private page' } });
});
t.teardown(async () => {
  await pub.close();
  await priv.close();
});

t.test('refuses private targets for plain requests and CONNECT; allows public ones', async (t) => {
  const refused: Array<[string, string]> = [];
  const guard = new NetworkGuard({ allowPrivateNetworks: false, classify: classifyTreating(['127.0.0.1'], classifyAddress) });
  const proxy = new GuardProxy({ guard, onRefused: (url, reason) => refused.push([url, reason]) });
  const { port, url } = await proxy.start();
  t.teardown(() => proxy.close());
  t.equal(url, `http://127.0.0.1:${port}`);

  const blocked = await viaProxy(port, `${priv.origin}/`);
  t.equal(blocked.status, 403);
  t.match(blocked.headers['x-gleaner-blocked'], /loopback/);
  const blockedTunnel = await tunnel(port, `127.0.0.2:${priv.port}`);
  t.equal(blockedTunnel.status, 403);
  t.match(blockedTunnel.headers['x-gleaner-blocked'], /loopback/);
  const metadata = await viaProxy(port, 'http://169.254.169.254/latest/meta-data/');
  t.equal(metadata.status, 403);
  t.match(metadata.headers['x-gleaner-blocked'], /metadata/);
  t.same(priv.hits, [], 'the private server saw nothing');

  const allowed = await viaProxy(port, `${pub.origin}/`);
  t.same([allowed.status, allowed.body], [200, 'public page']);
  const allowedTunnel = await tunnel(port, `127.0.0.1:${pub.port}`);
  t.same([allowedTunnel.status, allowedTunnel.body], [200, 'public page']);

  t.same(proxy.stats(), { allowed: 2, refused: 3, failed: 0 });
  t.same(
    refused.map(([u]) => u),
    [`${priv.origin}/`, `https://127.0.0.2:${priv.port}/`, 'http://169.254.169.254/latest/meta-data/'],
  );
  const notProxy = await new Promise<number>((resolve) => http.get({ host: '127.0.0.1', port, path: '/' }, (r) => {
      r.resume();
      resolve(r.statusCode ?? 0);
    }));
  t.equal(notProxy, 400, 'an origin-form request is not proxied');
});

t.test('with private networks allowed everything on loopback goes through', async (t) => {
  const proxy = new GuardProxy({ guard: new NetworkGuard({ allowPrivateNetworks: true }) });
  const { port } = await proxy.start();
  t.teardown(() => proxy.close());
  t.equal((await viaProxy(port, `${priv.origin}/`)).body, 'private page');
  t.equal((await tunnel(port, `127.0.0.2:${priv.port}`)).body, 'private page');
  const gone = await startLoopbackServer({ routes: {} });
  await gone.close();
  t.equal((await viaProxy(port, `${gone.origin}/`)).status, 502, 'unreachable target: 502');
  t.equal((await tunnel(port, `127.0.0.1:${gone.port}`)).status, 502, 'unreachable tunnel: 502');
  t.same(proxy.stats(), { allowed: 4, refused: 0, failed: 2 });
  const impatient = new GuardProxy({ guard: new NetworkGuard({ allowPrivateNetworks: true }), idleTimeoutMs: 200 });
  const { port: impatientPort } = await impatient.start();
  t.teardown(() => impatient.close());
  const hung = await viaProxy(impatientPort, `${pub.origin}/hang`);
  t.equal(hung.status, 502, 'a target that never answers is dropped after the idle limit');
  t.match(hung.headers['x-gleaner-error'], /no data from the target for 200 ms/);
});

t.test('with upstreams, allowed traffic goes through them round-robin to the checked address', async (t) => {
  const up1 = await startTestUpstreamProxy();
  const up2 = await startTestUpstreamProxy();
  const guard = new NetworkGuard({ allowPrivateNetworks: false, lookup: async () => [{ address: '127.0.0.1', family: 4 }], classify: classifyTreating(['127.0.0.1'], classifyAddress) });
  const proxy = new GuardProxy({ guard, upstreams: [up1.url, up2.url] });
  const { port } = await proxy.start();
  t.teardown(async () => {
    await proxy.close();
    await up1.close();
    await up2.close();
  });
  t.equal((await viaProxy(port, `http://shop.test:${pub.port}/`)).body, 'public page');
  t.equal((await tunnel(port, `shop.test:${pub.port}`)).body, 'public page');
  t.equal((await viaProxy(port, `${priv.origin}/`)).status, 403, 'refused before any upstream');
  t.same(up1.seen, [`CONNECT 127.0.0.1:${pub.port}`]);
  t.same(up2.seen, [`CONNECT 127.0.0.1:${pub.port}`]);
});
