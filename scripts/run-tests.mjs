// Runs every compiled test file with tap and ends with the line CI reads: `N passed, M failed`.
// Tests are TypeScript beside the code; `tsc -b` compiles them to dist/ first (see Makefile).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// The Node in .nvmrc (or newer) only: node_modules was installed for it (`make test` puts it first on
// PATH, from .tools/node where the machine's node is older).
const wanted = Number(fs.readFileSync('.nvmrc', 'utf8').split('.')[0]);
if (Number(process.versions.node.split('.')[0]) < wanted) {
  console.log(`Node ${process.versions.node} is older than the project's ${wanted}: run \`make test\`, or put .tools/node/bin first on PATH`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const roots = ['apps', 'libs'].flatMap((d) => fs.readdirSync(d).map((p) => path.join(d, p, 'dist')));
const only = process.argv.slice(2);
const files = [];
function walk(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (entry.name.endsWith('.test.js')) files.push(full);
  }
}
roots.forEach(walk);
const selected = only.length ? files.filter((f) => only.some((o) => f.includes(o))) : files;
if (selected.length === 0) {
  console.log('no test files found (did `tsc -b` run?)');
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const jobs = process.env.TEST_JOBS ?? '2';
// tap on this same node (not whichever `node` npx would find first on PATH)
const tap = path.join('node_modules', 'tap', JSON.parse(fs.readFileSync('node_modules/tap/package.json', 'utf8')).bin.tap);
const child = spawn(process.execPath, [tap, '--disable-coverage', '--reporter=tap', '--jobs', jobs, '--timeout', '300', ...selected], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --enable-source-maps`.trim() },
});
let out = '';
child.stdout.on('data', (chunk) => {
  out += chunk;
  process.stdout.write(chunk);
});
child.on('close', (code) => {
  // Count top-level test points (one per test file and subtest), from the TAP stream.
  let passed = 0;
  let failed = 0;
  for (const line of out.split('\n')) {
    const m = /^( *)(not ok|ok) \d+/.exec(line);
    if (!m || m[1].length !== 4) continue;
    // Skipped and todo points print their reason in the TAP stream; they count neither way.
    if (/# (SKIP|TODO)/.test(line)) continue;
    if (m[2] === 'ok') passed++;
    else failed++;
  }
  if (code !== 0 && failed === 0) failed = 1;
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(code ?? 1);
});
