import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, silentLogger, type Config } from '@gleaner/platform';
import { openPorts } from '../process.js';
import type { Ports, Role } from '../ports.js';

// `node start-role.js <api|render|scheduler|dispatcher>`: starts one role through its own
// entry, the way a role's app will, and prints the packages this process loaded (one JSON line)
// before it stops. roles-loading.test.ts reads it.

/** Starts `role` through its own entry (dynamic imports: nothing else is loaded first). */
async function startRole(role: string, config: Config, ports: Ports): Promise<Role> {
  switch (role) {
    case 'api':
      return (await import('@gleaner/roles/api')).startApiRole(config, ports, { ownsStore: true, version: 'test' });
    case 'render':
      return (await import('@gleaner/roles/render')).startRenderRole(config, ports, { warmBrowser: false });
    case 'scheduler':
      return (await import('@gleaner/roles/scheduler')).startSchedulerRole(config, ports);
    case 'dispatcher':
      return (await import('@gleaner/roles/dispatcher')).startDispatcherRole(config, ports);
    default:
      throw new Error(`unknown role ${role}`);
  }
}

/** Package names (scoped or not) of every module loaded from node_modules. */
function loadedPackages(): string[] {
  const names = new Set<string>();
  for (const file of Object.keys(require.cache)) {
    const at = file.lastIndexOf(`${path.sep}node_modules${path.sep}`);
    if (at < 0) continue;
    const parts = file.slice(at + 14).split(path.sep);
    names.add(parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]);
  }
  return [...names].sort();
}

async function main(role: string): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `gleaner-role-${role}-`));
  try {
    const config = loadConfig({ GLEANER_DATA_DIR: dataDir, GLEANER_PORT: '0', GLEANER_HOST: '127.0.0.1' });
    const ports = openPorts(config, silentLogger());
    const started = await startRole(role, config, ports);
    process.stdout.write(JSON.stringify({ role, packages: loadedPackages() }) + '\n');
    await started.close();
    await ports.bus.close();
    await ports.store.close();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main(process.argv[2] ?? '').catch((err) => {
  process.stderr.write(`${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
