// Writes k8s/base/gleaner.yaml: the Helm chart rendered with k8s/base/values.yaml, for people without
// Helm. Run after changing the chart (`make build` first); the chart checks fail while it differs.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { k8sTools, run, REPO } = require('../apps/gleaner/dist/deploy/k8s-tools.js');
export const BASE_HEADER = '# Generated from helm/gleaner by scripts/k8s-base.mjs (values: k8s/base/values.yaml). Do not edit.\n';

export function renderBase() {
  const { helm } = k8sTools();
  return BASE_HEADER + run(helm, ['template', 'gleaner', 'helm/gleaner', '-f', 'k8s/base/values.yaml']);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  fs.writeFileSync(path.join(REPO, 'k8s/base/gleaner.yaml'), renderBase());
  console.log('k8s/base/gleaner.yaml written');
}
