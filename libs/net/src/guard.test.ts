import http from 'node:http';
import t from 'tap';
import { classifyAddress } from './address-ranges.js';
import { NetworkGuard, type LookupFn } from './guard.js';
import { refusedWith } from './refusal-assert.test-helper.js';
import { classifyTreating, startLoopbackServer } from './testing.js';

const strict = new NetworkGuard({ allowPrivateNetworks: false });

t.test('the WHATWG URL parser normalises numeric IPv4 forms to dotted quads', async (t) => {
  t.equal(new URL('http://2130706433/').hostname, '127.0.0.1');
  t.equal(new URL('http://0x7f.0.0.1/').hostname, '127.0.0.1');
  t.equal(new URL('http://0177.0.0.1/').hostname, '127.0.0.1');
  t.equal(new URL('http://127.1/').hostname, '127.0.0.1');
  t.equal(new URL('http://0x7f000001/').hostname, '127.0.0.1');
  t.equal(new URL('http://[::ffff:127.0.0.1]/').hostname, '[::ffff:7f00:1]');
});

t.test('every known bypass form is refused as invalid_url', async (t) => {
  const bypasses = [
    'http://2130706433/', 'http://0x7f.0.0.1/', 'http://0177.0.0.1/', 'http://127.1/', 'http://[::ffff:127.0.0.1]/',
    'http://[::1]/', 'http://169.254.169.254/latest/meta-data/', 'http://[::ffff:7f00:1]/', 'http://0.0.0.0:8080/',
    'http://[::]/', 'http://10.0.0.1/', 'https://192.168.0.1/', 'http://[fe80::1]/', 'http://[64:ff9b::a9fe:a9fe]/',
    'http://127.0.0.1.:80/', 'HTTP://LOCALHOST.localdomain.invalid./',
  ];
  // localhost names go through the lookup; this one answers loopback for anything.
  const guard = new NetworkGuard({ allowPrivateNetworks: false, lookup: async () => [{ address: '127.0.0.1', family: 4 }] });
  for (const url of bypasses) await refusedWith(t, guard.checkUrl(url), 'invalid_url', /not a public address/, url);
  await refusedWith(t, strict.checkUrl('http://169.254.169.254/'), 'invalid_url', /metadata/, 'metadata named');
});

t.test('localhost names are loopback without asking DNS (RFC 6761; issue 32: `localhost.` and `*.localhost` passed as unresolvable)', async (t) => {
  const asked: string[] = [];
  // A resolver that knows none of them: before, each was "does not resolve" and so accepted at creation.
  const lookup: LookupFn = async (host) => {
    asked.push(host);
    throw Object.assign(new Error('getaddrinfo ENOTFOUND ' + host), { code: 'ENOTFOUND' });
  };
  const guard = new NetworkGuard({ allowPrivateNetworks: false, lookup });
  for (const url of ['http://localhost/', 'http://localhost./', 'http://LOCALHOST/', 'http://foo.localhost/', 'http://foo.localhost./', 'https://a.b.LocalHost:8443/x', 'http://xn--bcher-kva.localhost/']) {
    await refusedWith(t, guard.checkUrl(url), 'invalid_url', /localhost name \(RFC 6761\).*loopback: not a public address/, url);
  }
  t.same(asked, [], 'none was looked up');
  t.ok(await guard.checkUrl('http://localhost.localdomain/').catch((err) => err.code === 'url_not_accessible'), 'localhost.localdomain is an ordinary name: judged by its addresses');
  t.ok(await guard.checkUrl('http://notlocalhost/').catch((err) => err.code === 'url_not_accessible'), 'a name that only ends in "localhost" is ordinary');
  t.ok(await guard.checkUrl('http://localhost.example/').catch((err) => err.code === 'url_not_accessible'), 'localhost as a first label is ordinary');
  t.same(asked, ['localhost.localdomain', 'notlocalhost', 'localhost.example']);

  const open = new NetworkGuard({ allowPrivateNetworks: true, lookup });
  const reached = await open.checkUrl('http://site.localhost:8080/');
  t.same([reached.address, reached.addresses.map((a) => a.address)], ['127.0.0.1', ['127.0.0.1', '::1']], 'allowed: loopback, IPv4 first');
  t.same(asked.length, 3, 'still not looked up');
});

t.test('names are judged by every address they resolve to', async (t) => {
  const calls: string[] = [];
  const lookup: LookupFn = async (host) => {
    calls.push(host);
    if (host === 'loopback.test') return [{ address: '127.0.0.1', family: 4 }];
    if (host === 'mixed.test') return [{ address: '93.184.216.34', family: 4 }, { address: '10.0.0.7', family: 4 }];
    if (host === 'mapped.test') return [{ address: '::ffff:127.0.0.1', family: 6 }];
    if (host === 'public.test') return [{ address: '93.184.216.34', family: 4 }, { address: '2606:2800:220:1::1', family: 6 }];
    throw Object.assign(new Error('getaddrinfo ENOTFOUND ' + host), { code: 'ENOTFOUND' });
  };
  const guard = new NetworkGuard({ allowPrivateNetworks: false, lookup });
  await refusedWith(t, guard.checkUrl('http://loopback.test/'), 'invalid_url', /resolves to 127\.0\.0\.1.*loopback/, 'name -> 127.0.0.1');
  await refusedWith(t, guard.checkUrl('http://mixed.test/'), 'invalid_url', /10\.0\.0\.7.*private/, 'one public, one private');
  await refusedWith(t, guard.checkUrl('http://mapped.test/'), 'invalid_url', /ipv4-mapped loopback/, 'name -> mapped v6');
  await refusedWith(t, guard.checkUrl('http://nowhere.test/'), 'url_not_accessible', /does not resolve/, 'unresolvable');
  const ok = await guard.checkUrl('https://public.test:8443/a?b=1');
  t.same({ address: ok.address, family: ok.family, href: ok.url.href }, { address: '93.184.216.34', family: 4, href: 'https://public.test:8443/a?b=1' });
  const before = calls.length;
  await guard.checkUrl('http://8.8.8.8/');
  t.equal(calls.length, before, 'an IP literal is not looked up');
});

t.test('only http and https, without credentials', async (t) => {
  for (const url of ['file:///etc/passwd', 'data:text/html,<h1>x</h1>', 'javascript:alert(1)', 'ftp://example.com/', 'gopher://127.0.0.1:6379/_', 'ws://example.com/', 'chrome://settings']) {
    await refusedWith(t, strict.checkUrl(url), 'invalid_url', /scheme .* not allowed/, url);
  }
  await refusedWith(t, strict.checkUrl('http://user:pw@8.8.8.8/'), 'invalid_url', /credentials/, 'credentials');
  await refusedWith(t, strict.checkUrl('not a url'), 'invalid_url', /not a valid URL/, 'garbage');
  await refusedWith(t, strict.checkUrl('http://[::1/'), 'invalid_url', /not a valid URL/, 'broken IPv6 literal');
});

t.test('allowPrivateNetworks turns the address check off but not the scheme check', async (t) => {
  const open = new NetworkGuard({ allowPrivateNetworks: true });
  const checked = await open.checkUrl('http://2130706433:9/');
  t.equal(checked.address, '127.0.0.1');
  t.equal((await open.checkUrl('http://[::1]/')).family, 6);
  const dual = new NetworkGuard({ allowPrivateNetworks: true, lookup: async () => [{ address: '::1', family: 6 }, { address: '127.0.0.1', family: 4 }] });
  const both = await dual.checkUrl('http://dual.test/');
  t.same([both.address, both.addresses.map((x) => x.address)], ['127.0.0.1', ['127.0.0.1', '::1']], 'IPv4 preferred, all kept');
  await refusedWith(t, open.checkUrl('file:///etc/passwd'), 'invalid_url', /scheme/, 'file: still refused');
});

t.test('lookupForAgent checks and pins for http.request', async (t) => {
  const server = await startLoopbackServer({ routes: { '/': 'hello' } });
  t.teardown(server.close);
  const answers = ['127.0.0.1', '127.0.0.2'];
  let n = 0;
  const lookup: LookupFn = async () => [{ address: answers[n++ % 2], family: 4 }];
  const get = (guard: NetworkGuard) =>
    new Promise<string>((resolve, reject) => {
      const req = http.get({ host: 'app.test', port: server.port, path: '/', lookup: guard.lookupForAgent(), agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (c) => (body += c)).on('end', () => resolve(body));
      });
      req.on('error', reject);
    });
  const loose = new NetworkGuard({ allowPrivateNetworks: false, lookup, classify: classifyTreating(['127.0.0.1'], classifyAddress) });
  t.equal(await get(loose), 'hello', 'first answer 127.0.0.1 (treated public) is used');
  await refusedWith(t, get(loose), 'invalid_url', /127\.0\.0\.2/, 'second answer 127.0.0.2 refused');
  await refusedWith(t, get(strict), 'url_not_accessible', /does not resolve/, 'system DNS has no app.test');
});
