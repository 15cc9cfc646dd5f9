import https from 'node:https';
import type net from 'node:net';
import type tls from 'node:tls';
import t from 'tap';
import { classifyAddress } from './address-ranges.js';
import { guardedFetch } from './fetch.js';
import { NetworkGuard } from './guard.js';
import { refusedWith } from './refusal-assert.test-helper.js';
import { classifyTreating, makeSelfSignedCert, startTestUpstreamProxy } from './testing.js';

t.test('https: connects to the pinned address, sends SNI for the name, verifies the certificate', async (t) => {
  const { key, cert } = makeSelfSignedCert(['secure.test']);
  const sni: string[] = [];
  const server = https.createServer({ key, cert }, (req, res) => {
    sni.push(String((req.socket as tls.TLSSocket).servername));
    (res.writeHead(200, { 'content-type': 'text/plain' }), res.end(`host=${req.headers.host}`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const upstream = await startTestUpstreamProxy();
  t.teardown(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await upstream.close();
  });
  const guard = new NetworkGuard({
    allowPrivateNetworks: false,
    lookup: async () => [{ address: '127.0.0.1', family: 4 }],
    classify: classifyTreating(['127.0.0.1'], classifyAddress),
  });
  const url = `https://secure.test:${port}/`;
  const direct = await guardedFetch(guard, url, { timeoutMs: 5000, ca: cert });
  t.equal(direct.body, `host=secure.test:${port}`);
  const proxied = await guardedFetch(guard, url, { timeoutMs: 5000, ca: cert, proxyUrl: upstream.url });
  t.equal(proxied.body, `host=secure.test:${port}`);
  t.same(upstream.seen, [`CONNECT 127.0.0.1:${port}`]);
  t.same(sni, ['secure.test', 'secure.test'], 'SNI names the host, not the address');
  await refusedWith(t, guardedFetch(guard, url, { timeoutMs: 5000 }), 'url_not_accessible', /self[- ]signed/i, 'untrusted certificate');
  const wrongName = new NetworkGuard({ allowPrivateNetworks: true, lookup: async () => [{ address: '127.0.0.1', family: 4 }] });
  await refusedWith(t, guardedFetch(wrongName, `https://other.test:${port}/`, { timeoutMs: 5000, ca: cert }), 'url_not_accessible', /altnames|other\.test/i, 'certificate for another name');
});
