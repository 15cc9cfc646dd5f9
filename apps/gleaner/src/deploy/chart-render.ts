import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import { k8sTools, run } from './k8s-tools.js';
import { parseManifests, type K8sObject } from './objects.js';

// Rendering the chart in tests: helm with --set values and values files, and the rendered objects.

export const CHART = 'helm/gleaner';
const tools = k8sTools();
export const helm = (...args: string[]) => run(tools.helm, args);
export const kubectl = (...args: string[]) => run(tools.kubectl, args);

/** Real-looking secrets: without existingSecret the chart refuses to render without them. */
export const SECRETS = ['secrets.adminToken=3f1c9a7e5b2d4f60a8c1e3b5d7f9a2c4', 'secrets.fileSigningSecret=9b8a7c6d5e4f30211f2e3d4c5b6a7980'];

/** Args of `helm template`: each --set, and `values` objects written to a values file. */
export function templateArgs(sets: string[] = [], ...values: object[]): string[] {
  const files = values.map((v) => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'values-')), 'values.yaml');
    fs.writeFileSync(file, stringify(v));
    return file;
  });
  return ['template', 'gl', CHART, ...sets.flatMap((s) => ['--set', s]), ...files.flatMap((f) => ['-f', f])];
}

/** The chart rendered with the real-looking secrets, `sets` and `values`. */
export function render(sets: string[] = [], ...values: object[]): K8sObject[] {
  return parseManifests(helm(...templateArgs([...SECRETS, ...sets], ...values)));
}

export const byKind = (objects: K8sObject[], kind: string) => objects.filter((o) => o.kind === kind);
export const deployment = (objects: K8sObject[], role: string) => byKind(objects, 'Deployment').find((d) => d.metadata.name.endsWith(`-${role}`))!;
export const ROLES = ['api', 'renderer', 'scheduler', 'dispatcher'];
