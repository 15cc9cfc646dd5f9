// guardedFetch against unguarded clients on a loopback page: requests/s, each mode for a fixed
// time at a fixed concurrency, modes interleaved, 3 rounds, medians. Not a test.
// Usage: node bench/net/fetch-bench.mjs [seconds=3] [concurrency=8]
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const require = createRequire(import.meta.url);
const gnet = require(path.join(root, 'libs/net/dist/index.js'));
const undici = require('undici');

const seconds = Number(process.argv[2] ?? 3);
const concurrency = Number(process.argv[3] ?? 8);
const ROUNDS = 3;

const server = spawn(process.execPath, [path.join(here, 'page-server.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
const port = await new Promise((resolve) => server.stdout.once('data', (d) => resolve(Number(String(d).trim()))));
const url = `http://127.0.0.1:${port}/`;
const byName = `http://localhost:${port}/`;

const guard = new gnet.NetworkGuard({ allowPrivateNetworks: true });
const proxy = new gnet.GuardProxy({ guard });
const { port: proxyPort } = await proxy.start();
const plainAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const pool = new undici.Pool(`http://127.0.0.1:${port}`, { connections: 64 });

function httpGet(options) {
  return new Promise((resolve, reject) => {
    http.get(options, (res) => {
      let n = 0;
      res.on('data', (c) => (n += c.length)).on('end', () => resolve(n));
    }).on('error', reject);
  });
}

const modes = {
  'guardedFetch (IP literal)': () => gnet.guardedFetch(guard, url, { timeoutMs: 5000 }),
  'guardedFetch (name, DNS each call)': () => gnet.guardedFetch(guard, byName, { timeoutMs: 5000 }),
  'node fetch (undici global)': async () => (await fetch(url)).text(),
  'undici.request (Pool)': async () => (await pool.request({ path: '/', method: 'GET' })).body.text(),
  'http.get keep-alive (no guard)': () => httpGet({ host: '127.0.0.1', port, path: '/', agent: plainAgent }),
  'http.get via GuardProxy': () => httpGet({ host: '127.0.0.1', port: proxyPort, path: url, agent: plainAgent, headers: { host: `127.0.0.1:${port}` } }),
};

async function run(fn) {
  const end = performance.now() + seconds * 1000;
  let done = 0;
  const worker = async () => {
    while (performance.now() < end) {
      await fn();
      done++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return done / seconds;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = Object.fromEntries(Object.keys(modes).map((k) => [k, []]));
for (const fn of Object.values(modes)) for (let i = 0; i < 200; i++) await fn(); // warm up
for (let r = 0; r < ROUNDS; r++) for (const [name, fn] of Object.entries(modes)) results[name].push(await run(fn));

const base = median(results['node fetch (undici global)']);
console.log(`loopback 5 KB page, ${seconds}s per mode, concurrency ${concurrency}, ${ROUNDS} rounds interleaved, medians (node ${process.version})`);
for (const [name, xs] of Object.entries(results)) {
  const m = median(xs);
  console.log(`${name.padEnd(36)} ${m.toFixed(0).padStart(6)} req/s   x${(m / base).toFixed(2)} of node fetch   runs: ${xs.map((x) => x.toFixed(0)).join(', ')}`);
}
await proxy.close();
await pool.close();
plainAgent.destroy();
server.kill();
