import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import t from 'tap';
import { freePort } from '@gleaner/testkit';

// `make run-cluster` (dist/run-cluster.js) as a user meets it: started on a free port, it prints a
// first user's keys that work through its proxy, lets `gleaner user create` in, stops every process
// it started on SIGTERM with exit 0, and finds its data again on the next start (no new keys).

const launcher = path.join(__dirname, 'run-cluster.js');
const cli = path.join(__dirname, 'cli.js');

interface Launched {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

async function launch(env: NodeJS.ProcessEnv): Promise<Launched> {
  const child = spawn(process.execPath, [launcher, '--apis', '1', '--renderers', '1'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const until = Date.now() + 180_000;
  while (!output.includes('Ready.')) {
    if (child.exitCode !== null || Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`run-cluster did not get ready: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, output: () => output, exited };
}

/** Every process below `pid` (Linux /proc), recursively. */
function descendants(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [child, ppid] of parentOf) if (ppid === parent) found.push(child), walk(child);
  };
  walk(pid);
  return found;
}

/** Still running (a zombie has ended: only its entry waits to be collected). */
function running(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

async function profile(url: string, key: string): Promise<{ status: number; email?: string }> {
  const res = await fetch(`${url}/v1/user/profile`, { headers: { authorization: `Bearer ${key}` } });
  return { status: res.status, email: ((await res.json()) as { data?: { email: string } }).data?.email };
}

t.test('make run-cluster: keys on a first start, a clean stop on SIGTERM, its data kept', async (t) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gleaner-run-cluster-'));
  t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = { ...process.env, GLEANER_PORT: String(port), GLEANER_HOST: '127.0.0.1', GLEANER_DATA_DIR: dataDir, GLEANER_LOG_LEVEL: 'warn', GLEANER_ADMIN_TOKEN: '' };

  const first = await launch(env);
  t.teardown(() => first.child.kill('SIGKILL'));
  const out = first.output();
  t.match(out, `Gleaner cluster listening on ${url}`);
  t.match(out, /api-1 +http:\/\/127\.0\.0\.1:\d+ \(pid \d+/, 'says where each process listens');
  t.match(out, /renderer-1 +http:\/\/127\.0\.0\.1:\d+/);
  const key = /Live API key \(shown once\): (gl_live_\w+)/.exec(out)?.[1];
  t.ok(key, 'a first start prints a live key');
  t.match(out, /Test API key \(shown once\): gl_test_\w+/);
  t.match(out, /Webhook secret \(shown once\): whsec_\w+/);
  t.same(await profile(url, key!), { status: 200, email: 'owner@localhost' }, 'the key works through the proxy');

  const { stdout } = await promisify(execFile)(process.execPath, [cli, 'user', 'create', '--email', 'cli@example.com', '--name', 'From CLI'], { env });
  const created = JSON.parse(stdout) as { api_key: string };
  t.same(await profile(url, created.api_key), { status: 200, email: 'cli@example.com' }, '`gleaner user create` reaches the cluster');

  const children = descendants(first.child.pid!);
  t.ok(children.length >= 4, `it runs its processes as children (${children.length} below it)`);
  first.child.kill('SIGTERM');
  t.equal(await first.exited, 0, 'exit 0 after SIGTERM');
  t.match(first.output(), 'Gleaner cluster stopped.');
  let left = children.filter(running);
  for (let i = 0; i < 50 && left.length > 0; i++) {
    await new Promise((r) => setTimeout(r, 200));
    left = left.filter(running);
  }
  t.same(left, [], 'every process it started is gone');
  t.notOk(fs.existsSync(path.join(dataDir, 'server.json')), 'its handoff is taken back');

  const second = await launch(env);
  t.teardown(() => second.child.kill('SIGKILL'));
  t.notMatch(second.output(), 'First start', 'no new user on the next start');
  t.same(await profile(url, key!), { status: 200, email: 'owner@localhost' }, 'the first key still works: the data was kept');
  second.child.kill('SIGTERM');
  t.equal(await second.exited, 0);
});
