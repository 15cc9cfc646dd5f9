import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import t from 'tap';

// The README's `npx gleaner user create ...`, exactly as written, from the repository's root: npm must
// have linked a `gleaner` bin into node_modules/.bin, which it does only for a file that exists when
// `npm ci` runs (before any build), so the bin is a file of the repository, not of dist/.

const REPO = path.resolve(__dirname, '..', '..', '..');
const run = promisify(execFile);

t.test("the bin npm links is a file of the repository, there before a build", async (t) => {
  const pkg = JSON.parse(fs.readFileSync(path.join(REPO, 'apps/gleaner/package.json'), 'utf8')) as { bin: Record<string, string> };
  const bin = pkg.bin.gleaner;
  t.ok(bin, 'apps/gleaner declares a gleaner bin');
  t.notMatch(bin, /^(\.\/)?dist\//, 'not a build output (absent when npm ci links bins)');
  t.ok(fs.existsSync(path.join(REPO, 'apps/gleaner', bin)), `${bin} exists`);
  t.equal(fs.realpathSync(path.join(REPO, 'node_modules/.bin/gleaner')), fs.realpathSync(path.join(REPO, 'apps/gleaner', bin)), 'npm linked it');
});

t.test("the README's command creates a user in a data dir", async (t) => {
  const readme = fs.readFileSync(path.join(REPO, 'README.md'), 'utf8');
  const written = /`(npx gleaner user create [^`]+)`/.exec(readme)?.[1];
  if (!written) return t.fail('the README shows `npx gleaner user create ...`');
  // Optional arguments are written in brackets: given here, without them.
  const command = written.replace(/\[([^\]]+)\]/g, '$1');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gleaner-readme-'));
  t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const { stdout } = await run('sh', ['-c', command], { cwd: REPO, env: { ...process.env, GLEANER_DATA_DIR: dataDir, GLEANER_ADMIN_TOKEN: '', GLEANER_LOG_LEVEL: 'silent' }, timeout: 120_000 });
  const created = JSON.parse(stdout) as { user: { email: string; plan: { name: string }; credits: { balance: number } }; api_key: string; webhook_secret: string };
  const flag = (name: string) => new RegExp(`--${name} (\\S+)`).exec(command)?.[1];
  t.equal(created.user.email, flag('email'));
  if (flag('plan')) t.equal(created.user.plan.name, flag('plan'));
  if (flag('credits')) t.equal(created.user.credits.balance, Number(flag('credits')));
  t.match(created.api_key, /^gl_live_/);
  t.match(created.webhook_secret, /^whsec_/);
});
