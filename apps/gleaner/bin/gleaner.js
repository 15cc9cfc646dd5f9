#!/usr/bin/env node
'use strict';
// The `gleaner` command (`npx gleaner ...` from the repository). A file in the repository rather than
// dist/cli.js itself: npm links a bin into node_modules/.bin only when its file exists, and `npm ci`
// runs before the first build. `env node` may find a node older than the project's (a machine where
// `make` installed the LTS into .tools/node): then the command runs again on that one.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..', '..');
const cli = path.join(__dirname, '..', 'dist', 'cli.js');

function wantedMajor() {
  try {
    const engines = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).engines;
    return Number(/(\d+)/.exec(engines.node)[1]);
  } catch {
    return 0; // no engines to hold to (an image has its own node)
  }
}

const wanted = wantedMajor();
if (Number(process.versions.node.split('.')[0]) < wanted) {
  const local = path.join(root, '.tools', 'node', 'bin', 'node');
  if (!fs.existsSync(local)) {
    process.stderr.write(`gleaner: Node ${process.versions.node} is older than ${wanted}: run \`make build\`, which installs Node ${wanted} into .tools/node\n`);
    process.exit(1);
  }
  const { status, signal } = spawnSync(local, [__filename, ...process.argv.slice(2)], { stdio: 'inherit' });
  if (signal) process.kill(process.pid, signal);
  process.exit(status ?? 1);
}
if (!fs.existsSync(cli)) {
  process.stderr.write('gleaner: not built yet: run `make build` first\n');
  process.exit(1);
}
require(cli);
