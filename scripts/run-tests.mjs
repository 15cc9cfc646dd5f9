// Runs every compiled test file with tap and ends with the line CI reads: `N passed, M failed`.
// Tests are TypeScript beside the code; `tsc -b` compiles them to dist/ first (see Makefile).
// A file that fails is run once more, alone: one that passes then is reported as flaky by name
// (it counts as passed, and the list is printed above the last line so a CI log's tail shows it);
// one that fails again fails the run, its failing points listed the same way.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileResults } from './tap-results.mjs';

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

// tap on this same node (not whichever `node` npx would find first on PATH)
const tap = path.join('node_modules', 'tap', JSON.parse(fs.readFileSync('node_modules/tap/package.json', 'utf8')).bin.tap);
function runTap(testFiles, jobs) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tap, '--disable-coverage', '--reporter=tap', '--jobs', jobs, '--timeout', '300', ...testFiles], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --enable-source-maps`.trim() },
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      process.stdout.write(chunk);
    });
    child.on('close', (code) => resolve({ code: code ?? 1, results: fileResults(out) }));
  });
}

const first = await runTap(selected, process.env.TEST_JOBS ?? '2');
const results = first.results;
const failedFiles = [...results].filter(([, r]) => !r.ok).map(([f]) => f);
const flaky = [];
let broken = first.code !== 0 && failedFiles.length === 0; // tap failed without naming a file
if (failedFiles.length > 0 && process.env.TEST_NO_RERUN !== '1') {
  console.log(`\n# run again, alone: ${failedFiles.join(', ')}`);
  const again = await runTap(failedFiles, '1');
  for (const f of failedFiles) {
    const second = again.results.get(f);
    if (second?.ok) flaky.push([f, results.get(f).failures]);
    if (second) results.set(f, second);
  }
  broken ||= again.code !== 0 && failedFiles.every((f) => again.results.get(f)?.ok);
}

let passed = 0;
let failed = broken ? 1 : 0;
for (const r of results.values()) {
  passed += r.passed;
  failed += r.failed;
}
for (const [f, failures] of flaky) console.log(`# FLAKY (failed, then passed alone): ${f}\n${failures.map((x) => `#   was: ${x}`).join('\n')}`);
for (const [f, r] of results) if (!r.ok) console.log(`# FAILED: ${f}\n${r.failures.slice(0, 20).map((x) => `#   ${x}`).join('\n')}`);
if (broken) console.log('# FAILED: tap exited with an error outside any test file');
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
