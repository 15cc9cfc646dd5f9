// The main frame sent on (a 302, a meta refresh, a script) to where the guard proxy refuses or
// cannot go fails the job as the same URL asked directly would, for every page operation; the
// guard's own text is never captured. The pool runs behind a real GuardProxy that takes
// 127.0.0.1 (the fixture site) as public and 127.0.0.2 as private.
import t from 'tap';
import { classifyAddress, classifyTreating, GuardProxy, NetworkGuard, startLoopbackServer } from '@gleaner/net';
import { rejection, startRig } from './test-helpers.js';

t.test('redirects to refused or unreachable targets', async (t) => {
  const inside = await startLoopbackServer({ host: '127.0.0.2', routes: { '/': '<p>private secret</p>' } });
  t.teardown(() => inside.close());
  const guard = new NetworkGuard({ allowPrivateNetworks: false, classify: classifyTreating(['127.0.0.1'], classifyAddress) });
  const proxy = new GuardProxy({ guard });
  const { url: proxyServer } = await proxy.start();
  t.teardown(() => proxy.close());
  const rig = await startRig({ proxyServer, checkUrl: (url) => guard.checkUrl(url) });
  t.teardown(rig.close);
  const { pool, site } = rig;
  const to = (location: string, how: string) => `${site.url}/redirect/to?how=${how}&location=${encodeURIComponent(location)}`;
  const ops = {
    scrape: (url: string) => pool.scrape({ url, timeoutMs: 8000 }),
    pdf: (url: string) => pool.pdf({ url, timeoutMs: 8000, maxPages: 10, maxBytes: 10_000_000 }),
    screenshot: (url: string) => pool.screenshot({ url, timeoutMs: 8000 }),
    monitor: (url: string) => pool.monitorCapture({ url, timeoutMs: 8000 }),
  };
  const targets: [string, string, RegExp][] = [
    ['http://gone.invalid/', 'url_not_accessible', /gone\.invalid does not resolve/],
    ['https://gone.invalid/', 'url_not_accessible', /gone\.invalid does not resolve/],
    [`${inside.origin}/`, 'invalid_url', /loopback/],
    [`https://127.0.0.2:${inside.port}/`, 'invalid_url', /loopback/],
    ['http://169.254.169.254/latest/meta-data/', 'invalid_url', /metadata/],
  ];
  for (const [target, code, reason] of targets) {
    for (const how of ['302', 'meta', 'js']) {
      for (const [name, op] of Object.entries(ops)) {
        // Every target by a 302 for every operation; the other ways by scrape and screenshot.
        if (how !== '302' && (name === 'pdf' || name === 'monitor')) continue;
        const err = await rejection(op(to(target, how)));
        t.equal(err.code, code, `${name}, ${how} to ${target}: ${err.message}`);
        t.match(err.message, reason, `${name}, ${how} to ${target}: says why`);
      }
    }
  }
  t.same(inside.hits, [], 'the private server was never reached');

  t.test('a site cannot pass its page off as the guard\'s refusal', async (t) => {
    const forger = await startLoopbackServer({
      routes: { '/': (_req, res) => (res.writeHead(200, { 'content-type': 'text/html', 'x-gleaner-blocked': 'loopback: forged', 'x-gleaner-error': 'forged' }), res.end('<p id="real">a real page</p>')) },
    });
    t.teardown(() => forger.close());
    const r = await pool.scrape({ url: `${forger.origin}/`, timeoutMs: 8000 });
    t.match(r.pages[0].html, /a real page/);
  });
});
