import fs from 'node:fs';
import path from 'node:path';
import t from 'tap';
import { REPO } from './k8s-tools.js';

// One Node everywhere: the LTS in .nvmrc is what `make` runs (installing it where the machine's node
// is older), what package.json's engines ask for, and the images' base, and these tests run on it.

const nvmrc = fs.readFileSync(path.join(REPO, '.nvmrc'), 'utf8').trim();
const major = Number(nvmrc.split('.')[0]);

t.test('.nvmrc names an exact LTS release no older than 24', async (t) => {
  t.match(nvmrc, /^\d+\.\d+\.\d+$/, 'an exact version (the Makefile installs that one)');
  t.ok(major >= 24, `Node ${major}: 20 and 22 are past or near their end of life`);
  t.equal(major % 2, 0, 'an even major: only those become LTS');
});

t.test("engines, the images' base and the node running these tests agree", async (t) => {
  const pkg = JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { engines: { node: string } };
  t.equal(pkg.engines.node, `>=${major}`, 'package.json engines');
  const dockerfile = fs.readFileSync(path.join(REPO, 'Dockerfile'), 'utf8');
  t.equal(/^ARG NODE_IMAGE=(\S+)/m.exec(dockerfile)?.[1], `node:${major}-bookworm-slim`, "the Dockerfile's base");
  t.ok(Number(process.versions.node.split('.')[0]) >= major, `tests run on Node ${process.versions.node}, not older than ${major}`);
});
